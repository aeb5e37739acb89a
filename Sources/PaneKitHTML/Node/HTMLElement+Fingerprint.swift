extension HTMLElement {
    /// A short fingerprint of the element's HTML (64-bit FNV-1a, in hex): the same in every
    /// process for the same tree, so a page's first paint can say what it shows and the session
    /// that picks it up can tell whether it shows the same (the first message as a diff, D-78).
    public var fingerprint: String {
        Self.fingerprint(ofHTML: html)
    }

    /// The fingerprint of HTML text already made (``fingerprint`` of the element it came from).
    public static func fingerprint(ofHTML html: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in html.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
