import PaneKit
import PaneKitTestSupport
import Testing

/// `hidesBottomBarWhenPushed` (D-58): a pushed screen that asks hides the tab bar and the
/// navigation toolbar while it, or a screen pushed over it, is on top.
@Suite("Hiding the bottom bar when pushed (D-58)", .tags(.tabs))
struct BottomBarTests {
    @Test("D-58 a pushed screen that asks hides the tab bar until it is popped, in compact and regular width")
    func tabBar() throws {
        for width in [390.0, 1180] {
            let fixture = TabFixture(count: 3, width: width, height: 844)
            let stack = try #require(fixture.controllers[0].navigationController)
            #expect(!fixture.bar.isHidden)
            let message = LoggedController("Message", log: fixture.log)
            message.hidesBottomBarWhenPushed = true
            try stack.push(message)
            #expect(fixture.bar.isHidden, "width \(width): the message hides the tab bar")
            // A screen pushed over it keeps the bar hidden, as in UIKit.
            try stack.push(LoggedController("Attachment", log: fixture.log))
            #expect(fixture.bar.isHidden)
            // Another tab's stack does not hide it; coming back to this tab does.
            try fixture.tap("Tab1")
            #expect(!fixture.bar.isHidden)
            try fixture.tap("Tab0")
            #expect(fixture.bar.isHidden)
            stack.pop()
            stack.pop()
            #expect(!fixture.bar.isHidden, "back at the list, the bar comes back")
        }
    }

    @Test("D-58 the root of a stack never hides the bar; a screen of the tab API's tabs does")
    func rootAndTabAPI() throws {
        let inbox = ViewController(title: "Inbox")
        inbox.hidesBottomBarWhenPushed = true
        let stack = NavigationController(root: inbox)
        let tabs = TabBarController()
        tabs.setTabs([
            Tab(title: "Inbox", symbol: "tray", identifier: "inbox") { _ in stack },
            Tab(title: "Sent", symbol: "paperplane", identifier: "sent") { _ in ViewController(title: "Sent") },
        ])
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = tabs
        func bar() -> TabBarScene? { if case .tabBar(let bar)? = window.scene().root { bar } else { nil } }
        #expect(bar()?.isHidden == false, "a stack's root does not hide the bar")
        let message = ViewController(title: "Message")
        message.hidesBottomBarWhenPushed = true
        try stack.push(message)
        #expect(bar()?.isHidden == true)
        stack.pop()
        #expect(bar()?.isHidden == false)
    }

    @Test("D-58 the navigation toolbar hides under a pushed screen that asks")
    func toolbar() throws {
        let fixture = NavigationFixture()
        fixture.a.toolbarItems = [BarButtonItem("Flag", symbol: "flag") {}]
        fixture.b.toolbarItems = [BarButtonItem("Reply", symbol: "flag") {}]
        fixture.navigation.isToolbarHidden = false
        fixture.b.hidesBottomBarWhenPushed = true
        try fixture.navigation.push(fixture.b)
        #expect(fixture.navigationScene.toolbar == nil)
        fixture.navigation.pop()
        #expect(fixture.navigationScene.toolbar?.count == 1)
    }
}

/// `isTabBarHidden` (TB-23, iOS 18): the app hides the active tab bar itself; a navigation
/// controller's toolbar stays.
@Suite("Hiding the tab bar (TB-23)", .tags(.tabs))
struct TabBarHiddenTests {
    @Test("TB-23 isTabBarHidden is false by default; set, it hides the bar at every width and leaves the stack's toolbar showing")
    func hidden() throws {
        for width in [390.0, 1180] {
            let fixture = TabFixture(count: 3, width: width, height: 844)
            #expect(!fixture.tabs.isTabBarHidden && !fixture.bar.isHidden)
            let stack = try #require(fixture.controllers[0].navigationController)
            let message = ViewController(title: "Message")
            message.toolbarItems = [BarButtonItem("Reply", symbol: "arrowshape.turn.up.left") {}]
            stack.isToolbarHidden = false
            try stack.push(message)
            fixture.tabs.isTabBarHidden = true
            #expect(fixture.bar.isHidden, "width \(width)")
            #expect(fixture.window.scene().barItem("Reply", inToolbars: true) != nil, "the toolbar stays")
            fixture.tabs.setTabBarHidden(false, animated: true)
            #expect(!fixture.bar.isHidden)
        }
    }
}
