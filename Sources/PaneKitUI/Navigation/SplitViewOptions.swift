import PaneKit

/// Which columns of a ``NavigationSplitView`` show, as SwiftUI's `NavigationSplitViewVisibility`.
public enum NavigationSplitViewVisibility: Sendable, Hashable, Codable {
    /// The system's choice for the window's width.
    case automatic
    /// Every column.
    case all
    /// The detail and the column beside it (the content, or the sidebar of two columns).
    case doubleColumn
    /// The detail alone.
    case detailOnly

    func displayMode(triple: Bool) -> SplitViewController.DisplayMode {
        switch self {
        case .automatic: .automatic
        case .all: triple ? .twoBesideSecondary : .oneBesideSecondary
        case .doubleColumn: .oneBesideSecondary
        case .detailOnly: .secondaryOnly
        }
    }

    init(_ mode: SplitViewController.DisplayMode, triple: Bool) {
        switch mode {
        case .automatic: self = .automatic
        case .secondaryOnly: self = .detailOnly
        case .oneBesideSecondary, .oneOverSecondary: self = triple ? .doubleColumn : .all
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: self = .all
        }
    }
}

/// A column of a ``NavigationSplitView``, as SwiftUI's `NavigationSplitViewColumn`.
public enum NavigationSplitViewColumn: Sendable, Hashable, Codable {
    /// The first column.
    case sidebar
    /// The middle column of three.
    case content
    /// The last column.
    case detail

    var paneKit: SplitViewController.Column {
        switch self {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
    }

    init?(_ column: SplitViewController.Column?) {
        switch column {
        case .primary: self = .sidebar
        case .supplementary: self = .content
        case .secondary: self = .detail
        default: return nil
        }
    }
}

/// How a ``NavigationSplitView`` shares the width, as SwiftUI's `NavigationSplitViewStyle`:
/// ``automatic``, ``balanced`` or ``prominentDetail``. A style of the app's own lays the split
/// view out as ``automatic``: its configuration has no views to draw (Apple documents none).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The style's view of a split view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style gets of a split view.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a ``NavigationSplitViewStyle`` gets of a split view, as SwiftUI's
/// `NavigationSplitViewStyleConfiguration` (which has no public members).
public struct NavigationSplitViewStyleConfiguration {}

/// A built-in split view style: how the split view shares the width.
protocol SplitBehaviorStyle {
    var behavior: SplitViewController.SplitBehavior { get }
}

/// The system's choice for the window's width, as SwiftUI's `AutomaticNavigationSplitViewStyle`.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, SplitBehaviorStyle {
    /// The automatic style.
    public init() {}
    /// Laid out by PaneKitUI itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
    var behavior: SplitViewController.SplitBehavior { .automatic }
}

/// The columns side by side, narrowing the detail, as SwiftUI's `BalancedNavigationSplitViewStyle`.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, SplitBehaviorStyle {
    /// The balanced style.
    public init() {}
    /// Laid out by PaneKitUI itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
    var behavior: SplitViewController.SplitBehavior { .tile }
}

/// The detail keeps its width and the other columns slide over it, as SwiftUI's
/// `ProminentDetailNavigationSplitViewStyle`.
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, SplitBehaviorStyle {
    /// The prominent-detail style.
    public init() {}
    /// Laid out by PaneKitUI itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
    var behavior: SplitViewController.SplitBehavior { .overlay }
}

nonisolated extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The system's choice for the window's width.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

nonisolated extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The columns side by side, narrowing the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

