import Foundation
import PaneKit
import PostboxStore

/// The Settings sheet and what it applies.
extension PostboxApp {
    /// The gear that opens Settings, in the sidebar's bar and each compact tab's.
    func settingsButton() -> BarButtonItem {
        BarButtonItem("Settings", symbol: "gearshape") { [unowned self] in showSettings() }
    }

    /// Opens the Settings sheet (a form sheet in regular width, a page sheet on a phone).
    public func showSettings() {
        guard settingsSheet == nil, let presenter = sheetPresenter else { return }
        let controller = SettingsController(settings: settings)
        controller.onChange = { [unowned self] in change(settings: $0) }
        controller.onDone = { [unowned self, unowned controller] in
            controller.dismiss { [weak self] in self?.settingsSheet = nil }
        }
        let sheet = NavigationController(root: controller)
        sheet.modalPresentationStyle = .formSheet
        // A Mac's Settings is a window of its own, with toolbar tabs (D-104), as narrow as Mail's.
        sheet.sheetPresentationController?.prefersSeparateWindowOnMac = true
        sheet.preferredContentSize = Size(width: 560, height: 520)
        sheet.sheetPresentationController?.delegate = self
        settingsSheet = controller
        presenter.present(sheet)
    }

    /// What a new sheet is presented from: the split view, or on a Mac the compose window over
    /// it, which leaves the mailboxes usable (D-101); nil while anything else is presented.
    var sheetPresenter: ViewController? {
        let presented = split.window?.presentedViewControllers ?? []
        if presented.isEmpty { return split }
        if presented.count == 1, split.traits?.idiom == .mac, let window = compose?.navigationController, presented[0] === window { return window }
        return nil
    }

    /// Applies new settings and saves them.
    public func change(settings new: PostboxSettings) {
        settings = new
        apply(new)
        if let data = try? JSONEncoder().encode(new) {
            split.attempt("Save Settings") { try store.setSetting(Self.settingsKey, String(decoding: data, as: UTF8.self)) }
        }
    }

    func apply(_ settings: PostboxSettings) {
        sidebar.preferredRowSize = settings.sidebarSize
        split.tintColor = settings.accentColor == .blue ? nil : settings.accentColor
        switch settings.compactStyle {
        case .tabs where split.viewController(for: .compact) == nil && split.isCollapsed:
            // Wide, the tabs are made when the page first collapses.
            syncTabsFromSelection()
            split.setViewController(tabs, for: .compact)
        case .stack where split.viewController(for: .compact) != nil:
            if split.isCollapsed { syncSelectionFromTabs() }
            split.setViewController(nil, for: .compact)
            if split.isCollapsed { split.show(stackTopColumn) }
        default:
            break
        }
    }

    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        settingsSheet = nil
        headersSheet = nil
    }
}
