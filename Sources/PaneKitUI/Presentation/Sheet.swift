import Foundation
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

    /// Presents a full-screen cover for `item` while it is not nil, as SwiftUI's
    /// `.fullScreenCover(item:onDismiss:content:)`; another item replaces it, and closing it
    /// sets `item` back to nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return PresentingView(content: self, style: .fullScreenCover, presented: current.map { AnyHashable($0.id) }, isPresented: current != nil,
                              reset: { item.wrappedValue = nil }, onDismiss: onDismiss) {
            if let current { content(current) }
        }
    }

    /// The sheet's corner radius, as SwiftUI's `.presentationCornerRadius(_:)`. Accepted: sheets
    /// keep the platform's corners.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// The sheet's background, as SwiftUI's `.presentationBackground(_:)`. Accepted: sheets draw
    /// the platform's.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// A view behind the sheet's content, as SwiftUI's `.presentationBackground(alignment:content:)`. Accepted.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }

    /// Whether a drag in the sheet resizes it or scrolls it, as SwiftUI's
    /// `.presentationContentInteraction(_:)`. Accepted: the grabber resizes, the content scrolls.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// How a sheet is sized in regular width, as SwiftUI's `.presentationSizing(_:)`. Accepted: a
    /// form sheet's size (D-21).
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }

    /// How a popover adapts in compact width, as SwiftUI's `.presentationCompactAdaptation(_:)`.
    /// Accepted; a popover is a sheet in compact width whatever is asked (D-55).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// How a popover adapts in compact width and height, as SwiftUI's
    /// `.presentationCompactAdaptation(horizontal:vertical:)`. Accepted, as the one-argument form.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }

    /// Presents `content` in a popover while `isPresented` is true, as SwiftUI's
    /// `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`: in regular width a bubble
    /// pointing at this view — at its bar button when the view is a toolbar item — with its arrow
    /// on `arrowEdge` if given; in compact width a sheet (D-55). The popover is 320 points wide
    /// and as tall as its content, up to 400 points.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingView(content: self, style: .popover(PresentingView<Self, Content>.arrows(arrowEdge)), presented: nil,
                       isPresented: isPresented.wrappedValue, reset: { isPresented.wrappedValue = false }, onDismiss: nil) {
            content()
        }
    }

    /// Presents a popover for `item` while it is not nil, as SwiftUI's `.popover(item:content:)`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return PresentingView(content: self, style: .popover(PresentingView<Self, Content>.arrows(arrowEdge)),
                              presented: current.map { AnyHashable($0.id) }, isPresented: current != nil,
                              reset: { item.wrappedValue = nil }, onDismiss: nil) {
            if let current { content(current) }
        }
    }

    /// The heights the sheet may take, and the one it is at, as SwiftUI's
    /// `.presentationDetents(_:selection:)`: setting `selection` moves the sheet, and the
    /// person's drag of the grabber sets it.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        configuringSheet {
            $0.detents = detents.sorted()
            $0.selection = selection
        }
    }

    /// Whether people can use what is behind the sheet, as SwiftUI's
    /// `.presentationBackgroundInteraction(_:)`: up through a detent the window behind is not
    /// dimmed and takes taps; above it, it is dimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        configuringSheet { $0.backgroundInteraction = interaction }
    }

    /// The heights the sheet this view is in may take, as SwiftUI's `.presentationDetents(_:)`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        configuringSheet { $0.detents = detents.sorted() }
    }

    /// Whether the sheet shows its grabber, as SwiftUI's `.presentationDragIndicator(_:)`.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        configuringSheet { $0.grabber = visibility }
    }

    /// Keeps people from closing the sheet with a swipe or Escape, as SwiftUI's
    /// `.interactiveDismissDisabled(_:)`; the sheet's own buttons still can.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        configuringSheet { $0.modal = isDisabled }
    }
}

