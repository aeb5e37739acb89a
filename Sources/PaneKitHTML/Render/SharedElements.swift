@_spi(PaneKitInternal) import PaneKit

/// The elements the renderers of one host's pages make for sidebars and list rows, each kept once
/// for all of them (D-82).
///
/// A host that runs many pages (a server) makes one and gives it to each page's renderer
/// (``HTMLRenderer/init(memoizing:sharing:)``); a renderer without one keeps its own. An element
/// taken from here is equal to the one the renderer would have made, so sharing changes no HTML
/// and no patch, only memory; two hosts in one process, each with its own, share nothing.
public final class SharedElements: Sendable {
    let elements = InternTable<SharedElement.Key, SharedElement>()
    let rows = InternTable<DeferredElement.Key, DeferredElement>()

    /// An empty table.
    public init() {}

    /// How many elements and rows it holds.
    public var count: Int { elements.count + rows.count }
}
