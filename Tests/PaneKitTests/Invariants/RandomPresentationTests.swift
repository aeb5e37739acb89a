import Foundation
import PaneKit
import PaneKitTestSupport
import Testing

/// Random presentations, dismissals (programmatic and by the person, allowed or refused),
/// dialogs, detent changes and resizes. After every step: each presentation is presented by the
/// one under it (SH-9), appearance ⇔ Scene, and paired will/did callbacks.
@Suite("Invariants under random presentations", .tags(.invariants, .sheet))
struct RandomPresentationTests {
    static let seeds: ClosedRange<Int> = 1...(Int(ProcessInfo.processInfo.environment["PANEKIT_PROPERTY_SEEDS"] ?? "") ?? 48)

    @Test("SH-9 random presentation sequences keep one chain of presentations, appearance ⇔ Scene and paired callbacks",
          .timeLimit(.minutes(1)), arguments: seeds)
    func randomPresentations(seed: Int) throws {
        var rng = SeededRNG(seed: UInt64(seed))
        let fixture = PresentationFixture(width: [390.0, 844, 1180, 1440].randomElement(using: &rng)!,
                                          height: [390.0, 820, 844, 900].randomElement(using: &rng)!)
        var created: [LoggedController] = [fixture.main]
        for step in 0..<60 {
            let context = "seed \(seed) step \(step)"
            switch Int.random(in: 0..<9, using: &rng) {
            case 0, 1:
                let sheet = fixture.sheet("S\(step)", style: ModalPresentationStyle.allCases.filter { $0 != .none }.randomElement(using: &rng)!)
                created.append(sheet)
                let presenter = ([fixture.main] + fixture.window.presentedViewControllers).randomElement(using: &rng)!
                presenter.present(sheet, restoringPrevious: Bool.random(using: &rng))
            case 2:
                if let top = fixture.window.presentedViewControllers.last {
                    top.present(ConfirmationDialog(title: "D\(step)", actions: [.init("OK") {}, .init("Cancel", role: .cancel) {}]))
                }
            case 3:
                fixture.window.presentedViewControllers.randomElement(using: &rng)?.dismiss()
            case 4:
                if let id = fixture.presentation?.dismissID { try? fixture.send(.dismissAttempted(id)) }
            case 5:
                fixture.delegate.allowsDismissal.toggle()
                fixture.window.presentedViewControllers.first?.isModalInPresentation = Bool.random(using: &rng)
            case 6:
                if let scene = fixture.presentation, let id = scene.detentControlID, let detent = scene.detents.randomElement(using: &rng) {
                    try fixture.send(.detentChanged(id, detent: detent.identifier.rawValue))
                }
            case 7:
                if let id = fixture.presentation?.grabberID { try fixture.send(.tapped(id)) }
            default:
                fixture.window.setViewport(Viewport(width: [390.0, 700, 1180, 1440].randomElement(using: &rng)!,
                                                    height: [390.0, 820, 900].randomElement(using: &rng)!))
            }
            check(fixture, created: created, context: context)
        }
    }

    private func check(_ fixture: PresentationFixture, created: [LoggedController], context: String) {
        let chain = fixture.window.presentedViewControllers
        for (index, presented) in chain.enumerated() {
            let below = index == 0 ? fixture.window.rootViewController : chain[index - 1]
            #expect(presented.presentingViewController === below, "\(context): \(presented.debugName) is presented by the one under it")
        }
        #expect(Set(chain.map(ObjectIdentifier.init)).count == chain.count, "\(context): each presented once")
        let scene = fixture.window.scene()
        let inScene = Set(scene.controllers)
        for controller in created {
            let shown = controller.id.map(inScene.contains) ?? false
            #expect((controller.appearanceState == .appeared) == shown, "\(context): \(controller.debugName)")
        }
        // The fixture drained Main's first appearance from the log.
        var phase: [String: String] = ["Main": "didAppear"]
        let previous = ["willAppear": "didDisappear", "didAppear": "willAppear", "willDisappear": "didAppear", "didDisappear": "willDisappear"]
        for entry in fixture.log.entries {
            let parts = entry.split(separator: ".")
            guard parts.count == 2, let expected = previous[String(parts[1])] else { continue }
            #expect((phase[String(parts[0])] ?? "didDisappear") == expected, "\(context): \(entry)")
            phase[String(parts[0])] = String(parts[1])
        }
    }
}
