import PaneKit

/// An ordered record of callbacks (appearance, delegate), shared by the objects of one test so
/// that their relative order can be asserted.
public final class CallLog {
    public private(set) var entries: [String] = []

    public init() {}

    public func record(_ entry: String) {
        entries.append(entry)
    }

    /// Returns what was recorded since the last call, and forgets it.
    @discardableResult
    public func take() -> [String] {
        defer { entries = [] }
        return entries
    }

    /// Entries without appearance callbacks.
    public func takeDelegateCalls() -> [String] {
        take().filter { !$0.contains(".will") && !$0.contains(".did") }
    }
}

/// A screen that logs its appearance callbacks as `Title.willAppear` and shows what `content`
/// builds.
open class LoggedController: ViewController {
    public let log: CallLog
    public var content: (LoggedController) -> any View
    public private(set) var traitChanges = 0

    public init(_ title: String, log: CallLog, content: @escaping (LoggedController) -> any View = { Text($0.title ?? "") }) {
        self.log = log
        self.content = content
        super.init(title: title)
    }

    open override var body: any View { content(self) }

    open override func viewWillAppear() { log.record("\(debugName).willAppear") }
    open override func viewDidAppear() { log.record("\(debugName).didAppear") }
    open override func viewWillDisappear() { log.record("\(debugName).willDisappear") }
    open override func viewDidDisappear() { log.record("\(debugName).didDisappear") }
    open override func traitsDidChange(previous: Traits?) { traitChanges += 1 }
}

/// A list screen with a selection that survives anything that does not recreate it.
public final class SelectableListController: LoggedController {
    public var items: [String]
    public var selection: String?
    public var onSelect: (String) -> Void = { _ in }

    /// The id of the list, which is this controller's whole body.
    public var listID: NodeID { id!.nodeID.child("0") }

    public init(_ title: String, items: [String], log: CallLog) {
        self.items = items
        super.init(title, log: log)
        content = { controller in
            let list = controller as! SelectableListController
            return List(selection: list.selection, onSelect: { tag in
                list.selection = tag
                list.onSelect(tag)
            }) {
                ForEach(list.items, id: \.self) { Label($0, symbol: "folder") }
            }
        }
    }
}

/// A split view delegate that logs every call and answers with what the test sets.
public final class LoggingSplitDelegate: SplitViewControllerDelegate {
    public let log: CallLog
    public var topColumn: ((SplitViewController.Column) -> SplitViewController.Column)?
    public var expandMode: ((SplitViewController.DisplayMode) -> SplitViewController.DisplayMode)?
    /// Records `isCollapsed` as seen inside each callback.
    public var recordsCollapsedState = false

    public init(log: CallLog) {
        self.log = log
    }

    private func note(_ split: SplitViewController, _ entry: String) {
        log.record(recordsCollapsedState ? "\(entry) [collapsed=\(split.isCollapsed)]" : entry)
    }

    public func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        let chosen = topColumn?(proposed) ?? proposed
        note(svc, "topColumnForCollapsing(\(proposed))→\(chosen)")
        return chosen
    }

    public func splitViewController(_ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        let chosen = expandMode?(proposed) ?? proposed
        note(svc, "displayModeForExpanding(\(proposed))→\(chosen)")
        return chosen
    }

    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        note(svc, "willChangeTo(\(displayMode))")
    }

    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {
        note(svc, "willShow(\(column))")
    }

    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {
        note(svc, "willHide(\(column))")
    }

    public func splitViewController(_ svc: SplitViewController, didShow column: SplitViewController.Column) {
        note(svc, "didShow(\(column))")
    }

    public func splitViewController(_ svc: SplitViewController, didHide column: SplitViewController.Column) {
        note(svc, "didHide(\(column))")
    }

    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {
        note(svc, "didCollapse")
    }

    public func splitViewControllerDidExpand(_ svc: SplitViewController) {
        note(svc, "didExpand")
    }

    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: SplitViewController) {
        note(svc, "gestureWillBegin")
    }

    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController) {
        note(svc, "gestureDidEnd")
    }
}
