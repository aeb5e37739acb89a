import Foundation

/// A line or paragraph of text.
public struct Text: View {
    /// The text to show.
    public var string: String
    /// Its typographic style.
    public var style: TextStyle
    /// Lines, weight, color and date beyond the style's own.
    public var format: TextFormat

    /// Text in a style, `.body` by default, like SwiftUI's `Text`; `format` limits its lines or
    /// changes its weight or color.
    public init(_ string: String, style: TextStyle = .body, format: TextFormat = .plain) {
        self.string = string
        self.style = style
        self.format = format
    }

    /// A date the page writes in the reader's locale and time zone (``DateDisplay/Style``).
    public init(_ date: Date, dateStyle: DateDisplay.Style, style: TextStyle = .body, format: TextFormat = .plain) {
        let display = DateDisplay(date, style: dateStyle)
        var format = format
        format.date = display
        self.init(display.fallback, style: style, format: format)
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .text(string, style: style, format: format))]
    }
}

/// A title with a symbol in front of it, as in a sidebar or a menu.
public struct Label: View {
    /// The title.
    public var title: String
    /// The name of the symbol drawn before the title; nil for the title alone.
    public var symbol: String?

    /// A label, like SwiftUI's `Label(_:systemImage:)`; the symbol is optional.
    public init(_ title: String, symbol: String? = nil) {
        self.title = title
        self.symbol = symbol
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .label(title: title, symbol: symbol))]
    }
}

/// A symbol from the renderer's icon set, by name (`tray`, `folder`, `sidebar.left`…).
public struct Image: View {
    /// The symbol's name.
    public var symbol: String
    /// Its color; nil for the renderer's.
    public var color: ForegroundColor?

    /// An image of the named symbol, like SwiftUI's `Image(systemName:)`, in a color if given.
    public init(symbol: String, color: ForegroundColor? = nil) {
        self.symbol = symbol
        self.color = color
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .image(symbol: symbol, color: color))]
    }
}

/// A control that performs an action when tapped.
public struct Button: View {
    /// The button's title.
    public var title: String
    /// The name of a symbol drawn with the title; nil for none.
    public var symbol: String?
    /// `.destructive` draws it in red, `.cancel` marks the way out; nil for an ordinary button.
    public var role: ButtonRole?
    /// Runs when the button is tapped.
    public var action: () -> Void

    /// A button, like SwiftUI's `Button(_:role:action:)`; the symbol and role are optional.
    public init(_ title: String, symbol: String? = nil, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.role = role
        self.action = action
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        context.onTap(action)
        return [ViewNode(id: context.id, kind: .button(title: title, symbol: symbol, role: role))]
    }
}

/// The placeholder Apple shows where content is missing ("No Message Selected").
public struct ContentUnavailableView: View {
    /// What is missing ("No Message Selected").
    public var title: String
    /// The name of a symbol drawn large above the title; nil for none.
    public var symbol: String?
    /// A line of explanation under the title; nil for none.
    public var description: String?

    /// A placeholder, like SwiftUI's `ContentUnavailableView`; the symbol and description are
    /// optional.
    public init(_ title: String, symbol: String? = nil, description: String? = nil) {
        self.title = title
        self.symbol = symbol
        self.description = description
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .contentUnavailable(title: title, symbol: symbol, description: description))]
    }
}

/// Flexible space inside a stack.
public struct Spacer: View {
    /// A flexible space, like SwiftUI's `Spacer`.
    public init() {}

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .spacer)]
    }
}
