import PaneKit
import PaneKitTestSupport
import Testing

/// A screen that notes what its containers show at each layout pass.
final class BranchProbe: ViewController {
    var shown: [Bool] = []
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        shown.append(isInShownBranch)
    }
}

/// `ViewController.isInShownBranch`: which branches the containers show, known during the layout
/// pass, so a costly screen can wait until it shows (D-50, D-52).
@Suite("Shown branches")
struct ShownBranchTests {
    func window(_ root: ViewController, width: Double) -> Window {
        let window = Window(viewport: Viewport(width: width, height: 900, pointer: width > 600 ? .fine : .coarse))
        window.rootViewController = root
        return window
    }

    @Test("A tab that is not selected is not in a shown branch; its selection brings it in (TB-5)")
    func tabs() {
        let first = BranchProbe(title: "First"), second = BranchProbe(title: "Second")
        let tabs = TabBarController()
        tabs.setViewControllers([first, second])
        let window = window(tabs, width: 390)
        _ = window.scene()
        #expect(first.shown.last == true && second.shown.last == false)
        tabs.selectedIndex = 1
        _ = window.scene()
        #expect(first.shown.last == false && second.shown.last == true)
    }

    @Test("A split view's compact column shows only while collapsed, its other columns only while expanded, its inspector only while shown (SV-C1, SV-I2)")
    func splitColumns() {
        let primary = BranchProbe(title: "Primary"), secondary = BranchProbe(title: "Secondary")
        let compact = BranchProbe(title: "Compact"), inspector = BranchProbe(title: "Inspector")
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(compact, for: .compact)
        split.setViewController(inspector, for: .inspector)
        let window = window(split, width: 1440)
        _ = window.scene()
        #expect(primary.shown.last == true && secondary.shown.last == true)
        #expect(compact.shown.last == false && inspector.shown.last == false)
        split.show(.inspector)
        _ = window.scene()
        #expect(inspector.shown.last == true)
        window.setViewport(Viewport(width: 390, height: 844, pointer: .coarse))
        _ = window.scene()
        #expect(compact.shown.last == true)
        #expect(primary.shown.last == false && secondary.shown.last == false && inspector.shown.last == false)
    }
}
