import PaneKit
import PaneKitTestSupport
import Testing

@Suite("Alerts", .tags(.sheet))
struct AlertTests {
    /// The nodes of the top presentation's content.
    func alertNodes(_ fixture: PresentationFixture) throws -> [ViewNode] {
        let scene = fixture.window.scene()
        let top = Scene(traits: scene.traits, root: try #require(scene.presentations.last).content)
        return top.allNodes
    }

    @Test("An alert is a centered box over a dimmed window at every size, over a sheet when one is up",
          arguments: [(390.0, 844.0), (1180.0, 820.0), (1440.0, 900.0)])
    func appearance(width: Double, height: Double) throws {
        let fixture = PresentationFixture(width: width, height: height, pointer: width > 600 ? .fine : .coarse)
        let sheet = fixture.sheet()
        fixture.main.present(sheet)
        sheet.present(Alert(title: "Couldn't Save", message: "The disk is full.", actions: [.init("OK", role: .cancel)]))
        let scene = fixture.window.scene()
        #expect(scene.presentations.count == 2, "over the sheet, not instead of it")
        let alert = try #require(scene.presentations.last)
        #expect(alert.appearance == .alert)
        #expect(alert.dimming != nil)
        let texts = try alertNodes(fixture).compactMap { node -> String? in
            if case .text(let text, _, _) = node.kind { return text }
            return nil
        }
        #expect(texts == ["Couldn't Save", "The disk is full."])
    }

    @Test("A tap outside an alert does nothing; Escape chooses its cancel action; a button dismisses it, then runs")
    func choices() throws {
        let fixture = PresentationFixture()
        var chosen: [String] = []
        fixture.main.present(Alert(title: "Delete?", actions: [
            .init("Cancel", role: .cancel) { chosen.append("cancel") },
            .init("Delete", role: .destructive) { chosen.append("delete") },
        ]))
        let alert = try #require(fixture.presentation)
        _ = try? fixture.send(.tapped(try #require(alert.dimming?.id)))
        #expect(fixture.window.presentedViewControllers.count == 1, "a tap outside is not an answer")
        #expect(chosen.isEmpty)
        try fixture.send(.dismissAttempted(alert.dismissID))
        #expect(chosen == ["cancel"])
        #expect(fixture.window.presentedViewControllers.isEmpty)

        fixture.main.present(Alert(title: "Delete?", actions: [
            .init("Cancel", role: .cancel) { chosen.append("cancel") },
            .init("Delete", role: .destructive) { chosen.append("delete") },
        ]))
        try fixture.send(.tapped(try #require(fixture.window.scene().button("Delete"))))
        #expect(chosen == ["cancel", "delete"])
        #expect(fixture.window.presentedViewControllers.isEmpty)
    }

    @Test("Two buttons sit side by side, cancel first; one or three are stacked")
    func buttons() throws {
        let fixture = PresentationFixture()
        fixture.main.present(Alert(title: "Two", actions: [.init("Delete", role: .destructive), .init("Cancel", role: .cancel)]))
        let row = try #require(try alertNodes(fixture).first { node in
            if case .stack(.horizontal, _, _) = node.kind { return true }
            return false
        })
        #expect(row.children.compactMap { node -> String? in
            if case .button(let title, _, _) = node.kind { return title }
            return nil
        } == ["Cancel", "Delete"])
        fixture.main.dismiss()
        fixture.main.present(Alert(title: "One", actions: [.init("OK")]))
        #expect(try alertNodes(fixture).allSatisfy { node in
            if case .stack(.horizontal, _, _) = node.kind { return false }
            return true
        })
    }

    @Test("An alert without a cancel action stays on Escape: only its buttons answer it")
    func noCancel() throws {
        let fixture = PresentationFixture()
        var acknowledged = false
        fixture.main.present(Alert(title: "Sent", actions: [.init("OK") { acknowledged = true }]))
        try fixture.send(.dismissAttempted(try #require(fixture.presentation).dismissID))
        #expect(fixture.window.presentedViewControllers.count == 1)
        try fixture.send(.tapped(try #require(fixture.window.scene().button("OK"))))
        #expect(acknowledged && fixture.window.presentedViewControllers.isEmpty)
    }
}
