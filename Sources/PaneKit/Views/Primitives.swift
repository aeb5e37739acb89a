/// A line or paragraph of text.
public struct Text: View {
    public var string: String
    public var style: TextStyle

    public init(_ string: String, style: TextStyle = .body) {
        self.string = string
        self.style = style
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .text(string, style: style))]
    }
}

/// A title with a symbol in front of it, as in a sidebar or a menu.
public struct Label: View {
    public var title: String
    public var symbol: String?

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
    public var symbol: String

    public init(symbol: String) {
        self.symbol = symbol
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .image(symbol: symbol))]
    }
}

/// A control that performs an action when tapped.
public struct Button: View {
    public var title: String
    public var symbol: String?
    public var role: ButtonRole?
    public var action: () -> Void

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
    public var title: String
    public var symbol: String?
    public var description: String?

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
    public init() {}

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .spacer)]
    }
}
