import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

@MainActor
@Suite("Pull to refresh, focus requests and Return, rendered (LS-3, D-109)")
struct InputRenderTests {
    final class Screen: ViewController {
        var isRefreshing = false
        var wantsFocus = false

        override var body: any View {
            var list = List { Text("One") }
            list.refreshControl = RefreshControl(isRefreshing: isRefreshing) {}
            return VStack {
                list
                SubmitHandler(action: {}) {
                    FocusBinding(isFocused: wantsFocus, onFocusChange: { _ in }) {
                        TextField("Subject", text: "") { _ in }
                    }
                }
            }
        }
    }

    private func page(_ configure: (Screen) -> Void = { _ in }) -> String {
        let screen = Screen()
        configure(screen)
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        window.rootViewController = NavigationController(root: screen)
        return HTMLRenderer().render(window.scene()).html
    }

    /// The opening tag of the first element whose opening tag contains `marker`.
    private func tag(containing marker: String, in html: String) throws -> Substring {
        let at = try #require(html.range(of: marker))
        let start = try #require(html[..<at.lowerBound].range(of: "<", options: .backwards))
        return html[start.lowerBound...].prefix { $0 != ">" }
    }

    @Test("LS-3 a refreshable list names its pull's control and holds a closed spinner; refreshing, the spinner is a progress bar and the pull is not offered")
    func refreshControl() throws {
        let idle = page()
        #expect(try tag(containing: "class=\"pk-list\"", in: idle).contains("data-refresh="))
        #expect(try tag(containing: "class=\"pk-refresh\"", in: idle).contains("aria-hidden=\"true\""))
        let busy = page { $0.isRefreshing = true }
        let list = try tag(containing: "class=\"pk-list\"", in: busy)
        #expect(list.contains("data-refreshing") && !list.contains("data-refresh="))
        #expect(try tag(containing: "class=\"pk-refresh\"", in: busy).contains("role=\"progressbar\""))
    }

    @Test("D-109 a focus the app asks for marks the input itself; Return's handler wraps its fields")
    func focusAndSubmit() throws {
        #expect(!page().contains("data-focus="), "nothing asked while the focus is where the app wants it")
        let asked = page { $0.wantsFocus = true }
        let input = try tag(containing: "placeholder=\"Subject\"", in: asked)
        #expect(input.hasPrefix("<input") && input.contains("data-focus=\"true\""))
        #expect(try tag(containing: "class=\"pk-submit\"", in: asked).contains("data-submit="))
    }
}
