import PaneKit

extension View {
    /// An alert while `isPresented` is true, as SwiftUI's `.alert(_:isPresented:actions:)`: its
    /// buttons (an OK when there are none) close it and set the binding back to false.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        DialogView(content: self, kind: .alert, title: String(title), isPresented: isPresented, actions: actions(),
                   message: nil)
    }

    /// An alert with a message, as SwiftUI's `.alert(_:isPresented:actions:message:)`.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        DialogView(content: self, kind: .alert, title: String(title), isPresented: isPresented, actions: actions(),
                   message: dialogText(message()))
    }

    /// A confirmation dialog while `isPresented` is true, as SwiftUI's
    /// `.confirmationDialog(_:isPresented:titleVisibility:actions:)`: an action sheet in compact
    /// width; in regular width a popover pointing at the view it is attached to (a toolbar
    /// button's bar button, D-56); with a Cancel added when no button cancels.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        DialogView(content: self, kind: .confirmationDialog, title: titleVisibility == .visible ? String(title) : nil,
                   isPresented: isPresented, actions: actions(), message: nil)
    }

    /// A confirmation dialog with a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        DialogView(content: self, kind: .confirmationDialog, title: titleVisibility == .visible ? String(title) : nil,
                   isPresented: isPresented, actions: actions(), message: dialogText(message()))
    }
}

extension View {
    /// A Mac's "Do not show this message again" checkbox in the dialog this view presents, as
    /// SwiftUI's `.dialogSuppressionToggle(isSuppressed:)`. Accepted: PaneKit's dialogs show no
    /// checkbox (docs/swiftui-coverage.md).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

    /// The checkbox with a title of the app's own, as SwiftUI's `.dialogSuppressionToggle(_:isSuppressed:)`.
    /// Accepted, as ``dialogSuppressionToggle(isSuppressed:)``.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }

    /// The checkbox with a title of the app's own (a string).
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }

    /// The checkbox with a title of the app's own (a text).
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
}

/// The text of a dialog's message view (a ``Text``).
private func dialogText(_ view: any View) -> String? {
    (view as? Text)?.string
}

nonisolated struct DialogView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    enum Kind { case alert, confirmationDialog }
    let content: Content
    let kind: Kind
    let title: String?
    let isPresented: Binding<Bool>
    /// The buttons' views, made into dialog actions only when the dialog shows.
    let actions: any View
    let message: String?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        // D-56: in regular width a confirmation dialog points at the view it is attached to.
        let source = record(in: context, key: context.path)
        return PopoverAnchorView.anchoring(context.resolve(content, at: "0"), to: source)
    }

    /// Records the dialog at `key`; returns what a confirmation dialog points at in regular width.
    @discardableResult
    func record(in context: _ResolveContext, key: String) -> PopoverSource? {
        let isPresented = self.isPresented, kind = self.kind, title = self.title, message = self.message
        let actions = self.actions
        var request = PresentationRequest(
            key: context.path, identity: nil, isPresented: isPresented.wrappedValue, environment: context.environment,
            make: { _, _, _, ended in
                var chosen = toolbarButtons(in: actions)
                if kind == .alert, chosen.isEmpty { chosen = [BarButtonItem("OK", role: .cancel) {}] }
                if kind == .confirmationDialog, !chosen.contains(where: { $0.role == .cancel }) {
                    chosen.append(BarButtonItem("Cancel", role: .cancel) {})
                }
                // A button runs its action, then the dialog is over: the binding goes back.
                let dialogActions = chosen.map { item in
                    Dialog.Action(item.title, role: item.role) {
                        item.action()
                        ended()
                    }
                }
                return kind == .alert
                    ? PaneKit.Alert(title: title, message: message, actions: dialogActions)
                    : ConfirmationDialog(title: title, message: message, actions: dialogActions)
            },
            reset: { isPresented.wrappedValue = false }, onDismiss: nil)
        if kind == .confirmationDialog { request.popover = context.screen.host?.popoverSource(at: key) ?? PopoverSource() }
        context.screen.record { $0.presentations.append(request) }
        return request.popover
    }
}

extension DialogView: PresentationAttaching {
    var attachedTo: any View { content }

    /// On a toolbar button: a confirmation dialog points at the bar button (D-56).
    func record(in context: _ResolveContext, key: String, item: BarButtonItem?) {
        record(in: context, key: key)?.recordedItem = item
    }
}
