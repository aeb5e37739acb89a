import Foundation
import PaneKit

/// A button, as SwiftUI's `Button`.
nonisolated public struct Button: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let symbol: String?
    let role: ButtonRole?
    let action: () -> Void
    /// A label of views other than a text, a label or a symbol: drawn as it is (a card).
    var labelView: (any View)?

    /// A button with a title.
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        symbol = nil
        self.role = role
        self.action = { onMainActor(action) }
    }

    /// A button with a title and a symbol.
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        symbol = systemImage
        self.role = role
        self.action = { onMainActor(action) }
    }

    /// A button whose label is a view: its `Label`, or its `Text` and `Image`, give the title and
    /// symbol.
    @preconcurrency public init<L: View>(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> L) {
        let label = label()
        title = TitleReader.title(of: label) ?? ""
        symbol = SymbolReader.symbol(of: label)
        self.role = role
        self.action = { onMainActor(action) }
        if !(label is Text || label is Label || label is Image) { labelView = label }
    }

    /// A button PaneKitUI makes itself (a row's Delete), whose action is not the app's.
    init(title: String, symbol: String?, role: ButtonRole?, run: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.role = role
        action = run
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let role: PaneKit.ButtonRole? = switch self.role {
        case .destructive: .destructive
        case .cancel: .cancel
        case nil: nil
        }
        if let labelView {
            return [PaneKit.LabeledButton(role: role, action: action) {}.holding(context.resolve(labelView, at: "label"))]
        }
        return [PaneKit.Button(title, symbol: symbol, role: role, action: action)]
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public enum ButtonRole: Sendable, Hashable {
    /// It deletes or discards something.
    case destructive
    /// It cancels what is going on.
    case cancel
}

/// Space that pushes its neighbours apart in a stack.
nonisolated public struct Spacer: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// The least room it keeps (not drawn: it takes what is left).
    public var minLength: CGFloat?
    /// A spacer (its minimum length is not drawn).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [PaneKit.Spacer()] }
}

extension PaneKit.LabeledButton: ResolvedContainer {}
