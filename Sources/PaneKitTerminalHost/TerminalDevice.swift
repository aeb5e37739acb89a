#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The controlling terminal, opened on its own (`/dev/tty`, so the shell's stdin keeps its
/// flags): raw mode in and out, its size, and the exact restoration of what it was.
final class TerminalDevice: @unchecked Sendable {
    let descriptor: Int32
    private let saved: termios

    /// Opens the controlling terminal; nil when the process has none.
    init?() {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var attributes = termios()
        guard tcgetattr(descriptor, &attributes) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        saved = attributes
    }

    /// The settings the terminal had when it was opened.
    var savedAttributes: termios { saved }

    /// Raw mode: bytes arrive as typed (Ctrl+C, Ctrl+Z and Ctrl+S too), nothing is echoed, output
    /// is not translated.
    func enterRawMode() {
        var raw = saved
        cfmakeraw(&raw)
        // Reads return as soon as one byte is there.
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(descriptor, TCSAFLUSH, &raw)
    }

    /// Puts back the settings the terminal had.
    func restore() {
        var attributes = saved
        tcsetattr(descriptor, TCSAFLUSH, &attributes)
    }

    /// The terminal's size in cells; 80×24 when it does not say.
    var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes all of `bytes`, retrying after interruptions; gives up when the terminal is gone.
    func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Reads what is there, waiting for at least one byte; nil at the end or on an error.
    func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}
