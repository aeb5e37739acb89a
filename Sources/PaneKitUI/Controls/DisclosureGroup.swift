import PaneKit

/// Views that show under a label while expanded, as SwiftUI's `DisclosureGroup`. In a sidebar
/// the label's row holds the rows inside as its children, which people show and hide with its
/// disclosure control; elsewhere the label shows, then the content while expanded (D-53).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView, ListStructure {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A group whose expansion `isExpanded` holds.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// A group that starts expanded.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        if let rows = context.listRows, let sidebar = rows.sidebar, let row = context.rowTag, rows.lastTag == row {
            // A `ForEach`'s element, which is a row already: the label draws it, and the rows
            // inside are rows of their own, its children.
            var result = context.resolve(label, at: "label")
            if let isExpanded { sidebar.expansion[row] = isExpanded }
            var inner = context
            inner.rowTag = nil
            sidebar.openParent(row)
            result += inner.resolve(content, at: "content")
            sidebar.closeParent()
            return result
        }
        if let rows = context.listRows, let sidebar = rows.sidebar, context.rowTag == nil {
            // The label is a row, and the rows inside are its children.
            var result = context.resolve(label, at: "label")
            guard let tag = rows.lastTag else { return result + context.resolve(content, at: "content") }
            if let isExpanded { sidebar.expansion[tag] = isExpanded }
            sidebar.openParent(tag)
            result += context.resolve(content, at: "content")
            sidebar.closeParent()
            return result
        }
        var result = context.resolve(label, at: "label")
        if isExpanded?.wrappedValue ?? true { result += context.resolve(content, at: "content") }
        return result
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` whose expansion `isExpanded` holds.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    /// A group titled `title` that starts expanded.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
