/// Something that happened in a renderer, named for what happened, never for what to do.
///
/// Events name their target by the ``NodeID`` the last ``Scene`` gave it; ``Window/send(_:)``
/// rejects ids that Scene did not have.
public enum PaneEvent: Sendable, Hashable {
    /// The window was resized, or the pointer, direction or appearance changed.
    case viewportChanged(Viewport)
    /// A button was tapped: an app button, a back button, the display-mode button, a dimmed area.
    case tapped(NodeID)
    /// A list row was selected.
    case rowSelected(list: NodeID, tag: String)
    /// An edge swipe ended on a container (a split view or navigation stack). Spec: SV-B1, SV-B8,
    /// NV-7.
    case edgeSwipeEnded(NodeID, EdgeSwipe)
    /// A column divider was dragged to a new width. Spec: SV-W4.
    case dividerDragEnded(NodeID, width: Double)
    /// A sheet drag ended at a detent. Spec: SH-3.
    case detentChanged(NodeID, detent: String)
    /// The person tried to dismiss a presentation: swipe down, Escape, a tap outside a dialog.
    /// Spec: SH-11…SH-13.
    case dismissAttempted(NodeID)
    /// A swipe down began to dismiss a presentation (the sheet left its smallest detent
    /// downward); `dismissAttempted` follows when it is let go far enough, `dismissalCancelled`
    /// when it springs back. Spec: SH-22.
    case dismissalBegan(NodeID)
    /// A swipe that began a dismissal was let go without it: the sheet stays. Spec: SH-22.
    case dismissalCancelled(NodeID)
    /// A row of a reorderable list was moved to a new index. The id is the list's `:move` control.
    case rowMoved(NodeID, tag: String, toIndex: Int)
    /// The text of a text field changed.
    case textChanged(NodeID, text: String)
    /// A text field gained focus, or (nil) focus left the text fields.
    case focusChanged(NodeID?)
    /// A keyboard shortcut the core knows (an app's own ``KeyCommand``s arrive as taps).
    case keyCommand(SystemKeyCommand)
    /// A windowed list scrolled near an end of its window: the rows people see, as indices in
    /// the whole list. The id is the list's `:window` control. DESIGN §4 "list window scroll".
    case listScrolled(NodeID, visible: Range<Int>)
    /// The keyboard focus moved into a column of a split view (nil: out of its columns). The id
    /// is the split view's `:focus` control. Spec: SV-F1.
    case columnFocused(NodeID, column: SplitViewController.Column?)
    /// Sheet content was scrolled up at its top edge. Spec: §5.1 prefersScrollingExpandsWhenScrolledToEdge.
    case scrolledToEdge(NodeID)
}

/// Keyboard shortcuts with a meaning in the core.
public enum SystemKeyCommand: String, Sendable, Hashable, CaseIterable {
    /// ⌃⌘S on macOS, Ctrl+Alt+S elsewhere: show or hide the sidebar (DESIGN §4, SB-15).
    case toggleSidebar
}

/// Which way an edge swipe went: `reveal` pulls content in from the edge the sidebar lives on
/// (or goes back in a stack); `conceal` pushes it away.
public enum EdgeSwipe: String, Sendable, Hashable {
    /// Toward showing more: a sidebar slides in, or a stack goes back (NV-7).
    case reveal
    /// Toward showing less: a sidebar slides away.
    case conceal
}

/// Why an event was refused. A refused event changes nothing.
public enum EventError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The id was not in the last Scene.
    case unknownNode(NodeID)
    /// The node is under a presentation that takes all input.
    case covered(NodeID)
    /// The list has no row with this tag.
    case unknownRow(NodeID, tag: String)
    /// A move to an index outside the list.
    case invalidIndex(NodeID, index: Int)
    /// Text longer than a text field accepts (``Window/maximumTextLength``).
    case textTooLong(NodeID, length: Int)
    /// The sheet has no active detent with this identifier.
    case unknownDetent(NodeID, detent: String)
    /// The node exists but does not take this kind of event.
    case wrongEventKind(NodeID, expected: String)
    /// A viewport with a size that is not finite and positive.
    case invalidViewport(Size)
    /// A width that is not finite and positive.
    case invalidWidth(Double)
    /// Visible rows that are not a range of indices a list can have.
    case invalidRange(NodeID, lower: Int, upper: Int)

    public var description: String {
        switch self {
        case .unknownNode(let id): "no node \(id) in the current scene"
        case .covered(let id): "node \(id) is covered by a presentation"
        case .unknownRow(let id, let tag): "list \(id) has no row \(tag)"
        case .unknownDetent(let id, let detent): "sheet \(id) has no active detent \(detent)"
        case .invalidIndex(let id, let index): "list \(id) has no position \(index)"
        case .textTooLong(let id, let length): "text for \(id) is \(length) characters, more than a text field takes"
        case .wrongEventKind(let id, let expected): "node \(id) does not take this event; it takes \(expected)"
        case .invalidViewport(let size): "invalid viewport size \(size)"
        case .invalidWidth(let width): "invalid width \(width)"
        case .invalidRange(let id, let lower, let upper): "list \(id) cannot show rows \(lower)..<\(upper)"
        }
    }
}
