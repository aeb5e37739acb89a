import PaneKit
import Synchronization

/// A PaneKit screen showing a PaneKitUI view, as UIKit's `UIHostingController`.
///
/// Its content is read under observation tracking: a change to anything the views read (their
/// `@State`, an `@Observable` model) moves ``contentRevision`` on, and the next Scene builds this
/// screen again — no `setNeedsUpdate()`. Screens that read nothing that changed are reused.
final class HostingController: PaneKit.ViewController {
    /// Makes the view to show; read again at every rebuild, so that it sees current state.
    let makeView: () -> any View
    let storage: ViewStorage
    /// The position of this screen's views on the page.
    let path: String
    /// The stack this screen is in, for `NavigationLink` and `.navigationDestination`.
    let stack: StackCoordinator?

    private let revision = Revision()
    private var resolvedRevision = -1
    private var resolved: [any PaneKit.View] = []
    private var resolvedTitle: String?
    /// How many times the views were read (tests: a screen that read nothing changed is not).
    private(set) var buildCount = 0

    init(storage: ViewStorage, path: String, stack: StackCoordinator? = nil, makeView: @escaping () -> any View) {
        self.storage = storage
        self.path = path
        self.stack = stack
        self.makeView = makeView
        super.init()
    }

    override var contentRevision: Int { revision.value }

    override var title: String? {
        get { resolveIfNeeded(); return resolvedTitle ?? super.title }
        set { super.title = newValue }
    }

    override var body: any PaneKit.View {
        resolveIfNeeded()
        return PaneKit.ViewGroup(resolved)
    }

    /// Reads the views again when something they read changed since the last time.
    private func resolveIfNeeded() {
        let current = revision.value
        guard current != resolvedRevision else { return }
        resolvedRevision = current
        buildCount += 1
        let screen = ScreenBuild()
        screen.host = self
        let context = ResolveContext(storage: storage, path: path, screen: screen)
        let revision = self.revision
        resolved = withObservationTracking {
            context.resolve(makeView(), at: "v")
        } onChange: {
            revision.advance()
        }
        resolvedTitle = screen.title
        stack?.register(screen.destinations)
    }

    /// Pushes the screen a `NavigationLink` opens onto this screen's stack.
    func push(_ makeView: @escaping () -> any View) {
        guard let navigation = navigationController else { return }
        let screen = HostingController(storage: storage, path: path + "/push\(navigation.viewControllers.count)", stack: stack,
                                       makeView: makeView)
        try? navigation.push(screen)
    }

    /// Pushes the destination registered for `value`'s type, if any.
    func push(value: Any) {
        guard let destination = stack?.destination(for: value) else { return }
        push { destination(value) }
    }

    /// Brings the column after this one forward in a split view (a selection in the sidebar shows
    /// what it selected, also on a phone).
    func showNextColumn() {
        guard let split = splitViewController else { return }
        let columns: [SplitViewController.Column] = [.primary, .supplementary, .secondary]
        guard let mine = columns.first(where: { column in
            let controller = split.viewController(for: column)
            return controller === self || (controller as? NavigationController)?.viewControllers.first === self
        }) else { return }
        let hasSupplementary = split.viewController(for: .supplementary) != nil
        let next: SplitViewController.Column? = switch mine {
        case .primary: hasSupplementary ? .supplementary : .secondary
        case .supplementary: .secondary
        default: nil
        }
        if let next { split.show(next) }
    }
}

/// A counter any thread may move on (observation reports changes from the writer's thread).
final class Revision: Sendable {
    private let storage = Atomic(0)
    var value: Int { storage.load(ordering: .relaxed) }
    func advance() { storage.add(1, ordering: .relaxed) }
}

/// What a `NavigationStack` knows: the destinations its screens registered, by value type.
final class StackCoordinator {
    private var destinations: [ObjectIdentifier: (Any) -> any View] = [:]

    func register(_ new: [ObjectIdentifier: (Any) -> any View]) {
        destinations.merge(new) { _, latest in latest }
    }

    func destination(for value: Any) -> ((Any) -> any View)? {
        destinations[ObjectIdentifier(type(of: value))]
    }
}
