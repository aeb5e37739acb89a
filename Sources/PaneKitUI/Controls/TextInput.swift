import PaneKit

/// Editable text bound to a string, as SwiftUI's `TextField(_:text:)` and
/// `TextField(_:text:axis:)`: one line, or lines that grow downwards.
nonisolated public struct TextField: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let placeholder: String
    /// The field's name when the placeholder is a prompt of its own (`TextField(_:text:prompt:)`).
    let label: String?
    let text: Binding<String>
    let axis: Axis

    /// A field showing `placeholder` while `text` is empty; typing writes `text`. Along
    /// `.vertical` it holds several lines, as a message's text (its placeholder names it for
    /// assistive technologies, which a `TextEditor` has no way to).
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, axis: Axis = .horizontal) {
        self.init(placeholder: String(placeholder), label: nil, text: text, axis: axis)
    }

    init(placeholder: String, label: String?, text: Binding<String>, axis: Axis) {
        self.placeholder = placeholder
        self.label = label
        self.text = text
        self.axis = axis
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let text = self.text, placeholder = self.placeholder, label = self.label, axis = self.axis
        let change = { (new: String) in text.wrappedValue = new }
        return [context.drawnReading(text) { value -> any PaneKit.View in
            if axis == .vertical { return PaneKit.TextEditor(placeholder, text: value, label: label, onChange: change) }
            return PaneKit.TextField(placeholder, text: value, label: label, onChange: change)
        }]
    }
}

/// Several lines of editable text bound to a string, as SwiftUI's `TextEditor(text:)`.
nonisolated public struct TextEditor: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let text: Binding<String>

    /// An editor whose typing writes `text`.
    public init(text: Binding<String>) { self.text = text }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let text = self.text
        return [context.drawnReading(text) { value in PaneKit.TextEditor("", text: value) { text.wrappedValue = $0 } }]
    }
}

/// A choice among tagged options, as SwiftUI's `Picker(_:selection:content:)`: each option is a
/// `Text` or `Label` with a `.tag`, the value the selection takes.
nonisolated public struct Picker<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker titled `title` whose chosen option's tag is `selection`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.selection = selection
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        // The options are resolved as rows, so that each finds its tag and its title.
        let rows = context.inPlace.resolveRows(content, collectingLabels: true).rows
        let picker = PaneKit.Picker(title, selection: rows.tag(for: selection.wrappedValue) ?? "", options: Self.options(rows),
                                    style: Self.paneKitStyle(context.environment.pickerStyle), onChange: Self.choose(in: rows, selection))
        return [picker]
    }

    private static func options(_ rows: ListRows) -> [PickerOption<String>] {
        rows.valuedTags.map { tag in
            let label = rows.labels[tag]
            return PickerOption(tag, title: label?.title ?? "", symbol: label?.symbol, tint: label?.tint)
        }
    }

    private static func choose(in rows: ListRows, _ selection: Binding<SelectionValue>) -> (String) -> Void {
        { tag in
            if let value = rows.value(for: tag)?.base as? SelectionValue { selection.wrappedValue = value }
        }
    }

    private static func paneKitStyle(_ style: PickerStyle) -> PaneKit.PickerStyle {
        style == .inline || style == .menu ? .inline : .segmented
    }
}

extension View {
    /// How a ``Picker`` inside this view is drawn, as SwiftUI's `.pickerStyle(_:)`.
    public func pickerStyle(_ style: PickerStyle) -> some View {
        EnvironmentWriter(content: self) { $0.pickerStyle = style }
    }
}

/// How a ``Picker`` is drawn, as SwiftUI's picker styles.
public enum PickerStyle: Sendable, Hashable {
    /// The system's choice: a list of options in a form, segments elsewhere (PaneKit: segments).
    case automatic
    /// Side-by-side segments.
    case segmented
    /// The options as a list, the chosen one checked.
    case inline
    /// A menu (PaneKit: the options as a list).
    case menu
}

extension EnvironmentValues {
    /// The style `.pickerStyle(_:)` set.
    var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

private enum PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyle.automatic
}

extension Picker: MenuPicker {
    /// The options as a menu's items, the chosen one checked (SwiftUI draws a picker in a menu so).
    func menuOptions(in context: _ResolveContext) -> [(title: String, symbol: String?, isOn: Bool, choose: () -> Void)] {
        let rows = context.inPlace.resolveRows(content, collectingLabels: true).rows
        let chosen = rows.tag(for: selection.wrappedValue)
        let choose = Self.choose(in: rows, selection)
        return rows.valuedTags.map { tag in
            let label = rows.labels[tag]
            return (label?.title ?? "", label?.symbol, tag == chosen, { choose(tag) })
        }
    }
}
