extension SplitViewController {
    /// Asks for the keyboard focus in `column` — its list's selected row, else its first row or
    /// control — as ← and → do between a reader's columns. The renderer moves it and reports
    /// where it went: ``focusedColumn`` and the delegate's
    /// ``SplitViewControllerDelegate/splitViewController(_:didFocus:)`` follow that report, so a
    /// column with nothing to focus (hidden, collapsed away, under a sheet) leaves them as they
    /// were. Spec: SV-F1.
    public func focus(_ column: Column) {
        performUpdate {
            focusRequest += 1
            requestedColumn = column
        }
    }

    /// The renderer reports where the keyboard went (a key, a click, Tab, or a request carried
    /// out); a pending request is answered by it.
    func focusReported(_ column: Column?) {
        if requestedColumn != nil {
            requestedColumn = nil
            setNeedsUpdate()
        }
        guard focusedColumn != column else { return }
        focusedColumn = column
        delegate?.splitViewController(self, didFocus: column)
    }
}
