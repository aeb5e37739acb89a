/// An immutable snapshot of everything a window shows: containers, columns with frames, bars and
/// their items, overlays, and each screen's content.
///
/// Renderers read Scenes and nothing else; tests assert on them through ``dump()``.
public struct Scene: Sendable, Hashable {
    public var traits: Traits
    /// The main interface; nil when a full-screen presentation covers it.
    public var root: SceneNode?
    /// Presented controllers over the main interface, bottom to top.
    public var presentations: [PresentationScene]
    /// The window's accent color, from its root controller; nil is the system blue.
    public var tintColor: TintColor?

    public init(traits: Traits, root: SceneNode?, presentations: [PresentationScene] = [], tintColor: TintColor? = nil) {
        self.traits = traits
        self.root = root
        self.presentations = presentations
        self.tintColor = tintColor
    }

    /// Every controller on screen in this Scene, containers before their children.
    public var controllers: [ControllerID] {
        var result: [ControllerID] = []
        root?.collectControllers(into: &result)
        for presentation in presentations { presentation.content.collectControllers(into: &result) }
        return result
    }
}

/// One container or screen in a ``Scene``.
public indirect enum SceneNode: Sendable, Hashable {
    case content(ContentScene)
    case navigation(NavigationScene)
    case split(SplitScene)
    case tabBar(TabBarScene)
    case sidebar(SidebarScene)

    func collectControllers(into result: inout [ControllerID]) {
        switch self {
        case .content(let content):
            result.append(content.controller)
        case .navigation(let navigation):
            result.append(navigation.controller)
            result.append(contentsOf: navigation.mergedControllers)
            navigation.top.collectControllers(into: &result)
        case .split(let split):
            result.append(split.controller)
            for column in split.columns { column.content.collectControllers(into: &result) }
            split.inspectorSheet?.content.collectControllers(into: &result)
        case .tabBar(let tabBar):
            result.append(tabBar.controller)
            if let sidebar = tabBar.sidebar { result.append(sidebar.controller) }
            tabBar.content?.collectControllers(into: &result)
        case .sidebar(let sidebar):
            result.append(sidebar.controller)
        }
    }
}

/// A screen of content.
public struct ContentScene: Sendable, Hashable {
    public var controller: ControllerID
    public var title: String?
    public var nodes: [ViewNode]
}

/// A navigation stack: its bar and the screen on top.
public struct NavigationScene: Sendable, Hashable {
    public var controller: ControllerID
    /// Navigation controllers whose stacks are merged into this one (a collapsed split view).
    public var mergedControllers: [ControllerID]
    /// The whole stack, root first; only the last is on screen.
    public var stack: [ControllerID]
    public var bar: NavigationBar
    public var transition: NavigationTransition
    /// Takes `.edgeSwipeEnded` (the back swipe, NV-7); nil when a container handles it.
    public var gestureID: NodeID? = nil
    public var top: SceneNode
}

/// A navigation bar.
public struct NavigationBar: Sendable, Hashable {
    public var title: String?
    public var leadingItems: [BarItem]
    public var trailingItems: [BarItem]
}

/// A button in a navigation bar.
public struct BarItem: Sendable, Hashable {
    public var id: NodeID
    public var kind: Kind

