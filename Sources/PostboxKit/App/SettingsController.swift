import PaneKit
import PaneKitUI
import PostboxStore

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

    /// A Mac shows a window with toolbar tabs; elsewhere the sheet says where the sidebar size
    /// does not apply (SB-14).
    override func viewWillLayoutSubviews() {
        let mac = traits?.idiom == .mac
        if model.isOnAMac != mac { model.isOnAMac = mac }
        super.viewWillLayoutSubviews()
    }
}
