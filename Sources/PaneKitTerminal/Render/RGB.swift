/// A 24-bit colour, and how it goes out at each ``ColorDepth``.
public struct RGB: Hashable, Sendable {
    /// The red channel, 0…255.
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8

    /// A colour from its channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }

    /// This colour laid over `below` at `opacity` (0…1): the mix a translucent CSS colour makes.
    public func over(_ below: RGB, opacity: Double) -> RGB {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * opacity + Double(bottom) * (1 - opacity)).rounded())
        }
        return RGB(mix(red, below.red), mix(green, below.green), mix(blue, below.blue))
    }

    /// Perceived brightness (0 black … 1 white; ITU-R BT.601 weights), enough to tell a dark
    /// background from a light one.
    public var brightness: Double {
        (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
    }

    /// The nearest entry of xterm's 256-colour palette: the 6×6×6 cube or the grey ramp.
    public var nearestIndexed: UInt8 {
        let steps: [Int] = [0, 95, 135, 175, 215, 255]
        func cubeIndex(_ value: UInt8) -> Int {
            var best = 0
            for index in steps.indices where abs(steps[index] - Int(value)) < abs(steps[best] - Int(value)) { best = index }
            return best
        }
        let (r, g, b) = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
        let cube = RGB(UInt8(steps[r]), UInt8(steps[g]), UInt8(steps[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = UInt8(8 + greyStep * 10)
        let greyColor = RGB(grey, grey, grey)
        return distance(to: greyColor) < distance(to: cube) ? UInt8(232 + greyStep) : UInt8(16 + 36 * r + 6 * g + b)
    }

    private func distance(to other: RGB) -> Int {
        let dr = Int(red) - Int(other.red), dg = Int(green) - Int(other.green), db = Int(blue) - Int(other.blue)
        return dr * dr + dg * dg + db * db
    }
}
