/// Takes a page's outgoing messages one at a time, each computed and written before the next
/// starts: replies and pushes leave in the order their patches were diffed, so the page applies
/// each to the tree it was diffed against; and a page that stops reading holds up only itself.
actor WriteTurn {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once no other message of the page is being computed or written.
    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer { handOver() }
        return try await body()
    }

    /// Runs `body` if no other message of the page is being computed or written, and returns
    /// nil without running it otherwise.
    func runIfFree<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T? {
        guard !busy else { return nil }
        busy = true
        defer { handOver() }
        return try await body()
    }

    /// Returns once the page's current message, if any, has been computed and written.
    func waitUntilFree() async {
        guard busy else { return }
        await withCheckedContinuation { waiting.append($0) }
        handOver()
    }

    private func handOver() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
