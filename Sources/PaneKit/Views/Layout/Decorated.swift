/// What a ``Decorated`` view does to its content: SwiftUI's layout and style modifiers, drawn by
/// renderers around the content's nodes.
public enum Decoration: Sendable, Hashable {
    /// Space around the content (`.padding`).
    case padding(LayoutInsets)
    /// A size for the content (`.frame`).
    case frame(LayoutFrame)
    /// The second child drawn behind the first, placed by the alignment (`.background`).
    case background(LayoutAlignment)
    /// The second child drawn over the first (`.overlay`).
    case overlay(LayoutAlignment)
    /// The content cut to a shape (`.clipShape`, `.cornerRadius`).
    case clip(ShapeKind)
    /// The content drawn see-through (`.opacity`, 0 to 1).
    case opacity(Double)
    /// The content keeps its place but does not show (`.hidden`).
    case hidden
    /// A line around the content (`.border`).
    case border(Fill, width: Double)
    /// Spans `columns` columns of the ``Grid`` it is in (`.gridCellColumns`).
    case gridCell(columns: Int)
    /// Buttons inside drawn in a style (`.buttonStyle`).
    case buttonLook(ButtonLook)
    /// Controls inside drawn at a size (`.controlSize`).
    case controlSize(ControlSize)
    /// Texts inside align their lines so (`.multilineTextAlignment`).
    case textAlignment(TextAlignment)
    /// Symbols inside drawn at a text style's size (`.font` on an `Image`).
    case symbolStyle(TextStyle)
    /// What assistive technologies read of the content: its name instead of its own, a hint
    /// after it, or nothing at all (`.accessibilityLabel`, `.accessibilityHint`,
    /// `.accessibilityHidden`). Renderers put it on the content itself.
    case accessibility(label: String?, hint: String?, isHidden: Bool)
    /// A tip shown while the pointer rests on the content (`.help`): a Mac's tooltip.
    case help(String)
    /// A list inside drawn in one of UITableView's grouped styles (`.listStyle(.insetGrouped)`).
    case listLook(ListLook)
}

/// UITableView's grouped styles, as SwiftUI's `.insetGrouped` and `.grouped` list styles: on iPhone
/// and iPad the list's sections stand on the grouped background.
public enum ListLook: String, Sendable, Hashable {
    /// Each section's rows a rounded card, inset from the edges.
    case insetGrouped
    /// Each section's rows across the whole width.
    case grouped
}

/// A view with a ``Decoration`` around its content, as SwiftUI's layout and style modifiers
/// (renderer-neutral: a renderer decides how to draw each decoration).
public struct Decorated: View {
    /// What is done to the content.
    public var decoration: Decoration
    /// The content; for `.background` and `.overlay`, the content then the layer.
    public var content: ViewGroup

    /// `content` with `decoration`.
    public init(_ decoration: Decoration, @ViewBuilder content: () -> ViewGroup) {
        self.decoration = decoration
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .decorated(decoration), children: content.makeNodes(in: context))]
    }
}

/// Views drawn over one another, as SwiftUI's `ZStack`: the first at the back.
public struct ZStack: View {
    /// How the views are placed in the stack's space.
    public var alignment: LayoutAlignment
    /// The views, back to front.
    public var content: ViewGroup

    /// A stack of the views the closure builds, centered by default.
    public init(alignment: LayoutAlignment = .center, @ViewBuilder content: () -> ViewGroup) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .zStack(alignment), children: content.makeNodes(in: context))]
    }
}

/// A shape drawn as a view: filled, or outlined with `lineWidth`, as SwiftUI's shapes.
public struct ShapeView: View {
    /// The shape.
    public var shape: ShapeKind
    /// What fills it; nil for none.
    public var fill: Fill?
    /// The outline's color; nil for none.
    public var stroke: Fill?
    /// The outline's width in points.
    public var lineWidth: Double

    /// A shape filled with `fill` (the text color when nothing is given, as SwiftUI's), or outlined.
    public init(_ shape: ShapeKind, fill: Fill? = .color(.primary), stroke: Fill? = nil, lineWidth: Double = 1) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .shape(shape, fill: fill, stroke: stroke, lineWidth: lineWidth))]
    }
}

/// A thin line between views, as SwiftUI's `Divider`: across a vertical stack, up a horizontal one.
public struct Divider: View {
    /// A divider.
    public init() {}

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] { [ViewNode(id: context.id, kind: .divider)] }
}

/// A button whose label is made of views (a card, an image and two lines), as SwiftUI's
/// `Button(action:label:)`: a tap anywhere on it runs its action.
public struct LabeledButton: View {
    /// `.destructive` or `.cancel`; nil for an ordinary button.
    public var role: ButtonRole?
    /// Runs when the button is tapped.
    public var action: () -> Void
    /// The label.
    public var content: ViewGroup

    /// A button labeled by the views the closure builds.
    public init(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> ViewGroup) {
        self.role = role
        self.action = action
        content = label()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        context.onTap(action)
        return [ViewNode(id: context.id, kind: .labeledButton(role: role), children: content.makeNodes(in: context))]
    }
}
