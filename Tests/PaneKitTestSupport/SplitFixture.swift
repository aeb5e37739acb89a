import PaneKit

/// A split view in a window, with logged screens in each column and a logging delegate: the
/// shape most split view tests start from.
///
/// Columns: double — "Folders" | "Detail"; triple — "Folders" | "Items" | "Item".
public final class SplitFixture {
    public let log = CallLog()
    public let window: Window
    public let split: SplitViewController
    public let delegate: LoggingSplitDelegate
    public let primary: SelectableListController
    public let supplementary: SelectableListController?
    public let secondary: LoggedController

    public init(
        _ style: SplitViewController.Style,
        width: Double,
        height: Double = 900,
        pointer: PointerKind = .coarse,
        layoutDirection: LayoutDirection = .leftToRight,
        configure: (SplitViewController) -> Void = { _ in }
    ) {
        split = SplitViewController(style: style)
        delegate = LoggingSplitDelegate(log: log)
        split.delegate = delegate
        primary = SelectableListController("Folders", items: ["Inbox", "Archive"], log: log)
        secondary = LoggedController(style == .tripleColumn ? "Item" : "Detail", log: log)
        supplementary = style == .tripleColumn ? SelectableListController("Items", items: ["One", "Two"], log: log) : nil
        split.setViewController(primary, for: .primary)
        if let supplementary { split.setViewController(supplementary, for: .supplementary) }
        split.setViewController(secondary, for: .secondary)
        configure(split)
        window = Window(viewport: Viewport(width: width, height: height, pointer: pointer, layoutDirection: layoutDirection))
        window.rootViewController = split
    }

    /// Resizes the window, keeping the pointer and direction.
    public func resize(_ width: Double, _ height: Double? = nil) {
        var viewport = window.viewport
        viewport.size = Size(width: width, height: height ?? viewport.size.height)
        window.setViewport(viewport)
    }

    public var scene: Scene { window.scene() }

    /// The split part of the current Scene.
    public var splitScene: SplitScene {
        guard case .split(let scene) = window.scene().root else { fatalError("root is not a split view") }
        return scene
    }

    /// The visible columns of the current Scene, bottom to top.
    public var visibleColumns: [SplitViewController.Column] {
        splitScene.columns.map(\.column)
    }

    /// The id of a system control of the split view (`displayMode`, `dimming`, `swipe`…).
    public func control(_ name: String) -> NodeID {
        split.id!.nodeID.system(name)
    }

    /// Taps a node of the current Scene.
    public func tap(_ id: NodeID) throws {
        _ = window.scene()
        try window.send(.tapped(id))
    }
}
