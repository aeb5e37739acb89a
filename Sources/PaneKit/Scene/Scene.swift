/// An immutable snapshot of everything a window shows: containers, columns with frames, bars and
/// their items, overlays, and each screen's content.
///
/// Renderers read Scenes and nothing else; tests assert on them through ``dump()``.
public struct Scene: Sendable, Hashable {
    /// The window's traits: the size, size classes, idiom, direction, color scheme and motion
    /// preference to draw with.
    public var traits: Traits
    /// The main interface; nil when a full-screen presentation covers it.
    public var root: SceneNode?
    /// Presented controllers over the main interface, bottom to top.
    public var presentations: [PresentationScene]
    /// The window's accent color, from its root controller; nil is the system blue.
    public var tintColor: TintColor?
    /// The keyboard shortcuts people can use now, in the order the shortcut list shows them (D-63).
    public var keyCommands: [KeyCommandScene]
    /// The widths and heights at which the window's size classes change (the app may move
    /// them): a renderer whose client guesses a size class before the server answers uses these.
    public var breakpoints: SizeClassBreakpoints

    /// A Scene from its parts. ``Window/scene()`` builds them; renderers and tests rarely need to.
    public init(traits: Traits, root: SceneNode?, presentations: [PresentationScene] = [], tintColor: TintColor? = nil,
                keyCommands: [KeyCommandScene] = [], breakpoints: SizeClassBreakpoints = .standard) {
        self.breakpoints = breakpoints
        self.traits = traits
        self.root = root
        self.presentations = presentations
        self.tintColor = tintColor
        self.keyCommands = keyCommands
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
    /// A screen of content: a view controller's body.
    case content(ContentScene)
    /// A navigation stack: its bar and the screen on top.
    case navigation(NavigationScene)
    /// A split view: its visible columns, dimming and inspector sheet.
    case split(SplitScene)
    /// A tab bar, the selected tab's content, and the sidebar it may adapt into.
    case tabBar(TabBarScene)
    /// A sidebar list, from a ``SidebarController``.
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
    /// The view controller whose screen this is.
    public var controller: ControllerID
    /// The controller's title.
    public var title: String?
    /// The views its body built, in order.
    public var nodes: [ViewNode]
}

/// A navigation stack: its bar and the screen on top.
public struct NavigationScene: Sendable, Hashable {
    /// The navigation controller; for a collapsed split view, the bottom stacked column's.
    public var controller: ControllerID
    /// Navigation controllers whose stacks are merged into this one (a collapsed split view).
    public var mergedControllers: [ControllerID]
    /// The whole stack, root first; only the last is on screen.
    public var stack: [ControllerID]
    /// The navigation bar to draw above the top screen.
    public var bar: NavigationBar
    /// How the last change came, push, pop or none, for the renderer to animate (NV-5).
    public var transition: NavigationTransition
    /// Takes `.edgeSwipeEnded` (the back swipe, NV-7); nil when a container handles it.
    public var gestureID: NodeID? = nil
    /// The bottom toolbar's buttons, the top controller's `toolbarItems`; nil while the
    /// toolbar is hidden.
    public var toolbar: [BarItem]? = nil
    /// The top controller's Scene: the one screen on show.
    public var top: SceneNode
    /// The screen under the top, the one Back shows: kept in the page hidden and inert, so Back
    /// only shows it again (D-79). Not on screen: it gets no appearance callbacks and takes no
    /// events. Nil for a stack of one.
    public var below: SceneNode? = nil
}

/// A navigation bar.
public struct NavigationBar: Sendable, Hashable {
    /// The title in the middle: the top controller's navigation item title, else its title.
    public var title: String?
    /// The line under the title: the top controller's navigation item subtitle.
    public var subtitle: String? = nil
    /// Buttons at the leading end: split view buttons first, then the back button (NV-6) or the
    /// controller's own leading item.
    public var leadingItems: [BarItem]
    /// Buttons at the trailing end: a multi-step flow's Cancel first, then the controller's items.
    public var trailingItems: [BarItem]
    /// Whether the title shows large, out of line, over the top screen's content until it
    /// scrolls away (NV-11…NV-13, D-98).
    public var largeTitle = false
}

/// A button in a navigation bar.
public struct BarItem: Sendable, Hashable {
    /// The id a tap on the button sends (``PaneEvent/tapped(_:)``).
    public var id: NodeID
    /// What the button is, which decides how it is drawn.
    public var kind: Kind
    /// Whether it takes taps; a disabled item is drawn dimmed (``BarButtonItem/isEnabled``).
    public var isEnabled: Bool
    /// Whether it is the bold button that confirms (``BarButtonItem/Style/done``).
    public var isDone = false
    /// The button's menu (``BarButtonItem/menu``): a `.menu` node whose children are its items.
    public var menu: ViewNode?

