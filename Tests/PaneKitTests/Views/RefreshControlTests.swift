@testable import PaneKit
import PaneKitTestSupport
import Testing

@MainActor
@Suite("RefreshControl (LS-3)")
struct RefreshControlTests {
    /// A table view controller with UIKit's refresh control: a pull begins the refresh, the
    /// controller ends it when its work is done.
    final class Mailbox: ViewController {
        var subjects = ["Welcome"]
        var isChecking = false
        var checks = 0

        override var body: any View {
            var list = List {
                ForEach(subjects, id: \.self) { Text($0) }
            }
            list.refreshControl = RefreshControl(isRefreshing: isChecking) { [unowned self] in
                checks += 1
                isChecking = true
            }
            return list
        }

        func finishChecking() {
            subjects.insert("New", at: 0)
            isChecking = false
            setNeedsUpdate()
        }
    }

    final class Plain: ViewController {
        override var body: any View { List { Text("One") } }
    }

    private func listNode(_ window: Window) throws -> ViewNode {
        try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
    }

    @Test("LS-3 a list with a refresh control is pullable: the pull calls onRefresh; while refreshing the Scene says so and a pull is not taken; ending shows the new rows")
    func pullBeginsAndTheControllerEnds() throws {
        let mailbox = Mailbox()
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        window.rootViewController = NavigationController(root: mailbox)
        let list = try listNode(window)
        #expect(window.scene().dump().contains("refresh=idle"))
        try window.send(.tapped(list.id.system("refresh")))
        #expect(mailbox.checks == 1)
        #expect(window.scene().dump().contains("refresh=refreshing"))
        #expect(throws: (any Error).self) { try window.send(.tapped(list.id.system("refresh"))) }
        #expect(mailbox.checks == 1)
        mailbox.finishChecking()
        let dump = window.scene().dump()
        #expect(dump.contains("refresh=idle"))
        #expect(dump.contains("text \"New\""))
    }

    @Test("LS-3 a list without a refresh control carries none")
    func plainListIsNotPullable() throws {
        let controller = Plain()
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        window.rootViewController = controller
        guard case .list(_, _, _, let refresh) = try listNode(window).kind else { Issue.record("no list"); return }
        #expect(refresh == nil)
    }
}
