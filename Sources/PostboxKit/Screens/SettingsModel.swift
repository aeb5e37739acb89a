import PaneKitUI

/// Postbox's settings as the Settings sheet edits them: every change is applied and saved at
/// once (there is nothing to confirm).
@Observable
final class SettingsModel {
    /// What people chose; setting it tells the app (``onChange``).
    var settings: PostboxSettings {
        didSet { if settings != oldValue { onChange(settings) } }
    }
    /// Whether the sidebar size applies where the page runs: only the Mac honours it (SB-14).
    var appliesSidebarSize = true
    /// Tells the app a setting changed; it applies and saves it.
    @ObservationIgnored var onChange: (PostboxSettings) -> Void = { _ in }
    /// Asks the app to close the sheet.
    @ObservationIgnored var onDone: () -> Void = {}

    init(settings: PostboxSettings) {
        self.settings = settings
    }
}
