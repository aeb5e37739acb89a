import PaneKit

/// A button that shows a menu, as SwiftUI's `Menu`. In content it is a button that opens its
/// items; in a toolbar, a bar button with a menu. With a primary action, a tap runs the action
/// and a long press, a secondary click or (on a Mac) its arrow opens the menu, as SwiftUI's
/// `Menu(_:content:primaryAction:)`. Its items are buttons, toggles (a checkmark when on),
/// pickers (the chosen option checked), dividers, sections and menus (submenus).
nonisolated public struct Menu: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let symbol: String?
    let content: any View
    let primaryAction: (() -> Void)?

    init(title: String, symbol: String?, content: any View, primaryAction: (@MainActor () -> Void)?) {
        self.title = title
        self.symbol = symbol
        self.content = content
        self.primaryAction = primaryAction.map { action in { onMainActor(action) } }
    }

    /// A menu whose label is a view: its `Label`, or its `Text` and `Image`, give the title and symbol.
    public init<Content: View, L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        let label = label()
        self.init(title: TitleReader.title(of: label) ?? "", symbol: SymbolReader.symbol(of: label), content: content(), primaryAction: nil)
    }

    /// A menu with a label view and an action a tap runs.
    @preconcurrency public init<Content: View, L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L,
                                                        primaryAction: @escaping @MainActor () -> Void) {
        let label = label()
        self.init(title: TitleReader.title(of: label) ?? "", symbol: SymbolReader.symbol(of: label), content: content(), primaryAction: primaryAction)
    }

    /// A menu titled `title`.
    public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), symbol: nil, content: content(), primaryAction: nil)
    }

    /// A menu titled by a localized key.
    public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, symbol: nil, content: content(), primaryAction: nil)
    }

    /// A menu with a title and a symbol.
    public init<S: StringProtocol, Content: View>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), symbol: systemImage, content: content(), primaryAction: nil)
    }

    /// A menu with a localized title and a symbol.
    public init<Content: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, symbol: systemImage, content: content(), primaryAction: nil)
    }

    /// A menu titled `title` with an action a tap runs.
    @preconcurrency public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content,
                                                                  primaryAction: @escaping @MainActor () -> Void) {
        self.init(title: String(title), symbol: nil, content: content(), primaryAction: primaryAction)
    }

    /// A menu titled by a localized key with an action a tap runs.
    @preconcurrency public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                                               primaryAction: @escaping @MainActor () -> Void) {
        self.init(title: titleKey.text, symbol: nil, content: content(), primaryAction: primaryAction)
    }

    /// A menu with a title, a symbol and an action a tap runs.
    @preconcurrency public init<S: StringProtocol, Content: View>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                                                  primaryAction: @escaping @MainActor () -> Void) {
        self.init(title: String(title), symbol: systemImage, content: content(), primaryAction: primaryAction)
    }

    /// A menu with a localized title, a symbol and an action a tap runs.
    @preconcurrency public init<Content: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                                               primaryAction: @escaping @MainActor () -> Void) {
        self.init(title: titleKey.text, symbol: systemImage, content: content(), primaryAction: primaryAction)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.MenuButton(title, symbol: symbol, primaryAction: primaryAction) {}.holding(context.resolveView(content))]
    }

    /// The menu as a bar button's: its items with their actions, walked from its views.
    func barMenu(in context: _ResolveContext?) -> PaneKit.Menu {
        PaneKit.Menu(title, symbol: symbol, children: MenuItems.elements(of: content, in: context))
    }
}

extension PaneKit.MenuButton: ResolvedContainer {}

/// How a menu's views become a bar button's menu items (UIKit-level ``PaneKit/Menu``): buttons,
/// toggles and a picker's options become actions, a divider or a section starts an inline group,
/// a menu becomes a submenu.
enum MenuItems {
    static func elements(of view: any View, in context: _ResolveContext?) -> [PaneKit.MenuElement] {
        var groups: [[PaneKit.MenuElement]] = [[]]
        var titles: [String?] = [nil]
        collect(view, into: &groups, titles: &titles, tint: nil, enabled: true, context: context)
        let filled = zip(groups, titles).filter { !$0.0.isEmpty }
        guard filled.count > 1 else { return filled.first?.0 ?? [] }
        return filled.map { group, title in .menu(PaneKit.Menu(title ?? "", displaysInline: true, children: group)) }
    }

