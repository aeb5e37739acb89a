import PaneKit
/// Postbox's root: a triple-column split view that lets the app catch up with the store before
/// each Scene, so a page shows what other pages and other processes wrote (D-45).
final class MailSplitViewController: SplitViewController {
    /// Called before every Scene, on the page's own events and on pushes alike.
    var willLayout: () -> Void = {}

    init() {
        super.init(style: .tripleColumn)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        willLayout()
    }
}
