import PaneKit

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`: a
/// `NavigationController` whose root shows `root`; links push screens onto it.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let root: () -> Root

    /// A stack whose first screen is `root`.
    public init(@ViewBuilder root: @escaping () -> Root) { self.root = root }

    /// A stack placed inside other content shows its root there (PaneKit puts stacks at the root
    /// of a window or a split view's column only).
    func resolve(in context: ResolveContext) -> [any PaneKit.View] { context.resolve(root(), at: "root") }
}

/// A split view of two or three columns, as SwiftUI's `NavigationSplitView`: a
/// `SplitViewController` in double- or triple-column style whose columns show the closures'
/// views. In compact width it is one stack, opening on the sidebar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let sidebar: () -> Sidebar
    let content: (() -> Content)?
    let detail: () -> Detail

    /// Three columns: a sidebar, a content list, and the detail.
    public init(@ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder detail: @escaping () -> Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    /// A split view placed inside other content shows its sidebar there.
    func resolve(in context: ResolveContext) -> [any PaneKit.View] { context.resolve(sidebar(), at: "sidebar") }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and the detail.
    public init(@ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder detail: @escaping () -> Detail) {
        self.sidebar = sidebar
        content = nil
        self.detail = detail
    }
}

/// Views that become PaneKit containers when they are a window's or a column's view.
protocol ContainerView {
    /// The container showing this view, its screens' state kept in `storage` under `path`.
    func makeController(storage: ViewStorage, path: String, view: @escaping () -> any View) -> PaneKit.ViewController
}

extension NavigationStack: ContainerView {
    func makeController(storage: ViewStorage, path: String, view: @escaping () -> any View) -> PaneKit.ViewController {
        let stack = StackCoordinator()
        // The root is read again from the current view at every rebuild, so it sees current state.
        let root = HostingController(storage: storage, path: path + "/root", stack: stack) {
            (view() as? Self).map { $0.root() as any View } ?? EmptyView()
        }
        return NavigationController(root: root)
    }
}

extension NavigationSplitView: ContainerView {
    func makeController(storage: ViewStorage, path: String, view: @escaping () -> any View) -> PaneKit.ViewController {
        let split = SplitViewController(style: content == nil ? .doubleColumn : .tripleColumn)
        func current() -> Self? { view() as? Self }
        split.setViewController(Hosts.column(storage: storage, path: path + "/sidebar") { current()?.sidebar() }, for: .primary)
        if content != nil {
            split.setViewController(Hosts.column(storage: storage, path: path + "/content") { current()?.content?() }, for: .supplementary)
        }
        split.setViewController(Hosts.column(storage: storage, path: path + "/detail") { current()?.detail() }, for: .secondary)
        split.preferredCompactColumn = .primary
        return split
    }
}

/// Makes the controllers that show views.
enum Hosts {
    /// The controller for a window's or a column's view: a container for a stack or a split view,
    /// else a screen. The view is made once to see what it is; its state is linked at `path`.
    static func controller(storage: ViewStorage, path: String, view makeView: @escaping () -> any View) -> PaneKit.ViewController {
        var make = makeView
        var view = makeView()
        var at = path
        // A custom view's body may be the container: look through it. Each time the view is made
        // again its state is linked again, so the container's closures read the page's state.
        while !(view is any ContainerView), !(view is any PrimitiveView) {
            storage.link(view, at: at)
            let outer = make, outerPath = at
            make = {
                let made = outer()
                storage.link(made, at: outerPath)
                return Self.body(of: made)
            }
            view = Self.body(of: view)
            at += "/b"
        }
        if let container = view as? any ContainerView {
            return container.makeController(storage: storage, path: at, view: make)
        }
        return HostingController(storage: storage, path: path, makeView: makeView)
    }

    /// A column's controller, from a closure that makes its view (nil: an empty column).
    static func column(storage: ViewStorage, path: String, view: @escaping () -> (any View)?) -> PaneKit.ViewController {
        controller(storage: storage, path: path) { view() ?? EmptyView() }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }
}