nonisolated extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail keeps its width; the other columns slide over it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// How a ``NavigationSplitView`` inside shares the width, as SwiftUI's `.navigationSplitViewStyle(_:)`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let behavior = (style as? any SplitBehaviorStyle)?.behavior ?? .automatic
        return EnvironmentWriter(content: self) { $0.splitBehavior = behavior }
    }

    /// The width of the split view column this view is in, as SwiftUI's `.navigationSplitViewColumnWidth(_:)`.
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
        ScreenRecordingView(content: self) { $0.columnWidth = ColumnWidth(min: nil, ideal: width, max: nil) }
    }

    /// The width range of the split view column this view is in, as SwiftUI's
    /// `.navigationSplitViewColumnWidth(min:ideal:max:)`.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        ScreenRecordingView(content: self) { $0.columnWidth = ColumnWidth(min: min, ideal: ideal, max: max) }
    }

    /// An inspector beside this view while `isPresented` is true, as SwiftUI's
    /// `.inspector(isPresented:content:)`: a trailing column in regular width, a sheet in compact
    /// width (SB-12). Closing it sets the binding back to false.
    ///
    /// In a `NavigationSplitView`'s column, the split view shows it. Around a window's or a tab's
    /// view (a `NavigationStack`, a screen), that view becomes the only other column of a split
    /// view of the two. Anywhere else, no column can hold it, and it is a sheet at every width.
    public func inspector<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        InspectorView(content: self, isPresented: isPresented, makeView: content)
    }

    /// The inspector's width, as SwiftUI's `.inspectorColumnWidth(_:)` (inside the inspector).
    public func inspectorColumnWidth(_ width: Double) -> some View {
        ScreenRecordingView(content: self) { $0.inspectorWidth = ColumnWidth(min: nil, ideal: width, max: nil) }
    }

    /// The inspector's width range, as SwiftUI's `.inspectorColumnWidth(min:ideal:max:)`.
    public func inspectorColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        ScreenRecordingView(content: self) { $0.inspectorWidth = ColumnWidth(min: min, ideal: ideal, max: max) }
    }
}

extension EnvironmentValues {
    /// How the style `.navigationSplitViewStyle(_:)` set shares the width.
    var splitBehavior: SplitViewController.SplitBehavior {
        get { self[SplitBehaviorKey.self] }
        set { self[SplitBehaviorKey.self] = newValue }
    }
}

private enum SplitBehaviorKey: EnvironmentKey {
    static let defaultValue = SplitViewController.SplitBehavior.automatic
}

/// A column's width as a view asks for it.
struct ColumnWidth: Equatable {
    var min: Double?
    var ideal: Double
    var max: Double?
}

/// What `.inspector` asks for: shown while `isPresented`, made by `makeView`.
struct InspectorRequest {
    let isPresented: Bool
    let makeView: () -> any View
    let reset: () -> Void
}

/// A view with `.inspector` around it, before its type is known: a window's or a tab's view of
/// this kind is shown by a split view of the view and the inspector.
protocol InspectorWrapping {
    /// The view the inspector is beside.
    var inspected: any View { get }
    /// What the inspector is, and whether it shows.
    var request: InspectorRequest { get }
}

nonisolated struct InspectorView<Content: View, Inspector: View>: View, PrimitiveView, InspectorWrapping {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let makeView: () -> Inspector

    var inspected: any View { content }

    var request: InspectorRequest {
        let isPresented = self.isPresented, makeView = self.makeView
        return InspectorRequest(isPresented: isPresented.wrappedValue, makeView: { makeView() },
                                reset: { isPresented.wrappedValue = false })
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        guard context.environment.inspectorPlacement == .splitViewColumn else {
            // No split view around to hold it as a column: a sheet, as in compact width.
            let isPresented = self.isPresented, makeView = self.makeView
            return PresentingView(content: content, style: .sheet, presented: nil, isPresented: isPresented.wrappedValue,
                                  reset: { isPresented.wrappedValue = false }, onDismiss: nil) { makeView() }
                ._resolve(in: context)
        }
        let request = self.request
        context.screen.record { $0.inspector = request }
        return context.resolve(content, at: "0")
    }
}

