import PaneKit

/// Builds a view from a closure's statements, as SwiftUI's `@ViewBuilder` does: several views
/// become a ``TupleView``, an `if` an optional view, an `if`/`else` a `_ConditionalContent`.
@resultBuilder
public enum ViewBuilder {
    /// No views: an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, side by side in their parent.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var count = 0
        for _ in repeat each content { count += 1 }
        var children: [any View] = []
        children.reserveCapacity(count)
        for child in repeat each content { children.append(child) }
        return TupleView((repeat each content), children: children)
    }
    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// `if #available`: the view as it is.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Nothing at all.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// Nothing.
    public init() {}
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
}

/// Several views built by a ``ViewBuilder``, each at its own position in their parent.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// The views.
    public var value: T
    /// The views of `value`, as a ``ViewBuilder`` lists them (nil: found by reflection).
    let children: [any View]?
    /// The views of `value`, a tuple of views.
    public init(_ value: T) {
        self.value = value
        children = nil
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// The views of `value`, in order.
    var views: [any View] { children ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View } }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let views = self.views
        var result: [any PaneKit.View] = []
        result.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            result += context.resolve(view, at: Self.positions.indices.contains(index) ? Self.positions[index] : String(index))
        }
        return result
    }

    /// Positions made once, not at every resolve.
    private static var positions: [String] { tuplePositions }
}

/// Views that list other views side by side (a ``TupleView``): a toolbar's or a dialog's
/// buttons are found in them without reflection.
protocol ViewList {
    var views: [any View] { get }
}

/// A view around one view of content (a stack, a group): searches of a label's or a toolbar
/// item's structure reach the content without reflection, which costs microseconds a view.
protocol ContentHolding {
    var heldContent: any View { get }
}

nonisolated extension VStack: ContentHolding { var heldContent: any View { content } }
nonisolated extension HStack: ContentHolding { var heldContent: any View { content } }
nonisolated extension Group: ContentHolding { var heldContent: any View { content } }
nonisolated extension ScrollView: ContentHolding { var heldContent: any View { content } }

extension TupleView: ViewList {}

/// One of two views, as an `if`/`else` in a ``ViewBuilder`` makes.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        // The branches get different positions, so state in one never shows up in the other.
        switch storage {
        case .trueContent(let view): [PaneKit.ViewGroup.one(context.resolve(view, at: "t"))]
        case .falseContent(let view): [PaneKit.ViewGroup.one(context.resolve(view, at: "f"))]
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// Drawn by PaneKitUI: the view when there is one.
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        // Keeps its slot while empty, so the views after it keep their positions.
        [map { PaneKit.ViewGroup.one(context.resolve($0, at: "some")) } ?? PaneKit.ViewGroup()]
    }
}

/// A view whose type is hidden, as SwiftUI's `AnyView`.
nonisolated public struct AnyView: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let view: any View
    /// Wraps `view`.
    public init<V: View>(_ view: V) { self.view = view }
    /// Wraps a view of any type, as SwiftUI's `AnyView(erasing:)`.
    public init<V: View>(erasing view: V) { self.view = view }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        // The wrapped type is part of the position: another type is another view, with new state.
        context.resolve(view, at: "t" + String(UInt(bitPattern: ObjectIdentifier(type(of: view)).hashValue), radix: 36))
    }
}

/// Views grouped without a container of their own, as SwiftUI's `Group`.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content
    /// The views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(content, at: "0") }
}

/// "0" to "9": the positions of a tuple's views.
private let tuplePositions = (0..<10).map(String.init)
