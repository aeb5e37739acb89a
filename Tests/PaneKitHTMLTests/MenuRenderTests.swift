import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

@Suite("Menu rendering (NV-14)")
struct MenuRenderTests {
    /// The page with `item` at the bar's trailing end, its menu built (`revealed`) or waiting.
    private func html(trailing item: BarButtonItem, revealed: Bool = true) throws -> String {
        let screen = ViewController(title: "Message")
        screen.navigationItem.trailingItems = [item]
        let window = Window(viewport: Viewport(width: 1440, height: 900))
        window.rootViewController = NavigationController(root: screen)
        if revealed { try window.revealMenu(window.scene().allBarItems.first?.menu) }
        return HTMLRenderer().render(window.scene()).html
    }

    @Test("D-107: a menu nobody opened is one element asking for its items")
    func waiting() throws {
        let page = try html(trailing: BarButtonItem("Flag", menu: Menu(children: [.action(MenuAction("Blue") {})])), revealed: false)
        let items = page[try #require(page.range(of: "pk-menu-items")).lowerBound...]
        #expect(items.contains("data-actions-request=") && !items.contains(">Blue<"))
    }

    @Test("NV-14: a bar button with a primary action keeps its tap, shows an arrow, and holds its items hidden beside it")
    func primaryAction() throws {
        let menu = Menu(children: [
            .action(MenuAction("Blue", symbol: "flag.fill", symbolTint: .blue) {}),
            .action(MenuAction("Gray", isOn: true) {}),
            .menu(Menu(displaysInline: true, children: [.action(MenuAction("Unflag") {})])),
            .menu(Menu("More", children: [.action(MenuAction("Junk") {})])),
        ])
        let page = try html(trailing: BarButtonItem("Flag", symbol: "flag", menu: menu) {})
        let anchor = try #require(page.range(of: "class=\"pk-menu-anchor\""))
        let tail = page[anchor.lowerBound...]
        #expect(tail.contains("data-menu=\"hold\"") && tail.contains("aria-haspopup=\"menu\"") && tail.contains("pk-menu-arrow"))
        #expect(tail.contains("data-tap="), "a tap on the button runs its action")
        #expect(tail.contains("class=\"pk-menu-items\" hidden"))
        #expect(tail.contains("data-symbol-tint=\"blue\""), "a tinted item colors its symbol")
        #expect(tail.contains("aria-checked=\"true\""), "a checked item")
        #expect(tail.contains("class=\"pk-rule\""), "an inline group between rules")
        #expect(tail.contains("class=\"pk-submenu\"") && tail.contains(">More<"))
    }

    @Test("NV-14: a bar button whose menu is its action has no tap of its own")
    func menuOnly() throws {
        let page = try html(trailing: BarButtonItem("Sort", symbol: "arrow.up.arrow.down", menu: Menu(children: [.action(MenuAction("Date") {})])))
        let anchor = try #require(page.range(of: "class=\"pk-menu-anchor\""))
        let opening = try #require(page[anchor.lowerBound...].range(of: "<button"))
        let tag = page[opening.lowerBound...].prefix { $0 != ">" }
        #expect(tag.contains("data-menu=\"tap\"") && !tag.contains("data-tap"))
        #expect(!page.contains("pk-menu-arrow"))
    }

    @Test("A menu in content draws as a button with its items hidden beside it")
    func contentMenu() throws {
        final class Recipes: ViewController {
            override var body: any View {
                MenuButton("Sort", symbol: "arrow.up.arrow.down") {
                    Button("Name") {}
                    Divider()
                    Toggle("Favorites Only", isOn: true) { _ in }
                }
            }
        }
        let screen = Recipes(title: "Recipes")
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = NavigationController(root: screen)
        let waiting = HTMLRenderer().render(window.scene()).html
        #expect(waiting.contains("data-actions-request"))
        try window.send(.tapped(try #require(window.scene().allNodes.first { $0.kind == .actionsOnRequest }).id))
        let page = HTMLRenderer().render(window.scene()).html
        #expect(page.contains("pk-button pk-menu-button"))
        #expect(page.contains("data-menu=\"tap\""))
        let items = page[try #require(page.range(of: "pk-menu-items")).lowerBound...]
        #expect(items.contains(">Name<") && items.contains("aria-checked=\"true\"") && items.contains("pk-rule"))
        #expect(!items.contains("role=\"switch\""), "a toggle in a menu is a checked item, not a switch")
    }
}
