import PaneKit

/// The viewport a first paint is rendered for: what the page reported last time (the
/// `pk-viewport` cookie), else a guess from the User-Agent (docs/protocol.md, "First paint").
enum ViewportGuess {
    static let phone = Viewport(width: 390, height: 844, pointer: .coarse)
    static let desktop = Viewport(width: 1440, height: 900, pointer: .fine)

    static func viewport(cookie: String?, userAgent: String?) -> Viewport {
        if let cookie, let viewport = parse(cookie) { return viewport }
        let agent = userAgent ?? ""
        return agent.contains("Mobile") || agent.contains("iPhone") || agent.contains("Android") ? phone : desktop
    }

    /// `390x844,coarse,390x844` — the window, the pointer and the screen (what panekit.js
    /// writes; the screen may be missing).
    static func parse(_ value: String) -> Viewport? {
        let parts = value.split(separator: ",")
        func size(_ part: Substring?) -> Size? {
            let sides = part?.split(separator: "x") ?? []
            guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
                  (1...100_000).contains(width), (1...100_000).contains(height) else { return nil }
            return Size(width: width, height: height)
        }
        guard let window = size(parts.first) else { return nil }
        let pointer = parts.count > 1 ? PointerKind(rawValue: String(parts[1])) ?? .fine : .fine
        return Viewport(width: window.width, height: window.height, pointer: pointer, screen: size(parts.count > 2 ? parts[2] : nil))
    }

    /// The viewport in a socket URL's query (docs/protocol.md, "Connecting").
    static func viewport(query: [String: String]) throws(ProtocolError) -> Viewport {
        guard let width = query["w"].flatMap(Double.init), let height = query["h"].flatMap(Double.init),
              (1...100_000).contains(width), (1...100_000).contains(height) else {
            throw ProtocolError("w and h must be numbers from 1 to 100000")
        }
        return Viewport(
            width: width, height: height,
            pointer: PointerKind(rawValue: query["pointer"] ?? "") ?? .fine,
            layoutDirection: query["dir"] == "rtl" ? .rightToLeft : .leftToRight,
            colorScheme: query["scheme"] == "dark" ? .dark : .light,
            reduceMotion: query["reduceMotion"] == "1",
            screen: try screen(width: query["sw"].flatMap(Double.init), height: query["sh"].flatMap(Double.init))
        )
    }

    /// The screen a client reported (both sides or neither), in the viewport's range (D-62).
    static func screen(width: Double?, height: Double?) throws(ProtocolError) -> Size? {
        guard width != nil || height != nil else { return nil }
        guard let width, let height, width.isFinite, height.isFinite, (1...100_000).contains(width), (1...100_000).contains(height) else {
            throw ProtocolError("the screen's width and height must both be numbers from 1 to 100000")
        }
        return Size(width: width, height: height)
    }
}
