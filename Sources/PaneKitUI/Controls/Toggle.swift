import PaneKit

/// A switch bound to a Boolean, as SwiftUI's `Toggle`: its title leading, the switch trailing;
/// a tap flips the binding.
nonisolated public struct Toggle: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let isOn: Binding<Bool>

    /// A switch titled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        self.isOn = isOn
    }

    /// A switch whose label is a view: its first text or label gives the title.
    public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        title = TitleReader.title(of: label()) ?? ""
        self.isOn = isOn
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let isOn = self.isOn
        return [PaneKit.Toggle(title, isOn: isOn.wrappedValue) { isOn.wrappedValue = $0 }]
    }
}

/// Finds the title a control's label view shows: its first `Text` or `Label`.
enum TitleReader {
    /// `readingBodies`: views of the app's own made of their values alone are looked into (a
    /// section header's view); a label's own search does without, as it is made at every read.
    static func title(of view: any View, readingBodies: Bool = false) -> String? {
        LabelSearch.first(in: view, readingBodies: readingBodies) { view in
            if let text = view as? Text { return text.string }
            if let label = view as? Label { return label.title }
            return nil
        }
    }
}

/// Searches a label view's structure (stacks, tuples, modifiers) for the first view `match`
/// answers for.
enum LabelSearch {
    static func first<T>(in value: Any, depth: Int = 0, readingBodies: Bool = false, _ match: (any View) -> T?) -> T? {
        guard depth < 12 else { return nil }
        if let view = value as? any View, let found = match(view) { return found }
        if let list = value as? any ViewList {
            for view in list.views {
                if let found = first(in: view, depth: depth + 1, readingBodies: readingBodies, match) { return found }
            }
            return nil
        }
        if let holder = value as? any ContentHolding { return first(in: holder.heldContent, depth: depth + 1, readingBodies: readingBodies, match) }
        let children = Mirror(reflecting: value).children
        if readingBodies, let view = value as? any View, !(view is any PrimitiveView),
           !children.contains(where: { $0.value is any EnvironmentProperty || $0.value is any StateProperty }) {
            // A view of the app's own made of its values alone (a header with a count): its body.
            return first(in: Self.body(of: view), depth: depth + 1, readingBodies: readingBodies, match)
        }
        for child in children {
            if let found = first(in: child.value, depth: depth + 1, readingBodies: readingBodies, match) { return found }
        }
        return nil
    }

    private static func body<V: View>(of view: V) -> any View { view.mainActorBody }
}

/// Content that scrolls, as SwiftUI's `ScrollView`. A PaneKit screen scrolls its content
/// already, so the views are laid out one above the other (a horizontal axis is accepted and
/// drawn as a row).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Scrolling content along `axes` (vertical by default); the indicators are the browser's.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        if axes == .horizontal { return [PaneKit.HStack {}.holding(children)] }
        return [PaneKit.VStack {}.holding(children)]
    }
}

/// The two directions, as SwiftUI's `Axis`.
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// A set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
