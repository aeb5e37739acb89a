/// The modifier keys held with a key or a mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift (a legacy terminal reports it only with keys that are not text).
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt, or Option on a Mac (a legacy terminal sends it as an ESC before the key).
    public static let alternate = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Super, or Command on a Mac; only terminals with the kitty keyboard protocol report it.
    public static let command = KeyModifiers(rawValue: 8)

    /// The modifiers of an xterm or kitty modifier parameter: the bits of `parameter - 1` are
    /// shift 1, alt 2, ctrl 4, super 8, hyper 16, meta 32, caps lock 64, num lock 128. Meta counts
    /// as Alt and hyper as Command; the lock bits are ignored.
    init(parameter: Int) {
        let bits = max(parameter - 1, 0)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & (2 | 32) != 0 { modifiers.insert(.alternate) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & (8 | 16) != 0 { modifiers.insert(.command) }
        self = modifiers
    }
}
