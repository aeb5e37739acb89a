import Foundation
import Logging
@testable import PaneKitServer
import PostboxKit
import PostboxStore
import Synchronization
import Testing

/// Fruits every page shows, kept once for all of them; each change tells every page as a shared
/// change, as a store does.
final class FruitBoard: Sendable {
    private let state = Mutex<(fruits: [String], observers: [PageRefresh])>((["apple", "pear"], []))

    var fruits: [String] { state.withLock { $0.fruits } }
    /// Moves at each change.
    var revision: Int { fruits.count }

    func observe(_ refresh: PageRefresh) { state.withLock { $0.observers.append(refresh) } }

    func add(_ fruit: String) {
        let observers = state.withLock { state in
            state.fruits.append(fruit)
            return state.observers
        }
        for refresh in observers { refresh.requestAfterSharedChange() }
    }
}

/// A page of the board's fruits. `limit` is the page's own and not shown: how many fruits it lists.
/// `reads` counts the list's bodies read, to tell a refresh computed from one taken.
final class BoardApp: PaneApp {
    final class Fruits: ViewController {
        let board: FruitBoard
        var limit: Int
        var selected: String?
        var reads = 0
        private var shownRevision = 0
        init(board: FruitBoard, limit: Int) {
            self.board = board
            self.limit = limit
            super.init(title: "Fruits")
        }
        /// Another page's change shows before the Scene is built, as Postbox's lists do.
        override func viewWillLayoutSubviews() {
            if board.revision != shownRevision {
                shownRevision = board.revision
                setNeedsUpdate()
            }
            super.viewWillLayoutSubviews()
        }
        override var body: any View {
            reads += 1
            return List(selection: selected, onSelect: { self.selected = $0; self.setNeedsUpdate() }) {
                ForEach(Array(board.fruits.prefix(limit)), id: \.self) { Label($0) }
            }
        }
    }

    let fruits: Fruits
    /// The page's refresh, for a change of the page's own.
    var refresh: PageRefresh?
    lazy var navigation = NavigationController(root: fruits)
    var rootViewController: ViewController { navigation }
    var path: String { "/" }
    var title: String { "Fruits" }
    func open(path: String) -> Bool { path == "/" }

    init(board: FruitBoard, limit: Int = 10) {
        fruits = Fruits(board: board, limit: limit)
    }

    func didGoLive(refresh: PageRefresh) {
        self.refresh = refresh
        fruits.board.observe(refresh)
    }
}

/// The app a session made. Sessions make and run their apps on the main actor, where the tests
/// read them too.
private final class MadeApp: @unchecked Sendable {
    var app: BoardApp?
}

/// Pages that show the same thing share the refresh a shared change makes (D-117).
@Suite("Shared pushes")
struct SharedPushTests {
    let viewport = Viewport(width: 390, height: 844)

    /// Sessions of one server on `board`, started, their apps reachable.
    @MainActor
    func pages(_ count: Int, board: FruitBoard, sharing: PageSharing, limits: [Int] = []) async -> [(Session, BoardApp)] {
        var pages: [(Session, BoardApp)] = []
        for index in 0..<count {
            let made = MadeApp()
            let limit = index < limits.count ? limits[index] : 10
            let session = Session(makeApp: {
                let app = BoardApp(board: board, limit: limit)
                made.app = app
                return app
            }, path: "/", viewport: viewport, sharing: sharing, logger: Logger(label: "test"))
            await session.onRefreshRequest(distinguishingShared: { _ in })
            _ = await session.start()
            pages.append((session, made.app!))
        }
        return pages
    }

    /// Two pages of one server on a new board, a plum added, the first page's refresh computed
    /// and offered.
    @MainActor
    func twoPagesAfterTheFirstRefreshed() async -> (FruitBoard, [(Session, BoardApp)]) {
        let board = FruitBoard()
        let pages = await pages(2, board: board, sharing: PageSharing())
        board.add("plum")
        _ = await pages[0].0.refreshOffering()
        return (board, pages)
    }

    @Test("D-117 a shared change: the first page computes its refresh and offers it; the others send the same message and hold the same tree without reading a body")
    @MainActor
    func pagesShareARefresh() async throws {
        let board = FruitBoard(), sharing = PageSharing()
        let pages = await pages(3, board: board, sharing: sharing)
        board.add("plum")
        let first = await pages[0].0.refreshOffering()
        #expect(first.offered)
        let push = try #require(first.message)
        #expect(push.contains("plum"))
        for (session, app) in pages.dropFirst() {
            let reads = app.fruits.reads
            let taken = await session.refreshOffering()
            #expect(taken.message == push)
            #expect(!taken.offered)
            #expect(app.fruits.reads == reads)
            #expect(await session.currentTree == pages[0].0.currentTree)
        }
    }

