import Foundation
import PaneKit

/// Views one above the other, as SwiftUI's `VStack`. With an `alignment` the views sit as it
/// says (texts' lines too); without one they lay out as PaneKit's content does, each as wide as
/// the stack, its text leading (SwiftUI centers them). `spacing` puts that many points between
/// them; without it the platform's.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content
    let alignment: HorizontalAlignment?
    let spacing: CGFloat?

    /// A stack of what `content` builds.
    public init(alignment: HorizontalAlignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        return [PaneKit.VStack(alignment: alignment?.stackAlignment, spacing: spacing.map(Double.init)) {}.holding(children)]
    }
}

/// Views side by side, as SwiftUI's `HStack`: centered across by default, or as `alignment`
/// says; `spacing` points apart, or the platform's.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content
    let alignment: VerticalAlignment?
    let spacing: CGFloat?

    /// A row of what `content` builds.
    public init(alignment: VerticalAlignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        return [PaneKit.HStack(alignment: alignment?.stackAlignment, spacing: spacing.map(Double.init)) {}.holding(children)]
    }
}

/// Where views line up across a vertical stack, as SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Sendable, Hashable {
    /// Along the leading edge.
    case leading
    /// In the middle.
    case center
    /// Along the trailing edge.
    case trailing

    var stackAlignment: StackAlignment {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }

    var placement: LayoutAlignment.Horizontal {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// Where views line up across a horizontal stack, as SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Sendable, Hashable {
    /// Along the top.
    case top
    /// In the middle.
    case center
    /// Along the bottom.
    case bottom
    /// On the first line of text.
    case firstTextBaseline
    /// On the last line of text (drawn on the first).
    case lastTextBaseline

    var stackAlignment: StackAlignment {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .firstTextBaseline, .lastTextBaseline: .firstBaseline
        }
    }

    var placement: LayoutAlignment.Vertical {
        switch self {
        case .top: .top
        case .center, .firstTextBaseline, .lastTextBaseline: .center
        case .bottom: .bottom
        }
    }
}
