import Foundation
import PaneKit
import PaneKitTestSupport
import Testing

/// Random taps on tabs and More, Edit sessions with moves, pushes and pops inside tabs, and
/// resizes. After every step: each tab's stack is exactly what its own pushes and pops made,
/// appearance ⇔ Scene, and at most one sheet.
@Suite("Invariants under random tab use", .tags(.invariants, .tabs))
struct RandomTabTests {
    static let seeds: ClosedRange<Int> = 1...(Int(ProcessInfo.processInfo.environment["PANEKIT_PROPERTY_SEEDS"] ?? "") ?? 48)

    @Test("A tab's stack is never lost by switching tabs, by More and Edit reordering, or by resizing",
          .timeLimit(.minutes(1)), arguments: seeds)
    func randomTabs(seed: Int) throws {
        var rng = SeededRNG(seed: UInt64(seed))
        let fixture = TabFixture(count: Int.random(in: 3...10, using: &rng))
        var expected: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        for controller in fixture.controllers {
            let stack = controller.navigationController!
            expected[ObjectIdentifier(stack)] = stack.viewControllers.map(ObjectIdentifier.init)
        }
        var created = fixture.controllers
        for step in 0..<60 {
            let context = "seed \(seed) step \(step)"
            let scene = fixture.window.scene()
            switch Int.random(in: 0..<8, using: &rng) {
            case 0, 1:
                if case .tabBar(let bar) = scene.root, let item = bar.items.randomElement(using: &rng) {
                    try sendUnlessCovered(fixture.window, .tapped(item.id))
                }
            case 2:
                let list = scene.allNodes.first { if case .list(_, false, _, _) = $0.kind { true } else { false } }
                if let list, let row = list.children.randomElement(using: &rng), case .row(let tag, _, _) = row.kind {
                    try sendUnlessCovered(fixture.window, .rowSelected(list: list.id, tag: tag))
                }
            case 3:
                if fixture.window.presentedViewControllers.isEmpty { fixture.tabs.beginCustomizing() }
                let list = scene.allNodes.first { if case .list(_, true, _, _) = $0.kind { true } else { false } }
                if let list, let row = list.children.randomElement(using: &rng), case .row(let tag, _, _) = row.kind {
                    try sendUnlessCovered(fixture.window, .rowMoved(list.id.system("move"), tag: tag, toIndex: Int.random(in: 0..<list.children.count, using: &rng)))
                }
            case 4:
                if let done = scene.button("Done") ?? scene.presentations.first.flatMap({ presentation -> NodeID? in
                    guard case .navigation(let stack) = presentation.content else { return nil }
                    return stack.bar.trailingItems.first?.id
                }) {
                    try sendUnlessCovered(fixture.window, .tapped(done))
                }
            case 5:
                let tab = fixture.controllers.randomElement(using: &rng)!
                let pushed = LoggedController("P\(step)", log: fixture.log)
                created.append(pushed)
                try tab.navigationController!.push(pushed)
                expected[ObjectIdentifier(tab.navigationController!)]!.append(ObjectIdentifier(pushed))
            case 6:
                let tab = fixture.controllers.randomElement(using: &rng)!
                if tab.navigationController!.pop() != nil { expected[ObjectIdentifier(tab.navigationController!)]!.removeLast() }
            default:
                fixture.window.setViewport(Viewport(width: [390.0, 834, 1180].randomElement(using: &rng)!, height: 844))
            }
            // Re-tapping a selected tab pops it to its root: account for it.
            for controller in fixture.controllers {
                let stack = controller.navigationController!
                let actual = stack.viewControllers.map(ObjectIdentifier.init)
                let want = expected[ObjectIdentifier(stack)]!
                if actual != want {
                    #expect(actual == [want[0]], "\(context): \(controller.debugName)'s stack changed other than by a pop to root")
                    expected[ObjectIdentifier(stack)] = actual
                }
            }
            #expect(fixture.window.presentedViewControllers.count <= 1, "\(context)")
            let inScene = Set(fixture.window.scene().controllers)
            for controller in created {
                let shown = controller.id.map(inScene.contains) ?? false
                #expect((controller.appearanceState == .appeared) == shown, "\(context): \(controller.debugName)")
            }
        }
    }
}

/// Sends an event; one refused because a modal sheet covers its target is expected here.
private func sendUnlessCovered(_ window: Window, _ event: PaneEvent) throws {
    do {
        try window.send(event)
    } catch .covered {
        // The Edit sheet is modal: taps behind it are refused, as they should be.
    }
}
