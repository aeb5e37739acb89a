/// Where a view controller is in its appearance cycle.
///
/// Spec: SV-M1 — callbacks fire only when a controller really comes on or goes off screen, and
/// always as will→did pairs.
public enum AppearanceState: String, Sendable, Hashable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}
