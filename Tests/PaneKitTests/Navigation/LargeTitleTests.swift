import PaneKit
import PaneKitTestSupport
import Testing

@Suite("NV — large titles", .tags(.navigation))
struct LargeTitleTests {
    @Test("NV-11 without prefersLargeTitles every title is inline, whatever the items ask")
    func NV_11_onlyWhenPreferred() throws {
        let fixture = NavigationFixture()
        fixture.a.navigationItem.largeTitleDisplayMode = .always
        #expect(!fixture.navigationScene.bar.largeTitle)
        fixture.navigation.prefersLargeTitles = true
        #expect(fixture.navigationScene.bar.largeTitle)
        #expect(fixture.window.scene().dump().contains("bar \"A\" large"))
    }

    @Test("NV-12 automatic inherits from the item below, a first item shows large; always and never decide for themselves")
    func NV_12_modes() throws {
        let fixture = NavigationFixture()
        fixture.navigation.prefersLargeTitles = true
        #expect(fixture.navigationScene.bar.largeTitle, "an automatic first item is large")
        try fixture.navigation.push(fixture.b)
        #expect(fixture.navigationScene.bar.largeTitle, "automatic over a large title")
        fixture.b.navigationItem.largeTitleDisplayMode = .never
        #expect(!fixture.navigationScene.bar.largeTitle)
        try fixture.navigation.push(fixture.c)
        #expect(!fixture.navigationScene.bar.largeTitle, "automatic over a small title")
        fixture.c.navigationItem.largeTitleDisplayMode = .always
        #expect(fixture.navigationScene.bar.largeTitle)
        fixture.c.navigationItem.largeTitleDisplayMode = .inline
        #expect(!fixture.navigationScene.bar.largeTitle)
        _ = fixture.navigation.popToRoot()
        #expect(fixture.navigationScene.bar.largeTitle, "back at the root")
    }

    @Test("D-98 no large title on a Mac, in compact height or without a title")
    func D_98_where() throws {
        for (width, height, pointer, large) in [(390.0, 844.0, PointerKind.coarse, true), (1180, 820, .coarse, true),
                                                (844, 390, .coarse, false), (1440, 900, .fine, false)] {
            let navigation = NavigationController(root: ViewController(title: "Inbox"))
            navigation.prefersLargeTitles = true
            let window = Window(viewport: Viewport(width: width, height: height, pointer: pointer))
            window.rootViewController = navigation
            guard case .navigation(let scene) = window.scene().root else { Issue.record("no stack"); continue }
            #expect(scene.bar.largeTitle == large, "\(width)×\(height)")
        }
        let untitled = NavigationController(root: ViewController())
        untitled.prefersLargeTitles = true
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = untitled
        guard case .navigation(let scene) = window.scene().root else { Issue.record("no stack"); return }
        #expect(!scene.bar.largeTitle)
    }
}
