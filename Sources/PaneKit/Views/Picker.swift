/// A control for choosing one of a few values: a segmented control, or a list of options with a
/// checkmark on the chosen one (a settings screen's inline picker).
///
/// Choosing an option reports its value to `onChange`; the picker itself keeps no state, so the
/// controller stores the value and builds the picker again with it.
///
/// ```swift
/// Picker("Sidebar Size", selection: rowSize, options: [
///     PickerOption(.small, title: "Small"),
///     PickerOption(.medium, title: "Medium"),
///     PickerOption(.large, title: "Large"),
/// ]) { self.rowSize = $0 }
/// ```
public struct Picker<Value: Hashable>: View {
    /// The picker's name, for people and assistive technology.
    public var title: String
    /// The chosen value. The picker keeps no state: pass the controller's.
    public var selection: Value
    /// The choices, in order.
    public var options: [PickerOption<Value>]
    /// How the options show: segmented or inline.
    public var style: PickerStyle
    /// Called with the value of the option people choose.
    public var onChange: (Value) -> Void

    /// A picker, like SwiftUI's `Picker`: a title, the current value, the options, a style
    /// (`.segmented` by default) and what to do on a change.
    public init(
        _ title: String,
        selection: Value,
        options: [PickerOption<Value>],
        style: PickerStyle = .segmented,
        onChange: @escaping (Value) -> Void
    ) {
        self.title = title
        self.selection = selection
        self.options = options
        self.style = style
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        // Options are tagged by position: a picker's options are part of its definition.
        let tags = options.indices.map(String.init)
        let values = options.map(\.value)
        context.actions.register(.choose(tags: RowTags(Set(tags))) { [onChange] tag in
            if let index = Int(tag), values.indices.contains(index) { onChange(values[index]) }
        }, for: context.id)
        let children = options.enumerated().map { index, option in
            ViewNode(id: context.id.child(String(index)), kind: .option(
                tag: tags[index], title: option.title, symbol: option.symbol, tint: option.tint,
                isSelected: option.value == selection))
        }
        return [ViewNode(id: context.id, kind: .picker(title: title, style: style), children: children)]
    }
}

/// One choice of a ``Picker``: its value, what people read, and optionally a symbol drawn in a
/// color of its own (an accent color swatch).
public struct PickerOption<Value: Hashable> {
    /// The value this option stands for.
    public var value: Value
    /// What people read.
    public var title: String
    /// The name of a symbol drawn with the title; nil for none.
    public var symbol: String?
    /// A color for the symbol (an accent color swatch); nil for the usual color.
    public var tint: TintColor?

    /// An option; the symbol and tint are optional.
    public init(_ value: Value, title: String, symbol: String? = nil, tint: TintColor? = nil) {
        self.value = value
        self.title = title
        self.symbol = symbol
        self.tint = tint
    }
}

/// How a ``Picker`` shows its options.
public enum PickerStyle: String, Sendable, Hashable {
    /// Side by side in one capsule, for two to four short options.
    case segmented
    /// One row per option, a checkmark on the chosen one, as in a Settings list.
    case inline
    /// The tabs of a tab view inside other content: symbols over titles, side by side; a Mac's
    /// window draws them as its toolbar's tabs (a settings window's General, Viewing…).
    case tabs
}
