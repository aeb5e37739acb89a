import PaneKit

/// A title with a symbol, as SwiftUI's `Label`.
nonisolated public struct Label: View, PrimitiveView {
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
nonisolated public struct Image: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let symbol: String

    /// The symbol with this SF Symbols name.
    public init(systemName: String) { symbol = systemName }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let image = PaneKit.Image(symbol: symbol, color: context.foreground)
        // A font around a symbol sizes it, as in SwiftUI (`.font(.largeTitle)`); a list row's
        // symbols keep the row's size.
        guard let font = context.font, font != .body, context.listRows == nil else { return [image] }
        return [PaneKit.Decorated(.symbolStyle(font)) {}.holding([image])]
    }
}

/// What to show when there is nothing to show, as SwiftUI's `ContentUnavailableView`: generic,
/// as SwiftUI's, over its label, description and actions.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let symbol: String?
    let description: String?
    /// Buttons under the description (`actions:`), drawn as a stack of buttons.
    var actions: (any View)?

    init(title: String, symbol: String?, description: String?) {
        self.title = title
        self.symbol = symbol
        self.description = description
    }

    /// A placeholder made of views, as SwiftUI's `ContentUnavailableView(label:description:actions:)`:
    /// the label's `Label` (or `Text` and `Image`) gives the title and symbol, the description's
    /// text the description, and the actions' buttons show under them.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        let label = label(), description = description(), actions = actions()
        title = TitleReader.title(of: label) ?? ""
        symbol = SymbolReader.symbol(of: label)
        self.description = TitleReader.title(of: description)
        self.actions = actions is EmptyView ? nil : actions
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let placeholder = PaneKit.ContentUnavailableView(title, symbol: symbol, description: description)
        guard let actions else { return [placeholder] }
        return [PaneKit.VStack {}.holding([placeholder, PaneKit.ViewGroup(context.resolve(actions, at: "actions"))])]
    }
}

extension ContentUnavailableView where Label == PaneKitUI.Label, Description == Text?, Actions == EmptyView {
    /// A title, a symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(title: String(title), symbol: systemImage, description: description?.string)
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// What a search that found nothing shows, as SwiftUI's `ContentUnavailableView.search`.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(title: "No Results", symbol: "magnifyingglass", description: "Check the spelling or try a new search.")
    }

    /// What a search for `text` that found nothing shows, as SwiftUI's
    /// `ContentUnavailableView.search(text:)`: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(title: text.isEmpty ? "No Results" : "No Results for “\(text)”", symbol: "magnifyingglass",
                               description: "Check the spelling or try a new search.")
    }
}

/// The parts of the placeholder a search that found nothing shows, as SwiftUI's
/// `SearchUnavailableContent`: its label, description and actions, which PaneKitUI draws itself.
public struct SearchUnavailableContent {
    /// The placeholder's magnifying glass and "No Results".
    nonisolated public struct Label: View, PrimitiveView {
        /// Drawn by PaneKitUI itself.
        public typealias Body = Never
        public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
    }

    /// The placeholder's advice.
    nonisolated public struct Description: View, PrimitiveView {
        /// Drawn by PaneKitUI itself.
        public typealias Body = Never
        public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
    }

    /// The placeholder's actions: none.
    nonisolated public struct Actions: View, PrimitiveView {
        /// Drawn by PaneKitUI itself.
        public typealias Body = Never
        public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
    }
}