    /// A bar button from its id and kind, and its menu if it has one.
    public init(id: NodeID, kind: Kind, isEnabled: Bool = true, menu: ViewNode? = nil) {
        self.id = id
        self.kind = kind
        self.isEnabled = isEnabled
        self.menu = menu
    }

    /// The kinds of bar buttons: system ones a container adds, and the app's.
    public enum Kind: Sendable, Hashable {
        /// The back button, with its title. Spec: NV-6.
        case back(title: String)
        /// The split view's display-mode button: its icon, the mode a tap goes to, and whether
        /// that shows more columns (for its label: "Show Sidebar" / "Hide Sidebar"). A back
        /// chevron that brings a column in carries that column's title (Mail's "‹ Inbox" on an
        /// iPad in portrait, D-71). Spec: SV-B3.
        case displayMode(DisplayModeButtonIcon, target: SplitViewController.DisplayMode, reveals: Bool, title: String? = nil)
        /// The triple-column button that toggles secondary-only. Spec: SV-B5.
        case secondaryOnly(target: SplitViewController.DisplayMode)
        /// An item the app added.
        case custom(title: String, symbol: String?, role: ButtonRole?)
        /// A text that is not a button: a toolbar's status (D-51).
        case status(String)
    }
}

/// The icon of the display-mode button. Spec: SV-B3.
public enum DisplayModeButtonIcon: String, Sendable, Hashable {
    /// The sidebar toggle, for the `tile` behavior.
    case sidebarToggle
    /// A back chevron, for the `overlay` and `displace` behaviors.
    case backChevron
    /// Two diagonal arrows: a classic split view's button when a tap hides the primary (SV-L14).
    case fullScreen
}

/// A split view and its columns.
public struct SplitScene: Sendable, Hashable {
    /// The split view controller.
    public var controller: ControllerID
    /// Double or triple column.
    public var style: SplitViewController.Style
    /// The behavior in effect (tile, overlay or displace; never automatic).
    public var splitBehavior: SplitViewController.SplitBehavior
    /// The mode in effect (never automatic); it has no meaning while collapsed (SV-R8).
    public var displayMode: SplitViewController.DisplayMode
    /// Whether the columns are stacked into one that fills the split view (SV-K3).
    public var isCollapsed: Bool
    /// The edge the primary column is on. The frames are already placed; this tells a renderer
    /// which side sidebars come from, for animation and the edge swipe.
    public var primaryEdge: SplitViewController.PrimaryEdge
    /// Left-to-right or right-to-left; with `primaryEdge`, the physical side of the primary.
    public var layoutDirection: LayoutDirection
    /// Whether the edge swipe changes the display mode (SV-B1) or goes back (collapsed).
    public var gestureID: NodeID?
    /// Visible columns, bottom to top.
    public var columns: [ColumnScene]
    /// The dimmed region over the secondary, tappable to dismiss overlays (SV-B6, SV-B7).
    public var dimming: DimmingScene?
    /// The inspector shown as a sheet while collapsed (SV-I4).
    public var inspectorSheet: InspectorSheetScene?
    /// Takes `.columnFocused`: where the keyboard focus went among the columns (SV-F1).
    public var focusID: NodeID? = nil
    /// The column the app asked the focus into (``SplitViewController/focus(_:)``) and the
    /// request's number: a renderer moves its focus there when the number changes.
    public var focusRequest: ColumnFocusRequest? = nil
}

/// A split view's request to move the keyboard focus into a column. Spec: SV-F1.
public struct ColumnFocusRequest: Sendable, Hashable {
    /// The column.
    public var column: SplitViewController.Column
    /// Counts the requests, so the same column asked twice moves the focus twice.
    public var serial: Int
}

/// The inspector column shown as a sheet over a collapsed split view. Spec: SV-I4, SV-K7.
public struct InspectorSheetScene: Sendable, Hashable {
    /// Takes `.dismissAttempted` (a swipe down, Escape): the inspector hides.
    public var dismissID: NodeID
    /// A bottom sheet at medium or large, with a grabber (as SwiftUI's inspector in compact width).
    public var frame: Rect
    /// The sheet's active detents, medium and large, smallest first, with heights in points.
    public var detents: [PresentationLayout.DetentHeight]
    /// The detent the sheet rests at: medium until people change it.
    public var selectedDetent: SheetPresentationController.Detent.Identifier?
    /// Takes `.detentChanged`; its grabber is a tap on `detentControlID.system("grabber")`.
    public var detentControlID: NodeID
    /// The inspector column's content.
    public var content: SceneNode
}

/// One visible column.
public struct ColumnScene: Sendable, Hashable {
    /// Which column this is.
    public var column: SplitViewController.Column
    /// Where the column goes, in points, in the split view's physical coordinates.
    public var frame: Rect
    /// Its stacking layer: the secondary at the bottom, tiled columns above, overlaid ones on top
    /// of the dimming.
    public var zIndex: Int
    /// The primary's background style; `.sidebar` asks for a translucent sidebar material.
    public var background: SplitViewController.BackgroundStyle
    /// The id of the column's resize handle, when people may drag it (SV-W4). Its double-click
    /// is a tap on `dividerID.system("reset")` (SB-17).
    public var dividerID: NodeID?
    /// What the column shows (usually a navigation stack).
    public var content: SceneNode
}

/// A dimmed, tappable region: black at 35 % in light mode, 50 % in dark (DESIGN §3).
public struct DimmingScene: Sendable, Hashable {
    /// The id a tap on the dimmed area sends; what the tap does is up to its owner.
    public var id: NodeID
    /// The region to dim, in points, in its container's coordinates.
    public var frame: Rect
    /// The opacity of the black layer: 0.35 in light mode, 0.5 in dark.
    public var opacity: Double

