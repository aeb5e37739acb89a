import PaneKit
import PaneKitTerminalHost
import ServerCommandLine
import Testing

/// `App.main()` in PaneKitUI starts the runner the program links, and PaneKitUI links none
/// itself (D-111). Tests/Consumer's OnlyPaneKitUI is the program that links none
/// (Tests/Browser/test_products.py runs it).
@Suite("App runners")
struct AppRunnerTests {
    @Test("D-111: a program that links ServerCommandLine finds the browser runner by its name")
    func browserRunnerIsFound() throws {
        let runners = AppRunners.linked.map(ObjectIdentifier.init)
        #expect(runners.contains(ObjectIdentifier(BrowserRunner.self)))
        #expect(AppRunners.known.first == String(reflecting: BrowserRunner.self))
    }

    @Test("D-112: `app tui …` picks the terminal's runner, anything else the browser's")
    func subcommandPicksTheRunner() throws {
        let terminal = try #require(AppRunners.runner(for: ["tui", "/mailbox/inbox", "--ascii"]))
        #expect(ObjectIdentifier(terminal.runner) == ObjectIdentifier(TerminalRunner.self))
        #expect(terminal.arguments == ["/mailbox/inbox", "--ascii"])
        let browser = try #require(AppRunners.runner(for: ["--port", "8080"]))
        #expect(ObjectIdentifier(browser.runner) == ObjectIdentifier(BrowserRunner.self))
        #expect(browser.arguments == ["--port", "8080"])
        #expect(AppRunners.known.contains(String(reflecting: TerminalRunner.self)))
    }
}
