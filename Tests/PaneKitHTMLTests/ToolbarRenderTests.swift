import PaneKit
import PaneKitHTML
import Testing

@Suite("Bottom toolbar rendering")
struct ToolbarRenderTests {
    @Test("The toolbar renders as a footer with the toolbar role under the stack's content")
    func rendered() throws {
        let screen = ViewController(title: "Message")
        screen.toolbarItems = [BarButtonItem("Flag", symbol: "flag") {}]
        let navigation = NavigationController(root: screen)
        navigation.isToolbarHidden = false
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = navigation
        let html = HTMLRenderer().render(window.scene()).html
        let footer = try #require(html.range(of: "<footer"))
        let tail = html[footer.lowerBound...]
        #expect(tail.contains("role=\"toolbar\"") && tail.contains("aria-label=\"Flag\""))
        #expect(try #require(html.range(of: "pk-nav-body")).lowerBound < footer.lowerBound)

        navigation.isToolbarHidden = true
        #expect(!HTMLRenderer().render(window.scene()).html.contains("<footer"))
    }

    @Test("A status item renders as text with the status role, not as a button")
    func status() throws {
        let screen = ViewController(title: "Inbox")
        screen.toolbarItems = [BarButtonItem(status: "Updated Just Now")]
        let navigation = NavigationController(root: screen)
        navigation.isToolbarHidden = false
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = navigation
        let html = HTMLRenderer().render(window.scene()).html
        let footer = html[try #require(html.range(of: "<footer")).lowerBound...]
        #expect(footer.contains("class=\"pk-toolbar-status\" role=\"status\">Updated Just Now</span>"))
        #expect(footer.contains("Updated Just Now"))
        #expect(!footer.contains("<button"))
    }
}
