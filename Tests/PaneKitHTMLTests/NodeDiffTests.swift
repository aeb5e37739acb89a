import Foundation
import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

@Suite("Node diff and patches")
struct NodeDiffTests {
    static let seeds: ClosedRange<Int> = 1...(Int(ProcessInfo.processInfo.environment["PANEKIT_PROPERTY_SEEDS"] ?? "") ?? 200)

    @Test("Applying the patch to the old tree always yields the new tree", .timeLimit(.minutes(1)), arguments: seeds)
    func applyingThePatchGivesTheNewTree(seed: Int) throws {
        var rng = SeededRNG(seed: UInt64(seed))
        var counter = 0
        let old = randomTree(depth: 3, key: "root", rng: &rng, counter: &counter)
        let new = mutate(old, rng: &rng, counter: &counter)
        let patch = NodeDiff.patch(from: old, to: new)
        #expect(try patch.applied(to: old) == new, "seed \(seed)")
        #expect(NodeDiff.patch(from: new, to: new).isEmpty)
    }

    @Test("Moves, inserts, removals and text changes produce the expected operations")
    func operations() throws {
        let old = HTMLElement("ul", key: "l", children: ["a", "b", "c"].map { HTMLElement("li", key: $0, text: $0.uppercased()) })
        let new = HTMLElement("ul", key: "l", children: [
            HTMLElement("li", key: "c", text: "C"), HTMLElement("li", key: "a", text: "A!"), HTMLElement("li", key: "d", text: "D"),
        ])
        let patch = NodeDiff.patch(from: old, to: new)
        #expect(patch.operations == [
            .remove(key: "b"),
            .move(parent: "l", key: "c", index: 0),
            .setText(key: "a", text: "A!"),
            .insert(parent: "l", index: 2, element: HTMLElement("li", key: "d", text: "D")),
        ])
        #expect(patch.json == #"[["x","b"],["m","l","c",0],["t","a","A!"],["i","l",2,"<li data-k=\"d\">D</li>"]]"#)
        #expect(try patch.applied(to: old) == new)
    }

    @Test("An element that moves to another parent is removed before it is inserted: keys stay unique at every step")
    func moveAcrossParents() throws {
        let screen = HTMLElement("div", key: "c8", text: "Info")
        let old = HTMLElement("main", key: "root", children: [
            HTMLElement("section", key: "secondary", children: []),
            HTMLElement("section", key: "primary", children: [HTMLElement("p", key: "list", text: "List"), screen]),
        ])
        let new = HTMLElement("main", key: "root", children: [
            HTMLElement("section", key: "secondary", children: [screen]),
            HTMLElement("section", key: "primary", children: [HTMLElement("p", key: "list", text: "List")]),
        ])
        let patch = NodeDiff.patch(from: old, to: new)
        var tree = old
        for operation in patch.operations {
            tree = try Patch([operation]).applied(to: tree)
            var keys: [String] = []
            func collect(_ element: HTMLElement) {
                keys.append(element.key)
                element.children.forEach(collect)
            }
            collect(tree)
            #expect(Set(keys).count == keys.count, "after \(operation)")
        }
        #expect(tree == new)
    }

    @Test("An unchanged Scene renders to an identical tree and an empty patch")
    func unchangedScene() {
        let fixture = SplitFixture(.tripleColumn, width: 1440, pointer: .fine)
        let renderer = HTMLRenderer()
        let first = renderer.render(fixture.scene)
        let second = renderer.render(fixture.scene)
        #expect(first == second)
        #expect(NodeDiff.patch(from: first, to: second).isEmpty)
    }

    @Test("Selecting a row touches only that row, the previously selected row and the column it changes")
    func selectingARow() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440, pointer: .fine)
        fixture.primary.selection = "Inbox"
        fixture.primary.onSelect = { tag in fixture.secondary.title = "Opened \(tag)" }
        let renderer = HTMLRenderer()
        let before = renderer.render(fixture.scene)
        try fixture.window.send(.rowSelected(list: fixture.primary.listID, tag: "Archive"))
        let after = renderer.render(fixture.scene)
        let patch = NodeDiff.patch(from: before, to: after)
        let touched = Set(patch.operations.map { operation -> String in
            switch operation {
            case .setAttribute(let key, _, _), .removeAttribute(let key, _), .setText(let key, _), .replace(let key, _), .remove(let key): key
            case .insert(let parent, _, _), .move(let parent, _, _): parent
            }
        })
        let rows = ["\(fixture.primary.listID)/0/Inbox", "\(fixture.primary.listID)/0/Archive"]
        let secondary = "c\(fixture.secondary.id!.number)"
        let navigation = "n\(fixture.secondary.navigationController!.id!.number)"
        #expect(touched.isSubset(of: Set(rows + ["\(navigation).title", "\(secondary)/0"])), "\(touched)")
        #expect(touched.isSuperset(of: Set(rows)))
        #expect(try patch.applied(to: before) == after)
    }

    // MARK: Random trees

    private func randomTree(depth: Int, key: String, rng: inout SeededRNG, counter: inout Int) -> HTMLElement {
        let tag = ["div", "span", "p", "li"].randomElement(using: &rng)!
        var attributes: [String: String] = [:]
        for name in ["class", "role", "data-x"] where Bool.random(using: &rng) {
            attributes[name] = String(Int.random(in: 0..<3, using: &rng))
        }
        if depth == 0 || Int.random(in: 0..<4, using: &rng) == 0 {
            return HTMLElement(tag, key: key, attributes: attributes, text: "t\(Int.random(in: 0..<3, using: &rng))")
        }
        let children = (0..<Int.random(in: 0...4, using: &rng)).map { _ -> HTMLElement in
            counter += 1
            return randomTree(depth: depth - 1, key: "k\(counter)", rng: &rng, counter: &counter)
        }
        return HTMLElement(tag, key: key, attributes: attributes, children: children)
    }

    private func mutate(_ element: HTMLElement, rng: inout SeededRNG, counter: inout Int) -> HTMLElement {
        var result = element
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: result.setAttribute("class", Bool.random(using: &rng) ? nil : "changed")
        case 1: result.setAttribute("data-new", "v")
        case 2: if case .text = result.content { result.content = .text("changed") }
        case 3: result.tag = result.tag == "div" ? "section" : "div"
        default: break
        }
        if case .children(var children) = result.content {
            children = children.map { mutate($0, rng: &rng, counter: &counter) }
            if !children.isEmpty, Bool.random(using: &rng) { children.remove(at: Int.random(in: 0..<children.count, using: &rng)) }
            if Bool.random(using: &rng) { children.shuffle(using: &rng) }
            if Bool.random(using: &rng) {
                counter += 1
                children.insert(randomTree(depth: 1, key: "n\(counter)", rng: &rng, counter: &counter),
                                at: Int.random(in: 0...children.count, using: &rng))
            }
            if Int.random(in: 0..<6, using: &rng) == 0 {
                result.content = .text("was a parent")
            } else {
                result.content = .children(children)
            }
        } else if Int.random(in: 0..<6, using: &rng) == 0 {
            counter += 1
            result.content = .children([HTMLElement("b", key: "n\(counter)", text: "new")])
        }
        return result
    }
}
