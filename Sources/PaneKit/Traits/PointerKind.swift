/// The precision of the primary pointing device, as a browser reports it (`pointer: coarse/fine`).
public enum PointerKind: String, Sendable, Hashable, CaseIterable {
    /// A finger: touch screens.
    case coarse
    /// A mouse or trackpad.
    case fine
}
