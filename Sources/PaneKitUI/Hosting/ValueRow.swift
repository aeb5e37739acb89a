import Observation
import PaneKit

/// A `ForEach` element drawn from its view's value (D-52): the view is kept as it is and its body
/// is read only when the core builds its nodes, so a row equal to last time costs the core's
/// comparison alone (its memo, D-39) — no cache entry, slot or resolved content per row. Only
/// views of a type ``ViewPurity`` knows to be pure are drawn so; a read that finds otherwise marks
/// the type impure and has the view around the `ForEach` read again, which then reads its rows
/// the usual way (D-46).
///
/// Made when the core builds the row and kept by value in its row table alone (D-86).
nonisolated struct ValueRow<Content: View>: PaneKit.View, Equatable {
    let view: Content
    /// The element's tag: its place under the `ForEach`.
    let tag: String
    let source: ValueRowSource<Content>

    /// The list row it stands for, if any: itself when its `ForEach` makes a list's rows, else
    /// the row around the `ForEach` (the source knows which, for all its rows).
    var rowTag: String? { source.rowsAreListRows ? tag : source.enclosingRowTag }

    static func == (lhs: ValueRow, rhs: ValueRow) -> Bool {
        lhs.source.matches(rhs.source) && lhs.source.equal(lhs.view, rhs.view)
    }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        PaneKit.ViewGroup.one(source.read(self)).makeNodes(in: context)
    }
}

/// What the rows of one `ForEach` resolve share: where they are read, how their views compare,
/// and what to do when one turns out not to be pure.
nonisolated final class ValueRowSource<Content: View> {
    /// The `ForEach`'s context, in which rows are read: custom views inside them in place, and
    /// what they record on the screen on a screen of its own (this build's is done), to be counted.
    private let context: _ResolveContext
    /// The `ForEach`'s path.
    private let path: String
    private let screen = ScreenBuild()
    /// The host's environment epoch when the rows were made: a change of traits reads them again.
    private let epoch: Int
    let equal: (Content, Content) -> Bool
    /// Has the view around the `ForEach` read again, and the screen built again.
    private let invalidate: @Sendable () -> Void
    /// How many rows were read (tests: an unchanged row is not).
    private let reads: ReadCounter?
    /// Whether each element is a row of a list.
    let rowsAreListRows: Bool
    /// Otherwise, the list row around the `ForEach`, if any.
    let enclosingRowTag: String?

    init(context: _ResolveContext, epoch: Int, equal: @escaping (Content, Content) -> Bool, reads: ReadCounter?) {
        rowsAreListRows = context.listRows != nil && context.rowTag == nil
        enclosingRowTag = context.rowTag
        screen.host = context.screen.host
        var inner = context
        inner.schedule = nil
        inner.slot = nil
        inner.screen = screen
        self.context = inner
        path = context.path
        self.epoch = epoch
        self.equal = equal
        self.reads = reads
        let changed = context.screen.contentChanged
        let flags = context.slot?.entry?.flags ?? context.screen.host?.rootFlags
        invalidate = {
            flags?.markDirty()
            changed()
        }
    }

    /// Whether rows made by `other` draw what this source's rows draw, given equal views.
    func matches(_ other: ValueRowSource) -> Bool {
        self === other || (epoch == other.epoch && context.font == other.context.font && path == other.path)
    }

    /// The row's PaneKit content, read now. A read that reaches observable data or records
    /// something on the screen or the list makes the type impure and the view around the
    /// `ForEach` read again (its content here is still right for this build).
    func read(_ row: ValueRow<Content>) -> [any PaneKit.View] {
        reads?.count += 1
        var inner = context
        inner.path = _ResolveContext.path(path, row.tag)
        inner.rowTag = row.rowTag
        let effects = (screen.effects, inner.listRows?.effects)
        var observed = false
        let content = withObservationTracking({
            inner.resolve(Self.body(of: row.view), at: "b")
        }, onChange: Self.observer(&observed, then: invalidate))
        if observed || effects != (screen.effects, inner.listRows?.effects) {
            ViewPurity.record(Content.self, pure: false)
            invalidate()
        }
        return content
    }

    private static func body<V: View>(of view: V) -> any View { view.mainActorBody }

    /// Made only when the read reached observable data (Observation makes the handler then).
    private static func observer(_ observed: inout Bool, then invalidate: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        observed = true
        return invalidate
    }
}

/// Counts the reads of value rows (tests).
final class ReadCounter {
    var count = 0
}
