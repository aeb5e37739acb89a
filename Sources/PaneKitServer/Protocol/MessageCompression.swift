import HummingbirdWSCompression
import HummingbirdWebSocket

/// How a page's socket is compressed: `permessage-deflate` (RFC 7692) when the browser offers it,
/// which every current browser does. A patch is HTML in JSON, and repeats itself row after row:
/// the tree a page gets when it opens another mailbox is about 284 KB, 29 KB compressed.
///
/// The settings weigh bytes against memory and time (D-116): a 4 KB window (`windowBits` 12) and
/// `memoryLevel` 4 cost a page about 40 KB more (the largest window and memory level would cost
/// 256 KB of zlib state a page, more than the rest of a page together), and level 6 brings the
/// 284 KB under 30 KB. The context is kept between messages, so what the page was sent just
/// before costs little again.
public enum MessageCompression {
    /// The deflate window, in bits (4 KB), for both directions.
    public static let windowBits = 12
    /// zlib's compression level (0…9).
    public static let level = 6
    /// zlib's memory level (1…9): the size of its hash tables.
    public static let memoryLevel = 4
    /// Messages shorter than this go uncompressed (a key's echo, a ping's answer).
    public static let smallestCompressed = 256

    /// The socket extension, offered to every page that asks for it. Inbound messages inflate to
    /// at most ``ClientMessage/maximumSize``, so a small compressed message cannot grow past what
    /// the protocol accepts.
    static var socketExtension: WebSocketExtensionFactory {
        .perMessageDeflate(clientMaxWindow: windowBits, serverMaxWindow: windowBits, compressionLevel: level,
                           memoryLevel: memoryLevel, maxDecompressedFrameSize: ClientMessage.maximumSize,
                           minFrameSizeToCompress: smallestCompressed)
    }
}
