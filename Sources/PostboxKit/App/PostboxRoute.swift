import Foundation
import PostboxStore

/// What a Postbox URL names: `/mailbox/<id>[/search/<text>][/message/<n>]`, then the open sheet,
/// `/compose/<draft>` or `/settings`. `/` names no mailbox. A search of the mailbox alone (the
/// Current Mailbox scope) is `/search-in-mailbox/<text>`.
///
/// Parsed whole before anything changes, so a path that names nothing changes nothing.
public struct PostboxRoute: Sendable, Hashable {
    /// The mailbox id after `/mailbox/`; nil for a path that names no mailbox (`/`).
    public var mailbox: String?
    /// The search text after `/search/` (or `/search-in-mailbox/`); empty when there is no search.
    public var query = ""
    /// Whether the search looks in the mailbox alone (`/search-in-mailbox/`), not in every one.
    public var searchesMailboxOnly = false
    /// The message id after `/message/`; nil when no message is open.
    public var message: Int64?
    /// The open sheet; nil when there is none.
    public var sheet: Sheet?

    /// A sheet a URL can name.
    public enum Sheet: Sendable, Hashable {
        /// The compose sheet for the draft with this id: `/compose/<draft>`.
        case compose(draft: Int64)
        /// The Settings sheet: `/settings`.
        case settings
    }

    /// A route from its parts; with the defaults it names nothing (`/`).
    public init(mailbox: String? = nil, query: String = "", searchesMailboxOnly: Bool = false, message: Int64? = nil, sheet: Sheet? = nil) {
        self.mailbox = mailbox
        self.query = query
        self.searchesMailboxOnly = searchesMailboxOnly
        self.message = message
        self.sheet = sheet
    }

    /// Parses a path as browsers send it (percent-encoded); nil when it is not a Postbox URL.
    public init?(path: String) {
        var rest = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }[...]
        func take(_ name: String) -> String?? {
            guard rest.first == name else { return .some(nil) }
            guard rest.count >= 2 else { return nil }
            defer { rest = rest.dropFirst(2) }
            return rest[rest.startIndex + 1]
        }
        if rest.first == "mailbox" {
            guard let mailbox = take("mailbox"), let everywhere = take("search"), let here = take("search-in-mailbox"),
                  everywhere == nil || here == nil, let message = take("message") else { return nil }
            self.mailbox = mailbox
            self.query = everywhere ?? here ?? ""
            self.searchesMailboxOnly = here != nil
            if let message {
                guard let id = Int64(message) else { return nil }
                self.message = id
            }
        }
        if rest.first == "settings" {
            rest = rest.dropFirst()
            sheet = .settings
        } else if rest.first == "compose" {
            guard let draft = take("compose"), let id = draft.flatMap(Int64.init) else { return nil }
            sheet = .compose(draft: id)
        }
        guard rest.isEmpty else { return nil }
    }

    /// The path, each part percent-encoded. A search of dots only is left out: browsers would
    /// read it as `.` or `..` and move up the path.
    public var path: String {
        var parts: [String] = []
        if let mailbox {
            parts += ["mailbox", Self.encode(mailbox)]
            if !query.isEmpty, !query.allSatisfy({ $0 == "." }) { parts += [searchesMailboxOnly ? "search-in-mailbox" : "search", Self.encode(query)] }
            if let message { parts += ["message", String(message)] }
        }
        switch sheet {
        case .compose(let draft): parts += ["compose", String(draft)]
        case .settings: parts.append("settings")
        case nil: break
        }
        return "/" + parts.joined(separator: "/")
    }

    /// One path segment. Ids of letters, digits and `-_.~` (most mailboxes) are their own
    /// encoding: the page's path is asked for after every event, so they skip Foundation.
    static func encode(_ part: String) -> String {
        if part.utf8.allSatisfy({ byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x7E
        }) {
            return part
        }
        return part.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? part
    }

    /// What a path segment keeps as it is: a URL path's characters but `/`, `%` and `;`.
    private static let segmentAllowed: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/%;")
        return allowed
    }()
}