    private static func collect(_ view: any View, into groups: inout [[PaneKit.MenuElement]], titles: inout [String?],
                                tint: TintColor?, enabled: Bool, context: _ResolveContext?) {
        func inner(_ view: any View, tint: TintColor? = tint, enabled: Bool = enabled) {
            collect(view, into: &groups, titles: &titles, tint: tint, enabled: enabled, context: context)
        }
        func add(_ element: PaneKit.MenuElement) { groups[groups.count - 1].append(element) }
        func startGroup(_ title: String?) {
            groups.append([])
            titles.append(title)
        }
        switch view {
        case let button as Button:
            let role: PaneKit.ButtonRole? = button.role == .destructive ? .destructive : nil
            var action = PaneKit.MenuAction(button.title, symbol: button.symbol, symbolTint: tint, role: role, handler: button.action)
            action.isEnabled = enabled
            add(.action(action))
        case let toggle as Toggle:
            let isOn = toggle.isOn
            var action = PaneKit.MenuAction(toggle.title, isOn: isOn.wrappedValue) { isOn.wrappedValue.toggle() }
            action.isEnabled = enabled
            add(.action(action))
        case let menu as Menu:
            add(.menu(menu.barMenu(in: context)))
        case is Divider:
            startGroup(nil)
        case let section as any MenuSection:
            startGroup(section.menuTitle)
            inner(section.menuContent)
            startGroup(nil)
        case let picker as any MenuPicker:
            guard let context else { return }
            startGroup(nil)
            for (title, symbol, isOn, choose) in picker.menuOptions(in: context) {
                var action = PaneKit.MenuAction(title, symbol: symbol, isOn: isOn, handler: choose)
                action.isEnabled = enabled
                add(.action(action))
            }
            startGroup(nil)
        case let tinted as any MenuTinting:
            inner(tinted.tintedContent, tint: tinted.menuTint ?? tint)
        case let disabled as any Disabling:
            inner(disabled.disabledContent, enabled: enabled && !disabled.isDisabled)
        case let list as any ViewList:
            list.views.forEach { inner($0) }
        case let repeated as any EnumeratedViews:
            repeated.enumeratedViews.forEach { inner($0) }
        case let shortcut as any KeyboardShortcutting:
            inner(shortcut.shortcutContent)
        case let holder as any ContentHolding:
            inner(holder.heldContent)
        case is any PrimitiveView:
            for child in Mirror(reflecting: view).children {
                if let view = child.value as? any View { inner(view) }
            }
        default:
            // An app's own view is not read outside its screen's walk (its state is linked
            // there), as in a toolbar.
            break
        }
    }
}

/// A section in a menu: a group under its title.
protocol MenuSection {
    var menuTitle: String? { get }
    var menuContent: any View { get }
}

extension Section: MenuSection {
    var menuTitle: String? { header }
    var menuContent: any View { content }
}

/// A picker in a menu: its options, the chosen one checked.
protocol MenuPicker {
    func menuOptions(in context: _ResolveContext) -> [(title: String, symbol: String?, isOn: Bool, choose: () -> Void)]
}

/// `.tint(_:)` around a menu item: the color of its symbol.
protocol MenuTinting {
    var tintedContent: any View { get }
    var menuTint: TintColor? { get }
}

extension TintView: MenuTinting {
    var tintedContent: any View { content }
    var menuTint: TintColor? { tint }
}

/// Views one per element of a collection (``ForEach``), as a toolbar or a menu reads them.
protocol EnumeratedViews {
    var enumeratedViews: [any View] { get }
}

extension ForEach: EnumeratedViews {
    var enumeratedViews: [any View] { data.map(content) }
}

/// What a bar button's menu shows, to tell whether it changed from one resolve to the next.
indirect enum MenuShape: Equatable {
    case action(title: String, symbol: String?, tint: TintColor?, role: PaneKit.ButtonRole?, isOn: Bool, isEnabled: Bool)
    case menu(title: String, symbol: String?, inline: Bool, children: [MenuShape])
}

extension PaneKit.Menu {
    /// What it shows.
    var shape: [MenuShape] {
        children.map { element in
            switch element {
            case .action(let action):
                .action(title: action.title, symbol: action.symbol, tint: action.symbolTint, role: action.role, isOn: action.isOn, isEnabled: action.isEnabled)
            case .menu(let menu):
                .menu(title: menu.title, symbol: menu.symbol, inline: menu.displaysInline, children: menu.shape)
            }
        }
    }

    /// Its actions' handlers, top first, submenus' in place.
    var handlers: [() -> Void] {
        children.flatMap { element -> [() -> Void] in
            switch element {
            case .action(let action): [action.handler]
            case .menu(let menu): menu.handlers
            }
        }
    }

    /// The same menu whose actions run `run` with their place among ``handlers``, counted from
    /// `next`: a screen keeps the items it drew while what they show is the same, and reaches
    /// the handlers of its last resolve through them.
    func routed(from next: inout Int, to run: @escaping (Int) -> Void) -> PaneKit.Menu {
        var menu = self
        menu.children = children.map { element in
            switch element {
            case .action(var action):
                let index = next
                next += 1
                action.handler = { run(index) }
                return .action(action)
            case .menu(let inner):
                return .menu(inner.routed(from: &next, to: run))
            }
        }
        return menu
    }
}
