import PaneKit
/// Postbox's Settings sheet: sidebar size, accent color and what compact width shows.
///
/// Every change applies at once and is saved (there is nothing to confirm), so the only button
/// is Done, as in iOS settings sheets.
final class SettingsController: ViewController {
    private(set) var settings: PostboxSettings
    /// Tells the app a setting changed; it applies and saves it.
    var onChange: (PostboxSettings) -> Void = { _ in }
    /// Asks the app to close the sheet.
    var onDone: () -> Void = {}

    init(settings: PostboxSettings) {
        self.settings = settings
        super.init(title: "Settings")
        navigationItem.trailingItems = [BarButtonItem("Done") { [unowned self] in onDone() }]
    }

    override var body: any View {
        VStack {
            Text("Sidebar Size", style: .headline)
            Picker("Sidebar Size", selection: settings.sidebarSize, options: [
                PickerOption(SidebarRowSize.small, title: "Small"),
                PickerOption(SidebarRowSize.medium, title: "Medium"),
                PickerOption(SidebarRowSize.large, title: "Large"),
            ]) { [unowned self] in change { $0.sidebarSize = $1 }($0) }
            if traits?.idiom != .mac {
                Text("Applies on the Mac. On iPad and iPhone, sidebars are always medium.", style: .footnote)
            }
            Text("Accent Color", style: .headline)
            Picker("Accent Color", selection: settings.accentColor,
                   options: TintColor.allCases.map { PickerOption($0, title: $0.title, symbol: "circle.fill", tint: $0) },
                   style: .inline) { [unowned self] in change { $0.accentColor = $1 }($0) }
            Text("Compact Width", style: .headline)
            Picker("Compact Width", selection: settings.compactStyle, options: [
                PickerOption(PostboxSettings.CompactStyle.tabs, title: "Tabs"),
                PickerOption(PostboxSettings.CompactStyle.stack, title: "Single Stack"),
            ]) { [unowned self] in change { $0.compactStyle = $1 }($0) }
            Text(settings.compactStyle == .tabs
                 ? "A tab for each of Inbox, Flagged, Drafts and Sent, the others under More."
                 : "Mailboxes, then messages, then the message, one screen at a time.", style: .footnote)
        }
    }

    private func change<Value>(_ apply: @escaping (inout PostboxSettings, Value) -> Void) -> (Value) -> Void {
        { [unowned self] value in
            apply(&settings, value)
            setNeedsUpdate()
            onChange(settings)
        }
    }
}
