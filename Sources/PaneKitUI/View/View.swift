import PaneKit

/// A piece of interface, as SwiftUI's `View`: a value whose ``body`` is made of other views.
///
/// Bodies are read under observation tracking: a change to anything a body read — `@State`, an
/// `@Observable` model's property — rebuilds the screen (or column) that shows it, and only that
/// one (docs/decisions.md, D-43).
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// What this view shows.
    @ViewBuilder var body: Body { get }
    /// PaneKitUI's own: this view's PaneKit content where `context` says. Views of your own keep
    /// the default, which reads ``body``; the views PaneKitUI draws itself answer it directly, so
    /// a walk of a body finds how to draw each view without a dynamic cast (D-52).
    func _resolve(in context: _ResolveContext) -> [any PaneKit.View]
}

extension View {
    /// A view of your own: its body's content (see ``_ResolveContext``).
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        context.resolveCustom(self)
    }
}

nonisolated extension Never: View {
    /// Never is the body of views PaneKitUI draws itself; it has no body of its own.
    public typealias Body = Never
    /// Never has no value, so this is never read.
    public var body: Never { fatalError("Never has no body") }
}

/// A view PaneKitUI turns into PaneKit content itself (its ``View/_resolve(in:)``) rather than
/// through its ``View/body``.
protocol PrimitiveView {}

extension View where Body == Never {
    /// A view PaneKitUI draws itself has no body.
    public var body: Never { fatalError("\(Self.self) is drawn by PaneKitUI, not through its body") }
}

/// Runs `body`, which is the main actor's, from PaneKitUI's own code that the page's session
/// calls: every session runs on the main actor (D-93), so the reading of views, made in the core's
/// calls (a Scene, an event), is already there. ``HostingController`` and ``AppHost`` check it
/// where the core enters; the many calls inside a read are not checked again.
@inline(__always)
func onMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
    }
}

extension View {
    /// The body, for PaneKitUI's reading of views (on the main actor, D-93).
    nonisolated var mainActorBody: Body {
        nonisolated(unsafe) let view = self
        return onMainActor { view.body }
    }

    /// ``_resolve(in:)``, for PaneKitUI's reading of views (on the main actor, D-93).
    nonisolated func mainActorResolve(in context: _ResolveContext) -> [any PaneKit.View] {
        nonisolated(unsafe) let view = self, context = context
        return onMainActor { view._resolve(in: context) }
    }
}
