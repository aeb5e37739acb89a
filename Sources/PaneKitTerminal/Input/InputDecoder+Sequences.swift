// What the control sequences and OSC strings a terminal sends mean.
extension InputDecoder {
    /// A control sequence's parameter bytes, read: an optional private marker (`<`, `=`, `>`,
    /// `?`), fields separated by `;` each with sub-parameters separated by `:`, and intermediates.
    struct Parameters {
        var marker: UInt8?
        var fields: [[Int?]] = [[nil]]
        var intermediates: [UInt8] = []

        /// Nil when the bytes are not in a control sequence's order.
        init?(_ bytes: ArraySlice<UInt8>) {
            var rest = bytes
            if let first = rest.first, (0x3C...0x3F).contains(first) {
                marker = first
                rest = rest.dropFirst()
            }
            for byte in rest {
                switch byte {
                case 0x30...0x39 where intermediates.isEmpty:
                    let field = fields.count - 1, sub = fields[field].count - 1
                    fields[field][sub] = min((fields[field][sub] ?? 0) * 10 + Int(byte - 0x30), 9_999_999)
                case 0x3B where intermediates.isEmpty: fields.append([nil])
                case 0x3A where intermediates.isEmpty: fields[fields.count - 1].append(nil)
                case 0x20...0x2F: intermediates.append(byte)
                default: return nil
                }
            }
        }

        /// Field `index`'s sub-parameter `sub`, nil when absent or empty.
        subscript(_ index: Int, sub sub: Int = 0) -> Int? {
            guard index < fields.count, sub < fields[index].count else { return nil }
            return fields[index][sub]
        }
    }

    /// Adds the events of `CSI parameters final`; an unknown sequence adds none.
    mutating func interpret(_ bytes: ArraySlice<UInt8>, final: UInt8, into output: inout Output) {
        guard let parameters = Parameters(bytes) else { return }
        switch (parameters.marker, parameters.intermediates, Unicode.Scalar(final)) {
        case (nil, [], "~") where parameters[0] == 200:
            beginPaste()
        case (nil, [], "I"), (nil, [], "O"):
            output.append(.focus(final == UInt8(ascii: "I")))
        case (nil, [], "R"):
            output.append(.reply(.cursorPosition(row: parameters[0] ?? 1, column: parameters[1] ?? 1)))
        case (nil, [], "u"):
            if let key = Self.kittyKey(parameters[0] ?? 0) { Self.appendKey(key, parameters, into: &output) }
        case (nil, [], "~"):
            if let key = Self.tildeKey(parameters[0] ?? 0) { Self.appendKey(key, parameters, into: &output) }
        case (nil, [], "Z"):
            output.append(.key(.tab, modifiers: KeyModifiers(parameter: parameters[1] ?? 1).union(.shift)))
        case (nil, [], _):
            if let key = Self.singleShiftKey(final), key != .enter { Self.appendKey(key, parameters, into: &output) }
        case (UInt8(ascii: "<"), [], "M"), (UInt8(ascii: "<"), [], "m"):
            if let mouse = Self.mouse(parameters, released: final == UInt8(ascii: "m")) { output.append(.mouse(mouse)) }
        case (UInt8(ascii: "?"), [], "c"):
            output.append(.reply(.primaryAttributes(parameters.fields.map { $0[0] ?? 0 })))
        case (UInt8(ascii: "?"), [], "u"):
            output.append(.reply(.keyboardFlags(parameters[0] ?? 0)))
        case (UInt8(ascii: "?"), [UInt8(ascii: "$")], "y"):
            output.append(.reply(.mode(parameters[0] ?? 0, setting: parameters[1] ?? 0)))
        default:
            break
        }
    }

    /// Adds a key whose modifiers are field 1 (`1;5A`, `3;2~`, `97;5u`), unless field 1's event
    /// type (sub-parameter 1, kitty) is 3, a release.
    private static func appendKey(_ key: TerminalKey, _ parameters: Parameters, into output: inout Output) {
        guard parameters[1, sub: 1] != 3 else { return }
        output.append(.key(key, modifiers: KeyModifiers(parameter: parameters[1] ?? 1)))
    }

    /// The key of `SS3 final`, and of `CSI final` with the same letter.
    static func singleShiftKey(_ final: UInt8) -> TerminalKey? {
        switch Unicode.Scalar(final) {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        case "M": .enter // the keypad's Enter in application mode
        case "P": .function(1)
        case "Q": .function(2)
        case "R": .function(3)
        case "S": .function(4)
        default: nil
        }
    }

    /// The key of `CSI number ~`.
    private static func tildeKey(_ number: Int) -> TerminalKey? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    /// The key of a kitty key code (`CSI code u`): a Unicode code point, or one of the kitty's
    /// private-use codes for F13–F35 and the keypad; other private-use codes (modifier keys,
    /// media keys) and C0 codes are nil.
    private static func kittyKey(_ code: Int) -> TerminalKey? {
        let keypad: [TerminalKey] = [
            .character("."), .character("/"), .character("*"), .character("-"), .character("+"), .enter,
            .character("="), .character(","), .left, .right, .up, .down, .pageUp, .pageDown, .home, .end,
            .insert, .delete,
        ]
        switch code {
        case 13: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 27: return .escape
        case 57376...57398: return .function(code - 57363)
        case 57399...57408: return .character(Character(String(code - 57399)))
        case 57409...57426: return keypad[code - 57409]
        case 0..<32, 0xE000...0xF8FF: return nil
        default: return Unicode.Scalar(UInt32(clamping: code)).map { .character(Character($0)) }
        }
    }

    /// The event of `CSI < button ; column ; row M` (or `m`, a release).
    private static func mouse(_ parameters: Parameters, released: Bool) -> MouseInput? {
        guard let code = parameters[0], let column = parameters[1], let row = parameters[2],
              code & 128 == 0 else { return nil } // buttons 8–11 aside
        let buttons: [MouseInput.Button] = [.left, .middle, .right, .none]
        var button = buttons[code & 3]
        let kind: MouseInput.Kind
        if code & 64 != 0 {
            kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][code & 3]
            button = .none
        } else if released {
            kind = .release
        } else {
            kind = code & 32 != 0 ? .drag : .press
        }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alternate) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return MouseInput(
            kind: kind, button: button,
            column: max(column - 1, 0), row: max(row - 1, 0),
            modifiers: modifiers)
    }

    /// Adds the event of an OSC string (what is between `ESC ]` and its end); only the background
    /// colour's reply, `11;rgb:rrrr/gggg/bbbb`, is known.
    static func interpretString(_ bytes: ArraySlice<UInt8>, into output: inout Output) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("11;rgb:") else { return }
        let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
        let values = channels.compactMap { channel -> UInt16? in
            guard (1...4).contains(channel.count), channel.allSatisfy(\.isHexDigit),
                  let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = UInt32(1) << (4 * channel.count) - 1
            return UInt16((value * 0xFFFF + maximum / 2) / maximum)
        }
        guard channels.count == 3, values.count == 3 else { return }
        output.append(.reply(.backgroundColor(red: values[0], green: values[1], blue: values[2])))
    }
}
