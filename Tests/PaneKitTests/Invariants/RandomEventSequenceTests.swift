import Foundation
import PaneKit
import PaneKitTestSupport
import Testing

/// Random sequences of resizes, show/hide, preference changes, content changes, pushes, pops,
/// swipes and taps. After every step the invariants of issue 2 must hold; a failure names its
/// seed and step, and the seed replays the same sequence.
@Suite("Invariants under random event sequences", .tags(.invariants))
struct RandomEventSequenceTests {
    /// 48 seeds by default; `PANEKIT_PROPERTY_SEEDS=2000` for a long run.
    static let seeds: ClosedRange<Int> = 1...(Int(ProcessInfo.processInfo.environment["PANEKIT_PROPERTY_SEEDS"] ?? "") ?? 48)

    static let widths: [Double] = [320, 375, 390, 430, 600, 659, 660, 700, 744, 799, 800, 834, 1024, 1079, 1080, 1194, 1300, 1440, 1920]

    @Test("Random sequences keep displayMode allowed, collapse ⇔ compact, appearance ⇔ Scene, paired callbacks, stable controllers and selections",
          .timeLimit(.minutes(1)), arguments: seeds)
    func randomSequence(seed: Int) throws {
        var rng = SeededRNG(seed: UInt64(seed))
        var run = Run(style: Bool.random(using: &rng) ? .tripleColumn : .doubleColumn,
                      width: Self.widths.randomElement(using: &rng)!)
        // A third of the runs get a delegate that changes the split view from inside its calls.
        let meddler = seed % 3 == 0 ? MeddlingDelegate(seed: UInt64(seed)) : nil
        if let meddler { run.fixture.split.delegate = meddler }
        for step in 0..<80 {
            let action = run.randomAction(using: &rng)
            run.perform(action, rng: &rng)
            run.checkInvariants(context: "seed \(seed) step \(step) after \(action)")
        }
    }
}

/// One random run: a split view, every controller it ever held, and what must not change.
private struct Run {
    let fixture: SplitFixture
    var created: [LoggedController] = []
    var counter = 0
    /// The primary list's selection, which only a row selection may change.
    var expectedSelection: String?

    enum Action: CustomStringConvertible {
        case resize(Double), show(Column), hide(Column), preferMode(Mode), preferBehavior(Behavior)
        case setContent(Column), clearSecondary, push(Column), pop(Column), swipe(EdgeSwipe), tapSomething, selectRow(String)
        case toggleGesture

        var description: String {
            switch self {
            case .resize(let width): "resize(\(Int(width)))"
            case .show(let column): "show(\(column))"
            case .hide(let column): "hide(\(column))"
            case .preferMode(let mode): "preferredDisplayMode=\(mode)"
            case .preferBehavior(let behavior): "preferredSplitBehavior=\(behavior)"
            case .setContent(let column): "setViewController(for: \(column))"
            case .clearSecondary: "setViewController(nil, for: .secondary)"
            case .push(let column): "push(\(column))"
            case .pop(let column): "pop(\(column))"
            case .swipe(let swipe): "swipe(\(swipe))"
            case .tapSomething: "tap"
            case .selectRow(let tag): "select(\(tag))"
            case .toggleGesture: "toggle presentsWithGesture"
            }
        }
    }

    init(style: SplitViewController.Style, width: Double) {
        fixture = SplitFixture(style, width: width)
        created = [fixture.primary, fixture.secondary] + (fixture.supplementary.map { [$0] } ?? [])
        fixture.split.setViewController(make("Info"), for: .inspector)
    }

    mutating func make(_ prefix: String) -> LoggedController {
        counter += 1
        let controller = LoggedController("\(prefix)\(counter)", log: fixture.log)
        created.append(controller)
        return controller
    }

    func randomAction(using rng: inout SeededRNG) -> Action {
        let columns: [Column] = Column.allCases
        switch Int.random(in: 0..<14, using: &rng) {
        case 0, 1, 2: return .resize(RandomEventSequenceTests.widths.randomElement(using: &rng)!)
        case 3: return .show(columns.randomElement(using: &rng)!)
        case 4: return .hide(columns.randomElement(using: &rng)!)
        case 5: return .preferMode(Mode.allCases.randomElement(using: &rng)!)
        case 6: return .preferBehavior(Behavior.allCases.randomElement(using: &rng)!)
        case 7: return .setContent([Column.secondary, .supplementary, .inspector, .compact].randomElement(using: &rng)!)
        case 8: return .push([Column.primary, .supplementary, .secondary].randomElement(using: &rng)!)
        case 9: return .pop([Column.primary, .supplementary, .secondary].randomElement(using: &rng)!)
        case 10: return .swipe(Bool.random(using: &rng) ? .reveal : .conceal)
        case 11: return .tapSomething
        case 12: return Int.random(in: 0..<4, using: &rng) == 0 ? .clearSecondary : .selectRow(["Inbox", "Archive"].randomElement(using: &rng)!)
        default: return .toggleGesture
        }
    }

