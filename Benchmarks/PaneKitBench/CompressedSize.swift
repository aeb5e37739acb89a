import CompressNIO
import NIOCore
import PaneKitServer

/// What a message costs on a page's compressed socket: deflated with the server's settings
/// (``MessageCompression``), alone — the socket keeps its context between messages, so what it
/// sends is this or less.
enum CompressedSize {
    static func of(_ message: String) -> Int {
        let raw = message.utf8.count
        guard raw >= MessageCompression.smallestCompressed,
              let compressor = try? ZlibCompressor(algorithm: .deflate, configuration: .init(
                  windowSize: Int32(MessageCompression.windowBits), compressionLevel: Int32(MessageCompression.level),
                  memoryLevel: Int32(MessageCompression.memoryLevel))) else { return raw }
        var buffer = ByteBuffer(string: message)
        guard let compressed = try? buffer.compressStream(with: compressor, flush: .sync) else { return raw }
        // RFC 7692 §7.2.1: the empty block a sync flush ends with is not sent.
        return compressed.readableBytes - 4
    }
}
