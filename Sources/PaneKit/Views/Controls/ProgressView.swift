/// Progress toward a goal, as SwiftUI's `ProgressView` and UIKit's `UIProgressView` and
/// `UIActivityIndicatorView`: a bar filled to `fraction`, or a spinner while `fraction` is nil.
public struct ProgressView: View {
    /// What is in progress ("Downloading…"); empty for none.
    public var title: String
    /// How much is done, 0 to 1; nil while nobody knows.
    public var fraction: Double?

    /// Progress titled `title`, `fraction` done (nil: a spinner).
    public init(_ title: String = "", fraction: Double? = nil) {
        self.title = title
        self.fraction = fraction
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let value = fraction.map { ValueText.number(min(max($0.isFinite ? $0 : 0, 0), 1)) } ?? ""
        return [ViewNode(id: context.id, kind: .valueControl(title: title, value: value, control: .progress))]
    }
}
