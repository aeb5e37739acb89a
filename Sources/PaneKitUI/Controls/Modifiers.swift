import PaneKit

extension View {
    /// The value this view stands for in a selectable ``List``, as SwiftUI's `.tag(_:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }

    /// The title of the screen this view is on, as SwiftUI's `.navigationTitle(_:)`.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        TitledView(content: self, title: String(title))
    }

    /// The screen a `NavigationLink(value:)` with a value of type `D` opens in this stack, as
    /// SwiftUI's `.navigationDestination(for:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        DestinationView(content: self, type: ObjectIdentifier(D.self)) { value in destination(value as! D) }
    }
}

struct TaggedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        if let rows = context.listRows, let row = context.rowTag { rows.values[row] = tag }
        return context.resolve(content, at: "0")
    }
}

struct TitledView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        context.screen.title = title
        return context.resolve(content, at: "0")
    }
}

struct DestinationView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let type: ObjectIdentifier
    let destination: (Any) -> any View

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        context.screen.destinations[type] = destination
        return context.resolve(content, at: "0")
    }
}
