/// A coarse description of the space available along one axis.
///
/// Spec: SZ-1…SZ-5. The mapping from a viewport to a size class lives in ``SizeClassBreakpoints``.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// Little space: phones in portrait, narrow windows, Slide Over.
    case compact
    /// Ample space: iPads in full screen, wide windows, desktops.
    case regular
}
