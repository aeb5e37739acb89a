/// Views drawn in one of the accent colors, as SwiftUI's `.tint(_:)` colors a swipe action's
/// button (Mail's orange Flag, purple Archive): the buttons of ``SwipeActions`` inside take it as
/// their background.
public struct Tinted: View {
    /// The color.
    public var color: TintColor
    /// The views drawn in it.
    public var content: ViewGroup

    /// The views the closure builds, drawn in `color`.
    public init(_ color: TintColor, @ViewBuilder content: () -> ViewGroup) {
        self.color = color
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .tinted(color), children: content.makeNodes(in: context))]
    }
}
