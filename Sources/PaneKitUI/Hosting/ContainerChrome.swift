import PaneKit

// Modifiers around a container (`NavigationSplitView { … }.sheet(…)`, `NavigationStack { … }
// .onChange(…)`): the container becomes its PaneKit controller as it would without them, and the
// modifiers are read by a screen of their own, its chrome, laid out with the container and
// presenting from it (D-91).

/// A modifier the window's or a column's view may wear around a container: looked through to
/// find the container, and kept, over an empty view, for the container's chrome.
protocol ChromeModifier {
    /// The view the modifier is applied to.
    var wrapped: any View { get }
    /// The same modifier applied to `content`.
    func wrapping(_ content: any View) -> any View
}

/// A container that lays out a chrome screen with itself.
protocol ChromeCarrying: PaneKit.ViewController {
    var chrome: HostingController? { get set }
}

enum ContainerChrome {
    /// `view`'s chrome modifiers, outermost first, over an empty view where their content was.
    static func strip(_ view: any View) -> any View {
        guard let modifier = view as? any ChromeModifier else { return EmptyView() }
        return modifier.wrapping(strip(modifier.wrapped))
    }
}

extension PresentingView: ChromeModifier {
    var wrapped: any View { content }
    func wrapping(_ content: any View) -> any View {
        PresentingView<AnyView, Presented>(content: AnyView(content), style: style, presented: presented, isPresented: isPresented,
                                           reset: reset, onDismiss: onDismiss, makeView: makeView)
    }
}

extension DialogView: ChromeModifier {
    var wrapped: any View { content }
    func wrapping(_ content: any View) -> any View {
        DialogView<AnyView>(content: AnyView(content), kind: kind == .alert ? .alert : .confirmationDialog, title: title, isPresented: isPresented, actions: actions, message: message)
    }
}

extension ChangeView: ChromeModifier {
    var wrapped: any View { content }
    func wrapping(_ content: any View) -> any View { ChangeView<AnyView, V>(content: AnyView(content), value: value, initial: initial, action: action) }
}

extension LifecycleView: ChromeModifier {
    var wrapped: any View { content }
    func wrapping(_ content: any View) -> any View { LifecycleView<AnyView>(content: AnyView(content), appear: appear, disappear: disappear) }
}

extension ScreenRecordingView: ChromeModifier {
    var wrapped: any View { content }
    func wrapping(_ content: any View) -> any View { ScreenRecordingView<AnyView>(content: AnyView(content), record: record) }
}

/// A view that shows one of its branches (`if`/`else`, `switch`, an optional, a group of one).
protocol BranchChoosing {
    /// The branch shown, and its position (the one its resolve gives it); nil when nothing shows.
    var chosenBranch: (view: any View, position: String)? { get }
}

nonisolated extension _ConditionalContent: BranchChoosing {
    var chosenBranch: (view: any View, position: String)? {
        switch storage {
        case .trueContent(let view): (view, "t")
        case .falseContent(let view): (view, "f")
        }
    }
}

nonisolated extension Optional: BranchChoosing where Wrapped: View {
    var chosenBranch: (view: any View, position: String)? { map { ($0, "some") } }
}

nonisolated extension Group: BranchChoosing {
    var chosenBranch: (view: any View, position: String)? { (content, "0") }
}
