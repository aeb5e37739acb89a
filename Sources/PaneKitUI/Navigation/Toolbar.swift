import PaneKit

extension View {
    /// Buttons in the navigation bar of the screen this view is on, as SwiftUI's `.toolbar`.
    /// Leading placements (`.cancellationAction`, `.navigation`, `.topBarLeading`) take the bar's
    /// leading side (one item); `.bottomBar` and `.status` items the bottom toolbar, which shows
    /// while the screen has some; a `.principal` text is the screen's title; the others the bar's
    /// trailing side.
    public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
        ToolbarView(content: self, entries: content()._toolbarEntries())
    }

    /// Views in the navigation bar at the automatic placement (the trailing side), as SwiftUI's
    /// `.toolbar(content:)` of views.
    public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
        ToolbarView(content: self, entries: [ToolbarEntry(placement: .automatic, view: content())])
    }

    /// Items people may customize, as SwiftUI's `.toolbar(id:content:)`: shown as the items are
    /// (PaneKit's bars are not customizable).
    public func toolbar<C: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> C) -> some View {
        ToolbarView(content: self, entries: content()._toolbarEntries())
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

    /// Shows or hides bars while this screen shows, as SwiftUI's `.toolbarVisibility(_:for:)`
    /// (the same as ``toolbar(_:for:)``).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && bars.contains { $0 == .tabBar || $0 == .bottomBar }
        return ScreenRecordingView(content: self) { $0.hidesBottomBar = hides }
    }

    /// Leaves out a bar item the system adds, as SwiftUI's `.toolbar(removing:)`. Accepted: the
    /// sidebar button of a split view is PaneKit's display-mode button, which stays (SV-B3).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }

    /// The bars' background, as SwiftUI's `.toolbarBackground(_:for:)`. Accepted and ignored:
    /// PaneKit's bars draw the platform's material, light and dark.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the bars draw their background, as SwiftUI's `.toolbarBackground(_:for:)`.
    /// Accepted and ignored: PaneKit's bars draw it as the platform does (under scrolled content).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the bars draw their background, as iOS 18's `.toolbarBackgroundVisibility(_:for:)`.
    /// Accepted and ignored, as `toolbarBackground(_:for:)`.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The bars' color scheme, as SwiftUI's `.toolbarColorScheme(_:for:)`. Accepted and ignored:
    /// bars follow the page's scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// What the toolbar is for, as SwiftUI's `.toolbarRole(_:)`. Accepted and ignored: PaneKit's
    /// bars lay out as the navigation stack's (`.navigationStack`) whatever the role.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// How the bar shows the title, as SwiftUI's `.toolbarTitleDisplayMode(_:)`: `.large`, `.inline`
    /// (`.inlineLarge` too: PaneKit's bars have no large inline title) or `.automatic`, as
    /// ``navigationBarTitleDisplayMode(_:)``. Spec: NV-13.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        let display: PaneKit.NavigationItem.LargeTitleDisplayMode = mode == .large ? .always : mode == .automatic ? .automatic : .never
        return ScreenRecordingView(content: self) { $0.titleDisplayMode = display }
    }

    /// A menu under the screen's title, as SwiftUI's `.toolbarTitleMenu(content:)`. Accepted; the
    /// title shows without a menu (docs/swiftui-coverage.md).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

    /// Hides the navigation bar, as SwiftUI's deprecated `.navigationBarHidden(_:)`. Accepted and
    /// ignored: PaneKit's stacks always show their bar (it holds Back).
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
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
    /// The window's toolbar on a Mac (the navigation bar here).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")

    /// A Mac's accessory bar, as SwiftUI's `ToolbarPlacement.accessoryBar(id:)`.
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarPlacement { ToolbarPlacement(name: "accessoryBar") }

}

extension ToolbarPlacement {
    /// A bar of the app's own, as SwiftUI's deprecated `ToolbarPlacement(id:)`.
    @available(*, deprecated, message: "Use .accessoryBar(id:), as in SwiftUI")
    public init<ID: Hashable>(id: ID) { self.init(name: "accessoryBar") }
}

