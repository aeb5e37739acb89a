import PaneKit

extension View {
    /// Buttons in the navigation bar of the screen this view is on, as SwiftUI's `.toolbar`.
    /// Leading placements (`.cancellationAction`, `.navigation`, `.topBarLeading`) take the bar's
    /// leading side (one item); `.bottomBar` and `.status` items the bottom toolbar, which shows
    /// while the screen has some; the others the bar's trailing side.
    public func toolbar(@ToolbarContentBuilder content: () -> [ToolbarEntry]) -> some View {
        ToolbarView(content: self, entries: content())
    }
}

extension View {
    /// Shows or hides bars while this screen shows, as SwiftUI's `.toolbar(_:for:)`: `.hidden`
    /// for `.tabBar` or `.bottomBar` hides the tab bar and the bottom toolbar while this screen is
    /// pushed (UIKit's `hidesBottomBarWhenPushed`, D-58). The navigation bar always shows.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && bars.contains { $0 == .tabBar || $0 == .bottomBar }
        return ScreenRecordingView(content: self) { $0.hidesBottomBar = hides }
    }
}

/// The bars `.toolbar(_:for:)` acts on, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String

    /// The system's choice of bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, Hashable {
    let leading: Bool
    /// In the bottom toolbar rather than the navigation bar.
    var bottom = false
    /// In the middle of the bottom toolbar, where a text is a status rather than a button.
    var status = false

    /// The system's choice: the trailing side.
    public static let automatic = ToolbarItemPlacement(leading: false)
    /// The screen's main action: the trailing side.
    public static let primaryAction = ToolbarItemPlacement(leading: false)
    /// Confirming a sheet (Done, Send): the trailing side.
    public static let confirmationAction = ToolbarItemPlacement(leading: false)
    /// Cancelling a sheet: the leading side.
    public static let cancellationAction = ToolbarItemPlacement(leading: true)
    /// Navigation (a sidebar button): the leading side.
    public static let navigation = ToolbarItemPlacement(leading: true)
    /// The bar's leading side.
    public static let topBarLeading = ToolbarItemPlacement(leading: true)
    /// The bar's trailing side.
    public static let topBarTrailing = ToolbarItemPlacement(leading: false)
    /// The bottom toolbar (the stack's toolbar, UIKit's `toolbarItems`).
    public static let bottomBar = ToolbarItemPlacement(leading: false, bottom: true)
    /// The middle of the bottom toolbar: a text there is a status ("Updated Just Now"), as in
    /// Mail; buttons sit there among the `.bottomBar` items.
    public static let status = ToolbarItemPlacement(leading: false, bottom: true, status: true)
}

/// What a ``ToolbarContentBuilder`` collects: a view and where it goes.
public struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: any View
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<Content: View> {
    let entry: ToolbarEntry

    /// An item at `placement` showing `content` (a ``Button``).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        entry = ToolbarEntry(placement: placement, view: content())
    }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View> {
    let entry: ToolbarEntry

    /// Items at `placement`: the buttons `content` builds.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        entry = ToolbarEntry(placement: placement, view: content())
    }
}

/// Builds a toolbar's items, as SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// An item.
    public static func buildExpression<C>(_ item: ToolbarItem<C>) -> [ToolbarEntry] { [item.entry] }
    /// A group of items.
    public static func buildExpression<C>(_ group: ToolbarItemGroup<C>) -> [ToolbarEntry] { [group.entry] }
    /// A view (a button) at the automatic placement.
    public static func buildExpression<V: View>(_ view: V) -> [ToolbarEntry] { [ToolbarEntry(placement: .automatic, view: view)] }
    /// The items in order.
    public static func buildBlock(_ parts: [ToolbarEntry]...) -> [ToolbarEntry] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [ToolbarEntry]?) -> [ToolbarEntry] { part ?? [] }
    /// One branch of an `if`/`else`.
    public static func buildEither(first: [ToolbarEntry]) -> [ToolbarEntry] { first }
    /// The other branch.
    public static func buildEither(second: [ToolbarEntry]) -> [ToolbarEntry] { second }
}

struct ToolbarView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let entries: [ToolbarEntry]

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var placed: [(placement: ToolbarItemPlacement, button: BarButtonItem)] = []
        for (index, entry) in entries.enumerated() {
            let presenting = PresentationsInToolbar(context: context, key: _ResolveContext.path(context.path, "toolbar\(index)"))
            for button in toolbarButtons(in: entry.view, textsAsStatus: entry.placement.status, environment: context.environment,
                                         presentations: presenting) {
                placed.append((entry.placement, button))
            }
        }
        context.screen.record { screen in
            for (placement, button) in placed {
                if placement.status {
                    screen.statusItems.append(button)
                } else if placement.bottom {
                    screen.bottomItems.append(button)
                } else if placement.leading {
                    screen.leadingItems.append(button)
                } else {
                    screen.trailingItems.append(button)
                }
            }
        }
        return context.resolve(content, at: "0")
    }
}

/// The bar buttons a toolbar item's view holds: its ``Button``s, found through groups, and its
/// texts as status items when `textsAsStatus`.
func toolbarButtons(in view: any View, textsAsStatus: Bool = false, environment: EnvironmentValues = EnvironmentValues(),
                    presentations: PresentationsInToolbar? = nil) -> [BarButtonItem] {
    func inner(_ view: any View) -> [BarButtonItem] {
        toolbarButtons(in: view, textsAsStatus: textsAsStatus, environment: environment, presentations: presentations)
    }
    if textsAsStatus, let text = view as? Text { return [BarButtonItem(status: text.string)] }
    if let edit = view as? EditButton { return [edit.barButton(in: environment)] }
    if let button = view as? Button {
        let role: PaneKit.ButtonRole? = switch button.role {
        case .destructive: .destructive
        case .cancel: .cancel
        case nil: nil
        }
        return [BarButtonItem(button.title, symbol: button.symbol, role: role, action: button.action)]
    }
    if let shortcut = view as? any KeyboardShortcutting {
        // A toolbar button with a keyboard shortcut: the button, its shortcut recorded (D-63).
        let buttons = inner(shortcut.shortcutContent)
        if let presentations, let button = buttons.first {
            presentations.context.screen.record { $0.keyShortcuts.append(shortcut.request(for: button)) }
        }
        return buttons
    }
    if let attaching = view as? any PresentationAttaching {
        // A sheet or a popover on a toolbar button: recorded for the screen, a popover pointing
        // at the button (D-55).
        let buttons = inner(attaching.attachedTo)
        if let presentations { attaching.record(in: presentations.context, key: presentations.nextKey(), item: buttons.first) }
        return buttons
    }
    if let list = view as? any ViewList {
        return list.views.flatMap(inner)
    }
    if let holder = view as? any ContentHolding { return inner(holder.heldContent) }
    if view is any PrimitiveView {
        return Mirror(reflecting: view).children.flatMap { child -> [BarButtonItem] in
            if let view = child.value as? any View { return inner(view) }
            // A tuple of views (a group's content).
            return Mirror(reflecting: child.value).children.compactMap { $0.value as? any View }.flatMap(inner)
        }
    }
    return []
}

/// Where a toolbar item's presentations are recorded: the screen's walk, and a key for each.
final class PresentationsInToolbar {
    let context: _ResolveContext
    private let key: String
    private var count = 0

    init(context: _ResolveContext, key: String) {
        self.context = context
        self.key = key
    }

    /// The key of the next presentation in the item.
    func nextKey() -> String {
        defer { count += 1 }
        return _ResolveContext.path(key, String(count))
    }
}
