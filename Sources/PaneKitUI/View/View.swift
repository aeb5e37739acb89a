import PaneKit

/// A piece of interface, as SwiftUI's `View`: a value whose ``body`` is made of other views.
///
/// Bodies are read under observation tracking: a change to anything a body read — `@State`, an
/// `@Observable` model's property — rebuilds the screen (or column) that shows it, and only that
/// one (docs/decisions.md, D-43).
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// What this view shows.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Never is the body of views PaneKitUI draws itself; it has no body of its own.
    public typealias Body = Never
    /// Never has no value, so this is never read.
    public var body: Never { fatalError("Never has no body") }
}

/// A view PaneKitUI turns into PaneKit content itself rather than through its ``View/body``.
protocol PrimitiveView {
    /// PaneKit's content for this view, at the position `context` names.
    func resolve(in context: ResolveContext) -> [any PaneKit.View]
}

extension View where Body == Never {
    /// A view PaneKitUI draws itself has no body.
    public var body: Never { fatalError("\(Self.self) is drawn by PaneKitUI, not through its body") }
}
