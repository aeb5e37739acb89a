import PaneKit

/// An alert described as a value, as SwiftUI's deprecated `Alert` (iOS 13): shown by
/// ``View/alert(isPresented:content:)`` and ``View/alert(item:content:)``.
@available(*, deprecated, message: "Use alert(_:isPresented:actions:message:), as in SwiftUI")
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    /// An alert with one button (OK when there is none).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.string
        self.message = message?.string
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.string
        self.message = message?.string
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: String
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.string, role: nil, action: action)
        }

        /// A button that cancels, titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.string, role: .cancel, action: action)
        }

        /// A button that cancels, titled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: "Cancel", role: .cancel, action: action)
        }

        /// A button that deletes or discards something.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.string, role: .destructive, action: action)
        }

        /// The button as a view of a dialog's actions.
        var button: PaneKitUI.Button { PaneKitUI.Button(title: label, symbol: nil, role: role, run: action ?? {}) }
    }
}

/// An action sheet described as a value, as SwiftUI's deprecated `ActionSheet` (iOS 13): shown by
/// ``View/actionSheet(isPresented:content:)`` as a confirmation dialog.
@available(*, deprecated, message: "Use confirmationDialog(_:isPresented:titleVisibility:actions:message:), as in SwiftUI")
public struct ActionSheet {
    let title: String
    let message: String?
    let buttons: [Alert.Button]

    /// An action sheet with a title, a message and buttons (a Cancel is added when none cancels).
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title.string
        self.message = message?.string
        self.buttons = buttons
    }

    /// A button of an action sheet.
    public typealias Button = Alert.Button
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true, as SwiftUI's deprecated
    /// `.alert(isPresented:content:)`.
    @available(*, deprecated, message: "Use alert(_:isPresented:actions:message:), as in SwiftUI")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return DialogView(content: self, kind: .alert, title: alert.title, isPresented: isPresented,
                          actions: RowButtons(buttons: alert.buttons.map(\.button)), message: alert.message)
    }

    /// Shows the alert `content` makes for `item` while it is not nil, as SwiftUI's deprecated
    /// `.alert(item:content:)`; closing it sets `item` to nil.
    @available(*, deprecated, message: "Use alert(_:isPresented:presenting:actions:message:), as in SwiftUI")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return DialogView(content: self, kind: .alert, title: alert?.title ?? "",
                          isPresented: Binding { alert != nil && item.wrappedValue != nil } set: { if !$0 { item.wrappedValue = nil } },
                          actions: RowButtons(buttons: alert?.buttons.map(\.button) ?? []), message: alert?.message)
    }

    /// Shows the action sheet `content` makes while `isPresented` is true, as SwiftUI's
    /// deprecated `.actionSheet(isPresented:content:)`: a confirmation dialog.
    @available(*, deprecated, message: "Use confirmationDialog(_:isPresented:titleVisibility:actions:message:), as in SwiftUI")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return DialogView(content: self, kind: .confirmationDialog, title: sheet.title, isPresented: isPresented,
                          actions: RowButtons(buttons: sheet.buttons.map(\.button)), message: sheet.message)
    }

    /// Shows the action sheet `content` makes for `item` while it is not nil, as SwiftUI's
    /// deprecated `.actionSheet(item:content:)`.
    @available(*, deprecated, message: "Use confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:), as in SwiftUI")
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return DialogView(content: self, kind: .confirmationDialog, title: sheet?.title,
                          isPresented: Binding { sheet != nil && item.wrappedValue != nil } set: { if !$0 { item.wrappedValue = nil } },
                          actions: RowButtons(buttons: sheet?.buttons.map(\.button) ?? []), message: sheet?.message)
    }
}

/// Whether a view is presented, and a way to dismiss it, as SwiftUI's deprecated `PresentationMode`.
@available(*, deprecated, message: "Use the isPresented and dismiss environment values, as in SwiftUI")
public struct PresentationMode {
    /// Whether the view is presented.
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the view.
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// Whether the view is presented and how to dismiss it, as SwiftUI's deprecated `presentationMode`.
    @available(*, deprecated, message: "Use the isPresented and dismiss environment values, as in SwiftUI")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return .constant(mode)
    }
}
