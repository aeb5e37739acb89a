import Foundation

/// The browser client that reads the renderer's markup — `panekit.js` and its modules,
/// `panekit.css`, the icons — kept with the renderer, so the names both sides use (`data-*`
/// attributes, `pk-` classes, patch operations) change in one target (D-111). A server serves
/// these files; the renderer itself reads none of them.
public enum BrowserClient {
    /// The folder of the client's files, in this library's resource bundle.
    public static var folder: URL? { Bundle.module.url(forResource: "panekit", withExtension: nil) }
}
