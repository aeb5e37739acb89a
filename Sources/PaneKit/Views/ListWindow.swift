/// A window onto a list too long to build whole: the rows built are a slice of it, and the
/// renderer reports scrolling so the app can move the slice (DESIGN §4, "list window scroll").
///
/// The app builds the rows from `offset` on and says whether more follow; it need not know how
/// many rows there are in all, so a mailbox of a million messages is never counted. When people
/// scroll near either end of the slice, `onScroll` gets the rows they see, as indices in the
/// whole list, and the app moves `offset` to keep them inside. The rows of a windowed list are
/// its direct children (no sections): their positions in the whole list are counted from
/// `offset`.
///
/// ```swift
/// List(selection: selected, onSelect: open, window: ListWindow(offset: start, hasMore: more) { visible in
///     start = max(0, visible.lowerBound - 50)
/// }) {
///     ForEach(messages) { MessageRow($0) }
/// }
/// ```
public struct ListWindow {
    /// The index in the whole list of the first row built.
    public var offset: Int
    /// Whether rows follow the last one built.
    public var hasMore: Bool
    /// What the list shows (a mailbox, a search). When it changes the list is another one, and
    /// the view starts at its top (or at its selected row) instead of keeping its place.
    public var identity: String
    /// The rows people see now, as indices in the whole list.
    public var onScroll: (Range<Int>) -> Void

    /// A window whose first built row is row `offset` of the whole list (a negative offset
    /// becomes 0); `identity` names what the list shows.
    public init(offset: Int, hasMore: Bool, identity: String = "", onScroll: @escaping (Range<Int>) -> Void) {
        self.offset = max(0, offset)
        self.hasMore = hasMore
        self.identity = identity
        self.onScroll = onScroll
    }

    /// Where a window sits, as a Scene carries it.
    public struct Span: Sendable, Hashable {
        /// Rows before the first one built.
        public var offset: Int
        /// Whether rows follow the last one built.
        public var hasMore: Bool
        /// What the list shows; see ``ListWindow/identity``.
        public var identity: String
        /// Takes `.listScrolled`.
        public var scrollID: NodeID

        /// A span from its parts.
        public init(offset: Int, hasMore: Bool, identity: String = "", scrollID: NodeID) {
            self.offset = offset
            self.hasMore = hasMore
            self.identity = identity
            self.scrollID = scrollID
        }
    }
}
