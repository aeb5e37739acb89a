/// A list's pull to refresh, as UIKit's `UIRefreshControl` set on a table view (LS-3).
///
/// On a phone or an iPad, people drag the top of the list's scrolling area downward and let go:
/// the list shows a spinner above its rows and calls ``onRefresh``. The controller keeps
/// ``isRefreshing`` true while its work runs (UIKit's `beginRefreshing()`) and sets it back to
/// false when the work ends (`endRefreshing()`); the spinner stays as long. A Mac's list offers
/// no gesture: call the same work from a menu item or a button there.
///
/// ```swift
/// var list = List(selection: selected, onSelect: open) { … }
/// list.refreshControl = RefreshControl(isRefreshing: isChecking) { self.checkForMail() }
/// ```
public struct RefreshControl {
    /// Whether a refresh is under way: the spinner shows above the rows.
    public var isRefreshing: Bool
    /// Called when people pull the list down and let go while no refresh is under way.
    public var onRefresh: () -> Void

    /// A refresh control showing the spinner while `isRefreshing`, calling `onRefresh` on a pull.
    public init(isRefreshing: Bool = false, onRefresh: @escaping () -> Void) {
        self.isRefreshing = isRefreshing
        self.onRefresh = onRefresh
    }

    /// What a Scene carries of a list's refresh control.
    public enum State: String, Sendable, Hashable {
        /// People may pull the list to refresh it.
        case idle
        /// A refresh is under way: the spinner shows, a pull does nothing.
        case refreshing
    }

    var state: State { isRefreshing ? .refreshing : .idle }
}
