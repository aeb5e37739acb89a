/// Where a dismissal people start stands: Escape or a tap outside ends at once; a swipe down
/// begins, then ends in the dismissal or is let go (cancelled). Spec: SH-13, SH-22.
enum DismissalPhase: Sendable, Equatable {
    /// A swipe began to take the presentation away.
    case began
    /// The swipe was let go before it went far enough: the presentation stays.
    case cancelled
    /// The person asked for the dismissal: a swipe let go far enough, Escape, a tap outside.
    case ended
}
