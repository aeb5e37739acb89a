import PaneKitUI
import PostboxStore

/// Postbox's settings as the Settings sheet edits them: every change is applied and saved at
/// once (there is nothing to confirm).
@Observable
final class SettingsModel {
    /// What people chose; setting it tells the app (``onChange``).
    var settings: PostboxSettings {
        didSet { if settings != oldValue { onChange(settings) } }
    }
    /// Whether the page follows a Mac's conventions: Settings is a window with toolbar tabs there,
    /// and only the Mac honours the sidebar size (SB-14).
    var isOnAMac = true
    /// The Mac window's tab shown.
    var pane = Pane.general

    /// The tabs of a Mac's Settings window, as Mail's (General, Viewing…).
    enum Pane: Hashable {
        case general
        case appearance

        /// The tab's name, the window's title while it shows.
        var title: String {
            switch self {
            case .general: "General"
            case .appearance: "Appearance"
            }
        }
    }
    /// Tells the app a setting changed; it applies and saves it.
    @ObservationIgnored var onChange: (PostboxSettings) -> Void = { _ in }
    /// Asks the app to close the sheet.
    @ObservationIgnored var onDone: () -> Void = {}

    init(settings: PostboxSettings) {
        self.settings = settings
    }
}