/// Where an `.inspector` shows, by where the view asking for it is.
enum InspectorPlacement {
    /// Around a window's or a tab's view: a split view of the view and the inspector is made.
    case ownSplitView
    /// In a split view's column: the split view's inspector column.
    case splitViewColumn
    /// Anywhere else (a presented screen, a view inside another's content): a sheet.
    case sheet
}

extension EnvironmentValues {
    /// Where an `.inspector` shows (SB-12).
    var inspectorPlacement: InspectorPlacement {
        get { self[InspectorPlacementKey.self] }
        set { self[InspectorPlacementKey.self] = newValue }
    }
}

private enum InspectorPlacementKey: EnvironmentKey {
    static let defaultValue = InspectorPlacement.ownSplitView
}

/// The split view controller of a ``NavigationSplitView``: before each Scene, the column widths
/// its views ask for, its visibility and compact column bindings, and its inspector are brought in
/// line; the person's changes go back into the bindings.
final class HostingSplitViewController: SplitViewController, SplitViewControllerDelegate, ChromeCarrying {
    /// The modifiers around the split view's view (D-91).
    var chrome: HostingController?
    typealias Bindings = (visibility: Binding<NavigationSplitViewVisibility>?, compact: Binding<NavigationSplitViewColumn>?)
    let bindings: () -> Bindings
    var storage = ViewStorage()
    var path = ""
    var inspectorEnvironment = EnvironmentValues()
    private var appliedVisibility: NavigationSplitViewVisibility?
    private var appliedCompact: NavigationSplitViewColumn?
    private var inspectorRequest: InspectorRequest?

    /// The inspector the split view's own `.inspector` asks for, when it was made for one
    /// (``init(inspecting:storage:path:environment:request:)``).
    private var ownInspector: (() -> InspectorRequest?)?
    /// The own inspector's binding, read under observation: a change draws the split view again.
    private let watches = WatchTable()
    private let drawnRevision = Revision()

    init(style: Style, bindings: @escaping () -> Bindings) {
        self.bindings = bindings
        super.init(style: style)
        delegate = self
    }

    /// A split view of `content` and the inspector an `.inspector` around a window's or a tab's
    /// view asks for (SB-12): no sidebar and no button to show one; in compact width it is
    /// `content`, the inspector a sheet over it (SV-I4).
    convenience init(inspecting content: PaneKit.ViewController, storage: ViewStorage, path: String, environment: EnvironmentValues,
                     request: @escaping () -> InspectorRequest?) {
        self.init(style: .doubleColumn) { (nil, nil) }
        ownInspector = request
        preferredDisplayMode = .secondaryOnly
        displayModeButtonVisibility = .never
        presentsWithGesture = false
        preferredCompactColumn = .secondary
        setViewController(content, for: .secondary)
        inspectorEnvironment = environment
        self.storage = storage
        self.path = path
    }

    override var contentRevision: Int { super.contentRevision &+ drawnRevision.value }

    private var isTriple: Bool { viewController(for: .supplementary) != nil }

    private func host(_ column: Column) -> HostingController? {
        let controller = viewController(for: column)
        return controller as? HostingController ?? (controller as? NavigationController)?.viewControllers.first as? HostingController
    }

    override func viewWillLayoutSubviews() {
        chrome?.layOutAsChrome()
        let hosts: [(Column, HostingController)] = [Column.primary, .supplementary, .secondary].compactMap { column in
            host(column).map { (column, $0) }
        }
        for (_, host) in hosts { host.resolveIfNeeded() }
        applyBindings()
        applyInspector(ownInspectorRequest() ?? inspectorRequests().first)
        host(.inspector)?.resolveIfNeeded()
        applyWidths(hosts)
    }

    /// What the split view's own `.inspector` asks for, read under observation.
    private func ownInspectorRequest() -> InspectorRequest? {
        guard let ownInspector else { return nil }
        let drawnRevision = self.drawnRevision, refresh = window?.refresh
        defer { watches.finishBuild() }
        return watches.read(at: "inspector", onChange: {
            drawnRevision.advance()
            refresh?.requestUnlessWorking()
        }, ownInspector)
    }

