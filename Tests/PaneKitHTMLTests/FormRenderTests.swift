import PaneKit
import PaneKitHTML
import Testing

@MainActor
@Suite("Form rendering")
struct FormRenderTests {
    final class Settings: ViewController {
        override var body: any View {
            Form {
                Section("You") {
                    TextField("Name", text: "") { _ in }
                    Toggle("Show Moods", isOn: true) { _ in }
                    ListFooter(ViewGroup([Text("Shown on the first page", style: .footnote)]))
                }
            }
        }
    }

    @Test("A form's section is its header, then a card holding a cell per view, then its footer: Settings' inset grouped look")
    func sectionsAreCardsOfCells() throws {
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        window.rootViewController = NavigationController(root: Settings())
        let html = HTMLRenderer().render(window.scene()).html
        let header = try #require(html.range(of: "class=\"pk-section-header\"")).lowerBound
        let body = try #require(html.range(of: "class=\"pk-section-body\"")).lowerBound
        let footer = try #require(html.range(of: "class=\"pk-section-footer\"")).lowerBound
        #expect(header < body && body < footer)
        let card = html[body..<footer]
        #expect(card.components(separatedBy: "class=\"pk-cell\"").count - 1 == 2, "the field and the switch, a cell each")
        #expect(card.contains("placeholder=\"Name\"") && card.contains("Show Moods"))
        #expect(!card.contains("Shown on the first page"), "the footer is under the card")
    }

    @Test("D-110 a list in a grouped style carries it on the list element itself")
    func groupedList() throws {
        final class Mailboxes: ViewController {
            override var body: any View {
                Decorated(.listLook(.insetGrouped)) {
                    List { Section("iCloud") { Text("Inbox") } }
                }
            }
        }
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        window.rootViewController = NavigationController(root: Mailboxes())
        let html = HTMLRenderer().render(window.scene()).html
        let list = try LayoutRenderTests.tag(containing: "class=\"pk-list\"", in: html)
        #expect(list.contains("data-list-style=\"insetGrouped\""))
    }
}
