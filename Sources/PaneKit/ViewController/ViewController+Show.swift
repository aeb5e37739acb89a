import Foundation

extension ViewController {
    /// Posted when a classic split view collapses or expands, so screens that choose between
    /// `show` and `showDetail`, or draw a row's chevron by it, can look again. Its object is the
    /// split view. Spec: SV-L16.
    public static let showDetailTargetDidChangeNotification = Notification.Name("PaneKitShowDetailTargetDidChange")

    /// UIKit's default `show(_:sender:)`: the nearest ancestor that shows controllers, else a
    /// presentation.
    func forwardShow(_ viewController: ViewController, sender: Any?) {
        var node = parent
        while let current = node {
            if current.showsShownControllers {
                current.show(viewController, sender: sender)
                return
            }
            node = current.parent
        }
        present(viewController)
    }

    /// UIKit's default `showDetailViewController(_:sender:)`: the nearest split view, else a
    /// presentation (a navigation controller does not take details).
    func forwardShowDetail(_ viewController: ViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(viewController, sender: sender)
        } else {
            present(viewController)
        }
    }
}
