extension SplitViewController {
    /// Moves the keyboard focus to `column` — its list's selected row, else its first row or
    /// control — as ← and → do between a reader's columns. A column not on screen is ignored.
    /// The delegate hears ``SplitViewControllerDelegate/splitViewController(_:didFocus:)``.
    /// Spec: SV-F1.
    public func focus(_ column: Column) {
        performUpdate {
            focusRequest += 1
            changeFocusedColumn(to: column)
        }
    }

    /// The renderer reports where the keyboard went (a key, a click, Tab).
    func focusReported(_ column: Column?) {
        changeFocusedColumn(to: column)
    }

    private func changeFocusedColumn(to column: Column?) {
        guard focusedColumn != column else { return }
        focusedColumn = column
        delegate?.splitViewController(self, didFocus: column)
    }
}
