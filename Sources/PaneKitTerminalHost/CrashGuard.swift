#if canImport(Glibc)
import Glibc
#endif

/// Puts the terminal back when the program crashes: a handler for the fatal signals writes the
/// leave bytes and the saved settings with async-signal-safe calls only (`write`, `tcsetattr`,
/// `sigaction`), then hands the signal to whoever had it before (the Swift runtime's backtracer,
/// or the default action), which then runs as if we had not been there.
///
/// SIGKILL cannot be caught; a terminal killed so is restored by the shell's `reset`.
enum CrashGuard {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]
    // Read by the signal handler, so plain memory set up before any handler is installed.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    nonisolated(unsafe) private static var attributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var leave = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    nonisolated(unsafe) private static var leaveCount = 0
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Arms the guard for `device`, writing `leaveBytes` if the program crashes.
    static func install(descriptor: Int32, attributes: termios, leaveBytes: [UInt8]) {
        update(leaveBytes: leaveBytes)
        self.attributes.pointee = attributes
        self.descriptor = descriptor
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, _, _ in CrashGuard.handle(signal) }
            action.sa_flags = SA_SIGINFO | SA_NODEFER
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Changes what is written on a crash (the kitty keyboard was pushed since).
    static func update(leaveBytes: [UInt8]) {
        leaveCount = 0
        for byte in leaveBytes.prefix(leave.count) {
            leave[leaveCount] = byte
            leaveCount += 1
        }
    }

    /// Disarms it: the handlers that were there come back.
    static func remove() {
        guard descriptor >= 0 else { return }
        for signal in signals { sigaction(signal, previous + Int(signal), nil) }
        descriptor = -1
    }

    private static func handle(_ signal: Int32) {
        if descriptor >= 0 {
            _ = write(descriptor, leave.baseAddress, leaveCount)
            tcsetattr(descriptor, TCSANOW, attributes)
            descriptor = -1
        }
        // The previous handler takes the signal again: a fault re-runs its instruction, abort()
        // raises again once a handler returns.
        sigaction(signal, previous + Int(signal), nil)
        if signal == SIGABRT || signal == SIGSYS { raise(signal) }
    }
}