/// A bar item the system adds, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String
    /// The sidebar button of a split view.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title (and subtitle) in the bar.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's bar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's bar: items leading.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's bar: the title leading.
    public static let editor = ToolbarRole(name: "editor")
}

/// How a bar shows the title, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// In the bar, small.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// Large in the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    /// Large, below the bar.
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, Hashable {
    let leading: Bool
    /// In the bottom toolbar rather than the navigation bar.
    var bottom = false
    /// In the middle of the bottom toolbar, where a text is a status rather than a button.
    var status = false
    /// In the middle of the navigation bar, where a text is the title.
    var principal = false
    /// Above the on-screen keyboard: not shown.
    var keyboard = false
    /// The button that confirms: bold on iPhone and iPad (UIKit's `.done` style).
    var confirms = false

    /// The system's choice: the trailing side.
    public static let automatic = ToolbarItemPlacement(leading: false)
    /// The screen's main action: the trailing side.
    public static let primaryAction = ToolbarItemPlacement(leading: false)
    /// Actions of less weight (iOS gathers them in a menu): the trailing side.
    public static let secondaryAction = ToolbarItemPlacement(leading: false)
    /// Confirming a sheet (Done, Send): the trailing side.
    public static let confirmationAction = ToolbarItemPlacement(leading: false, confirms: true)
    /// Cancelling a sheet: the leading side.
    public static let cancellationAction = ToolbarItemPlacement(leading: true)
    /// Deleting in a sheet (Delete, Discard): the trailing side.
    public static let destructiveAction = ToolbarItemPlacement(leading: false)
    /// Navigation (a sidebar button): the leading side.
    public static let navigation = ToolbarItemPlacement(leading: true)
    /// The middle of the bar: a text there is the screen's title, buttons go to the trailing side.
    public static let principal = ToolbarItemPlacement(leading: false, principal: true)
    /// The bar's leading side.
    public static let topBarLeading = ToolbarItemPlacement(leading: true)
    /// The bar's trailing side.
    public static let topBarTrailing = ToolbarItemPlacement(leading: false)
    /// The navigation bar's leading side (SwiftUI's older name for ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(leading: true)
    /// The navigation bar's trailing side (SwiftUI's older name for ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(leading: false)
    /// The bottom toolbar (the stack's toolbar, UIKit's `toolbarItems`).
    public static let bottomBar = ToolbarItemPlacement(leading: false, bottom: true)
    /// The middle of the bottom toolbar: a text there is a status ("Updated Just Now"), as in
    /// Mail; buttons sit there among the `.bottomBar` items.
    public static let status = ToolbarItemPlacement(leading: false, bottom: true, status: true)
    /// Above the on-screen keyboard. Accepted; not shown: the browser's keyboard has no bar.
    public static let keyboard = ToolbarItemPlacement(leading: false, keyboard: true)

    /// A Mac's accessory bar under the toolbar, as SwiftUI's `.accessoryBar(id:)`: its items go
    /// to the bar's trailing side (a browser page has one bar).
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarItemPlacement { ToolbarItemPlacement(leading: false) }

}

extension ToolbarItemPlacement {
    /// A placement of the app's own, as SwiftUI's deprecated `ToolbarItemPlacement(id:)`: the
    /// bar's trailing side.
    @available(*, deprecated, message: "Use .accessoryBar(id:), as in SwiftUI")
    public init<ID: Hashable>(id: ID) { self.init(leading: false) }
}

/// What a ``ToolbarContentBuilder`` collects: a view and where it goes.
public struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: any View
}

/// Items of a toolbar, as SwiftUI's `ToolbarContent`: ``ToolbarItem``s, ``ToolbarItemGroup``s and
/// types of your own whose ``body`` is made of them.
///
/// ```swift
/// struct ComposeToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of toolbar content this one is made of.
    associatedtype Body: ToolbarContent
    /// The items this content is made of.
    @ToolbarContentBuilder var body: Body { get }
    /// PaneKitUI's own: the items, each view with its placement. Types of your own keep the
    /// default, which reads ``body``.
    func _toolbarEntries() -> [ToolbarEntry]
}

