import PaneKit

/// What a view's surroundings tell it, as SwiftUI's `EnvironmentValues`: the window's size
/// classes and color scheme, how to dismiss the screen, the models put there with
/// `.environment(_:)`, and values of your own through ``EnvironmentKey``.
public struct EnvironmentValues {
    /// The window's width class: `.compact` on a phone or a narrow window, else `.regular`.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .regular
    /// The window's height class.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// Light or dark, as the person's browser asks.
    public var colorScheme: ColorScheme = .light
    /// Closes the sheet this view is on, or pops its pushed screen.
    public var dismiss = DismissAction {}
    /// Whether this view's screen is presented — in a sheet, a popover or a cover, or pushed onto
    /// a stack — as SwiftUI's `isPresented`: false on a window's or a column's root screen.
    public internal(set) var isPresented = false
    /// Whether people are searching with the `.searchable` field around this view (its field
    /// holds text, or its `isPresented` is true), as SwiftUI's `isSearching`.
    public internal(set) var isSearching = false
    /// Ends the search of the `.searchable` view around this view, as SwiftUI's `dismissSearch`.
    public internal(set) var dismissSearch = DismissSearchAction {}
    /// Opens another window of the app over the page, as SwiftUI's `openWindow`.
    public internal(set) var openWindow = OpenWindowAction { _, _ in }
    /// Closes a window of the app opened over the page, as SwiftUI's `dismissWindow`.
    public internal(set) var dismissWindow = DismissWindowAction { _ in }
    /// Whether the app can show several windows side by side, as SwiftUI's
    /// `supportsMultipleWindows`: false, a page shows one (others open over it).
    public var supportsMultipleWindows: Bool { false }
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var values: [ObjectIdentifier: Any] = [:]

    /// Default values.
    public init() {}

    /// The value for a key of your own (its default until a view sets it).
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The window's traits as SwiftUI names them.
    mutating func adopt(_ traits: Traits?) {
        guard let traits else { return }
        horizontalSizeClass = traits.horizontalSizeClass == .compact ? .compact : .regular
        verticalSizeClass = traits.verticalSizeClass == .compact ? .compact : .regular
        colorScheme = traits.colorScheme == .dark ? .dark : .light
    }
}

/// A key for a value of your own in ``EnvironmentValues``, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view set one.
    static var defaultValue: Value { get }
}

/// Compact or regular, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// Little room: a phone, a narrow window.
    case compact
    /// Room for columns side by side.
    case regular
}

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Sendable, Hashable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// Closes what a view is shown in, as SwiftUI's `DismissAction`: call it (`dismiss()`).
public struct DismissAction {
    let action: () -> Void
    /// Closes the sheet, or pops the screen, the view is on; nothing on a window's first screen.
    public func callAsFunction() { action() }
}

/// Declares an environment value in one line, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// The variable reads and writes the environment under a key made beside it, whose default is
/// the variable's initial value (nil for an optional without one). Views read it with
/// `@Environment(\.accent)` and set it with `.environment(\.accent, .green)`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PaneKitUIMacros", type: "EntryMacro")
