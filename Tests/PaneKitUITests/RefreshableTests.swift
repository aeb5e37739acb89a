import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Synchronization
import Testing

/// Mail to fetch, and the fetch a test lets finish: one continuation per fetch.
@MainActor
@Observable
final class FetchingInbox {
    var subjects = ["Welcome"]
    var fetches = 0
    private var waiting: CheckedContinuation<Void, Never>?

    func fetch() async {
        fetches += 1
        await withCheckedContinuation { waiting = $0 }
        subjects.insert("New mail \(fetches)", at: 0)
    }

    var isWaiting: Bool { waiting != nil }

    func finishFetch() {
        waiting?.resume()
        waiting = nil
    }
}

struct RefreshableInboxApp: PaneKitUI.App {
    let inbox = FetchingInbox()

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    PaneKitUI.List(inbox.subjects, id: \.self) { subject in
                        PaneKitUI.Text(subject)
                    }
                    RefreshButton()
                }
                .refreshable { await inbox.fetch() }
                .navigationTitle("Inbox")
            }
        }
    }
}

/// A button of the app's own that refreshes as a pull does, disabled outside a `.refreshable`.
private struct RefreshButton: PaneKitUI.View {
    @PaneKitUI.Environment(\.refresh) private var refresh

    var body: some PaneKitUI.View {
        PaneKitUI.Button("Check Mail") { Task { await refresh?() } }
            .disabled(refresh == nil)
    }
}

@MainActor
@Suite("Pull to refresh (LS-3)")
struct RefreshableTests {
    private func list(_ page: PageDriver<RefreshableInboxApp>) throws -> ViewNode {
        try #require(page.window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
    }

    private func refreshState(_ page: PageDriver<RefreshableInboxApp>) throws -> RefreshControl.State? {
        guard case .list(_, _, _, let refresh) = try list(page).kind else { return nil }
        return refresh
    }

    @Test("LS-3 .refreshable makes its List pullable; a pull runs the action, the spinner shows until it returns, and the rows it fetched are drawn after")
    func pullRunsTheActionUntilItReturns() async throws {
        let page = PageDriver<RefreshableInboxApp>(width: 390, height: 844)
        let inbox = page.host.app.inbox
        let asked = Mutex(0)
        page.window.refresh.onRequest { asked.withLock { $0 += 1 } }
        #expect(try refreshState(page) == .idle)
        let pull = try list(page).id.system("refresh")

        try page.window.send(.tapped(pull))
        await settle { inbox.isWaiting }
        #expect(inbox.fetches == 1)
        #expect(try refreshState(page) == .refreshing)
        // While it runs, a second pull is not offered (nothing to tap), and runs nothing.
        #expect(throws: (any Error).self) { try page.window.send(.tapped(pull)) }
        #expect(inbox.fetches == 1)

        let before = asked.withLock { $0 }
        inbox.finishFetch()
        await settle { (try? refreshState(page)) == .idle }
        #expect(asked.withLock { $0 } > before, "the refresh's end asks for the page to be sent")
        #expect(try refreshState(page) == .idle)
        #expect(page.dump.contains("text \"New mail 1\""))
    }

    @Test("LS-3 @Environment(\\.refresh) holds the action inside a .refreshable and nil outside; calling it refreshes")
    func environmentRefresh() async throws {
        let page = PageDriver<RefreshableInboxApp>(width: 1440, height: 900)
        let inbox = page.host.app.inbox
        try page.tap("Check Mail")
        await settle { inbox.isWaiting }
        #expect(inbox.fetches == 1)
        inbox.finishFetch()
        await settle { inbox.subjects.count == 2 }
        #expect(page.dump.contains("text \"New mail 1\""))

        let outside = PageDriver<RefreshlessApp>(width: 1440, height: 900)
        #expect(outside.dump.contains("disabled"))
        guard case .list(_, _, _, let refresh)? = outside.window.scene().allNodes.first(where: { if case .list = $0.kind { true } else { false } })?.kind else {
            Issue.record("no list"); return
        }
        #expect(refresh == nil, "a list outside any .refreshable is not pullable")
    }
}

struct RefreshlessApp: PaneKitUI.App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            PaneKitUI.VStack {
                PaneKitUI.List(["One"], id: \.self) { PaneKitUI.Text($0) }
                RefreshButton()
            }
        }
    }
}