/// A height a sheet may take, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable, Comparable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
        case custom(CustomDetent)
    }

    /// A `CustomPresentationDetent` type, told apart by its type.
    struct CustomDetent: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        let name: String
        let height: (Context) -> Double?
        static func == (lhs: CustomDetent, rhs: CustomDetent) -> Bool { lhs.type == rhs.type }
        func hash(into hasher: inout Hasher) { hasher.combine(type) }
    }

    /// A height the app computes, as SwiftUI's `.custom(_:)`.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetent(type: ObjectIdentifier(type), name: String(describing: type)) { D.height(in: $0).map { Double($0) } }))
    }

    /// What a custom detent's height depends on, as SwiftUI's `PresentationDetent.Context`.
    @dynamicMemberLookup
    public struct Context {
        /// The tallest a sheet can be here, in points.
        public let maxDetentValue: CGFloat

        init(maxDetentValue: Double) { self.maxDetentValue = CGFloat(maxDetentValue) }

        /// A value of the environment the sheet is in, as SwiftUI's `Context[dynamicMember:]`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { EnvironmentValues()[keyPath: keyPath] }
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
    public static func < (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool {
        lhs.order != rhs.order ? lhs.order < rhs.order : lhs.identifier.rawValue < rhs.identifier.rawValue
    }

    /// The name PaneKit's sheet knows the detent by.
    var identifier: SheetPresentationController.Detent.Identifier { paneKit.identifier }

    private var order: Double {
        switch kind {
        case .fraction(let fraction): fraction
        case .medium: 0.5
        case .height(let height): height / 10_000
        case .custom: 1
        case .large: 2
        }
    }

    var paneKit: SheetPresentationController.Detent {
        switch kind {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction): .fraction(fraction)
        case .height(let height): .height(height)
        case .custom(let custom):
            .custom(identifier: .init("custom-" + custom.name)) { custom.height(Context(maxDetentValue: $0.maximumDetentValue)) }
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
    var selection: Binding<PresentationDetent>?
    var grabber: Visibility?
    var modal: Bool?
    var backgroundInteraction: PresentationBackgroundInteraction?

    /// Whether the views asked anything of their sheet.
    var isEmpty: Bool { detents == nil && selection == nil && grabber == nil && modal == nil && backgroundInteraction == nil }
}

/// The controller a presentation made, for the `dismiss` of the views around its container.
final class PresentedController {
    weak var controller: PaneKit.ViewController?
}

/// What a drag in a sheet does, as SwiftUI's `PresentationContentInteraction`.
public struct PresentationContentInteraction: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Resizes the sheet.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Scrolls the content.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a sheet is sized, as SwiftUI's `PresentationSizing`.
public struct PresentationSizing: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = PresentationSizing(name: "automatic")
    /// A page.
    public static let page = PresentationSizing(name: "page")
    /// A form.
    public static let form = PresentationSizing(name: "form")
    /// As large as the content.
    public static let fitted = PresentationSizing(name: "fitted")
}

/// What a presentation becomes in compact sizes, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// As it is, not adapted.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A cover of the whole window.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// A height of a sheet the app computes, as SwiftUI's `CustomPresentationDetent`.
public protocol CustomPresentationDetent {
    /// What the detent's height is worked out from: the tallest a sheet can be.
    typealias Context = PresentationDetent.Context
    /// The height in a context, or nil when the detent is inactive there.
    static func height(in context: Self.Context) -> CGFloat?
}

/// Whether people can use what is behind a sheet, as SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
    enum Kind: Hashable, Sendable {
        case automatic, disabled, enabled
        case upThrough(PresentationDetent)
    }
    let kind: Kind

    /// The system's choice: dimmed and out of reach.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// Dimmed and out of reach at every detent.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// Undimmed and usable at every detent.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    /// Undimmed and usable up through `detent`, dimmed above it.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .upThrough(detent))
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (accepted: PaneKit's popover
/// points at the middle of the view's edge nearest it).
public enum PopoverAttachmentAnchor: Sendable, Hashable {
    /// A rectangle of the view.
    case rect(Anchor)
    /// A point of the view.
    case point(UnitPoint)

    /// A rectangle's source, as SwiftUI's `Anchor<CGRect>.Source`.
    public enum Anchor: Sendable, Hashable {
        /// The view's bounds.
        case bounds
    }
}

/// A point in a view's unit square, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Sendable, Hashable {
    /// 0 at the leading edge, 1 at the trailing.
    public var x: Double
    /// 0 at the top, 1 at the bottom.
    public var y: Double
    /// A point in the unit square.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top edge's middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// One presentation a screen's views ask for: while `isPresented`, what `make` makes is shown;
/// `reset` puts the binding back when it closes.
struct PresentationRequest {
    enum Style: Equatable {
        case sheet, fullScreenCover
        /// A popover whose arrow may be on these sides.
        case popover(PopoverPresentationController.ArrowDirections)
    }
    let key: String
    let identity: AnyHashable?
    let isPresented: Bool
    let environment: EnvironmentValues
    /// Makes the presented controller: `storage` and `path` for a hosted view's state; `ended`
    /// is to be called when it closes by itself (a dialog's button, `dismiss()`).
    let make: (_ storage: ViewStorage, _ path: String, _ environment: EnvironmentValues, _ ended: @escaping () -> Void) -> PaneKit.ViewController
    let reset: () -> Void
    let onDismiss: (() -> Void)?
    /// What a popover points at; nil for other styles.
    var popover: PopoverSource? = nil
}

nonisolated struct PresentingView<Content: View, Presented: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let style: PresentationRequest.Style
    let presented: AnyHashable?
    let isPresented: Bool
    let reset: () -> Void
    let onDismiss: (() -> Void)?
    @ViewBuilder let makeView: () -> Presented

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let source = record(in: context, key: context.path)
        return PopoverAnchorView.anchoring(context.resolve(content, at: "0"), to: source)
    }

    /// Records the presentation at `key`; returns where a popover points, for its style.
    @discardableResult
    func record(in context: _ResolveContext, key: String) -> PopoverSource? {
        let style = self.style, makeView = self.makeView
        var source: PopoverSource?
        if case .popover = style { source = context.screen.host?.popoverSource(at: key) ?? PopoverSource() }
        var request = PresentationRequest(
            key: key, identity: presented, isPresented: isPresented, environment: context.environment,
            make: { storage, path, environment, ended in
                // Views of the app's own around the presented container (a sheet's view whose body
                // is a NavigationStack) dismiss the presentation itself.
                let presented = PresentedController()
                var environment = environment
                environment.dismiss = DismissAction {
                    presented.controller?.dismiss()
                    ended()
                }
                let controller = Hosts.controller(storage: storage, path: path, environment: environment, choosingBranch: true) { makeView() }
                presented.controller = controller
                switch style {
                case .sheet: controller.modalPresentationStyle = .automatic
                case .fullScreenCover: controller.modalPresentationStyle = .fullScreen
                case .popover(let arrows):
                    controller.modalPresentationStyle = .popover
                    controller.popoverPresentationController?.permittedArrowDirections = arrows
                }
                let host = controller as? HostingController ?? (controller as? NavigationController)?.viewControllers.first as? HostingController
                host?.onDismissed = ended
                return controller
            },
            reset: reset, onDismiss: onDismiss)
        request.popover = source
        context.screen.record { $0.presentations.append(request) }
        return source
    }

    /// The sides a popover's arrow may be on for SwiftUI's `arrowEdge`: that edge, or any.
    static func arrows(_ edge: Edge?) -> PopoverPresentationController.ArrowDirections {
        switch edge {
        case .top: .up
        case .bottom: .down
        case .leading: .left
        case .trailing: .right
        case nil: .any
        }
    }
}

