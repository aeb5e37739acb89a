import Foundation
import PaneKit

/// A title with a value beside it, as SwiftUI's `LabeledContent` (a settings row: "Version  1.0"):
/// the title leading, the value trailing in secondary text.
nonisolated public struct LabeledContent: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let content: any View

    /// A title and a value of views.
    public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = TitleReader.title(of: label()) ?? ""
        self.content = content()
    }

    /// A localized title and a value of views.
    public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.text
        self.content = content()
    }

    /// A title and a value of views.
    public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A localized title and a text value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        title = titleKey.text
        content = Text(value)
    }

    /// A title and a text value.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.title = String(title)
        content = Text(value)
    }

    /// A localized title and a value written by a format style.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        title = titleKey.text
        content = Text(format.format(value))
    }

    /// A title and a value written by a format style.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.title = String(title)
        content = Text(format.format(value))
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var value = context
        value.foreground = .secondary
        let title = context.resolveView(Text(self.title)), trailing = value.resolveView(AnyView(content))
        return [PaneKit.HStack {}.holding(title + [PaneKit.Spacer()] + trailing)]
    }
}

/// How a ``LabeledContent`` is drawn, as SwiftUI's `LabeledContentStyle`. Accepted: PaneKit draws
/// the title leading and the value trailing, as `.automatic` does.
@preconcurrency @MainActor public protocol LabeledContentStyle {}

/// The platform's labeled content, as SwiftUI's `AutomaticLabeledContentStyle`.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The default style.
    public init() {}
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default style, as SwiftUI's `.automatic`.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// The style of the labeled contents inside, as SwiftUI's `.labeledContentStyle(_:)`. Accepted.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { self }
}
