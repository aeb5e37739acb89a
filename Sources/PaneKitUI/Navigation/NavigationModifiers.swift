import PaneKit

extension View {
    /// The title of the screen this view is on, as SwiftUI's `.navigationTitle(_:)`.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return ScreenRecordingView(content: self) { $0.title = title }
    }

    /// A line under the screen's title, as SwiftUI's `.navigationSubtitle(_:)` ("107 messages").
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        // An empty subtitle shows nothing, as in SwiftUI.
        let subtitle = subtitle.isEmpty ? nil : String(subtitle)
        return ScreenRecordingView(content: self) { $0.subtitle = subtitle }
    }

    /// The screen a `NavigationLink(value:)` with a value of type `D` opens in this stack, as
    /// SwiftUI's `.navigationDestination(for:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationValueTypes.register(D.self)
        return ScreenRecordingView(content: self) { $0.destinations[ObjectIdentifier(D.self)] = { value in destination(value as! D) } }
    }

    /// Pushes `destination` onto this view's stack while `isPresented` is true, as SwiftUI's
    /// `.navigationDestination(isPresented:destination:)`; Back sets it to false, and false pops.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V) -> some View {
        PushingView(content: self, identity: nil, isPresented: isPresented.wrappedValue,
                    reset: { isPresented.wrappedValue = false }) { destination() }
    }

    /// Pushes the screen for `item` while it is not nil, as SwiftUI's
    /// `.navigationDestination(item:destination:)`; another item replaces the screen, and Back
    /// sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let current = item.wrappedValue
        return PushingView(content: self, identity: current.map { AnyHashable($0) }, isPresented: current != nil,
                           reset: { item.wrappedValue = nil }) {
            if let current { destination(current) }
        }
    }

    /// How the bar shows the title, as SwiftUI's `.navigationBarTitleDisplayMode(_:)`: `.large`
    /// out of line until it scrolls away, `.inline` in the bar, `.automatic` as the screen under it
    /// (a stack's titled root is large). A Mac shows every title inline. Spec: NV-12, NV-13.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        let display: PaneKit.NavigationItem.LargeTitleDisplayMode = switch mode {
        case .automatic: .automatic
        case .inline: .never
        case .large: .always
        }
        return ScreenRecordingView(content: self) { $0.titleDisplayMode = display }
    }

    /// Hides the back button while this screen is on top, as SwiftUI's
    /// `.navigationBarBackButtonHidden(_:)`: the screen's own buttons lead away.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ScreenRecordingView(content: self) { $0.hidesBackButton = hidesBackButton }
    }
}

/// The navigation bar's settings, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How the bar shows the title.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The platform's choice.
        case automatic
        /// In the bar, small.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// A screen a view asks its stack to push while a binding says so.
struct PushRequest {
    let key: String
    let identity: AnyHashable?
    let isPresented: Bool
    let reset: () -> Void
    let make: () -> any View
}

nonisolated struct PushingView<Content: View, Destination: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let identity: AnyHashable?
    let isPresented: Bool
    let reset: () -> Void
    @ViewBuilder let makeView: () -> Destination

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let makeView = self.makeView
        let request = PushRequest(key: context.path, identity: identity, isPresented: isPresented, reset: reset) { makeView() }
        context.screen.record { $0.pushes.append(request) }
        return context.resolve(content, at: "0")
    }
}
