import PaneKit
import ServerCommandLine
import Testing

/// `App.main()` in PaneKitUI starts the runner the program links, and PaneKitUI links none
/// itself (D-111). Tests/Consumer's OnlyPaneKitUI is the program that links none
/// (Tests/Browser/test_products.py runs it).
@Suite("App runners")
struct AppRunnerTests {
    @Test("D-111: a program that links ServerCommandLine finds the browser runner by its name")
    func browserRunnerIsFound() throws {
        let runner = try #require(AppRunners.linked)
        #expect(ObjectIdentifier(runner) == ObjectIdentifier(BrowserRunner.self))
        #expect(AppRunners.known.first == String(reflecting: BrowserRunner.self))
    }
}
