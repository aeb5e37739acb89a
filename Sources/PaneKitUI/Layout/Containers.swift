import Foundation
import PaneKit

/// Views over one another, as SwiftUI's `ZStack`: the first at the back, each placed by `alignment`.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// A stack of what `content` builds, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ZStack(alignment: alignment.layout) {}.holding(context.resolveView(content))]
    }
}

/// Views one above the other, as SwiftUI's `LazyVStack`: a page sends what its list window
/// holds, so a lazy stack is a ``VStack`` (`.listWindow` keeps long lists short).
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let stack: VStack<Content>

    /// A stack of what `content` builds; pinned headers are drawn as rows.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { stack._resolve(in: context) }
}

/// Views side by side, as SwiftUI's `LazyHStack` (an ``HStack`` here).
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let stack: HStack<Content>

    /// A row of what `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { stack._resolve(in: context) }
}

/// Which headers and footers stay at the edge as a lazy stack scrolls, as SwiftUI's
/// `PinnedScrollableViews` (accepted; they scroll with the rest).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    /// Views from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``, as SwiftUI's `GridItem`.
public struct GridItem: Sendable, Hashable {
    /// How the column is sized.
    public var size: Size
    /// The space after it; nil for the platform's.
    public var spacing: CGFloat?
    /// Where its cells sit; nil for the grid's.
    public var alignment: Alignment?

    /// A column of `size`, `.flexible()` by default.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How a grid column is sized, as SwiftUI's `GridItem.Size`.
    public enum Size: Sendable, Hashable {
        /// Exactly so many points.
        case fixed(CGFloat)
        /// A share of the room left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

        var track: GridTrack.Size {
            switch self {
            case .fixed(let size): .fixed(Double(size))
            case .flexible(let minimum, let maximum): .flexible(minimum: Double(minimum), maximum: Double(maximum))
            case .adaptive(let minimum, let maximum): .adaptive(minimum: Double(minimum), maximum: Double(maximum))
            }
        }
    }

    var track: GridTrack { GridTrack(size.track, spacing: spacing.map(Double.init)) }
}

/// Cells in columns, filling rows downwards, as SwiftUI's `LazyVGrid`: `.adaptive` columns give
/// as many columns as the width holds, so a grid of cards fits a phone and a desktop alike.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    /// A grid of `columns` holding what `content` builds.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = GridLayout(axis: .vertical, tracks: columns.map(\.track), spacing: columns.first?.spacing.map(Double.init),
                            lineSpacing: spacing.map(Double.init), alignment: LayoutAlignment(horizontal: alignment.placement, vertical: .center))
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Grid(layout) {}.holding(context.resolveView(content))]
    }
}

/// Cells in rows, filling columns rightwards, as SwiftUI's `LazyHGrid`: it scrolls sideways.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    /// A grid of `rows` holding what `content` builds.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = GridLayout(axis: .horizontal, tracks: rows.map(\.track), spacing: rows.first?.spacing.map(Double.init),
                            lineSpacing: spacing.map(Double.init), alignment: LayoutAlignment(horizontal: .center, vertical: alignment.placement))
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Grid(layout) {}.holding(context.resolveView(content))]
    }
}

/// Rows of cells in shared columns, as SwiftUI's `Grid`: each ``GridRow``'s views take the next
/// columns; a view outside a row spans the grid.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    /// A grid of the rows `content` builds.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(axis: .vertical, tracks: [], spacing: horizontalSpacing.map(Double.init),
                            lineSpacing: verticalSpacing.map(Double.init), alignment: alignment.layout)
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Grid(layout) {}.holding(context.resolveView(content))]
    }
}

/// One row of a ``Grid``, as SwiftUI's `GridRow`.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content

    /// A row of the cells `content` builds (`alignment` is the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.GridRow {}.holding(context.resolveView(content))]
    }
}

/// The first of several views that fits, as SwiftUI's `ViewThatFits`. A server does not measure
/// text, so the first view is shown: write the roomiest first, as SwiftUI asks.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content

    /// The first of the views `content` builds that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        guard let list = content as? any ViewList, let first = list.views.first else { return context.resolveView(content) }
        return context.resolve(first, at: "0")
    }
}

/// A thin line between views, as SwiftUI's `Divider`.
nonisolated public struct Divider: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// A divider.
    public init() {}
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [PaneKit.Divider()] }
}

extension PaneKit.ZStack: ResolvedContainer {}
extension PaneKit.Grid: ResolvedContainer {}
extension PaneKit.GridRow: ResolvedContainer {}
