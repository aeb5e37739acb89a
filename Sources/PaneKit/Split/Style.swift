extension SplitViewController {
    /// How many columns a split view has. Spec: SV-C4 (column styles only; see decisions D-02).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Primary and secondary.
        case doubleColumn
        /// Primary, supplementary and secondary.
        case tripleColumn
    }
}
