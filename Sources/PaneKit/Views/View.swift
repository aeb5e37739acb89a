/// A piece of content a view controller shows: a value that builds ``ViewNode``s.
///
/// PaneKit's content views are small value types in the style of SwiftUI. They are built anew
/// each time a Scene is made, so they hold no state: state lives in the view controller.
public protocol View {
    /// Builds the nodes of this view at the position `context` names, registering its actions.
    func makeNodes(in context: ViewBuildContext) -> [ViewNode]

    /// Builds the rows this view contributes when it is a direct child of a ``List`` or of a
    /// ``Section`` inside one. The default wraps ``makeNodes(in:)`` in one row.
    func makeListRows(in context: ViewBuildContext) -> [ViewNode]
}

extension View {
    public func makeListRows(in context: ViewBuildContext) -> [ViewNode] {
        let tag = context.id.rawValue
        return [context.rowNode(tag: tag, children: makeNodes(in: context.child("0")))]
    }
}

/// Builds a list of views from a closure, as SwiftUI's `@ViewBuilder` does.
///
/// An `if` keeps its slot whether or not its content is there, and the two branches of an
/// `if`/`else` get different ids, so the ids of the views after a condition never shift.
@resultBuilder
public enum ViewBuilder {
    /// Each view written in the closure, as a list of one.
    public static func buildExpression(_ view: any View) -> [any View] { [view] }
    /// The closure's views, in order.
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    /// An `if` without `else`: a group that keeps its slot, empty while the condition is false.
    public static func buildOptional(_ part: [any View]?) -> [any View] { [ViewGroup(part ?? [])] }
    /// The `if` branch of an `if`/`else`: a group whose children's positions start with `a`.
    public static func buildEither(first: [any View]) -> [any View] { [ViewGroup(first, branch: "a")] }
    /// The `else` branch: a group whose children's positions start with `b`.
    public static func buildEither(second: [any View]) -> [any View] { [ViewGroup(second, branch: "b")] }
    /// A `for` loop: the views of every pass, in one group.
    public static func buildArray(_ parts: [[any View]]) -> [any View] { [ViewGroup(parts.flatMap { $0 })] }
    /// The closure's views in a ``ViewGroup``.
    public static func buildFinalResult(_ parts: [any View]) -> ViewGroup { ViewGroup(parts) }
}

/// Several views side by side in their parent, each at its own structural position.
public struct ViewGroup: View {
    /// The grouped views, in order.
    public var views: [any View]
    /// Prefixes the children's positions, so that two branches of a condition differ.
    var branch: String?

    /// A group of views. `branch` prefixes the children's positions, so that the two branches of a
    /// condition get different ids.
    public init(_ views: [any View] = [], branch: String? = nil) {
        self.views = views
        self.branch = branch
    }

    /// A group of the views the closure builds, like SwiftUI's `Group`.
    public init(@ViewBuilder _ content: () -> ViewGroup) {
        self = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        // A group is transparent: its children take positions in the group's parent.
        Self.joined(views.count) { index in views[index].makeNodes(in: context.child(position(index))) }
    }

    /// The nodes `make` gives for each of `count` views, in one array of the exact size (a page
    /// keeps them: a grown array's spare room would be kept too). A single view's nodes are
    /// returned as they are, sharing their storage.
    static func joined(_ count: Int, _ make: (Int) -> [ViewNode]) -> [ViewNode] {
        if count == 1 { return make(0) }
        var parts: [[ViewNode]] = []
        parts.reserveCapacity(count)
        var total = 0
        for index in 0..<count {
            let part = make(index)
            total += part.count
            if !part.isEmpty { parts.append(part) }
        }
        if parts.count == 1 { return parts[0] }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(total)
        for part in parts { nodes.append(contentsOf: part) }
        return nodes
    }

    private func position(_ index: Int) -> String {
        (branch ?? "") + String(index)
    }

    public func makeListRows(in context: ViewBuildContext) -> [ViewNode] {
        Self.joined(views.count) { index in views[index].makeListRows(in: context.child(position(index))) }
    }
}
