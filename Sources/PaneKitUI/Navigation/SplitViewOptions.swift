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

/// How a ``NavigationSplitView`` shares the width, as SwiftUI's split view styles.
public struct NavigationSplitViewStyle: Sendable, Hashable {
    let behavior: SplitViewController.SplitBehavior

    /// The system's choice for the window's width.
    public static let automatic = NavigationSplitViewStyle(behavior: .automatic)
    /// The columns side by side, narrowing the detail.
    public static let balanced = NavigationSplitViewStyle(behavior: .tile)
    /// The detail keeps its width; the other columns slide over it.
    public static let prominentDetail = NavigationSplitViewStyle(behavior: .overlay)
}

extension View {
    /// How a ``NavigationSplitView`` inside shares the width, as SwiftUI's `.navigationSplitViewStyle(_:)`.
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View {
        EnvironmentWriter(content: self) { $0.splitViewStyle = style }
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

    /// An inspector beside the split view this view is in while `isPresented` is true, as SwiftUI's
    /// `.inspector(isPresented:content:)`: a trailing column in regular width, a sheet in compact
    /// width. Closing it sets the binding back to false.
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
    /// The style `.navigationSplitViewStyle(_:)` set.
    var splitViewStyle: NavigationSplitViewStyle {
        get { self[SplitViewStyleKey.self] }
        set { self[SplitViewStyleKey.self] = newValue }
    }
}

private enum SplitViewStyleKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyle.automatic
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

struct InspectorView<Content: View, Inspector: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let makeView: () -> Inspector

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let isPresented = self.isPresented, makeView = self.makeView
        let request = InspectorRequest(isPresented: isPresented.wrappedValue, makeView: { makeView() },
                                       reset: { isPresented.wrappedValue = false })
        context.screen.record { $0.inspector = request }
        return context.resolve(content, at: "0")
    }
}

/// The split view controller of a ``NavigationSplitView``: before each Scene, the column widths
/// its views ask for, its visibility and compact column bindings, and its inspector are brought in
/// line; the person's changes go back into the bindings.
final class HostingSplitViewController: SplitViewController, SplitViewControllerDelegate {
    typealias Bindings = (visibility: Binding<NavigationSplitViewVisibility>?, compact: Binding<NavigationSplitViewColumn>?)
    let bindings: () -> Bindings
    var storage = ViewStorage()
    var path = ""
    var inspectorEnvironment = EnvironmentValues()
    private var appliedVisibility: NavigationSplitViewVisibility?
    private var appliedCompact: NavigationSplitViewColumn?
    private var inspectorRequest: InspectorRequest?

    init(style: Style, bindings: @escaping () -> Bindings) {
        self.bindings = bindings
        super.init(style: style)
        delegate = self
    }

    private var isTriple: Bool { viewController(for: .supplementary) != nil }

    private func host(_ column: Column) -> HostingController? {
        let controller = viewController(for: column)
        return controller as? HostingController ?? (controller as? NavigationController)?.viewControllers.first as? HostingController
    }

    override func viewWillLayoutSubviews() {
        let hosts: [(Column, HostingController)] = [Column.primary, .supplementary, .secondary].compactMap { column in
            host(column).map { (column, $0) }
        }
        for (_, host) in hosts { host.resolveIfNeeded() }
        applyBindings()
        applyInspector(hosts.lazy.compactMap { $0.1.inspectorRequest }.first)
        host(.inspector)?.resolveIfNeeded()
        applyWidths(hosts)
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
                let inspector = HostingController(storage: storage, path: path + "/inspector", environment: inspectorEnvironment) {
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
