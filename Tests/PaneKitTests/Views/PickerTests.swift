import PaneKit
import PaneKitTestSupport
import Testing

private final class Appearance: ViewController {
    var size = SidebarRowSize.medium
    var tint = TintColor.blue

    override var body: any View {
        VStack {
            Picker("Size", selection: size, options: SidebarRowSize.allCases.map { PickerOption($0, title: $0.rawValue) }) { self.size = $0 }
            Picker("Accent", selection: tint, options: TintColor.allCases.map {
                PickerOption($0, title: $0.title, symbol: "circle.fill", tint: $0)
            }, style: .inline) {
                self.tint = $0
                self.tintColor = $0
            }
        }
    }
}

@Suite("Pickers and accent colors")
struct PickerTests {
    @Test("A picker shows its options with the selection checked, and choosing one reports its value")
    func choose() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let screen = Appearance(title: "Appearance")
        window.rootViewController = screen
        let picker = try #require(window.scene().picker("Size"))
        #expect(picker.kind == .picker(title: "Size", style: .segmented))
        #expect(picker.children.map(\.kind) == [
            .option(tag: "0", title: "small", symbol: nil, tint: nil, isSelected: false),
            .option(tag: "1", title: "medium", symbol: nil, tint: nil, isSelected: true),
            .option(tag: "2", title: "large", symbol: nil, tint: nil, isSelected: false),
        ])
        try window.send(.rowSelected(list: picker.id, tag: "2"))
        #expect(screen.size == .large)
        #expect(window.scene().dump().contains("option 2 \"large\" selected"))
    }

    @Test("A picker refuses an option it does not have and changes nothing")
    func unknownOption() throws {
        let window = Window(viewport: Viewport(width: 390, height: 844))
        let screen = Appearance(title: "Appearance")
        window.rootViewController = screen
        let picker = try #require(window.scene().picker("Size"))
        #expect(throws: EventError.unknownRow(picker.id, tag: "7")) { try window.send(.rowSelected(list: picker.id, tag: "7")) }
        #expect(throws: EventError.unknownRow(picker.id, tag: "-1")) { try window.send(.rowSelected(list: picker.id, tag: "-1")) }
        #expect(screen.size == .medium)
    }

    @Test("SV-K4: choosing in a picker is not a selection in a column, so the collapse proposal stays")
    func SV_K4_pickerIsNotASelection() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let split = SplitViewController(style: .doubleColumn)
        let settings = Appearance(title: "Appearance")
        split.setViewController(settings, for: .primary)
        split.setViewController(ViewController(title: "Detail"), for: .secondary)
        window.rootViewController = split
        #expect(split.proposedTopColumnForCollapsing == .secondary)
        let picker = try #require(window.scene().picker("Size"))
        try window.send(.rowSelected(list: picker.id, tag: "0"))
        #expect(settings.size == .small)
        #expect(split.proposedTopColumnForCollapsing == .secondary)
    }

    @Test("The root controller's tint colors the window; a presented controller may have its own")
    func tint() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let screen = Appearance(title: "Appearance")
        window.rootViewController = screen
        #expect(window.scene().tintColor == nil, "the system blue")
        let accent = try #require(window.scene().picker("Accent"))
        try window.send(.rowSelected(list: accent.id, tag: String(TintColor.allCases.firstIndex(of: .green)!)))
        #expect(window.scene().tintColor == .green)
        #expect(window.scene().dump().split(separator: "\n").first?.hasSuffix(" tint=green") == true, "on the scene's line")
        let sheet = ViewController(title: "Sheet")
        sheet.tintColor = .pink
        screen.present(sheet)
        #expect(window.scene().presentations.first?.tintColor == .pink)
        #expect(window.scene().tintColor == .green)
    }
}
