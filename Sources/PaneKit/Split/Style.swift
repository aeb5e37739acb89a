extension SplitViewController {
    /// The interface a split view has. Spec: SV-C4, SV-L1.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The classic interface of apps written before iOS 14: children through
        /// ``SplitViewController/viewControllers``, changed with `show(_:sender:)` and
        /// `showDetailViewController(_:sender:)`, collapse and expand decided by the delegate.
        /// ``SplitViewController/init()`` makes one. Spec: SV-L1, SV-L2.
        case unspecified
        /// Primary and secondary.
        case doubleColumn
        /// Primary, supplementary and secondary.
        case tripleColumn

        /// The column styles, `init(style:)`'s choices.
        public static let columnStyles: [Style] = [.doubleColumn, .tripleColumn]
    }
}
