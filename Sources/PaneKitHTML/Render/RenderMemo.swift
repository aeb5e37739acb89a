import PaneKit

/// The elements a renderer made last time for parts of a Scene (a controller's content, a
/// sidebar, a list row), kept to reuse for parts that did not change. Reused elements share
/// their storage with the tree the page was sent, so the diff finds them equal at once. Entries
/// live one render.
final class RenderMemo {
    /// One kind of part, by key.
    struct Store<Source: Equatable> {
        private var previous: [String: (source: Source, element: HTMLElement)] = [:]
        private var current: [String: (source: Source, element: HTMLElement)] = [:]

        /// The element for the part at `key` made from `source`: the last one while `source`
        /// is the same, else `make()`.
        mutating func element(_ key: String, from source: Source, make: () -> HTMLElement) -> HTMLElement {
            if let entry = previous[key], entry.source == source {
                current[key] = entry
                return entry.element
            }
            let element = make()
            current[key] = (source, element)
            return element
        }

        /// Ends a render: entries it did not use are dropped.
        mutating func finish() {
            previous = current
            current = [:]
            current.reserveCapacity(previous.count)
        }
    }

    var contents = Store<[ViewNode]>()
    var sidebars = Store<SidebarScene>()
    /// Rows, with their place in a windowed list (`position/size`).
    var rows = Store<RowSource>()

    /// Ends a render.
    func finishRender() {
        contents.finish()
        sidebars.finish()
        rows.finish()
    }
}

/// A row's node and its place in a windowed list (`position/size`), what its element shows.
struct RowSource: Equatable {
    let node: ViewNode
    let place: String
}
