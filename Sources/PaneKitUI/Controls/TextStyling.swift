import PaneKit

extension View {
    /// The weight of the texts inside, as SwiftUI's `.fontWeight(_:)`; nil keeps their styles'.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        TextStylingView(content: self) { $0.textWeight = weight?.weight }
    }

    /// The texts inside in bold, as SwiftUI's `.bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        TextStylingView(content: self) { $0.textWeight = isActive ? .bold : nil }
    }

    /// The texts inside slanted, as SwiftUI's `.italic(_:)`.
    public func italic(_ isActive: Bool = true) -> some View { decorating(.italic, isActive) }

    /// A line under the texts inside, as SwiftUI's `.underline(_:pattern:color:)` (solid, in the
    /// text's color).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { decorating(.underline, isActive) }

    /// A line through the texts inside, as SwiftUI's `.strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { decorating(.strikethrough, isActive) }

    /// Digits of one width in the texts inside, as SwiftUI's `.monospacedDigit()`.
    public func monospacedDigit() -> some View { decorating(.monospacedDigit, true) }

    /// The texts and symbols inside in `color`, as SwiftUI's `.foregroundColor(_:)` (deprecated
    /// there for ``View/foregroundStyle(_:)``, which it is here).
    public func foregroundColor(_ color: Color?) -> some View {
        ForegroundStyleView(content: self, color: color?.color)
    }

    /// The design of the texts' font, as SwiftUI's `.fontDesign(_:)`. Accepted: PaneKit's text
    /// takes the platform's font.
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Texts in a font whose characters are all one width, as SwiftUI's `.monospaced(_:)`: digits
    /// of one width here.
    public func monospaced(_ isActive: Bool = true) -> some View { decorating(.monospacedDigit, isActive) }

    /// Space between characters, as SwiftUI's `.kerning(_:)`. Accepted.
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Space between characters, as SwiftUI's `.tracking(_:)`. Accepted.
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// Space between lines, as SwiftUI's `.lineSpacing(_:)`. Accepted.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// How a text cut short shows it, as SwiftUI's `.truncationMode(_:)`. Accepted: the end is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

    /// How far a text may shrink to fit, as SwiftUI's `.minimumScaleFactor(_:)`. Accepted.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// The texts' case, as SwiftUI's `.textCase(_:)`. Accepted: texts show as written.
    public func textCase(_ textCase: Text.Case?) -> some View { self }

    /// At most `limit` lines, keeping their room when shorter, as SwiftUI's `.lineLimit(_:reservesSpace:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    private func decorating(_ decoration: PaneKit.TextDecorations, _ isActive: Bool) -> some View {
        TextStylingView(content: self) { context in
            if isActive { context.textDecorations.insert(decoration) } else { context.textDecorations.remove(decoration) }
        }
    }
}

/// Sets how the texts inside are drawn (weight, decorations) for the views inside.
nonisolated struct TextStylingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout _ResolveContext) -> Void

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        change(&inner)
        return inner.resolveView(content)
    }
}

extension View {
    /// The text style of the text inside this view, as SwiftUI's `.font(_:)`.
    public func font(_ font: Font?) -> some View { FontView(content: self, font: font) }
}

nonisolated struct FontView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let font: Font?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        inner.font = font?.style
        return inner.resolveView(content)
    }
}
