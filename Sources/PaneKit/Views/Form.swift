/// Controls grouped for data entry, as SwiftUI's `Form`: on iPhone and iPad its loose rows (text
/// fields) are rows across the screen separated by hairlines, as Mail's compose; its sections
/// keep their own look.
public struct Form: View {
    /// The form's rows and sections, top first.
    public var content: ViewGroup

    /// A form of the views the closure builds.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .form, children: content.makeNodes(in: context))]
    }
}
