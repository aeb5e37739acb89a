import PaneKit

// PaneKitUI hands the core arrays of resolved views. Every `PaneKit.ViewGroup` they pass through
// is a level of node ids (`c8/0/0/0/…`), which the page pays for in bytes and the renderer and the
// diff in time, so resolved views are handed over without groups that add nothing (D-52).

extension PaneKit.ViewGroup {
    /// `views` as one view: the view itself when there is just one, else a group of them.
    static func one(_ views: [any PaneKit.View]) -> any PaneKit.View {
        views.count == 1 ? views[0] : PaneKit.ViewGroup(views)
    }
}

/// A core container whose content is a group of views.
protocol ResolvedContainer {
    var content: PaneKit.ViewGroup { get set }
}

extension ResolvedContainer {
    /// This container holding `views` directly (its builder would wrap them in one more group).
    func holding(_ views: [any PaneKit.View]) -> Self {
        var container = self
        container.content = PaneKit.ViewGroup(views)
        return container
    }
}

extension PaneKit.VStack: ResolvedContainer {}
extension PaneKit.Tinted: ResolvedContainer {}
extension PaneKit.HStack: ResolvedContainer {}
extension PaneKit.List: ResolvedContainer {}
extension PaneKit.Section: ResolvedContainer {}
extension PaneKit.Disabled: ResolvedContainer {}
extension PaneKit.Form: ResolvedContainer {}
extension PaneKit.SwipeActions: ResolvedContainer {}
extension PaneKit.ContextMenu: ResolvedContainer {}
