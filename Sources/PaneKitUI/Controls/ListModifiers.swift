import Foundation
import PaneKit

// List styles and row modifiers PaneKit draws its own way: accepted, so code written for SwiftUI
// compiles, and drawn as the platform's list (docs/swiftui-coverage.md says so for each).

/// Grouped sections on a grouped background (drawn as a plain list).
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Rows inset from the edges (drawn as a plain list).
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// A Mac's list in a bordered box, as SwiftUI's `BorderedListStyle` (drawn as a plain list).
public struct BorderedListStyle: ListStyle {
    /// The bordered style.
    public init() {}

    /// The bordered style, its rows' backgrounds alternating or not (deprecated by Apple; drawn
    /// as a plain list).
    @available(*, deprecated, message: "Use BorderedListStyle() and alternatingRowBackgrounds(_:), as in SwiftUI")
    public init(alternatesRowBackgrounds: Bool) {}
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }

    /// Rows inset from the edges, their backgrounds alternating or not, as SwiftUI's deprecated
    /// `.inset(alternatesRowBackgrounds:)` (drawn as a plain list).
    @available(*, deprecated, message: "Use .inset and alternatingRowBackgrounds(_:), as in SwiftUI")
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    /// A Mac's bordered list (drawn as a plain list).
    public static var bordered: BorderedListStyle { BorderedListStyle() }

    /// A Mac's bordered list, its rows' backgrounds alternating or not (deprecated by Apple).
    @available(*, deprecated, message: "Use .bordered and alternatingRowBackgrounds(_:), as in SwiftUI")
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { BorderedListStyle() }
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable, Hashable {
    let points: Double?
    /// The platform's.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less than the platform's.
    public static let compact = ListSectionSpacing(points: 8)
    /// So many points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: Double(spacing)) }
}

extension View {
    /// A row's background, as SwiftUI's `.listRowBackground(_:)`. Accepted; rows draw the
    /// platform's, and its selection.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// Whether a row's separator shows, as SwiftUI's `.listRowSeparator(_:edges:)`. Accepted;
    /// rows draw the platform's separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// A row's separator color, as SwiftUI's `.listRowSeparatorTint(_:edges:)`. Accepted.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Whether a section's separators show, as SwiftUI's `.listSectionSeparator(_:edges:)`. Accepted.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// A section's separator color, as SwiftUI's `.listSectionSeparatorTint(_:edges:)`. Accepted.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// A row's insets, as SwiftUI's `.listRowInsets(_:)`. Accepted; rows keep the platform's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// The space between a list's rows, as SwiftUI's `.listRowSpacing(_:)`. Accepted.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// The space between a list's sections, as SwiftUI's `.listSectionSpacing(_:)`. Accepted.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

    /// The space between a list's sections in points. Accepted.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

    /// Whether people may select the row, as SwiftUI's `.selectionDisabled(_:)`. Accepted.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Whether people may move the row, as SwiftUI's `.moveDisabled(_:)`. Accepted.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether people may delete the row, as SwiftUI's `.deleteDisabled(_:)`. Accepted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// A row's context menu with a preview, as SwiftUI's `.contextMenu(menuItems:preview:)`: the
    /// menu, the row itself lifted as its preview.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: @escaping () -> M, @ViewBuilder preview: () -> P) -> some View {
        contextMenu(menuItems: menuItems)
    }

    /// How much room the view keeps before others when space is short, as SwiftUI's
    /// `.layoutPriority(_:)`. Accepted.
    public func layoutPriority(_ value: Double) -> some View { self }

    /// The view at its ideal size, as SwiftUI's `.fixedSize()`. Accepted: texts wrap in their column.
    public func fixedSize() -> some View { self }

    /// The view at its ideal size along the axes, as SwiftUI's `.fixedSize(horizontal:vertical:)`. Accepted.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Sendable, Hashable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// The value this view stands for in a selectable ``List``, as SwiftUI's `.tag(_:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }
}

nonisolated struct TaggedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        if let rows = context.listRows, let row = context.rowTag {
            rows.setValue(tag, for: row)
            rows.effects += 1
        }
        return context.resolve(content, at: "0")
    }
}

extension View {
    /// A badge at the trailing end of a list row, as SwiftUI's `.badge(_:)`: a count, none for 0.
    public func badge(_ count: Int) -> some View { BadgedView(content: self, badge: count == 0 ? nil : String(count)) }

    /// A badge at the trailing end of a list row: a short text, or none.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { BadgedView(content: self, badge: label.map { String($0) }) }
}

nonisolated struct BadgedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let badge: String?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        if let badge, let row = context.rowTag, let sidebar = context.listRows?.sidebar { sidebar.badges[row] = badge }
        guard let badge else { return children }
        return children + [PaneKit.Badge(badge)]
    }
}
