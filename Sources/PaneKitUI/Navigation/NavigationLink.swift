import PaneKit

/// A row or button that opens a screen in its stack, as SwiftUI's `NavigationLink`: either a
/// value, whose screen a `.navigationDestination(for:)` in the stack makes, or a destination view.
/// In a ``List`` with a selection, a link with a value selects it instead.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let label: Label
    let value: AnyHashable?
    let destination: (() -> Destination)?

    /// A link to the screen made for `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        self.value = if let value { AnyHashable(value) } else { nil }
        destination = nil
    }

    /// A link to `destination`.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = destination
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        // Weakly: the screen keeps what its views made, this action among them.
        let host = context.screen.host
        let open: () -> Void
        if let destination {
            open = { [weak host] in host?.push { destination() } }
        } else if let value {
            open = { [weak host] in host?.push(value: value) }
        } else {
            open = {}
        }
        let content = context.inPlace.resolve(label, at: "label")
        if let rows = context.listRows, let row = context.rowTag {
            if let value { rows.setValue(value, for: row) }
            rows.actions[row] = open
            rows.effects += 1
            return content
        }
        if !(label is Text || label is PaneKitUI.Label) {
            // A label of views (a card in a grid): drawn as it is, the whole of it a button.
            return [PaneKit.LabeledButton(action: open) {}.holding(content)]
        }
        return [PaneKit.Button(Self.title(of: content), symbol: "chevron.forward", action: open)]
    }

    /// A link outside a list is a button: its label's text is the button's title.
    private static func title(of content: [any PaneKit.View]) -> String {
        content.lazy.compactMap { ($0 as? PaneKit.Text)?.string ?? ($0 as? PaneKit.Label)?.title }.first ?? ""
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to the screen made for `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }

    /// A link titled `title` to `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}
