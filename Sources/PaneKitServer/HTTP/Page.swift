import PaneKit
import PaneKitHTML

/// The HTML document around a rendered root: stylesheet, client module, and the first paint.
enum Page {
    /// The Content-Security-Policy of every page: scripts from this origin only, no inline
    /// script, no plugins, no framing.
    static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
        "connect-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'",
    ].joined(separator: "; ")

    /// The document; the app's element carries the first paint's fingerprint, which the client
    /// sends with its first socket so the session can answer with a diff (D-78).
    static func document(root: HTMLElement, title: String, appName: String) -> String {
        let body = root.html
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <title>\(Escaping.text(title.isEmpty ? appName : title))</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/panekit/panekit.css">
        <script type="module" src="/panekit/panekit.js"></script>
        </head>
        <body>
        <div id="pk-app" data-socket="/panekit/socket" data-paint="\(HTMLElement.fingerprint(ofHTML: body))">\(body)</div>
        <div id="pk-banner" role="status" aria-live="polite" hidden>Reconnecting…</div>
        </body>
        </html>
        """
    }
}