    /// The inspectors the columns' screens ask for, the top screen of each column's stack first.
    private func inspectorRequests() -> [InspectorRequest] {
        [Column.primary, .supplementary, .secondary].flatMap { column -> [InspectorRequest] in
            let controller = viewController(for: column)
            let screens = (controller as? NavigationController)?.viewControllers.reversed() ?? [controller].compactMap { $0 }
            return screens.compactMap { ($0 as? HostingController)?.inspectorRequest }
        }
    }

    private func applyWidths(_ hosts: [(Column, HostingController)]) {
        for (column, host) in hosts {
            guard let width = host.columnWidth else { continue }
            switch column {
            case .primary:
                preferredPrimaryColumnWidth = width.ideal
                minimumPrimaryColumnWidth = width.min ?? Self.automaticDimension
                maximumPrimaryColumnWidth = width.max ?? Self.automaticDimension
            case .supplementary:
                preferredSupplementaryColumnWidth = width.ideal
                minimumSupplementaryColumnWidth = width.min ?? Self.automaticDimension
                maximumSupplementaryColumnWidth = width.max ?? Self.automaticDimension
            case .secondary:
                preferredSecondaryColumnWidth = width.ideal
                minimumSecondaryColumnWidth = width.min ?? Self.automaticDimension
            default:
                break
            }
        }
        if let width = host(.inspector)?.inspectorWidth {
            preferredInspectorColumnWidth = width.ideal
            minimumInspectorColumnWidth = width.min ?? Self.automaticDimension
            maximumInspectorColumnWidth = width.max ?? Self.automaticDimension
        }
    }

    private func applyBindings() {
        let (visibility, compact) = bindings()
        if let visibility, visibility.wrappedValue != appliedVisibility {
            appliedVisibility = visibility.wrappedValue
            preferredDisplayMode = visibility.wrappedValue.displayMode(triple: isTriple)
        }
        if let compact {
            if compact.wrappedValue != appliedCompact {
                appliedCompact = compact.wrappedValue
                preferredCompactColumn = compact.wrappedValue.paneKit
                // On a phone, choosing the column goes there.
                if isCollapsed, !isShowing(compact.wrappedValue.paneKit) { show(compact.wrappedValue.paneKit) }
            } else if let shown = NavigationSplitViewColumn(preferredCompactColumn), shown != compact.wrappedValue {
                // The person navigated on a phone: the binding follows.
                appliedCompact = shown
                compact.wrappedValue = shown
            }
        }
    }

    private func applyInspector(_ request: InspectorRequest?) {
        inspectorRequest = request
        guard let request else { return }
        if request.isPresented {
            if viewController(for: .inspector) == nil {
                // An inspector's own inspector is a sheet.
                var environment = inspectorEnvironment
                environment.inspectorPlacement = .sheet
                let inspector = HostingController(storage: storage, path: path + "/inspector", environment: environment) {
                    [weak self] in self?.inspectorRequest?.makeView() ?? EmptyView()
                }
                setViewController(inspector, for: .inspector)
            }
            if !isShowing(.inspector) { show(.inspector) }
        } else if isShowing(.inspector) {
            hide(.inspector)
        }
    }

    /// The person changed which columns show: the visibility binding follows.
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: DisplayMode) {
        guard let visibility = bindings().visibility else { return }
        let shown = NavigationSplitViewVisibility(displayMode, triple: isTriple)
        appliedVisibility = shown
        if visibility.wrappedValue != shown, visibility.wrappedValue != .automatic { visibility.wrappedValue = shown }
    }

    /// The person closed the inspector: its binding goes back to false.
    func splitViewController(_ splitViewController: SplitViewController, didHide column: Column) {
        if column == .inspector, let request = inspectorRequest, request.isPresented { request.reset() }
    }
}
