import PaneKit
import PaneKitUI

/// Postbox's Settings sheet: ``SettingsView`` over its ``SettingsModel``, as a screen of the
/// app's containers.
final class SettingsController: HostingController {
    let model: SettingsModel

    init(settings: PostboxSettings) {
        model = SettingsModel(settings: settings)
        super.init(model: model) { SettingsView(model: $0) }
    }

    /// Tells the app a setting changed; it applies and saves it.
    var onChange: (PostboxSettings) -> Void {
        get { model.onChange }
        set { model.onChange = newValue }
    }

    /// Asks the app to close the sheet.
    var onDone: () -> Void {
        get { model.onDone }
        set { model.onDone = newValue }
    }

    /// The sidebar size note shows where the size does not apply: off the Mac (SB-14).
    override func viewWillLayoutSubviews() {
        let applies = traits?.idiom == .mac
        if model.appliesSidebarSize != applies { model.appliesSidebarSize = applies }
        super.viewWillLayoutSubviews()
    }
}
