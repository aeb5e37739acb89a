import PaneKit

/// The viewport a first paint is rendered for: what the page reported last time (the
/// `pk-viewport` cookie), else a guess from the User-Agent (docs/protocol.md, "First paint").
enum ViewportGuess {
    static let phone = Viewport(width: 390, height: 844, pointer: .coarse)
    static let desktop = Viewport(width: 1440, height: 900, pointer: .fine)

    static func viewport(cookie: String?, userAgent: String?) -> Viewport {
        if let cookie, let viewport = parse(cookie) { return viewport }
        let agent = userAgent ?? ""
        return agent.contains("Mobile") || agent.contains("iPhone") || agent.contains("Android") ? phone : desktop
    }

    /// `390x844,coarse` (what panekit.js writes).
    static func parse(_ value: String) -> Viewport? {
        let parts = value.split(separator: ",")
        let size = parts.first?.split(separator: "x") ?? []
        guard size.count == 2, let width = Double(size[0]), let height = Double(size[1]),
              (1...100_000).contains(width), (1...100_000).contains(height) else { return nil }
        let pointer = parts.count > 1 ? PointerKind(rawValue: String(parts[1])) ?? .fine : .fine
        return Viewport(width: width, height: height, pointer: pointer)
    }

    /// The viewport in a socket URL's query (docs/protocol.md, "Connecting").
    static func viewport(query: [String: String]) throws(ProtocolError) -> Viewport {
        guard let width = query["w"].flatMap(Double.init), let height = query["h"].flatMap(Double.init),
              (1...100_000).contains(width), (1...100_000).contains(height) else {
            throw ProtocolError("w and h must be numbers from 1 to 100000")
        }
        return Viewport(
            width: width, height: height,
            pointer: PointerKind(rawValue: query["pointer"] ?? "") ?? .fine,
            layoutDirection: query["dir"] == "rtl" ? .rightToLeft : .leftToRight,
            colorScheme: query["scheme"] == "dark" ? .dark : .light,
            reduceMotion: query["reduceMotion"] == "1"
        )
    }
}
