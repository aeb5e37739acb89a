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

    @Test("A bar button of the done style is marked for the stylesheet, which draws it bold on iPhone and iPad")
    func doneStyle() throws {
        let screen = ViewController(title: "New Message")
        var send = BarButtonItem("Send") {}
        send.style = .done
        screen.navigationItem.trailingItems = [send, BarButtonItem("Attach") {}]
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = NavigationController(root: screen)
        let html = HTMLRenderer().render(window.scene()).html
        func tag(_ label: String) throws -> Substring {
            let at = try #require(html.range(of: "aria-label=\"\(label)\""))
            let start = try #require(html[..<at.lowerBound].range(of: "<", options: .backwards))
            return html[start.lowerBound...].prefix { $0 != ">" }
        }
        #expect(try tag("Send").contains("data-style=\"done\""))
        #expect(try !tag("Attach").contains("data-style"))
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
