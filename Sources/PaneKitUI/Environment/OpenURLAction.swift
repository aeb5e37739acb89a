import Foundation
import PaneKit

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): the browser opens web
/// and mail addresses in a tab of their own (docs/protocol.md), and an app may handle some itself
/// with `.environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, system(URL?)
        }
        let kind: Kind
        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler would not open it.
        public static let discarded = Result(kind: .discarded)
        /// The browser opens it.
        public static let systemAction = Result(kind: .system(nil))
        /// The browser opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: ((URL) -> Result)?
    /// The browser's action: set by the screen for its window.
    var system: (URL) -> Bool = { _ in false }

    /// An action whose `handler` decides what to do with each URL, as SwiftUI's
    /// `OpenURLAction(handler:)`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    init() {
        handler = nil
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = open(url) }

    /// Opens `url`, then says whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { completion(open(url)) }

    private func open(_ url: URL) -> Bool {
        guard let handler else { return system(url) }
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .system(let other): return system(other ?? url)
        }
    }
}

extension EnvironmentValues {
    /// Opens URLs, as SwiftUI's `\.openURL`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set {
            // The screen's browser action stays under an app's handler.
            var action = newValue
            action.system = self[OpenURLKey.self].system
            self[OpenURLKey.self] = action
        }
    }

    /// Gives the screen's window the URLs its views open.
    mutating func openURLs(in window: PaneKit.Window?) {
        var action = self[OpenURLKey.self]
        action.system = { [weak window] url in window?.openExternal(url) ?? false }
        self[OpenURLKey.self] = action
    }
}

private enum OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}
