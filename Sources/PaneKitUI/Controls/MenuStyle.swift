/// How a ``Menu`` is drawn, as SwiftUI's `MenuStyle`. Accepted: PaneKit draws a menu's button as
/// the platform's button where it stands (a bar's, or a plain button in content).
@preconcurrency @MainActor public protocol MenuStyle {}

/// The platform's menu, as SwiftUI's `DefaultMenuStyle`.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
}

/// A menu drawn as a button, as SwiftUI's `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style, as SwiftUI's `.automatic`.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button, as SwiftUI's `.button`.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`. Accepted: PaneKit lists them top to
/// bottom as the app wrote them (`.fixed`).
public struct MenuOrder: Sendable, Hashable {
    private let name: String
    /// The system's choice.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first items nearest the point people touched.
    public static let priority = MenuOrder(name: "priority")
    /// Top to bottom, as written.
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu's item puts the menu away, as SwiftUI's `MenuActionDismissBehavior`.
/// Accepted: PaneKit's menus close when an item is chosen.
public struct MenuActionDismissBehavior: Sendable, Hashable {
    private let name: String
    /// The system's choice (closing, in most menus).
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
    /// The style of the menus inside, as SwiftUI's `.menuStyle(_:)`. Accepted (``MenuStyle``).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// Whether the menus inside show their indicator, as SwiftUI's `.menuIndicator(_:)`.
    /// Accepted: a Mac's menu button with an action of its own keeps its arrow, which is how
    /// its menu is reached with a mouse.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// The order of the items of the menus inside, as SwiftUI's `.menuOrder(_:)`. Accepted (``MenuOrder``).
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Whether choosing an item closes the menu, as SwiftUI's `.menuActionDismissBehavior(_:)`.
    /// Accepted (``MenuActionDismissBehavior``).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
