import PaneKit

extension View {
    /// Presents `content` as a sheet while `isPresented` is true, as SwiftUI's
    /// `.sheet(isPresented:onDismiss:content:)`. However the sheet closes — a swipe, Escape,
    /// `dismiss()`, or the binding set to false — the binding goes back to false and `onDismiss`
    /// runs.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingView(content: self, style: .sheet, presented: nil,
                       isPresented: isPresented.wrappedValue, reset: { isPresented.wrappedValue = false }, onDismiss: onDismiss) {
            content()
        }
    }

    /// Presents a sheet for `item` while it is not nil, as SwiftUI's `.sheet(item:onDismiss:content:)`;
    /// another item (another id) replaces the sheet. Closing it sets `item` back to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return PresentingView(content: self, style: .sheet, presented: current.map { AnyHashable($0.id) }, isPresented: current != nil,
                              reset: { item.wrappedValue = nil }, onDismiss: onDismiss) {
            if let current { content(current) }
        }
    }

    /// Presents `content` over the whole window while `isPresented` is true, as SwiftUI's
    /// `.fullScreenCover(isPresented:onDismiss:content:)`.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingView(content: self, style: .fullScreenCover, presented: nil, isPresented: isPresented.wrappedValue,
                       reset: { isPresented.wrappedValue = false }, onDismiss: onDismiss) {
            content()
        }
    }

    /// The heights the sheet this view is in may take, as SwiftUI's `.presentationDetents(_:)`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        SheetConfiguringView(content: self) { $0.detents = detents.sorted() }
    }

    /// Whether the sheet shows its grabber, as SwiftUI's `.presentationDragIndicator(_:)`.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        SheetConfiguringView(content: self) { $0.grabber = visibility }
    }

    /// Keeps people from closing the sheet with a swipe or Escape, as SwiftUI's
    /// `.interactiveDismissDisabled(_:)`; the sheet's own buttons still can.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        SheetConfiguringView(content: self) { $0.modal = isDisabled }
    }
}

/// A height a sheet may take, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable, Comparable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }
    let kind: Kind

    /// Half the window's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The window's height, less a little at the top on a phone.
    public static let large = PresentationDetent(kind: .large)
    /// This fraction of the window's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// This height, in points.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// Smaller detents first (fractions by their fraction, medium as one half, large last).
    public static func < (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool { lhs.order < rhs.order }

    private var order: Double {
        switch kind {
        case .fraction(let fraction): fraction
        case .medium: 0.5
        case .height(let height): height / 10_000
        case .large: 2
        }
    }

    var paneKit: SheetPresentationController.Detent {
        switch kind {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction): .fraction(fraction)
        case .height(let height): .height(height)
        }
    }
}

/// Shown, hidden, or the system's choice, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable {
    /// The system's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// What a screen's views ask of the presentation they are in.
struct SheetConfiguration {
    var detents: [PresentationDetent]?
    var grabber: Visibility?
    var modal: Bool?
}

/// One presentation a screen's views ask for: while `isPresented`, what `make` makes is shown;
/// `reset` puts the binding back when it closes.
struct PresentationRequest {
    enum Style { case sheet, fullScreenCover }
    let key: String
    let identity: AnyHashable?
    let isPresented: Bool
    let environment: EnvironmentValues
    /// Makes the presented controller: `storage` and `path` for a hosted view's state; `ended`
    /// is to be called when it closes by itself (a dialog's button, `dismiss()`).
    let make: (_ storage: ViewStorage, _ path: String, _ environment: EnvironmentValues, _ ended: @escaping () -> Void) -> PaneKit.ViewController
    let reset: () -> Void
    let onDismiss: (() -> Void)?
}

struct PresentingView<Content: View, Presented: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let style: PresentationRequest.Style
    let presented: AnyHashable?
    let isPresented: Bool
    let reset: () -> Void
    let onDismiss: (() -> Void)?
    @ViewBuilder let makeView: () -> Presented

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        let style = self.style, makeView = self.makeView
        context.screen.presentations.append(PresentationRequest(
            key: context.path, identity: presented, isPresented: isPresented, environment: context.environment,
            make: { storage, path, environment, ended in
                let controller = Hosts.controller(storage: storage, path: path, environment: environment) { makeView() }
                controller.modalPresentationStyle = style == .fullScreenCover ? .fullScreen : .automatic
                let host = controller as? HostingController ?? (controller as? NavigationController)?.viewControllers.first as? HostingController
                host?.onDismissed = ended
                return controller
            },
            reset: reset, onDismiss: onDismiss))
        return context.resolve(content, at: "0")
    }
}

struct SheetConfiguringView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let configure: (inout SheetConfiguration) -> Void

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        configure(&context.screen.sheet)
        return context.resolve(content, at: "0")
    }
}