    static func opacity(for scheme: ColorScheme) -> Double {
        scheme == .dark ? 0.5 : 0.35
    }
}

/// A presented controller: a sheet, a full-screen cover or a dialog.
public struct PresentationScene: Sendable, Hashable {
    /// The presented view controller.
    public var controller: ControllerID
    /// How to draw it: a bottom, form, page or Mac sheet, full screen, a dialog or an alert.
    public var appearance: PresentationAppearance
    /// Where the presented content goes, in points, in window coordinates.
    public var frame: Rect
    /// Active detents, smallest first, and the one the sheet rests at (bottom sheets).
    public var detents: [PresentationLayout.DetentHeight]
    /// The detent a bottom sheet rests at; nil without detents.
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
    /// The sheet's corner radius in points, from `preferredCornerRadius`; nil for the renderer's.
    public var cornerRadius: Double?
    /// Where the bar's buttons go: in the navigation bar, or bottom-trailing on the Mac (DESIGN §4).
    public var buttonPlacement: ButtonPlacement
    /// The presented controller's own accent color; nil inherits the window's.
    public var tintColor: TintColor?
    /// What a popover points at, and from which sides; nil for other appearances (D-55).
    public var popover: PopoverAnchor? = nil
    /// What the presented controller shows.
    public var content: SceneNode

    /// Where a popover points: the renderer places the bubble beside its source, on a side its
    /// arrow may be on, and keeps it on screen (D-55).
    public struct PopoverAnchor: Sendable, Hashable {
        /// The node it points at (a bar button, a view); nil when the source is not on screen —
        /// the bubble then sits in the middle of the window without an arrow.
        public var sourceID: NodeID?
        /// The sides its arrow may be on.
        public var arrowDirections: PopoverPresentationController.ArrowDirections
        /// Whether it is as tall as its content, up to its frame's height: the presented
        /// controller prefers no height.
        public var fitsContent = false
    }

    /// Where a presented screen's bar buttons go.
    public enum ButtonPlacement: String, Sendable, Hashable {
        /// In the navigation bar, as on iPhone and iPad.
        case navigationBar
        /// In a row at the bottom-trailing corner, as in a Mac sheet.
        case bottomTrailing
    }
}

/// A tab bar and the selected tab's content. Spec: TB-1, TB-8, TB-9.
public struct TabBarScene: Sendable, Hashable {
    /// The tab bar controller.
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
    /// The selected tab's content or the More list; nil when nothing is selected.
    public var content: SceneNode?

