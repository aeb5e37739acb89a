import PaneKit
import PostboxStore
/// Postbox's root: a triple-column split view that lets the app catch up with the store before
/// each Scene, so a page shows what other pages and other processes wrote (D-45).
final class MailSplitViewController: SplitViewController {
    /// Called before every Scene, on the page's own events and on pushes alike.
    var willLayout: () -> Void = {}

    override init() {
        super.init(style: .tripleColumn)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        willLayout()
    }

    /// Mail on an iPad in portrait: where the list and the message cannot both tile beside the
    /// sidebar, the list comes over the message, which dims, instead of pushing it aside; where
    /// everything tiles the automatic rules stay (D-99).
    override func traitsDidChange(previous: Traits?) {
        super.traitsDidChange(previous: previous)
        guard let width = traits?.size.width else { return }
        let widths = DisplayModeResolution.Widths(primary: primaryColumnWidth, supplementary: supplementaryColumnWidth,
                                                  secondaryMinimum: secondaryMinimumWidth)
        let automatic = DisplayModeResolution.automaticBehavior(style: style, width: width, widths: widths)
        preferredSplitBehavior = automatic == .displace ? .overlay : .automatic
    }
}
