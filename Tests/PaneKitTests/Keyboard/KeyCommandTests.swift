import PaneKit
import PaneKitTestSupport
import Testing

/// An app's keyboard shortcuts (D-63): gathered from what is on screen, deeper and frontmost
/// controllers first for the same keys, none under a modal presentation.
@Suite("Key commands (D-63)")
struct KeyCommandTests {
    @Test("D-63 a controller's key commands are in the Scene and a press (a tap on its node) runs the action")
    func commandRuns() throws {
        let fixture = PresentationFixture(width: 1180, height: 820)
        var composed = 0
        fixture.main.keyCommands = [KeyCommand("New Message", input: "N", modifiers: [.command, .alternate]) { composed += 1 }]
        let scene = fixture.window.scene()
        let command = try #require(scene.keyCommands.first)
        #expect(command.title == "New Message")
        #expect(command.input == "n")
        #expect(command.modifiers == ["alternate", "command"])
        #expect(command.macLabel == "⌥⌘N")
        #expect(command.label == "Ctrl+Alt+N")
        try fixture.window.send(.tapped(command.id))
        #expect(composed == 1)
    }

    @Test("D-63 for the same keys the controller deeper in the tree or frontmost wins; a modal presentation hides the rest")
    func shadowing() throws {
        let fixture = PresentationFixture(width: 1180, height: 820)
        var ran: [String] = []
        fixture.main.keyCommands = [
            KeyCommand("Main Find", input: "f", modifiers: [.command, .shift]) { ran.append("main") },
            KeyCommand("Refresh", input: "r", modifiers: [.command, .alternate]) { ran.append("refresh") },
        ]
        let sheet = fixture.sheet("Sheet", style: .formSheet)
        sheet.keyCommands = [KeyCommand("Sheet Find", input: "f", modifiers: [.command, .shift]) { ran.append("sheet") }]
        fixture.main.present(sheet)
        var scene = fixture.window.scene()
        #expect(scene.keyCommands.map(\.title) == ["Sheet Find"], "the dimmed main interface offers nothing")
        try fixture.window.send(.tapped(scene.keyCommands[0].id))
        #expect(ran == ["sheet"])
        // A sheet that leaves what is behind usable: both, the sheet's winning for the same keys.
        sheet.dismiss()
        let nonmodal = fixture.sheet("Nonmodal")
        nonmodal.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        nonmodal.keyCommands = [KeyCommand("Sheet Find", input: "f", modifiers: [.command, .shift]) { ran.append("nonmodal") }]
        fixture.window.setViewport(Viewport(width: 390, height: 844))
        fixture.main.present(nonmodal)
        scene = fixture.window.scene()
        #expect(scene.keyCommands.map(\.title) == ["Sheet Find", "Refresh"])
        // Commands of a screen that is not on screen are not offered.
        nonmodal.dismiss()
        fixture.main.keyCommands = []
        #expect(fixture.window.scene().keyCommands.isEmpty)
    }
}
