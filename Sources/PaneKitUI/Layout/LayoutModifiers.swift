import Foundation
import PaneKit

// SwiftUI's layout modifiers: each puts a decoration of the Scene (`PaneKit.Decorated`) around
// the view, which renderers draw (issue 35; CSS in the web renderer).

extension View {
    /// A fixed size, as SwiftUI's `.frame(width:height:alignment:)`: nil leaves a dimension to
    /// the content, which sits by `alignment` in any room left.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        decorated(.frame(LayoutFrame(minWidth: width.map(Double.init), maxWidth: width.map(Double.init), minHeight: height.map(Double.init),
                                     maxHeight: height.map(Double.init), alignment: alignment.layout)))
    }

    /// A size between bounds, as SwiftUI's
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`:
    /// `maxWidth: .infinity` takes all the width its container gives (along a stack, the room left).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        decorated(.frame(LayoutFrame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
                                     maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                                     idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                                     alignment: alignment.layout)))
    }

    /// Space around the view, as SwiftUI's `.padding(_:_:)`: on `edges`, `length` points or
    /// the platform's 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = Double(length ?? 16)
        return decorated(.padding(LayoutInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                               bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
    }

    /// Space of `length` points on every edge, as SwiftUI's `.padding(_:)`.
    public func padding(_ length: CGFloat) -> some View { decorated(.padding(LayoutInsets(all: Double(length)))) }

    /// Space given edge by edge, as SwiftUI's `.padding(_:)` with `EdgeInsets`.
    public func padding(_ insets: EdgeInsets) -> some View { decorated(.padding(insets.layout)) }

    /// The margins a window's content keeps from its edges, as SwiftUI's `.scenePadding(_:)`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }

    /// A view behind this one, as SwiftUI's `.background(alignment:content:)`: as large as this
    /// view, `content` placed by `alignment` (a shape or a color fills it).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(content: self, layer: content(), decoration: .background(alignment.layout))
    }

    /// A color or material behind this view, as SwiftUI's `.background(_:ignoresSafeAreaEdges:)`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        LayeredView(content: self, layer: ShapeLayer(shape: .rectangle, fill: fill(of: style)), decoration: .background(.center))
    }

    /// The window's background behind this view, as SwiftUI's `.background(ignoresSafeAreaEdges:)`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        LayeredView(content: self, layer: ShapeLayer(shape: .rectangle, fill: .background(secondary: false)), decoration: .background(.center))
    }

    /// A shape filled with `style` behind this view, as SwiftUI's `.background(_:in:fillStyle:)`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        LayeredView(content: self, layer: ShapeLayer(shape: shape.kind, fill: fill(of: style)), decoration: .background(.center))
    }

    /// A shape in the window's background behind this view, as SwiftUI's `.background(in:fillStyle:)`.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        LayeredView(content: self, layer: ShapeLayer(shape: shape.kind, fill: .background(secondary: false)), decoration: .background(.center))
    }

    /// A view behind this one, as SwiftUI's deprecated `.background(_:alignment:)`.
    @available(*, deprecated, message: "Use background(alignment:content:), as in SwiftUI")
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: background, decoration: .background(alignment.layout))
    }

    /// A view over this one, as SwiftUI's `.overlay(alignment:content:)` (a badge at a corner).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(content: self, layer: content(), decoration: .overlay(alignment.layout))
    }

    /// A color or material over this view, as SwiftUI's `.overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        LayeredView(content: self, layer: ShapeLayer(shape: .rectangle, fill: fill(of: style)), decoration: .overlay(.center))
    }

    /// A shape filled with `style` over this view, as SwiftUI's `.overlay(_:in:fillStyle:)`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        LayeredView(content: self, layer: ShapeLayer(shape: shape.kind, fill: fill(of: style)), decoration: .overlay(.center))
    }

    /// A view over this one, as SwiftUI's deprecated `.overlay(_:alignment:)`.
    @available(*, deprecated, message: "Use overlay(alignment:content:), as in SwiftUI")
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: overlay, decoration: .overlay(alignment.layout))
    }

    /// This view cut to `shape`, as SwiftUI's `.clipShape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { decorated(.clip(shape.kind)) }

    /// This view cut to its frame, as SwiftUI's `.clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> some View { decorated(.clip(.rectangle)) }

    /// This view with rounded corners, as SwiftUI's deprecated `.cornerRadius(_:antialiased:)`.
    @available(*, deprecated, message: "Use clipShape(.rect(cornerRadius:)), as in SwiftUI")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        decorated(.clip(.roundedRectangle(cornerRadius: Double(radius))))
    }

    /// This view see-through, as SwiftUI's `.opacity(_:)`: 0 invisible, 1 as it is.
    public func opacity(_ opacity: Double) -> some View { decorated(.opacity(opacity)) }

    /// This view keeping its place without showing, as SwiftUI's `.hidden()`.
    public func hidden() -> some View { decorated(.hidden) }

    /// A line of `width` points around this view, as SwiftUI's `.border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        decorated(.border(fill(of: content) ?? .color(.primary), width: Double(width)))
    }

    /// Spans `count` columns of the ``Grid`` it is in, as SwiftUI's `.gridCellColumns(_:)`.
    public func gridCellColumns(_ count: Int) -> some View { decorated(.gridCell(columns: count)) }

    /// This view with an identity of its own, as SwiftUI's `.id(_:)`: when `id` changes, the
    /// view is a new one (its `@State` starts again, `.onAppear` runs).
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, identity: AnyHashable(id)) }

    func decorated(_ decoration: Decoration) -> some View { DecoratedView(content: self, decoration: decoration) }
}

/// A view with a layout or style decoration around it.
nonisolated struct DecoratedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let decoration: Decoration

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Decorated(decoration) {}.holding(context.resolveView(content))]
    }
}

/// A view with another behind or over it (`.background`, `.overlay`): the content, then the layer.
nonisolated struct LayeredView<Content: View, Layer: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let layer: Layer
    let decoration: Decoration

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let content = PaneKit.ViewGroup.one(context.resolve(self.content, at: "0"))
        let layer = PaneKit.ViewGroup.one(context.inPlace.resolve(self.layer, at: "layer"))
        return [PaneKit.Decorated(decoration) {}.holding([content, layer])]
    }
}

/// A view whose position includes an identity of the app's (`.id`).
nonisolated struct IdentifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let identity: AnyHashable

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        context.resolve(content, at: "id" + String(UInt(bitPattern: identity.hashValue), radix: 36))
    }
}

extension PaneKit.Decorated: ResolvedContainer {}
