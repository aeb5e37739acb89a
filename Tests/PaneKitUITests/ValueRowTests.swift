import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

@MainActor
@Suite("Rows drawn from their value (D-52)")
struct ValueRowTests {
    func window(_ view: some PaneKitUI.View, width: Double = 1440) -> (PaneKit.Window, PaneKitUI.HostingController) {
        let hosted = PaneKitUI.HostingController(rootView: view)
        let window = PaneKit.Window(viewport: Viewport(width: width, height: 900, pointer: .fine))
        window.rootViewController = hosted
        return (window, hosted)
    }

    /// Builds until the list's rows are drawn from their value: the first read of a type tells
    /// whether it is pure, and the next body read switches its rows over.
    func warmUp(_ window: PaneKit.Window, _ mailroom: Mailroom) {
        _ = window.scene()
        mailroom.names.append("Warm")
        _ = window.scene()
    }

    @Test("A pure Equatable row is drawn from its value: a new list body reads only the new row, and no row keeps a cache entry")
    func pureRowsAreDrawnFromTheirValue() throws {
        let mailroom = Mailroom()
        let (window, hosted) = window(RowList(mailroom: mailroom) { PlainRow(name: $0) })
        warmUp(window, mailroom)
        #expect(ViewPurity.isPure(PlainRow.self))
        let reads = hosted.bodies.valueRowReads.count
        mailroom.names.append("Dorothy")
        let dump = window.scene().dump()
        #expect(dump.contains("text \"Dorothy\"") && dump.contains("text \"Ada\""))
        #expect(hosted.bodies.valueRowReads.count - reads == 1, "only Dorothy's row is read")
        #expect(!hosted.bodies.currentEntries.contains { $0.view is PlainRow }, "rows keep no cache entry")

        // Selection still maps rows to their ids.
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        try window.send(.rowSelected(list: list.id, tag: "Grace"))
        #expect(mailroom.chosen == "Grace")
    }

    @Test("Rows with swipe actions, a menu and tinted buttons, under a search field with scopes and marked matches, are still drawn from their value")
    func searchedRowsWithActionsAreDrawnFromTheirValue() throws {
        let mailroom = Mailroom()
        let (window, hosted) = window(SearchedRowList(mailroom: mailroom))
        warmUp(window, mailroom)
        #expect(ViewPurity.isPure(ActionRow.self))
        let reads = hosted.bodies.valueRowReads.count
        mailroom.names.append("Dorothy")
        #expect(window.scene().dump().contains("text \"Dorothy\""))
        #expect(hosted.bodies.valueRowReads.count - reads == 1, "only Dorothy's row is read")
        #expect(!hosted.bodies.currentEntries.contains { $0.view is ActionRow }, "rows keep no cache entry")
    }

    @Test("D-69 a row's actions are read only when people reach for that row, not at every build of every row")
    func actionsAreReadOnRequest() throws {
        let reads = ActionReads()
        let (window, _) = window(CountedActionsList(reads: reads))
        let scene = window.scene()
        #expect(reads.count == 0, "three rows, no actions read")
        let request = try #require(scene.allNodes.first { $0.kind == .actionsOnRequest })
        try window.send(.tapped(request.id))
        #expect(window.scene().button("Flag") != nil)
        #expect(reads.count == 1, "the row reached for")
    }

    @Test("A row that turns out to read observable data makes its type impure; its list reads it the usual way and follows the data")
    func observingRowIsReadTheUsualWay() throws {
        let mailroom = Mailroom()
        let (window, _) = window(RowList(mailroom: mailroom) { SometimesWatchingRow(name: $0, mailroom: mailroom) })
        warmUp(window, mailroom)
        #expect(ViewPurity.isPure(SometimesWatchingRow.self))

        mailroom.names.append("Zed")
        #expect(window.scene().dump().contains("text \"Zed 0\""))
        #expect(!ViewPurity.isPure(SometimesWatchingRow.self))
        _ = window.scene()  // the list read again, its rows the usual way
        mailroom.count = 4
        #expect(window.scene().dump().contains("text \"Zed 4\""))
        mailroom.count = 5
        #expect(window.scene().dump().contains("text \"Zed 5\""))
    }

    @Test("A row that turns out to record something on its list makes its type impure; the list reads it again and selection uses the value it named")
    func recordingRowIsReadTheUsualWay() throws {
        let mailroom = Mailroom()
        let tagged = Mailroom()
        let (window, _) = window(TaggedList(mailroom: mailroom, chosen: tagged))
        warmUp(window, mailroom)
        #expect(ViewPurity.isPure(SometimesTaggedRow.self))

        mailroom.names.append("Zed")
        _ = window.scene()
        #expect(!ViewPurity.isPure(SometimesTaggedRow.self))
        let scene = window.scene()
        let list = try #require(scene.allNodes.first { if case .list = $0.kind { true } else { false } })
        try window.send(.rowSelected(list: list.id, tag: "Zed"))
        #expect(tagged.chosen == "zed-tag", "the row stands for the value its .tag names")
    }

    @Test("A change of traits draws rows from their value again")
    func traitsChangeDrawsRowsAgain() throws {
        let mailroom = Mailroom()
        let (window, hosted) = window(RowList(mailroom: mailroom) { ResizedRow(name: $0) })
        warmUp(window, mailroom)
        let reads = hosted.bodies.valueRowReads.count
        _ = window.scene()
        #expect(hosted.bodies.valueRowReads.count == reads, "nothing changed: no row is read")
        window.setViewport(Viewport(width: 800, height: 900, pointer: .fine))
        #expect(window.scene().dump().contains("text \"Katherine\""))
        #expect(hosted.bodies.valueRowReads.count > reads)
    }

