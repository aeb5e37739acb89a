import PaneKit

/// A change applied to a view that makes another view, as SwiftUI's `ViewModifier`:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.font(.headline).foregroundStyle(.secondary)
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
///
/// A modifier may hold `@State` and read `@Environment`, as a view does.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The view made of `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` receives it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let view: any View

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(view, at: "c") }
}

/// A view, or a modifier, with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// What the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's view of the content.
    @MainActor public var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(view: content)) }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier's view, with the second applied to it.
    @MainActor public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension View {
    /// This view with `modifier` applied, as SwiftUI's `.modifier(_:)`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`, as SwiftUI's `ViewModifier.concat(_:)`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A view read again only when it differs from last time, as SwiftUI's `EquatableView`.
/// PaneKitUI compares `Equatable` views in lists itself (D-50); this says so for one view.
nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable {
    /// The view.
    public var content: Content

    /// A view compared with `==` before its body is read again.
    public init(content: Content) { self.content = content }

    /// The view.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// This view, read again only when it differs from last time, as SwiftUI's `.equatable()`.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
