import Foundation
import PaneKitHTML

/// The client's files (PaneKitHTML's ``BrowserClient``): script, stylesheet and icons, read once.
struct Assets: Sendable {
    struct Asset: Sendable {
        let bytes: [UInt8]
        let contentType: String
    }

    private let files: [String: Asset]

    subscript(name: String) -> Asset? { files[name] }

    static func load() -> Assets {
        var files: [String: Asset] = [:]
        guard let root = BrowserClient.folder else { return Assets(files: [:]) }
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard let data = try? Data(contentsOf: url), !url.hasDirectoryPath else { continue }
            let name = String(url.path.dropFirst(root.path.count + 1))
            files[name] = Asset(bytes: Array(data), contentType: contentType(for: url.pathExtension))
        }
        return Assets(files: files)
    }

    private static func contentType(for fileExtension: String) -> String {
        switch fileExtension {
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
