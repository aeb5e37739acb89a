@testable import PaneKitUI
import Synchronization
import Testing

/// A model every page shares (pages run on their own threads, so it keeps its value under a lock).
final class Board: Observable, @unchecked Sendable {
    static let shared = Board()
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var stored = 0

    var posts: Int {
        get {
            registrar.access(self, keyPath: \.posts)
            return lock.withLock { stored }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.posts) { lock.withLock { stored = newValue } }
        }
    }
}

struct BoardApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Posts: \(Board.shared.posts)")
                Button("Post") { Board.shared.posts += 1 }
            }
        }
    }
}

@MainActor
@Suite("Live updates")
struct LiveUpdateTests {
    @Test("A change one page makes asks every other page that read it to refresh, and its next Scene shows it")
    func otherPages() throws {
        let writer = PageDriver<BoardApp>(), reader = PageDriver<BoardApp>()
        let before = Board.shared.posts
        #expect(reader.dump.contains("Posts: \(before)"))
        let requests = Atomic(0)
        reader.window.refresh.onRequest { requests.add(1, ordering: .relaxed) }
        try writer.tap("Post")
        #expect(requests.load(ordering: .relaxed) >= 1)
        #expect(reader.dump.contains("Posts: \(before + 1)"))
    }
}

/// A counter this page alone reads and writes.
@Observable
final class Tally {
    var count = 0
}

struct TallyView: View {
    let tally: Tally
    var body: some View {
        VStack {
            Text("count \(tally.count)")
            Button("Add") { tally.count += 1 }
        }
    }
}
