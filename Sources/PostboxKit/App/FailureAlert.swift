import Foundation
import PaneKit
import PostboxStore

extension ViewController {
    /// Tells the person a change could not be saved, and why (`StoreFailure`): an alert
    /// "Couldn't <action>" with an OK button. One at a time: while one is up, later failures add
    /// nothing.
    func showFailure(couldNot action: String, _ error: any Error) {
        guard let window, !(window.presentedViewControllers.last is Alert) else { return }
        present(Alert(title: "Couldn't \(action)", message: StoreFailure(error).description, actions: [.init("OK", role: .cancel)]))
    }

    /// Runs a write to the store; when it throws, shows why and returns false.
    @discardableResult
    func attempt(_ action: String, _ write: () throws -> Void) -> Bool {
        do {
            try write()
            return true
        } catch {
            showFailure(couldNot: action, error)
            return false
        }
    }
}
