import Foundation
import Logging
@testable import PaneKitServer
import Synchronization
import Testing

/// Patches sent unasked share the process fairly and never wait on another page (D-45).
@Suite("Pushes")
struct PushTests {
    let viewport = Viewport(width: 390, height: 844)

    @Test("One refresh is computed at a time; while pages wait, each is followed by a rest as long as it took")
    func budgetTakesTurns() async throws {
        let budget = PushBudget()
        await budget.acquire()
        let start = ContinuousClock.now
        let second = Task {
            await budget.acquire()
            let waited = ContinuousClock.now - start
            await budget.release(spent: .zero)
            return waited
        }
        while await budget.waitingCount == 0 { try await Task.sleep(for: .milliseconds(1)) }
        try await Task.sleep(for: .milliseconds(20))
        await budget.release(spent: .milliseconds(60))
        // 20 ms holding the budget, then a rest of the 60 it says it spent.
        #expect(await second.value >= .milliseconds(80))
        // Nobody waits now: the next page goes at once, with no rest.
        await budget.acquire()
        await budget.release(spent: .seconds(10))
        let quick = ContinuousClock.now
        await budget.acquire()
        #expect(ContinuousClock.now - quick < .seconds(5))
        await budget.release(spent: .zero)
    }

    @Test("A page whose turn is held (a slow reader) waits without the budget: another page's push goes on")
    func slowPageHoldsOnlyItself() async throws {
        let budget = PushBudget()
        let slow = Session(makeApp: { FruitApp() }, path: "/", viewport: viewport, logger: Logger(label: "test"))
        let other = Session(makeApp: { FruitApp() }, path: "/", viewport: viewport, logger: Logger(label: "test"))
        let slowTurn = WriteTurn(), otherTurn = WriteTurn()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let holding = Task { try await slowTurn.run { for await _ in gate {} } }
        let slowPushed = Atomic<Bool>(false)
        let slowPush = Task {
            try await PaneServer.push(session: slow, turn: slowTurn, budget: budget) { _ in }
            slowPushed.store(true, ordering: .relaxed)
        }
        try await Task.sleep(for: .milliseconds(50))
        // The slow page's push is parked on its own turn, not on the budget.
        try await PaneServer.push(session: other, turn: otherTurn, budget: budget) { _ in }
        #expect(slowPushed.load(ordering: .relaxed) == false)
        #expect(await budget.waitingCount == 0)
        open.finish()
        try await holding.value
        try await slowPush.value
        #expect(slowPushed.load(ordering: .relaxed) == true)
    }
}
