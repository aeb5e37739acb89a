import PaneKit

/// Views grouped in a box under an optional title, as SwiftUI's `GroupBox`: drawn as a group of
/// the platform's (a titled section).
nonisolated public struct GroupBox: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String?
    let content: any View

    /// A box without a title.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    /// A box titled by a localized key.
    public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.text
        self.content = content()
    }

    /// A box titled `title`.
    public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A box whose title is a view: its text.
    public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = TitleReader.title(of: label())
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Section(title) {}.holding(context.resolveView(AnyView(content)))]
    }
}

/// Controls shown together, as SwiftUI's `ControlGroup`: side by side in a row.
nonisolated public struct ControlGroup: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: any View

    /// A group of the controls the closure builds.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group with a label (shown where the group collapses to a menu; PaneKit shows the controls).
    public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// A group titled by a localized key.
    public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group titled by a localized key, with a symbol.
    public init<Content: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.HStack {}.holding(context.resolveView(AnyView(content)))]
    }
}
