extension SplitViewController {
    /// A column of a split view. Spec: §1.1 Column table.
    public enum Column: String, Sendable, Hashable, CaseIterable, Comparable {
        /// The leading sidebar (on ``PrimaryEdge``).
        case primary
        /// The middle column; only in ``Style/tripleColumn``.
        case supplementary
        /// The detail column.
        case secondary
        /// What shows instead of stacking the columns when the split view is collapsed.
        case compact
        /// The trailing column for auxiliary information; hidden until shown. Spec: SV-I1, SV-I2.
        case inspector

        /// Primary, supplementary, secondary: the columns that stack when collapsed.
        static let stacking: [Column] = [.primary, .supplementary, .secondary]

        var order: Int {
            switch self {
            case .primary: 0
            case .supplementary: 1
            case .secondary: 2
            case .compact: 3
            case .inspector: 4
            }
        }

        public static func < (lhs: Column, rhs: Column) -> Bool { lhs.order < rhs.order }
    }
}