    @Test("D-117 a page that took another's refresh brings its own controllers up to date before its next event: a row only the refresh showed can be chosen")
    @MainActor
    func takerCatchesUp() async throws {
        let (_, pages) = await twoPagesAfterTheFirstRefreshed()
        let reads = pages[1].1.fruits.reads
        _ = await pages[1].0.refreshOffering()
        #expect(pages[1].1.fruits.reads == reads)
        let reply = try decode(await pages[1].0.receive(#"{"type":"select","list":"c2/0","tag":"plum","seq":1}"#))
        #expect(reply["type"] as? String == "patch")
        #expect(pages[1].1.fruits.selected == "plum")
    }

    @Test("D-117 a page whose own state changed (a plain request) computes its own refresh, even showing the same tree")
    @MainActor
    func ownChangeIsComputed() async throws {
        let (_, pages) = await twoPagesAfterTheFirstRefreshed()
        let (session, app) = pages[1]
        app.fruits.limit = 1
        app.fruits.setNeedsUpdate()
        app.refresh?.request()
        let reads = app.fruits.reads
        let own = await session.refreshOffering()
        #expect(app.fruits.reads > reads)
        #expect(!own.offered)
        let tree = await session.currentTree.html
        #expect(tree.contains("apple") && !tree.contains("pear") && !tree.contains("plum"))
    }

    @Test("D-117 a refresh that began before a page's last wake is not taken: the page reads the later change itself")
    @MainActor
    func laterWakeIsNotCovered() async throws {
        let (board, pages) = await twoPagesAfterTheFirstRefreshed()
        board.add("kiwi")
        let reads = pages[1].1.fruits.reads
        let second = await pages[1].0.refreshOffering()
        #expect(pages[1].1.fruits.reads > reads)
        #expect(second.message?.contains("kiwi") == true)
        let taken = await pages[1].0.currentTree.html
        #expect(taken.contains("plum"))
    }

    @Test("D-117 a page whose unseen state would draw the change otherwise is corrected in the reply to its next event")
    @MainActor
    func unseenStateIsCorrected() async throws {
        let board = FruitBoard(), sharing = PageSharing()
        // The second page lists two fruits at most: with two on the board, both pages look alike.
        let pages = await pages(2, board: board, sharing: sharing, limits: [10, 2])
        #expect(await pages[0].0.currentTree == pages[1].0.currentTree)
        board.add("plum")
        _ = await pages[0].0.refreshOffering()
        _ = await pages[1].0.refreshOffering()
        let taken = await pages[1].0.currentTree.html
        #expect(taken.contains("plum"))
        let reply = try decode(await pages[1].0.receive(#"{"type":"select","list":"c2/0","tag":"pear","seq":1}"#))
        let ops = try #require(reply["ops"] as? [[Any]])
        #expect(ops.contains { $0.first as? String == "x" && ($0[1] as? String)?.contains("plum") == true })
        let corrected = await pages[1].0.currentTree.html
        #expect(!corrected.contains("plum"))
    }

    @Test("D-117 what the server keeps of refreshes is bounded: a few per place, the oldest places dropped first")
    func keptRefreshesAreBounded() {
        let pushes = SharedPushes()
        func tree(_ text: String) -> HTMLElement { HTMLElement("div", key: "root", text: text) }
        for place in 0..<(SharedPushes.places + 10) {
            for step in 0..<(SharedPushes.refreshesPerPlace + 3) {
                let began = pushes.next()
                pushes.record(.init(began: began, before: tree("\(place).\(step)"), after: tree("\(place).\(step + 1)"), message: "m"),
                              at: .init(path: "/\(place)", viewport: viewport))
            }
        }
        #expect(pushes.keptCount <= SharedPushes.places * SharedPushes.refreshesPerPlace)
        // The newest place keeps its newest refreshes, and a page woken before them takes one.
        let newest = SharedPushes.Place(path: "/\(SharedPushes.places + 9)", viewport: viewport)
        let last = SharedPushes.refreshesPerPlace + 2
        #expect(pushes.refresh(at: newest, from: tree("\(SharedPushes.places + 9).\(last)"), wokenAt: 0) != nil)
        #expect(pushes.refresh(at: newest, from: tree("\(SharedPushes.places + 9).0"), wokenAt: 0) == nil)
        // The first place is gone.
        #expect(pushes.refresh(at: .init(path: "/0", viewport: viewport), from: tree("0.\(last)"), wokenAt: 0) == nil)
    }

    @Test("D-117 a refresh offered sends the pages waiting at its place back to look for it; the budget goes on to a page elsewhere")
    func offeredRefreshWakesTheWaitingThere() async throws {
        let budget = PushBudget()
        let inbox = SharedPushes.Place(path: "/mailbox/inbox", viewport: viewport)
        let archive = SharedPushes.Place(path: "/mailbox/archive", viewport: viewport)
        #expect(await budget.acquire(at: inbox) == .granted)
        let there = (0..<3).map { _ in Task { await budget.acquire(at: inbox) } }
        while await budget.waitingCount < 3 { await Task.yield() }
        let elsewhere = Task { await budget.acquire(at: archive) }
        while await budget.waitingCount < 4 { await Task.yield() }
        await budget.release(spent: .zero, offeredAt: inbox)
        for page in there { #expect(await page.value == .lookAgain) }
        // The page at another address gets the budget, as it would have without the offer.
        #expect(await elsewhere.value == .granted)
        #expect(await budget.waitingCount == 0)
        await budget.release(spent: .zero)
        #expect(await budget.acquire() == .granted)
        await budget.release(spent: .zero)
    }

    @Test("D-117 a page that took a refresh its own controllers would not draw, and whose event is then refused, asks for a refresh of its own, which corrects it")
    @MainActor
    func refusedEventAfterCatchUpRefreshes() async throws {
        let board = FruitBoard(), sharing = PageSharing()
        let pages = await pages(2, board: board, sharing: sharing, limits: [10, 2])
        let wakes = Mutex<[Bool]>([])
        await pages[1].0.onRefreshRequest(distinguishingShared: { shared in wakes.withLock { $0.append(shared) } })
        board.add("plum")
        _ = await pages[0].0.refreshOffering()
        _ = await pages[1].0.refreshOffering()
        wakes.withLock { $0.removeAll() }
        // The person chooses the row only the taken refresh drew; this page's own list has no plum.
        let reply = try decode(await pages[1].0.receive(#"{"type":"select","list":"c2/0","tag":"plum","seq":1}"#))
        #expect(reply["type"] as? String == "error")
        #expect(wakes.withLock { $0 } == [false])
        let own = await pages[1].0.refreshOffering()
        #expect(own.message?.contains("plum") == true)
        let corrected = await pages[1].0.currentTree.html
        #expect(!corrected.contains("plum"))
    }

    @Test("D-117 the server's push: a page takes the refresh offered without the budget, which another page holds meanwhile")
    @MainActor
    func pushTakesWithoutTheBudget() async throws {
        let board = FruitBoard(), sharing = PageSharing()
        let pages = await pages(2, board: board, sharing: sharing)
        board.add("plum")
        let budget = PushBudget()
        let first = Mutex<[String]>([]), second = Mutex<[String]>([])
        try await PaneServer.push(session: pages[0].0, turn: WriteTurn(), budget: budget) { message in first.withLock { $0.append(message) } }
        // Held by someone else: a page that had to compute would wait for ever.
        await budget.acquire()
        try await PaneServer.push(session: pages[1].0, turn: WriteTurn(), budget: budget) { message in second.withLock { $0.append(message) } }
        #expect(first.withLock { $0 } == second.withLock { $0 })
        #expect(second.withLock { $0.count } == 1)
        await budget.release(spent: .zero)
    }

    @Test("D-117 Postbox: a write to the store reaches pages showing the same mailbox as one refresh, computed once")
    @MainActor
    func postboxPagesShare() async throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 40)
        let sharing = PageSharing()
        var sessions: [Session] = []
        for _ in 0..<3 {
            let session = Session(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox", viewport: Viewport(width: 1440, height: 900),
                                  sharing: sharing, logger: Logger(label: "test"))
            await session.onRefreshRequest(distinguishingShared: { _ in })
            _ = await session.start()
            sessions.append(session)
        }
        let first = try #require(try store.messages(in: "inbox", limit: 1).first)
        try store.setFlagged(first.id, !first.isFlagged)
        // The store tells its observers at once for a first write.
        let computed = await sessions[0].refreshOffering()
        #expect(computed.offered && computed.message != nil)
        for session in sessions.dropFirst() {
            let taken = await session.refreshOffering()
            #expect(taken.message == computed.message && !taken.offered)
        }
    }
}

private func decode(_ json: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
}