    @Test("Custom views, conditions, stacks and modifiers add no level to node ids: a row's text is as deep as its stacks")
    func viewsAddNoLevels() throws {
        let (window, _) = window(StackedGreeting())
        let scene = window.scene()
        let text = try #require(scene.allNodes.first { if case .text("deep", _, _) = $0.kind { true } else { false } })
        // The screen's body, the outer stack's child 1, the inner stack's child 0.
        #expect(text.id.rawValue.split(separator: "/").count == 4, "\(text.id.rawValue)")
    }
}

@MainActor
@Suite("Text.font")
struct TextFontTests {
    @Test("Text.font(_:) is a Text in that style, as SwiftUI's; a Text without one takes the style around it")
    func textFont() {
        let hosted = PaneKitUI.HostingController(rootView: FontedTexts())
        let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = hosted
        let dump = window.scene().dump()
        #expect(dump.contains("text \"own\" style=headline"))
        #expect(dump.contains("text \"around\" style=footnote"))
        #expect(dump.contains("text \"inherits\" style=footnote"))
        let own: PaneKitUI.Text = PaneKitUI.Text("own").font(.headline)
        #expect(own.string == "own")
    }
}


@MainActor
@Suite("Reused views and values read when drawn (D-52)")
struct ReusedViewTests {
    func window() -> (PaneKit.Window, PaneKitUI.HostingController, SharedNote) {
        let note = SharedNote()
        let hosted = PaneKitUI.HostingController(rootView: SharedNoteView(note: note))
        let navigation = NavigationController(root: hosted)
        let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = navigation
        return (window, hosted, note)
    }

    @Test("A view whose reads did not change is reused without a walk and records its title and toolbar again")
    func effectsAreRecordedAgain() throws {
        let (window, hosted, note) = window()
        _ = window.scene()
        let walks = hosted.bodies.walks
        note.count = 3
        let scene = window.scene()
        #expect(scene.dump().contains("text \"count 3\""))
        #expect(hosted.bodies.walks - walks == 1, "the counting child alone")
        #expect(hosted.title == "Note")
        #expect(scene.barItem("Share") != nil)
    }

    @Test("Typing into a field draws it again without reading or walking any view")
    func typingReadsNoView() throws {
        let (window, hosted, note) = window()
        let scene = window.scene()
        let field = try #require(scene.allNodes.first { if case .textField = $0.kind { true } else { false } })
        let builds = hosted.buildCount, walks = hosted.bodies.walks, readings = hosted.bodies.evaluations
        try window.send(.textChanged(field.id, text: "Hello, world"))
        #expect(note.text == "Hello, world")
        let after = window.scene().dump()
        #expect(after.contains("textField \"Hello, world\""))
        #expect(hosted.buildCount == builds && hosted.bodies.walks == walks && hosted.bodies.evaluations == readings)

        // The model changed elsewhere (another page): the field follows, still reading no view.
        note.text = "Bye"
        #expect(window.scene().dump().contains("textField \"Bye\""))
        #expect(hosted.buildCount == builds)
    }
}

@MainActor
@Suite("A list's rows kept lean (D-86)")
struct LeanListRowTests {
    @Test("D-86 value rows are made as the core builds them; selecting the first, a middle and the last row still names its value")
    func valueRowsMadeOnBuild() throws {
        let mailroom = Mailroom()
        mailroom.names = (0..<50).map { "Person \($0)" }
        let hosted = PaneKitUI.HostingController(rootView: RowList(mailroom: mailroom) { PlainRow(name: $0) })
        let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = hosted
        _ = window.scene()
        mailroom.names.append("Warm")
        _ = window.scene()
        #expect(ViewPurity.isPure(PlainRow.self))
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        for name in ["Person 0", "Person 23", "Warm"] {
            try window.send(.rowSelected(list: list.id, tag: name))
            #expect(mailroom.chosen == name)
            let selected = window.scene().allNodes.filter { if case .row(_, true, _) = $0.kind { true } else { false } }
            #expect(selected.map(\.kind) == [.row(tag: name, isSelected: true, showsDisclosure: false)])
        }
    }

    @Test("D-86 a list's rows are kept as runs: tags, values and names come from the run, a row's own tag or a named value")
    func listRowsAsRuns() {
        let rows = ListRows()
        let ids: [Int64] = [10, 11, 12]
        rows.append("header")
        let lazy = rows.beginRun { AnyHashable(ids[$0]) }
        rows.append(run: lazy, count: ids.count) { String(ids[$0]) }
        let added = rows.beginRun { AnyHashable("v\($0)") }
        rows.append("a", run: added, index: 0)
        rows.append("own")
        rows.append("b", run: added, index: 1)
        rows.setValue(AnyHashable("named"), for: "own")
        #expect(rows.tags == ["header", "10", "11", "12", "a", "own", "b"])
        #expect(rows.count == 7 && rows.lastTag == "b")
        #expect(rows.value(for: "11") == AnyHashable(Int64(11)))
        #expect(rows.value(for: "b") == AnyHashable("v1"))
        #expect(rows.value(for: "header") == nil)
        #expect(rows.value(for: "own") == AnyHashable("named"))
        #expect(rows.value(for: "missing") == nil)
        #expect(rows.tag(for: Int64(12)) == "12")
        #expect(rows.tag(for: "v0") == "a")
        #expect(rows.tag(for: "named") == "own")
        #expect(rows.tag(for: Int64(99)) == nil)
        #expect(rows.valuedTags == ["10", "11", "12", "a", "own", "b"])
    }
}
