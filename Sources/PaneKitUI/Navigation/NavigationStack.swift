import PaneKit

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`: a
/// `NavigationController` whose root shows `root`; links push screens onto it.
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let root: () -> Root
    let path: PathBinding?

    /// A stack whose first screen is `root`.
    public init(@ViewBuilder root: @escaping () -> Root) {
        self.root = root
        path = nil
    }

    /// A stack whose pushed screens are the values of `path`, each shown by the
    /// `.navigationDestination(for:)` of its type: links append to it, Back removes from it, and
    /// changing it pushes and pops.
    public init<Data: Hashable>(path: Binding<[Data]>, @ViewBuilder root: @escaping () -> Root) {
        self.root = root
        self.path = PathBinding(get: { path.wrappedValue.map { AnyHashable($0) } },
                                set: { path.wrappedValue = $0.compactMap { $0.base as? Data } })
    }

    /// A stack whose pushed screens are the values of a ``NavigationPath`` of mixed types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: @escaping () -> Root) {
        self.root = root
        self.path = PathBinding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A stack placed inside other content shows its root there (PaneKit puts stacks at the root
    /// of a window or a split view's column only).
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(root(), at: "root") }
}

/// A split view of two or three columns, as SwiftUI's `NavigationSplitView`: a
/// `SplitViewController` in double- or triple-column style whose columns show the closures'
/// views. In compact width it is one stack, opening on the sidebar.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let sidebar: () -> Sidebar
    let content: (() -> Content)?
    let detail: () -> Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// Three columns: a sidebar, a content list, and the detail. `columnVisibility` says which
    /// columns show (and follows the person's choice); `preferredCompactColumn` which one a phone
    /// shows (and follows the person's navigation).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
                @ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder detail: @escaping () -> Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// A split view placed inside other content shows its sidebar there.
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(sidebar(), at: "sidebar") }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and the detail.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
                @ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder detail: @escaping () -> Detail) {
        self.sidebar = sidebar
        content = nil
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }
}

/// Views that become PaneKit containers when they are a window's or a column's view.
protocol ContainerView {
    /// The container showing this view, its screens' state kept in `storage` under `path`.
    func makeController(storage: ViewStorage, path: String, environment: EnvironmentValues, view: @escaping () -> any View) -> PaneKit.ViewController
}

extension NavigationStack: ContainerView {
    func makeController(storage: ViewStorage, path: String, environment: EnvironmentValues, view: @escaping () -> any View) -> PaneKit.ViewController {
        let stack = StackCoordinator(path: { (view() as? Self)?.path })
        // The root is read again from the current view at every rebuild, so it sees current state.
        let root = HostingController(storage: storage, path: path + "/root", stack: stack, environment: environment) {
            (view() as? Self).map { $0.root() as any View } ?? EmptyView()
        }
        return HostingNavigationController(root: root, stack: stack)
    }
}

extension NavigationSplitView: ContainerView {
    func makeController(storage: ViewStorage, path: String, environment: EnvironmentValues, view: @escaping () -> any View) -> PaneKit.ViewController {
        func current() -> Self? { view() as? Self }
        let split = HostingSplitViewController(style: content == nil ? .doubleColumn : .tripleColumn) {
            current().map { ($0.columnVisibility, $0.preferredCompactColumn) } ?? (nil, nil)
        }
        split.preferredSplitBehavior = environment.splitBehavior
        // SwiftUI's sidebar column has the sidebar's background.
        split.primaryBackgroundStyle = .sidebar
        // The columns' inspectors are the split view's.
        var columnEnvironment = environment
        columnEnvironment.inspectorPlacement = .splitViewColumn
        func column(_ name: String, environment: EnvironmentValues = columnEnvironment, _ make: @escaping () -> (any View)?) -> PaneKit.ViewController {
            Hosts.controller(storage: storage, path: path + "/" + name, environment: environment) { make() ?? EmptyView() }
        }
        // A list in the sidebar column is a sidebar, as SwiftUI draws it.
        var sidebarEnvironment = columnEnvironment
        sidebarEnvironment.isSidebarColumn = true
        split.setViewController(column("sidebar", environment: sidebarEnvironment) { current()?.sidebar() }, for: .primary)
        if content != nil {
            split.setViewController(column("content") { current()?.content?() }, for: .supplementary)
        }
        split.setViewController(column("detail") { current()?.detail() }, for: .secondary)
        split.preferredCompactColumn = .primary
        // The sidebar and content columns show their titles large on iOS and iPadOS, as SwiftUI's
        // (NV-13); the detail's stays inline beside them and inherits in the collapsed stack.
        for column: PaneKit.SplitViewController.Column in [.primary, .supplementary] {
            split.viewController(for: column)?.navigationController?.prefersLargeTitles = true
        }
        split.inspectorEnvironment = environment
        split.storage = storage
        split.path = path
        return split
    }
}

/// Makes the controllers that show views.
enum Hosts {
    /// The controller for a window's or a column's view: a container for a stack or a split view,
    /// else a screen. The view is made once to see what it is; its state is linked at `path`.
    /// `choosingBranch`: the view is made once for the controller's life (a presentation's), so
    /// an `if` or a `switch` in it (a sheet made for an enum of sheets) is looked through to the
    /// branch taken.
    static func controller(storage: ViewStorage, path: String, environment: EnvironmentValues = EnvironmentValues(),
                           choosingBranch: Bool = false, view makeView: @escaping () -> any View) -> PaneKit.ViewController {
        var make = makeView
        var view = makeView()
        var at = path
        var environment = environment
        // What makes the view where modifiers around the container begin, for its chrome.
        var chrome: (make: () -> any View, path: String, environment: EnvironmentValues)?
        // A custom view's body may be the container, or an `.environment(_:)` around it: look
        // through them. Each time the view is made again its state is linked again, so the
        // container's closures read the page's state.
        while !(view is any ContainerView) {
            if let writer = view as? any EnvironmentModifying {
                writer.change(&environment)
                let outer = make
                make = { (outer() as? any EnvironmentModifying)?.inner ?? EmptyView() }
                view = writer.inner
                at += "/0"
                continue
            }
            if choosingBranch, let branching = view as? any BranchChoosing, let branch = branching.chosenBranch {
                let outer = make
                make = { (outer() as? any BranchChoosing)?.chosenBranch?.view ?? EmptyView() }
                view = branch.view
                at += "/" + branch.position
                continue
            }
            if let modifier = view as? any ChromeModifier {
                // A presentation, a dialog, `.onChange` or `.onAppear` around what may be a container.
                if chrome == nil { chrome = (make, at, environment) }
                let outer = make
                make = { (outer() as? any ChromeModifier)?.wrapped ?? EmptyView() }
                view = modifier.wrapped
                at += "/0"
                continue
            }
            if view is any InspectorWrapping, environment.inspectorPlacement == .ownSplitView {
                // An inspector around a window's or a tab's view: a split view of the two (SB-12).
                let outer = make
                var inner = environment
                inner.inspectorPlacement = .splitViewColumn
                let content = controller(storage: storage, path: at + "/0", environment: inner) {
                    (outer() as? any InspectorWrapping)?.inspected ?? EmptyView()
                }
                return HostingSplitViewController(inspecting: content, storage: storage, path: at, environment: environment) {
                    (outer() as? any InspectorWrapping)?.request
                }
            }
            guard !(view is any PrimitiveView) else { break }
            // A view missing a model in its environment becomes a screen that says so.
            guard storage.link(view, at: at, environment: environment).isEmpty else { break }
            let outer = make, outerPath = at, linkEnvironment = environment
            make = {
                let made = outer()
                let missing = storage.link(made, at: outerPath, environment: linkEnvironment)
                return missing.isEmpty ? Self.body(of: made) : MissingEnvironment(types: missing)
            }
            view = Self.body(of: view)
            at += "/b"
        }
        if let container = view as? any ContainerView {
            let controller = container.makeController(storage: storage, path: at, environment: environment, view: make)
            if let chrome, let carrier = controller as? any ChromeCarrying {
                let makeChrome = chrome.make
                carrier.chrome = HostingController(chromeOf: controller, storage: storage, path: chrome.path, environment: chrome.environment) {
                    ContainerChrome.strip(makeChrome())
                }
            }
            return controller
        }
        return HostingController(storage: storage, path: path, environment: environment, makeView: makeView)
    }

    private static func body<V: View>(of view: V) -> any View { view.mainActorBody }
}
