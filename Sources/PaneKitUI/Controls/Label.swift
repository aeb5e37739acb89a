import PaneKit

/// A title with a symbol, as SwiftUI's `Label`.
public struct Label: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let symbol: String?

    /// A label with an SF Symbols name (PaneKit draws the symbols it has; see its icons).
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = String(title)
        symbol = systemImage
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var tint: TintColor?
        if case .tint(let color)? = context.foreground { tint = color }
        context.listRows?.label(context.rowTag, title, symbol: symbol, tint: tint)
        return [PaneKit.Label(title, symbol: symbol)]
    }
}

/// A symbol, as SwiftUI's `Image(systemName:)`.
public struct Image: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let symbol: String

    /// The symbol with this SF Symbols name.
    public init(systemName: String) { symbol = systemName }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Image(symbol: symbol, color: context.foreground)]
    }
}

/// What to show when there is nothing to show, as SwiftUI's `ContentUnavailableView`.
public struct ContentUnavailableView: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let symbol: String?
    let description: String?

    /// A title, a symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.title = String(title)
        symbol = systemImage
        self.description = description?.string
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ContentUnavailableView(title, symbol: symbol, description: description)]
    }
}
