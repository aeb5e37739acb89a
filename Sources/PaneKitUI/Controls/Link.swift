import Foundation
import PaneKit

/// A control that opens a URL, as SwiftUI's `Link`: through the environment's `openURL`, so the
/// browser opens web and mail addresses in a tab of their own, and an app's handler comes first.
nonisolated public struct Link: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let symbol: String?
    let destination: URL

    /// A link titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        title = titleKey.text
        symbol = nil
        self.destination = destination
    }

    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.title = String(title)
        symbol = nil
        self.destination = destination
    }

    /// A link whose label is a view: its `Label`, or its `Text` and `Image`, give the title and symbol.
    public init<Label: View>(destination: URL, @ViewBuilder label: () -> Label) {
        let label = label()
        title = TitleReader.title(of: label) ?? destination.absoluteString
        symbol = SymbolReader.symbol(of: label)
        self.destination = destination
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let open = context.environment.openURL, destination = destination
        return [PaneKit.Button(title, symbol: symbol) { open(destination) }]
    }
}