    mutating func perform(_ action: Action, rng: inout SeededRNG) {
        let split = fixture.split
        let before = split.subtree
        var isTransition = false
        switch action {
        case .resize(let width):
            fixture.resize(width, Double.random(in: 400...1200, using: &rng).rounded())
            isTransition = true
        case .show(let column):
            split.show(column)
            isTransition = true
        case .hide(let column):
            split.hide(column)
            isTransition = true
        case .preferMode(let mode): split.preferredDisplayMode = mode
        case .preferBehavior(let behavior): split.preferredSplitBehavior = behavior
        case .setContent(let column):
            if column == .compact, split.viewController(for: .compact) != nil, Bool.random(using: &rng) {
                split.setViewController(nil, for: .compact)
            } else {
                split.setViewController(make(column.rawValue), for: column)
            }
        case .clearSecondary:
            split.setViewController(nil, for: .secondary)
            split.setViewController(make("Detail"), for: .secondary)
        case .push(let column):
            try? split.viewController(for: column)?.navigationController?.push(make("Pushed"))
        case .pop(let column):
            split.viewController(for: column)?.navigationController?.pop()
        case .swipe(let swipe):
            if let gesture = fixture.splitScene.gestureID {
                try? fixture.window.send(.edgeSwipeEnded(gesture, swipe))
            }
            // Collapsed, the swipe is the back gesture: it may pop a pushed screen for good.
            isTransition = !split.isCollapsed
        case .tapSomething:
            let ids = tappableIDs(in: fixture.splitScene)
            if let id = ids.randomElement(using: &rng) {
                // The inspector sheet closes as a sheet does, by a dismissal; the rest are taps.
                let closesSheet = id == fixture.splitScene.inspectorSheet?.dismissID
                try? fixture.window.send(closesSheet ? .dismissAttempted(id) : .tapped(id))
            }
        case .selectRow(let tag):
            if let id = fixture.primary.id, fixture.scene.controllers.contains(id) {
                let list = fixture.primary.listID
                try? fixture.window.send(.rowSelected(list: list, tag: tag))
                expectedSelection = tag
            }
        case .toggleGesture:
            split.presentsWithGesture.toggle()
        }
        if isTransition {
            #expect(split.subtree.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init),
                    "transitions create and destroy no controller (\(action))")
        }
    }

    func tappableIDs(in scene: SplitScene) -> [NodeID] {
        var ids: [NodeID] = scene.dimming.map { [$0.id] } ?? []
        if let sheet = scene.inspectorSheet { ids.append(sheet.dismissID) }
        for column in scene.columns {
            guard case .navigation(let navigation) = column.content else { continue }
            ids += navigation.bar.leadingItems.map(\.id)
        }
        return ids
    }

    func checkInvariants(context: String) {
        let split = fixture.split
        let scene = fixture.scene
        // displayMode is allowed for the behavior and style; neither is automatic.
        #expect(split.splitBehavior.allowedDisplayModes(for: split.style).contains(split.displayMode), "\(context)")
        // isCollapsed ⇔ compact width.
        #expect(split.isCollapsed == (fixture.window.traits.horizontalSizeClass == .compact), "\(context)")
        // A controller is appeared ⇔ it is in the Scene.
        let inScene = Set(scene.controllers)
        for controller in created + [split] {
            let shown = controller.id.map(inScene.contains) ?? false
            #expect((controller.appearanceState == .appeared) == shown,
                    "\(context): \(controller.debugName) is \(controller.appearanceState), in scene: \(shown)")
        }
        // Will/did callbacks pair up, per controller, and none is left half done.
        var phase: [String: String] = [:]
        for entry in fixture.log.entries {
            let parts = entry.split(separator: ".")
            guard parts.count == 2 else { continue }
            let name = String(parts[0]), callback = String(parts[1])
            let expected: [String: String] = ["willAppear": "didDisappear", "didAppear": "willAppear",
                                              "willDisappear": "didAppear", "didDisappear": "willDisappear"]
            guard let previous = expected[callback] else { continue }
            let last = phase[name] ?? "didDisappear"
            #expect(last == previous, "\(context): \(name).\(callback) after \(last)")
            phase[name] = callback
        }
        #expect(phase.values.allSatisfy { $0.hasPrefix("did") }, "\(context): a will without its did")
        // The primary list's selection survives everything but a selection.
        #expect(fixture.primary.selection == expectedSelection, "\(context)")
    }
}

/// A delegate that, now and then, changes preferences from inside a transition's delegate calls.
private final class MeddlingDelegate: SplitViewControllerDelegate {
    var rng: SeededRNG

    init(seed: UInt64) {
        rng = SeededRNG(seed: seed &* 7919)
    }

    private func meddle(_ split: SplitViewController) {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: split.preferredDisplayMode = Mode.allCases.randomElement(using: &rng)!
        case 1: split.preferredSplitBehavior = Behavior.allCases.randomElement(using: &rng)!
        case 2: split.show([Column.primary, .supplementary, .inspector].randomElement(using: &rng)!)
        default: break
        }
    }

    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) { meddle(svc) }
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) { meddle(svc) }
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) { meddle(svc) }
}