extension ToolbarContent {
    /// Toolbar content of your own: its body's items.
    public func _toolbarEntries() -> [ToolbarEntry] { body._toolbarEntries() }
}

extension ToolbarContent where Body == Never {
    /// Items PaneKitUI places itself have no body.
    public var body: Never { fatalError("\(Self.self) is placed by PaneKitUI, not through its body") }
}

nonisolated extension Never: ToolbarContent {
    /// Never has no items.
    public func _toolbarEntries() -> [ToolbarEntry] { [] }
}

/// Toolbar content people may customize, as SwiftUI's `CustomizableToolbarContent`.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

nonisolated extension Never: CustomizableToolbarContent {}

/// Several toolbar items built by a ``ToolbarContentBuilder``.
nonisolated public struct _ToolbarEntries: CustomizableToolbarContent {
    /// Placed by PaneKitUI itself.
    public typealias Body = Never
    let entries: [ToolbarEntry]
    public func _toolbarEntries() -> [ToolbarEntry] { entries }
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent {
    /// Placed by PaneKitUI itself.
    public typealias Body = Never
    let entry: ToolbarEntry
    public func _toolbarEntries() -> [ToolbarEntry] { [entry] }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` showing `content` (a ``Button``).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        entry = ToolbarEntry(placement: placement, view: content())
    }
}

extension ToolbarItem where ID == String {
    /// An item people may customize, as SwiftUI's `ToolbarItem(id:placement:content:)`: shown as
    /// it is.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        entry = ToolbarEntry(placement: placement, view: content())
    }

    /// An item people may customize that may start hidden, as SwiftUI's
    /// `ToolbarItem(id:placement:showsByDefault:content:)`: shown unless `showsByDefault` is false.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        entry = ToolbarEntry(placement: placement, view: showsByDefault ? AnyView(content()) : AnyView(EmptyView()))
    }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Placed by PaneKitUI itself.
    public typealias Body = Never
    let entry: ToolbarEntry

    /// Items at `placement`: the buttons `content` builds.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        entry = ToolbarEntry(placement: placement, view: content())
    }

    /// Items with a label, as SwiftUI's `ToolbarItemGroup(placement:content:label:)` (a Mac's
    /// collapsed group): the items as they are.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledToolbarItemGroupContent<C, L> {
        entry = ToolbarEntry(placement: placement, view: LabeledToolbarItemGroupContent(content: content(), label: label()))
    }

    public func _toolbarEntries() -> [ToolbarEntry] { [entry] }
}

/// A toolbar group's items and the label a Mac shows when it collapses them, as SwiftUI's
/// `LabeledToolbarItemGroupContent`: the items show as they are.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View, PrimitiveView, ContentHolding {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content
    let label: Label
    var heldContent: any View { content }
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(content, at: "0") }
}

extension ToolbarContent {
    /// These items, or none while `hidden`, as SwiftUI's `ToolbarContent.hidden(_:)`.
    public func hidden(_ hidden: Bool = true) -> _ToolbarEntries { _ToolbarEntries(entries: hidden ? [] : _toolbarEntries()) }
}

extension CustomizableToolbarContent {
    /// Whether the item shows until people customize the toolbar, as SwiftUI's
    /// `.defaultCustomization(_:options:)`: `.hidden` hides it (a browser's toolbar has no
    /// customization sheet to bring it back from).
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> _ToolbarEntries {
        _ToolbarEntries(entries: defaultVisibility == .hidden ? [] : _toolbarEntries())
    }

    /// The item as it shows by default, as SwiftUI's deprecated `.defaultCustomization()`.
    @available(*, deprecated, message: "Use defaultCustomization(_:options:), as in SwiftUI")
    public func defaultCustomization() -> _ToolbarEntries { _ToolbarEntries(entries: _toolbarEntries()) }

    /// Whether people may move or remove the item, as SwiftUI's `.customizationBehavior(_:)`.
    /// Accepted: a browser's toolbar is not customized.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> _ToolbarEntries { _ToolbarEntries(entries: _toolbarEntries()) }
}

/// Whether people may move or remove a toolbar item, as SwiftUI's `ToolbarCustomizationBehavior`.
public struct ToolbarCustomizationBehavior: Sendable, Hashable {
    let value: Int
    /// The system's choice.
    public static let `default` = ToolbarCustomizationBehavior(value: 0)
    /// People may move it but not remove it.
    public static let reorderable = ToolbarCustomizationBehavior(value: 1)
    /// People may neither move nor remove it.
    public static let disabled = ToolbarCustomizationBehavior(value: 2)
}

/// How a customizable toolbar item behaves, as SwiftUI's `ToolbarCustomizationOptions`.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays in the overflow menu when people remove it from the bar.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// A menu under the screen's title, as SwiftUI's `ToolbarTitleMenu`. Accepted; the title shows
/// without a menu (docs/swiftui-coverage.md).
nonisolated public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent {
    /// Placed by PaneKitUI itself.
    public typealias Body = Never

    /// The menu `content` builds.
    public init(@ViewBuilder content: () -> Content) {}

    public func _toolbarEntries() -> [ToolbarEntry] { [] }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The title's own menu of document commands (a Mac's), as SwiftUI's `ToolbarTitleMenu()`.
    public init() {}
}

/// Builds a toolbar's items, as SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// An item, a group or content of your own.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [ToolbarEntry] {
        nonisolated(unsafe) let content = content
        return onMainActor { content._toolbarEntries() }
    }
    /// The items in order.
    public static func buildBlock(_ parts: [ToolbarEntry]...) -> [ToolbarEntry] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [ToolbarEntry]?) -> [ToolbarEntry] { part ?? [] }
    /// One branch of an `if`/`else`.
    public static func buildEither(first: [ToolbarEntry]) -> [ToolbarEntry] { first }
    /// The other branch.
    public static func buildEither(second: [ToolbarEntry]) -> [ToolbarEntry] { second }
    /// `if #available`: the items as they are.
    public static func buildLimitedAvailability(_ part: [ToolbarEntry]) -> [ToolbarEntry] { part }
    /// The items, as toolbar content.
    public static func buildFinalResult(_ entries: [ToolbarEntry]) -> _ToolbarEntries { _ToolbarEntries(entries: entries) }
}

nonisolated struct ToolbarView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let entries: [ToolbarEntry]

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var placed: [(placement: ToolbarItemPlacement, button: BarButtonItem)] = []
        for (index, entry) in entries.enumerated() {
            if entry.placement.keyboard { continue }
            if entry.placement.principal, let text = entry.view as? Text {
                let title = text.string
                context.screen.record { $0.title = title }
                continue
            }
            let presenting = PresentationsInToolbar(context: context, key: _ResolveContext.path(context.path, "toolbar\(index)"))
            for var button in toolbarButtons(in: entry.view, textsAsStatus: entry.placement.status, environment: context.environment,
                                             presentations: presenting) {
                if entry.placement.confirms { button.style = .done }
                placed.append((entry.placement, button))
            }
        }
        context.screen.record { screen in
            for (placement, button) in placed {
                if placement.status {
                    if screen.statusItems.isEmpty { screen.statusPosition = screen.bottomItems.count }
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
    if let menu = view as? Menu {
        // A bar button with a menu; with a primary action, a tap runs it.
        let items = menu.barMenu(in: presentations?.context)
        guard let action = menu.primaryAction else { return [BarButtonItem(menu.title, symbol: menu.symbol, menu: items)] }
        return [BarButtonItem(menu.title, symbol: menu.symbol, menu: items, action: action)]
    }
    if let repeated = view as? any EnumeratedViews { return repeated.enumeratedViews.flatMap(inner) }
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
    if let disabled = view as? any Disabling {
        // `.disabled(true)` on a toolbar button: the item is drawn dimmed and takes no taps.
        return inner(disabled.disabledContent).map { item in
            var item = item
            if disabled.isDisabled { item.isEnabled = false }
            return item
        }
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
