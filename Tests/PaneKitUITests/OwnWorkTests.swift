import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Synchronization
import Testing

@MainActor
@Suite("Live updates of the page's own work")
struct OwnWorkTests {
    @Test("A change the page's own event makes is in that event's reply, not pushed again; one made after its Scene, or outside its work, is")
    func ownChangesAreNotPushedAgain() throws {
        let tally = Tally()
        let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = PaneKitUI.HostingController(rootView: TallyView(tally: tally))
        _ = window.scene()
        let requests = Atomic(0)
        window.refresh.onRequest { requests.add(1, ordering: .relaxed) }

        // The page's event: the write its view observes is in the Scene of its reply.
        try window.performPageWork {
            try window.send(.tapped(try #require(window.scene().button("Add"))))
            #expect(window.scene().dump().contains("text \"count 1\""))
        }
        #expect(requests.load(ordering: .relaxed) == 0, "no second push for the page's own write")

        // A change during the page's work that its last Scene does not show is pushed after it.
        window.performPageWork {
            _ = window.scene()
            tally.count = 5
        }
        #expect(requests.load(ordering: .relaxed) == 1)
        #expect(window.scene().dump().contains("text \"count 5\""))

        // A change outside any work (another page, a timer) is pushed at once.
        tally.count = 6
        #expect(requests.load(ordering: .relaxed) == 2)
    }
}
