import Dispatch
import Foundation
import PaneKit
import PaneKitTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Runs one `TerminalSession` on the controlling terminal until the person quits: raw mode, the
/// alternate screen, mouse and paste modes on the way in, and exactly what was there on the way
/// out — on quit, on SIGTERM, SIGINT and SIGHUP, around a suspend (Ctrl+Z, then a full repaint),
/// and on a crash (`CrashGuard`). A resize reflows at once.
public enum TerminalHost {
    /// Why the host could not start.
    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    private enum Event: Sendable {
        case input([UInt8])
        case closed
        case signal(Int32)
        case refresh
        case escapeTimeout(Int)
    }

    /// Runs the session `makeSession` makes for the terminal's size; returns the exit status.
    @MainActor
    ///
    /// `PANEKIT_TUI_SNAPSHOT=path` writes the renderer's own view of each frame there
    /// (``CellBuffer/styledSnapshot``), so tests can compare what the terminal shows with it.
    /// `crashOnF12` crashes on F12, for the test that the terminal survives a crash.
    public static func run(mouse: Bool = true, log: ((String) -> Void)? = nil, crashOnF12: Bool = false,
                           makeSession: (_ columns: Int, _ rows: Int) -> TerminalSession) async throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        if environment["TERM"] == "dumb" { throw StartFailure(description: "this terminal (TERM=dumb) cannot show a full-screen program") }
        guard isatty(STDIN_FILENO) != 0 || isatty(STDOUT_FILENO) != 0, let device = TerminalDevice() else {
            throw StartFailure(description: "tui needs a terminal: run it in one, or over ssh -t")
        }
        let size = device.size
        let session = makeSession(size.columns, size.rows)
        if let log { session.log = log }

        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        var sources: [any DispatchSourceSignal] = []
        for signal in [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGCONT, SIGTSTP, SIGQUIT] {
            Glibc.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler { @Sendable in continuation.yield(.signal(signal)) }
            source.resume()
            sources.append(source)
        }
        session.onRefreshRequest { continuation.yield(.refresh) }
        CrashGuard.install(descriptor: device.descriptor, attributes: device.savedAttributes, leaveBytes: session.leave)
        device.enterRawMode()
        device.write(session.start(mouse: mouse))
        let reader = Thread {
            while let bytes = device.read() { continuation.yield(.input(bytes)) }
            continuation.yield(.closed)
        }
        reader.start()

        let snapshotPath = environment["PANEKIT_TUI_SNAPSHOT"]
        var snapshotted: CellBuffer?
        func write(_ bytes: [UInt8]) {
            device.write(bytes)
            guard let snapshotPath, session.frame.buffer != snapshotted else { return }
            snapshotted = session.frame.buffer
            let temporary = snapshotPath + ".partial"
            if FileManager.default.createFile(atPath: temporary, contents: Data(session.frame.buffer.styledSnapshot.utf8)) {
                _ = Glibc.rename(temporary, snapshotPath)
            }
        }
        write([])
        var escapeGeneration = 0
        var usesKitty = false
        func leave() {
            device.write(session.leave)
            device.restore()
        }
        func finish(_ status: Int32) -> Int32 {
            leave()
            CrashGuard.remove()
            for source in sources { source.cancel() }
            return status
        }
        func suspend() {
            leave()
            // Stopped until the shell continues it; SIGCONT then repaints.
            kill(getpid(), SIGSTOP)
        }
        // One event at a time, on the main actor, where the app runs (D-93).
        for await event in events {
            switch event {
            case .input(let bytes):
                if crashOnF12, bytes.starts(with: Array("\u{1B}[24~".utf8)) { fatalError("crashed on F12, as --crash-on-f12 asks") }
                write(session.receive(bytes))
                if session.hasPendingEscape {
                    escapeGeneration += 1
                    let generation = escapeGeneration
                    Task {
                        // A lone Esc is the key once no sequence follows it within 30 ms.
                        try? await Task.sleep(for: .milliseconds(30))
                        continuation.yield(.escapeTimeout(generation))
                    }
                }
            case .escapeTimeout(let generation):
                if generation == escapeGeneration, session.hasPendingEscape { write(session.flushEscape()) }
            case .refresh:
                write(session.refresh())
            case .signal(SIGWINCH):
                let size = device.size
                write(session.resize(columns: size.columns, rows: size.rows))
            case .signal(SIGCONT):
                device.enterRawMode()
                write(session.start(mouse: mouse) + session.repaint())
            case .signal(SIGTSTP):
                suspend()
            case .signal(let signal):
                return finish(128 + signal)
            case .closed:
                return finish(0)
            }
            if session.usesKittyKeyboard != usesKitty {
                usesKitty = session.usesKittyKeyboard
                CrashGuard.update(leaveBytes: session.leave)
            }
            switch session.request {
            case .quit?:
                return finish(0)
            case .suspend?:
                session.clearRequest()
                suspend()
            case nil:
                break
            }
        }
        return finish(0)
    }
}
