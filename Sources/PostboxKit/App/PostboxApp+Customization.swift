import Foundation
import PaneKit
import PostboxStore

/// What people arranged (tab order, the sidebar), kept in the settings table.
extension PostboxApp {
    static let tabOrderKey = "tabOrder"
    static let sidebarKey = "sidebar"
    static let settingsKey = "settings"

    /// Applies what people changed earlier: the sidebar and the settings (the tab order when the
    /// tabs are made).
    func restoreCustomization() {
        let decoder = JSONDecoder()
        if let json = try? store.setting(Self.sidebarKey),
           let customization = try? decoder.decode(SidebarCustomization.self, from: Data(json.utf8)) {
            sidebar.customization = customization
        }
        if let json = try? store.setting(Self.settingsKey),
           let saved = try? decoder.decode(PostboxSettings.self, from: Data(json.utf8)) {
            settings = saved
        }
        apply(settings)
        sidebar.onCustomizationChange = { [unowned self] customization in
            if let data = try? JSONEncoder().encode(customization) {
                sidebar.attempt("Save the Sidebar") { try store.setSetting(Self.sidebarKey, String(decoding: data, as: UTF8.self)) }
            }
        }
    }

    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {
        guard changed, let data = try? JSONEncoder().encode(tabBarController.customization) else { return }
        split.attempt("Save the Tab Order") { try store.setSetting(Self.tabOrderKey, String(decoding: data, as: UTF8.self)) }
    }

    public var rootViewController: ViewController { split }
}
