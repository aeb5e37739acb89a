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
    /// For the links Apple deprecated: whether the destination is pushed, which a tap sets.
    var isActive: Binding<Bool>?

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
        if let isActive, let destination {
            // A link of the older kind pushes while its binding is true, as
            // `.navigationDestination(isPresented:)` does; Back sets it false.
            open = { isActive.wrappedValue = true }
            let request = PushRequest(key: context.path + ".active", identity: nil, isPresented: isActive.wrappedValue,
                                      reset: { isActive.wrappedValue = false }) { destination() }
            context.screen.record { $0.pushes.append(request) }
        } else if let destination {
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

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true, as SwiftUI's deprecated
    /// `NavigationLink(isActive:destination:label:)`; a tap sets it true and Back false.
    @available(*, deprecated, message: "Use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), as in SwiftUI")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let made = destination()
        self.label = label()
        value = nil
        self.destination = { made }
        self.isActive = isActive
    }

    /// A link that pushes `destination` while `selection` is `tag`, as SwiftUI's deprecated
    /// `NavigationLink(tag:selection:destination:label:)`; a tap sets it to `tag`, Back to nil.
    @available(*, deprecated, message: "Use NavigationLink(value:label:) in a List(selection:), as in SwiftUI")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(isActive: Self.activation(of: tag, in: selection), destination: destination, label: label)
    }

    /// A link to the view `destination` while `isActive` is true, as SwiftUI's deprecated
    /// `NavigationLink(destination:isActive:label:)`.
    @available(*, deprecated, message: "Use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), as in SwiftUI")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(isActive: isActive, destination: { destination }, label: label)
    }

    /// A link to the view `destination` while `selection` is `tag`, as SwiftUI's deprecated
    /// `NavigationLink(destination:tag:selection:label:)`.
    @available(*, deprecated, message: "Use NavigationLink(value:label:) in a List(selection:), as in SwiftUI")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(isActive: Self.activation(of: tag, in: selection), destination: { destination }, label: label)
    }

    /// True while `selection` is `tag`; set true, it becomes `tag`, set false (Back), nil.
    static func activation<V: Hashable>(of tag: V, in selection: Binding<V?>) -> Binding<Bool> {
        Binding { selection.wrappedValue == tag } set: { active in
            if active {
                selection.wrappedValue = tag
            } else if selection.wrappedValue == tag {
                selection.wrappedValue = nil
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A titled link that pushes `destination` while `isActive` is true (deprecated by Apple).
    @available(*, deprecated, message: "Use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), as in SwiftUI")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    /// A titled link that pushes `destination` while `selection` is `tag` (deprecated by Apple).
    @available(*, deprecated, message: "Use NavigationLink(_:value:) in a List(selection:), as in SwiftUI")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }

    /// A titled link to the view `destination` while `isActive` is true (deprecated by Apple).
    @available(*, deprecated, message: "Use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), as in SwiftUI")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(isActive: isActive, destination: { destination }) { Text(titleKey) }
    }

    /// A titled link to the view `destination` while `selection` is `tag` (deprecated by Apple).
    @available(*, deprecated, message: "Use NavigationLink(_:value:) in a List(selection:), as in SwiftUI")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(tag: tag, selection: selection, destination: { destination }) { Text(titleKey) }
    }
}