    public init(id: NodeID, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    public enum Kind: Sendable, Hashable {
        /// The back button, with its title. Spec: NV-6.
        case back(title: String)
        /// The split view's display-mode button: its icon, the mode a tap goes to, and whether
        /// that shows more columns (for its label: "Show Sidebar" / "Hide Sidebar"). Spec: SV-B3.
        case displayMode(DisplayModeButtonIcon, target: SplitViewController.DisplayMode, reveals: Bool)
        /// The triple-column button that toggles secondary-only. Spec: SV-B5.
        case secondaryOnly(target: SplitViewController.DisplayMode)
        /// An item the app added.
        case custom(title: String, symbol: String?, role: ButtonRole?)
    }
}

/// The icon of the display-mode button. Spec: SV-B3.
public enum DisplayModeButtonIcon: String, Sendable, Hashable {
    case sidebarToggle
    case backChevron
}

/// A split view and its columns.
public struct SplitScene: Sendable, Hashable {
    public var controller: ControllerID
    public var style: SplitViewController.Style
    public var splitBehavior: SplitViewController.SplitBehavior
    public var displayMode: SplitViewController.DisplayMode
    public var isCollapsed: Bool
    public var primaryEdge: SplitViewController.PrimaryEdge
    public var layoutDirection: LayoutDirection
    /// Whether the edge swipe changes the display mode (SV-B1) or goes back (collapsed).
    public var gestureID: NodeID?
    /// Visible columns, bottom to top.
    public var columns: [ColumnScene]
    /// The dimmed region over the secondary, tappable to dismiss overlays (SV-B6, SV-B7).
    public var dimming: DimmingScene?
    /// The inspector shown as a sheet while collapsed (SV-I4).
    public var inspectorSheet: InspectorSheetScene?
}

/// The inspector column shown as a sheet over a collapsed split view. Spec: SV-I4, SV-K7.
public struct InspectorSheetScene: Sendable, Hashable {
    /// The control that closes the sheet (a swipe down or a Done button in a renderer).
    public var dismissID: NodeID
    /// A bottom sheet at medium or large, with a grabber (as SwiftUI's inspector in compact width).
    public var frame: Rect
    public var detents: [PresentationLayout.DetentHeight]
    public var selectedDetent: SheetPresentationController.Detent.Identifier?
    /// Takes `.detentChanged`; its grabber is a tap on `detentControlID.system("grabber")`.
    public var detentControlID: NodeID
    public var content: SceneNode
}

/// One visible column.
public struct ColumnScene: Sendable, Hashable {
    public var column: SplitViewController.Column
    public var frame: Rect
    public var zIndex: Int
    public var background: SplitViewController.BackgroundStyle
    /// The id of the column's resize handle, when people may drag it (SV-W4). Its double-click
    /// is a tap on `dividerID.system("reset")` (SB-17).
    public var dividerID: NodeID?
    public var content: SceneNode
}

/// A dimmed, tappable region: black at 35 % in light mode, 50 % in dark (DESIGN §3).
public struct DimmingScene: Sendable, Hashable {
    public var id: NodeID
    public var frame: Rect
    public var opacity: Double

    static func opacity(for scheme: ColorScheme) -> Double {
        scheme == .dark ? 0.5 : 0.35
    }
}

/// A presented controller: a sheet, a full-screen cover or a dialog.
public struct PresentationScene: Sendable, Hashable {
    public var controller: ControllerID
    public var appearance: PresentationAppearance
    public var frame: Rect
    /// Active detents, smallest first, and the one the sheet rests at (bottom sheets).
    public var detents: [PresentationLayout.DetentHeight]
    public var selectedDetent: SheetPresentationController.Detent.Identifier?
    /// Takes `.detentChanged` (a drag ended at a detent); nil without detents to choose.
    public var detentControlID: NodeID?
    /// The grabber: tap to cycle detents (SH-4); nil when hidden.
    public var grabberID: NodeID?
    /// Takes `.dismissAttempted` (swipe down, Escape); the delegate decides (SH-11).
    public var dismissID: NodeID
    /// Takes `.scrolledToEdge` (content scrolled up at its top while the sheet can grow).
    public var scrollEdgeID: NodeID?
    /// Dims and blocks what is behind; nil when what is behind stays interactive (SH-2).
    public var dimming: DimmingScene?
    /// Interactive dismissal is refused (SH-10).
    public var isModal: Bool
    public var cornerRadius: Double?
    /// Where the bar's buttons go: in the navigation bar, or bottom-trailing on the Mac (DESIGN §4).
    public var buttonPlacement: ButtonPlacement
    /// The presented controller's own accent color; nil inherits the window's.
    public var tintColor: TintColor?
    public var content: SceneNode

