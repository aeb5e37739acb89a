/// A tab of the iOS 18 tab API: a destination with an identifier, shown in the tab bar and the
/// sidebar by its placement. Its view controller is made lazily, the first time it is needed.
///
/// Spec: §4.2 table, TB-16, TB-21.
open class Tab {
    /// Where a tab may appear and what people may do with it. Spec: TB-16.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        /// In the tab bar only when top-level; people may move and remove it.
        case automatic
        /// In the tab bar; people may move and remove it.
        case `default`
        /// In the tab bar's leading region; people may neither move nor remove it.
        case fixed
        /// In the tab bar; people may move it but not remove it.
        case movable
        /// Not in the tab bar until people add it.
        case optional
        /// At the trailing edge of the tab bar, symbol only.
        case pinned
        /// Never in the tab bar: the sidebar only.
        case sidebarOnly
    }

    /// What a tab is for, when the system gives it a standard look. Spec: TB-21.
    public enum Role: String, Sendable, Hashable {
        /// Titled "Search" with a magnifying glass by default, pinned at the trailing edge.
        case search
    }

    /// A stable name: what customization stores and ``TabBarController`` looks tabs up by.
    public let identifier: String
    /// The title in the bar and the sidebar; defaults to the identifier ("Search" for `.search`).
    public var title: String
    /// The symbol's name; nil for none (a magnifying glass for `.search`).
    public var symbol: String?
    /// A short number or "!" drawn as a red badge; nil for none (TB-7).
    public var badgeValue: String?
    /// Where the tab may appear; `.automatic` by default, `.pinned` for `.search` (TB-16).
    public var placement: Placement
    /// The tab's standard role, or nil (TB-21).
    public let role: Role?
    /// Starts hidden; people can show it from the sidebar (TB-17).
    public var isHiddenByDefault = false
    /// People may hide it from the sidebar while customizing (TB-17); false removes its hide
    /// control and keeps it shown even if a stored customization says hidden (UITab's
    /// `allowsHiding`).
    public var allowsHiding = true
    /// The group holding this tab, if any.
    public internal(set) weak var parent: TabGroup?

    let viewControllerProvider: ((Tab) -> ViewController)?
    var madeViewController: ViewController?

    /// Creates a tab. `viewControllerProvider` runs the first time the tab is shown.
    public init(
        title: String? = nil,
        symbol: String? = nil,
        identifier: String,
        placement: Placement = .automatic,
        role: Role? = nil,
        viewControllerProvider: ((Tab) -> ViewController)? = nil
    ) {
        self.identifier = identifier
        self.role = role
        self.title = title ?? (role == .search ? "Search" : identifier)
        self.symbol = symbol ?? (role == .search ? "magnifyingglass" : nil)
        self.placement = role == .search ? .pinned : placement
        self.viewControllerProvider = viewControllerProvider
    }

    /// The tab's view controller if it has been made.
    public var viewControllerIfLoaded: ViewController? { madeViewController }

    /// The tab's view controller, made on first use.
    public var viewController: ViewController? {
        if madeViewController == nil { madeViewController = viewControllerProvider?(self) }
        return madeViewController
    }
}

/// A tab that groups others: one item in a regular-width tab bar, a section of the sidebar.
///
/// Spec: §4.2 table, TB-15, TB-17, TB-20.
public final class TabGroup: Tab {
    /// The grouped tabs, in people's order: the sidebar shows them as a section (TB-15).
    public private(set) var children: [Tab]
    /// People may reorder the children in the sidebar (TB-17).
    public var allowsReordering = true
    /// The child selected when the group is chosen with none selected yet.
    public var defaultChildIdentifier: String?
    /// The child shown when the group is selected.
    public internal(set) var selectedChild: Tab?

    /// A group, like `UITabGroup`: its children show as one item in a regular-width tab bar and as
    /// a section of the sidebar. The title defaults to the identifier.
    public init(
        title: String? = nil,
        symbol: String? = nil,
        identifier: String,
        placement: Tab.Placement = .automatic,
        children: [Tab],
        viewControllerProvider: ((Tab) -> ViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, symbol: symbol, identifier: identifier, placement: placement, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }

    /// The children in people's order (TB-17).
    public internal(set) var displayOrderIdentifiers: [String] {
        get { children.map(\.identifier) }
        set {
            let ordered = newValue.compactMap { id in children.first { $0.identifier == id } }
            children = ordered + children.filter { child in !newValue.contains(child.identifier) }
        }
    }

    /// The child to show: the selected one, else the default, else the first.
    var currentChild: Tab? {
        selectedChild ?? children.first { $0.identifier == defaultChildIdentifier } ?? children.first
    }
}
