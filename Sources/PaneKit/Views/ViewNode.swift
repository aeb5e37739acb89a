/// One node of a column's content in a ``Scene``: a renderer-neutral value with a stable id.
///
/// Nodes carry no closures; the actions of interactive nodes stay with the window, keyed by id.
public struct ViewNode: Sendable, Hashable {
    public var id: NodeID
    public var kind: Kind
    public var children: [ViewNode]

    public init(id: NodeID, kind: Kind, children: [ViewNode] = []) {
        self.id = id
        self.kind = kind
        self.children = children
    }

    /// What a node is.
    public enum Kind: Sendable, Hashable {
        case text(String, style: TextStyle)
        case label(title: String, symbol: String?)
        case image(symbol: String)
        case button(title: String, symbol: String?, role: ButtonRole?)
        /// A list; `selection` is the tag of the selected row, if any; `reorderable` when people
        /// may move its rows; `window` when its rows are a slice of a longer list.
        case list(selection: String?, reorderable: Bool, window: ListWindow.Span?)
        case section(header: String?)
        /// A list row; `tag` is what selecting it reports. `showsDisclosure`: selecting it pushes
        /// another screen, so it draws a chevron (a collapsed split view's lists, SB-6).
        case row(tag: String, isSelected: Bool, showsDisclosure: Bool)
        case contentUnavailable(title: String, symbol: String?, description: String?)
        /// An editable line of text; `isFocused` when the person is typing in it.
        case textField(placeholder: String, text: String, isFocused: Bool)
        /// Editable text of several lines.
        case textEditor(placeholder: String, text: String, isFocused: Bool)
        /// A choice of one among its `.option` children, named `title`. It takes `.rowSelected`
        /// with an option's tag.
        case picker(title: String, style: PickerStyle)
        /// One of a picker's choices; `tint` colors its symbol (an accent color swatch).
        case option(tag: String, title: String, symbol: String?, tint: TintColor?, isSelected: Bool)
        /// A count or short status shown on a row or item.
        case badge(String)
        case stack(Axis)
        case spacer
    }
}

/// The direction a stack lays its children out in.
public enum Axis: String, Sendable, Hashable {
    case horizontal
    case vertical
}

/// Typographic roles, as in Apple's Dynamic Type styles.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, headline, body, callout, subheadline, footnote, caption
}

/// What a button does, when it is more than an ordinary action.
public enum ButtonRole: String, Sendable, Hashable {
    case cancel
    case destructive
}
