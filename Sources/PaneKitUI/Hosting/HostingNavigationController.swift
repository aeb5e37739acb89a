import PaneKit

/// The navigation controller of a ``NavigationStack``: before each Scene, a Back the person took
/// shortens the path, and a path changed in code pushes and pops to match it.
final class HostingNavigationController: NavigationController, ChromeCarrying {
    /// The modifiers around the stack's view (D-91).
    var chrome: HostingController?
    let stack: StackCoordinator
    private let root: HostingController

    init(root: HostingController, stack: StackCoordinator) {
        self.stack = stack
        self.root = root
        super.init(root: root)
        // SwiftUI's stacks show a titled root large on iOS and iPadOS (NV-13).
        prefersLargeTitles = true
    }

    override func viewWillLayoutSubviews() {
        chrome?.layOutAsChrome()
        // Screens the person popped leave the path.
        let shown = max(0, viewControllers.count - 1)
        if shown < stack.pushedValues.count {
            stack.pushedValues.removeLast(stack.pushedValues.count - shown)
            stack.path()?.set(stack.pushedValues)
        }
        defer {
            // SwiftUI's toolbar shows while the top screen has `.bottomBar` items.
            if isInShownBranch, let top = topViewController as? HostingController {
                top.resolveIfNeeded()
                isToolbarHidden = top.toolbarItems.isEmpty
            }
        }
        guard let path = stack.path() else { return }
        // The root registers the destinations the path needs.
        root.resolveIfNeeded()
        let wanted = path.get()
        guard wanted != stack.pushedValues else { return }
        // Keep what both agree on, pop the rest, push what the path adds.
        var common = 0
        while common < min(wanted.count, stack.pushedValues.count), wanted[common] == stack.pushedValues[common] { common += 1 }
        if viewControllers.count > common + 1 { _ = try? pop(to: viewControllers[common]) }
        stack.pushedValues = Array(stack.pushedValues.prefix(common))
        for value in wanted.dropFirst(common) {
            guard let destination = stack.destination(for: value.base) else { break }
            let screen = HostingController(storage: root.storage, path: root.path + "/push\(viewControllers.count)", stack: stack,
                                           environment: root.environment) { destination(value.base) }
            try? push(screen)
            stack.pushedValues.append(value)
        }
    }
}
