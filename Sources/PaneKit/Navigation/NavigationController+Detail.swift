extension NavigationController {
    /// Takes a classic split view's detail onto this stack, the collapsed primary's: a
    /// navigation controller's screens move across (one bar, one Back: D-115) and it is kept to
    /// be given them back; any other controller is pushed. The split view remembers what came,
    /// for the expand.
    func takeDetail(_ detail: ViewController, for split: SplitViewController, transition: NavigationTransition) {
        let navigation = detail as? NavigationController
        let arriving = navigation?.viewControllers ?? [detail]
        let fresh = arriving.filter { controller in !viewControllers.contains { $0 === controller } }
        guard !fresh.isEmpty else {
            if arriving.isEmpty { window?.report(Diagnostic("\(detail.debugName) has no screen to show")) }
            return
        }
        do {
            for controller in fresh { try validatePushable(controller) }
        } catch {
            window?.report(Diagnostic("the detail cannot join the primary's stack: \(error)"))
            return
        }
        if let navigation { split.detailNavigation = navigation }
        replaceStack(viewControllers + fresh, transition: transition)
        split.detailsArrived(fresh)
    }

    /// The screens a classic split view that expands moves back to its secondary, taken off
    /// this stack: from the lowest that came from the secondary or `showDetail` up; else the top
    /// screen above the root (UIKit's one pop); nil when only the root is left.
    func separateDetail(for split: SplitViewController) -> ViewController? {
        let stack = viewControllers
        let fromDetail = stack.indices.first { split.cameFromDetail(stack[$0]) }
        let start = fromDetail ?? (stack.count > 1 ? stack.count - 1 : nil)
        guard let start else { return nil }
        let moved = Array(stack[start...])
        replaceStack(Array(stack[..<start]), transition: .none)
        if fromDetail != nil, let navigation = split.detailNavigation, navigation.parent == nil {
            navigation.replaceStack(moved, transition: .none)
            return navigation
        }
        if moved.count == 1 { return moved[0] }
        let navigation = NavigationController()
        navigation.replaceStack(moved, transition: .none)
        return navigation
    }
}