/// A view with a presentation attached, as a toolbar item sees it: its buttons, and the
/// presentation to record pointing at the first of them.
protocol PresentationAttaching {
    /// The view the presentation is attached to.
    var attachedTo: any View { get }
    /// Records the presentation at `key`; a popover points at `item`.
    func record(in context: _ResolveContext, key: String, item: BarButtonItem?)
}

extension PresentingView: PresentationAttaching {
    var attachedTo: any View { content }

    func record(in context: _ResolveContext, key: String, item: BarButtonItem?) {
        record(in: context, key: key)?.recordedItem = item
    }
}

/// Where a PaneKitUI popover points (D-55): the bar button its toolbar item made, or the node its
/// view was drawn as. Kept by the screen for the presentation's key, so the node a build drew is
/// there when the popover opens, and a popover already open follows its source.
final class PopoverSource {
    /// The bar button a toolbar item's view made at the last read, as the views recorded it (the
    /// screen puts a copy of its own in the bar).
    var recordedItem: BarButtonItem?
    /// The node the view was drawn as at the last build.
    var node: NodeID? {
        didSet { if node != oldValue, let node, presented?.sourceItem == nil { presented?.sourceNode = node } }
    }
    /// The open popover's controller.
    weak var presented: PopoverPresentationController?

    /// Points `target` at what this source names: the bar button the screen placed for the
    /// recorded item (`placed`), else the node the view was drawn as.
    func point(_ target: any PopoverPointing, placed: (BarButtonItem) -> BarButtonItem?) {
        if let recordedItem {
            let item = placed(recordedItem)
            if target.sourceItem?.id != item?.id { target.sourceItem = item }
        } else if target.sourceNode != node {
            target.sourceNode = node
        }
    }
}

/// What can point at a bar button or a node: a popover, a confirmation dialog (D-55, D-56).
protocol PopoverPointing: AnyObject {
    var sourceItem: BarButtonItem? { get set }
    var sourceNode: NodeID? { get set }
}

extension PopoverPresentationController: PopoverPointing {}
extension ConfirmationDialog: PopoverPointing {}

/// A view a popover points at: drawn as its content, noting the node it is drawn as.
nonisolated struct PopoverAnchorView: PaneKit.View {
    let content: any PaneKit.View
    let source: PopoverSource

    /// `content`, noting for `source` (when there is one) the node it is drawn as: what a
    /// popover or a confirmation dialog attached to it points at (D-55, D-56).
    static func anchoring(_ content: [any PaneKit.View], to source: PopoverSource?) -> [any PaneKit.View] {
        guard let source else { return content }
        return [PopoverAnchorView(content: PaneKit.ViewGroup.one(content), source: source)]
    }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let nodes = content.makeNodes(in: context)
        if let first = nodes.first?.id { source.node = first }
        return nodes
    }
}

extension View {
    /// This view, asking the sheet it is in for what `configure` sets.
    func configuringSheet(_ configure: @escaping (inout SheetConfiguration) -> Void) -> some View {
        ScreenRecordingView(content: self) { configure(&$0.sheet) }
    }
}
