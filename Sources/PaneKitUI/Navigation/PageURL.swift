import Foundation
import PaneKit

extension View {
    /// The URL path of the page while this view is on screen — PaneKit's web counterpart of the
    /// state restoration SwiftUI leaves to the platform. When several views on screen name one,
    /// the later screen wins (a detail column's over its sidebar's, a pushed screen's over the one
    /// below, a sheet's over what it covers), and within a screen a view inside another wins over
    /// it. A new path becomes a new history entry, so
    /// Back returns to the previous one through ``onOpenURL(perform:)``.
    public func pagePath<S: StringProtocol>(_ path: S) -> some View {
        let path = String(path)
        return ScreenRecordingView(content: self) { $0.pagePath = path }
    }

    /// Runs `action` with the page's URL when the page opens at a URL (a link, a reload) and when
    /// the person goes back or forward in the browser's history, as SwiftUI's
    /// `.onOpenURL(perform:)` runs for the URLs an app is opened with. Set the state the URL's
    /// path names; ``pagePath(_:)`` says it again.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        ScreenRecordingView(content: self) { $0.openURLActions.append(action) }
    }
}

/// The page's URL, from the views on screen and for them.
enum PageURL {
    /// The path the views on screen name: the last one in reading order, else "/". The screens
    /// are read first if their state changed, so the path is current before any Scene is built.
    static func path(of root: PaneKit.ViewController) -> String {
        var path: String?
        for controller in shownControllers(from: root) {
            guard let host = controller as? HostingController else { continue }
            host.resolveIfNeeded()
            if let named = host.pagePath { path = named }
        }
        return path ?? "/"
    }

    /// Gives `path` to every `onOpenURL` of every screen, on screen or not, reading the screens
    /// first if they have not been read yet.
    static func open(_ path: String, in root: PaneKit.ViewController) {
        guard let url = URL(string: "panekit-page://page" + (path.hasPrefix("/") ? path : "/" + path)) else { return }
        var actions: [(URL) -> Void] = []
        func walk(_ controller: PaneKit.ViewController) {
            if let host = controller as? HostingController {
                host.resolveIfNeeded()
                actions += host.openURLActions
            }
            controller.children.forEach(walk)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller { walk(presented) }
        }
        walk(root)
        for action in actions { action(url) }
    }

    /// The controllers the page shows, by structure (a tab bar's selected tab only; a stack's
    /// screens bottom to top): parents before children, then what they present.
    private static func shownControllers(from root: PaneKit.ViewController) -> [PaneKit.ViewController] {
        var result: [PaneKit.ViewController] = []
        func walk(_ controller: PaneKit.ViewController) {
            result.append(controller)
            if let tabs = controller as? TabBarController {
                if let selected = tabs.selectedViewController { walk(selected) }
            } else {
                controller.children.forEach(walk)
            }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller { walk(presented) }
        }
        walk(root)
        return result
    }
}
