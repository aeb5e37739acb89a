extension SplitViewController {
    /// The split view's invariants: the mode is allowed by the behavior and style, neither is
    /// `.automatic` (SV-R6), collapsed exactly in compact width (SV-K1), and every column
    /// controller is a child of this split view.
    func checkSplitInvariants() {
        precondition(displayMode != .automatic, "displayMode is never .automatic (SV-R6)")
        precondition(splitBehavior != .automatic, "splitBehavior is never .automatic")
        precondition(isCollapsed == layoutIsCollapsed, "isCollapsed lags the layout only during a transition")
        if hasLaidOut {
            precondition(splitBehavior.allowedDisplayModes(for: style).contains(displayMode),
                         "\(displayMode) is not allowed for \(splitBehavior) on \(style)")
            if let traits, hostingWindow != nil || parent != nil {
                precondition(layoutIsCollapsed == (traits.horizontalSizeClass == .compact),
                             "collapsed exactly in compact width")
            }
        }
        for root in columnRoot.values {
            precondition(root.parent === self, "column controllers are children")
        }
        for (column, navigation) in columnNavigation {
            precondition(columnRoot[column] === navigation || navigation.parent === columnRoot[column],
                         "a column's navigation controller is its root or the root's first child")
        }
        if let compact = assigned[.compact] {
            precondition(compact.parent === self, "the compact controller is a child")
        }
        if layoutIsCollapsed, collapsedTop != .compact, hasContent(.primary) {
            precondition(hasContent(collapsedTop), "the collapsed top column has content")
        }
    }
}
