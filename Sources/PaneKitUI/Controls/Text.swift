import PaneKit

/// A line of text, as SwiftUI's `Text`.
public struct Text: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let string: String
    var style: PaneKit.TextStyle = .body

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text showing `content`, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) { string = content }

    func resolve(in context: ResolveContext) -> [any PaneKit.View] { [PaneKit.Text(string, style: style)] }
}