    /// Where the bar sits: `.bottom` in compact width, `.top` (iPadOS 18's floating bar) in regular
    /// width (TB-14).
    public enum Position: String, Sendable, Hashable {
        /// Along the bottom edge (compact width).
        case bottom
        /// At the top, floating (regular width, iPadOS 18).
        case top
    }
    /// `.fill`: items share the whole width (compact); `.centered`: they gather in the middle
    /// (regular), as `UITabBar.ItemPositioning` (TB-8).
    public enum ItemPositioning: String, Sendable, Hashable {
        /// Items share the bar's whole width.
        case fill
        /// Items gather in the middle of the bar.
        case centered
    }
    /// `.stacked`: symbol above title (compact width); `.inline`: symbol beside title (regular
    /// width). Spec: TB-9.
    public enum ItemLayout: String, Sendable, Hashable {
        /// The symbol above the title.
        case stacked
        /// The symbol beside the title.
        case inline
    }
}

/// One item of a tab bar.
public struct TabItemScene: Sendable, Hashable {
    /// Tap it to select the tab.
    public var id: NodeID
    /// The title: the tab bar item's, else the controller's (TB-6); "More" for the More item.
    public var title: String
    /// The symbol's name; nil draws the title alone (TB-6).
    public var symbol: String?
    /// A short number or "!", drawn as a red oval (TB-7).
    public var badge: String?
    /// Whether the item is selected; More is while its list or one of its tabs shows.
    public var isSelected: Bool
    /// Whether this is the More item, which lists the tabs that do not fit (TB-1).
    public var isMore: Bool
    /// Pinned tabs show their symbol only (TB-16).
    public var isSymbolOnly: Bool = false
}

/// A sidebar. Spec: SB-1…SB-5, SB-13, SB-14.
public struct SidebarScene: Sendable, Hashable {
    /// The sidebar controller.
    public var controller: ControllerID
    /// The sidebar's title: its navigation item's title, else the controller's.
    public var title: String?
    /// Takes `.rowSelected` with a row id.
    public var listID: NodeID
    /// `.sidebar` or `.sidebarPlain`, as in a UIKit list configuration (SB-1).
    public var appearance: SidebarController.Appearance
    /// The row size in effect: the app's or the person's on the Mac, medium elsewhere (SB-14).
    public var rowSize: SidebarRowSize
    /// The HIG metrics for ``rowSize``.
    public var metrics: SidebarMetrics
    /// Whether people are customizing: hidden rows show marked, with toggles and move handles.
    public var isEditing: Bool
    /// Selecting a row pushes the next column (a collapsed split view), so rows draw chevrons
    /// (SB-6).
    public var rowsShowDisclosure: Bool = false
    /// The sections, top to bottom.
    public var sections: [SidebarSectionScene]
}

/// A section of a sidebar.
public struct SidebarSectionScene: Sendable, Hashable {
    /// The section's id, as the app gave it.
    public var id: String
    /// The header, or nil without one.
    public var title: String?
    /// Whether the section is expanded; a collapsed one shows no rows (SB-13).
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
    /// The row's node id, the base of its controls' ids.
    public var nodeID: NodeID
    /// The row's title.
    public var title: String
    /// The symbol drawn before the title; nil for none.
    public var symbol: String?
    /// A short text drawn at the trailing end, such as an unread count; nil for none.
    public var badge: String?
    /// 0 for a top-level row, 1 for a child (SB-5: two levels at most).
    public var level: Int
    /// Whether this is the selected row.
    public var isSelected: Bool
    /// nil without children; else whether they show.
    public var isExpanded: Bool?
    /// The disclosure accessory: it toggles, a tap on the row selects (SB-3 cell style).
    public var disclosureID: NodeID?
    /// Shown (marked) only while editing.
    public var isHidden: Bool
    /// While editing: hides or shows the row.
    public var visibilityToggleID: NodeID?
    /// The actions of the row's context menu, in order.
    public var contextActions: [Action]
    /// Takes a list's row dropped on this one (``SidebarItem/onDrop``): a move event with the
    /// dropped row's tag; nil when it takes none.
    public var dropID: NodeID? = nil

    /// One action of a row's context menu.
    public struct Action: Sendable, Hashable {
        /// Tap it to run the action.
        public var id: NodeID
        /// The action's title.
        public var title: String
        /// The action's symbol; nil for none.
        public var symbol: String?
        /// `.destructive` draws it in red; nil for an ordinary action.
        public var role: ButtonRole?
    }
}

/// A keyboard shortcut people can use now: its keys and title, and the node a press taps (D-63).
public struct KeyCommandScene: Sendable, Hashable {
    /// Takes `.tapped` when people press the keys or choose it in the list.
    public var id: NodeID
    /// The title in the list of shortcuts.
    public var title: String
    /// The key: one lowercase character, or a named key ("escape", "up"…).
    public var input: String
    /// The modifiers' names: "control", "alternate", "shift", "command".
    public var modifiers: [String]
    /// The keys as the Mac writes them: "⌥⌘N".
    public var macLabel: String
    /// The keys as other systems write them: "Ctrl+Alt+N".
    public var label: String
}