    public enum ButtonPlacement: String, Sendable, Hashable {
        case navigationBar
        case bottomTrailing
    }
}

/// A tab bar and the selected tab's content. Spec: TB-1, TB-8, TB-9.
public struct TabBarScene: Sendable, Hashable {
    public var controller: ControllerID
    /// The items in the bar, leading first; the last is More when tabs overflow.
    public var items: [TabItemScene]
    /// Hidden while a text field has focus in compact width (DESIGN §3).
    public var isHidden: Bool
    /// Bottom in compact width, top in regular width (iPadOS 18, TB-14).
    public var position: Position
    /// Items fill the bar in compact width and are centered in regular width (TB-8).
    public var itemPositioning: ItemPositioning
    /// Symbols above titles in compact width, beside them in regular width (TB-9).
    public var itemLayout: ItemLayout
    /// The sidebar the tabs adapt into, when it shows (TB-11…TB-13).
    public var sidebar: SidebarScene?
    /// Shows or hides that sidebar; nil when tabs do not adapt into one.
    public var sidebarToggleID: NodeID?
    public var content: SceneNode?

    public enum Position: String, Sendable, Hashable { case bottom, top }
    public enum ItemPositioning: String, Sendable, Hashable { case fill, centered }
    public enum ItemLayout: String, Sendable, Hashable { case stacked, inline }
}

/// One item of a tab bar.
public struct TabItemScene: Sendable, Hashable {
    /// Tap it to select the tab.
    public var id: NodeID
    public var title: String
    public var symbol: String?
    /// A short number or "!", drawn as a red oval (TB-7).
    public var badge: String?
    public var isSelected: Bool
    public var isMore: Bool
    /// Pinned tabs show their symbol only (TB-16).
    public var isSymbolOnly: Bool = false
}

/// A sidebar. Spec: SB-1…SB-5, SB-13, SB-14.
public struct SidebarScene: Sendable, Hashable {
    public var controller: ControllerID
    public var title: String?
    /// Takes `.rowSelected` with a row id.
    public var listID: NodeID
    public var appearance: SidebarController.Appearance
    public var rowSize: SidebarRowSize
    /// The HIG metrics for ``rowSize``.
    public var metrics: SidebarMetrics
    public var isEditing: Bool
    /// Selecting a row pushes the next column (a collapsed split view), so rows draw chevrons
    /// (SB-6).
    public var rowsShowDisclosure: Bool = false
    public var sections: [SidebarSectionScene]
}

/// A section of a sidebar.
public struct SidebarSectionScene: Sendable, Hashable {
    public var id: String
    /// The header, or nil without one.
    public var title: String?
    public var isExpanded: Bool
    /// Tap anywhere on the header to collapse or expand; headers are not selectable (SB-3).
    public var disclosureID: NodeID?
    /// The + of an editable group.
    public var addID: NodeID?
    /// Takes `.rowMoved` while editing a reorderable section.
    public var moveID: NodeID?
    /// Visible rows, children after their parent.
    public var rows: [SidebarRowScene]
}

/// A row of a sidebar.
public struct SidebarRowScene: Sendable, Hashable {
    /// The row's id: what selecting it reports.
    public var id: String
    public var nodeID: NodeID
    public var title: String
    public var symbol: String?
    public var badge: String?
    /// 0 for a top-level row, 1 for a child (SB-5: two levels at most).
    public var level: Int
    public var isSelected: Bool
    /// nil without children; else whether they show.
    public var isExpanded: Bool?
    /// The disclosure accessory: it toggles, a tap on the row selects (SB-3 cell style).
    public var disclosureID: NodeID?
    /// Shown (marked) only while editing.
    public var isHidden: Bool
    /// While editing: hides or shows the row.
    public var visibilityToggleID: NodeID?
    public var contextActions: [Action]

    public struct Action: Sendable, Hashable {
        public var id: NodeID
        public var title: String
        public var symbol: String?
        public var role: ButtonRole?
    }
}
