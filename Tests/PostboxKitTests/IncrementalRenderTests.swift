import Foundation
import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import PostboxKit
import Testing

/// Reuse (D-39) must be invisible: through random interactions, the Scene a window reuses equals
/// the one every controller builds afresh, and a memoizing renderer's tree equals a new one's.
@MainActor
@Suite("Incremental builds and renders")
struct IncrementalRenderTests {
    @Test("D-39 reused content and memoized elements equal fresh ones through random interactions (seeded)",
          arguments: [UInt64(1), 2, 3])
    func reuseIsInvisible(seed: UInt64) throws {
        var random = SeededRNG(seed: seed)
        let page = try PostboxPage(sample: 400, width: 1440, height: 900)
        let (store, app, window) = page.parts
        let memoizing = HTMLRenderer(memoizing: true)
        let sizes = [Viewport(width: 1440, height: 900, pointer: .fine), Viewport(width: 1180, height: 820, pointer: .coarse),
                     Viewport(width: 390, height: 844, pointer: .coarse)]
        for step in 0..<120 {
            let scene = window.scene()
            let nodes = scene.allNodes
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                if let button = nodes.filter({ if case .button = $0.kind { true } else { false } }).randomElement(using: &random) {
                    try? window.send(.tapped(button.id))
                }
            case 1, 2:
                let lists = nodes.filter { if case .list = $0.kind { true } else { false } }
                if let list = lists.randomElement(using: &random),
                   let row = list.children.compactMap({ if case .row(let tag, _, _) = $0.kind { tag } else { nil } }).randomElement(using: &random) {
                    try? window.send(.rowSelected(list: list.id, tag: row))
                }
            case 3:
                let fields = nodes.filter { switch $0.kind { case .textField, .textEditor: true; default: false } }
                if let field = fields.randomElement(using: &random) {
                    try? window.send(.textChanged(field.id, text: String("subject invoice meeting".shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random)))))
                }
            case 4:
                try? window.send(.viewportChanged(sizes.randomElement(using: &random)!))
            case 5:
                for node in nodes {
                    if case .list(_, _, let span?, _) = node.kind {
                        let start = Int.random(in: 0..<300, using: &random)
                        try? window.send(.listScrolled(span.scrollID, visible: start..<(start + 15)))
                    }
                }
            case 6:
                _ = app.open(path: ["/mailbox/inbox", "/mailbox/archive", "/mailbox/flagged", "/mailbox/inbox/search/re"].randomElement(using: &random)!)
            default:
                // Another page changes the store.
                if let message = try store.messages(in: "inbox", limit: 30).randomElement(using: &random) {
                    try store.setRead(message.id, !message.isRead)
                }
            }
            let reused = window.scene()
            // Compared as a Bool: a failure names the step, not two whole pages.
            let sameTree = memoizing.render(reused).materialized == HTMLRenderer().render(reused)
            #expect(sameTree, "seed \(seed), step \(step)")
            // Every controller builds again from scratch (presented ones too): nothing changes.
            var controller: ViewController? = app.rootViewController
            while let current = controller {
                current.setNeedsUpdate()
                controller = current.presentedViewController
            }
            let rebuilt = window.scene()
            let sameScene = rebuilt == reused
            #expect(sameScene, "seed \(seed), step \(step)")
        }
    }
}
