@testable import PaneKit
@testable import PaneKitUI
import Testing

// Tests of the PaneKitUI API that the other suites do not reach. PaneKit is imported for the
// window's refresh; SwiftUI's names are written PaneKitUI.X where both modules have one.

@Observable
final class Profile {
    var name = "Ada"
    var address = Address()
}

struct Address {
    var city = "London"
}

struct Greeter: PaneKitUI.View {
    @Bindable var profile: Profile
    @PaneKitUI.Binding var city: String

    var body: some PaneKitUI.View {
        PaneKitUI.VStack {
            PaneKitUI.TextField("Name", text: $profile.name)
            PaneKitUI.TextField("City", text: $city)
            PaneKitUI.Text("\(profile.name) of \(profile.address.city)")
        }
    }
}

private enum GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct EnvironmentReader: PaneKitUI.View {
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.colorScheme) private var scheme
    @Environment(\.greeting) private var greeting

    var body: some PaneKitUI.View {
        PaneKitUI.Text("\(greeting): \(vertical == .compact ? "short" : "tall"), \(scheme == .dark ? "dark" : "light")")
    }
}

struct CoverageApp: PaneKitUI.App {
    let profile = Profile()
    @PaneKitUI.State private var cover = false
    @PaneKitUI.State private var half = false
    @PaneKitUI.State private var notes = ""

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    Greeter(profile: profile, city: PaneKitUI.Binding(get: { profile.address.city }, set: { profile.address.city = $0 }))
                    EnvironmentReader().environment(\.greeting, "Hi")
                    PaneKitUI.Image(systemName: "star")
                    PaneKitUI.TextEditor(text: $notes)
                    PaneKitUI.Text("Notes: \(notes)")
                    PaneKitUI.Button("Cover") { cover = true }
                    PaneKitUI.Button("Half") { half = true }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .navigation) {
                        PaneKitUI.Button("Back Home") {}
                    }
                    ToolbarItemGroup(placement: .primaryAction) {
                        PaneKitUI.Button("One") {}
                        PaneKitUI.Button("Two") {}
                    }
                }
                .fullScreenCover(isPresented: $cover) {
                    PaneKitUI.Button("Close Cover") { cover = false }
                }
                .sheet(isPresented: $half) {
                    PaneKitUI.Text("Half sheet")
                        .presentationDetents([.fraction(0.3), .height(200)])
                        .interactiveDismissDisabled()
                }
            }
        }
    }
}

struct SidebarTabsApp: PaneKitUI.App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            TabView {
                PaneKitUI.Tab("Home", systemImage: "house") { PaneKitUI.Text("Home screen") }
                TabSection("Mailboxes") {
                    PaneKitUI.Tab("Inbox", systemImage: "tray") { PaneKitUI.Text("Inbox screen") }
                        .customizationID("inbox")
                    PaneKitUI.Tab("Junk", systemImage: "xmark.bin") { PaneKitUI.Text("Junk screen") }
                        .defaultVisibility(.hidden, for: .sidebar)
                        .customizationBehavior(.disabled, for: .sidebar)
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }
}

struct WidthApp: PaneKitUI.App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationSplitView {
                PaneKitUI.Text("Side").navigationSplitViewColumnWidth(260)
            } detail: {
                PaneKitUI.Text("Main")
            }
            .navigationSplitViewStyle(.prominentDetail)
        }
    }
}

/// A UIKit-level screen whose state changes outside an event (a timer, another page).
final class Clock: PaneKit.ViewController {
    var ticks = 0
    override var body: any PaneKit.View { PaneKit.Text("Ticks \(ticks)") }
}

@MainActor
@Suite("PaneKitUI coverage")
struct CoverageTests {
    @Test("@Bindable gives bindings to an @Observable model's properties; Binding(get:set:) and member bindings write through")
    func bindable() throws {
        let page = PageDriver<CoverageApp>()
        try page.type("Grace", into: "Name")
        try page.type("Paris", into: "City")
        #expect(page.dump.contains("text \"Grace of Paris\""))
    }

    @Test("@Environment reads the vertical size class, the color scheme and a value of your own set with .environment(_:_:)")
    func environmentValues() throws {
        let page = PageDriver<CoverageApp>(width: 844, height: 390)
        #expect(page.dump.contains("text \"Hi: short, light\""))
        page.window.setViewport(Viewport(width: 1440, height: 900, pointer: .fine, colorScheme: .dark))
        #expect(page.dump.contains("text \"Hi: tall, dark\""))
    }

    @Test("Image(systemName:), TextEditor typing, ToolbarItemGroup at the navigation and primary placements")
    func controls() throws {
        let page = PageDriver<CoverageApp>(width: 390, height: 844)
        #expect(page.dump.contains("image star"))
        let editor = try #require(page.window.scene().allNodes.first { if case .textEditor = $0.kind { true } else { false } })
        try page.window.send(.textChanged(editor.id, text: "milk"))
        #expect(page.dump.contains("text \"Notes: milk\""))
        let scene = page.window.scene()
        #expect(scene.barItem("Back Home") != nil && scene.barItem("One") != nil && scene.barItem("Two") != nil)
    }

    @Test(".fullScreenCover covers the window; .height and .fraction detents and .interactiveDismissDisabled reach the sheet")
    func presentations() throws {
        let page = PageDriver<CoverageApp>(width: 390, height: 844)
        try page.tap("Cover")
        #expect(page.presentations.first?.appearance == .fullScreen)
        try page.tapPresented("Close Cover")
        #expect(page.presentations.isEmpty)
        try page.tap("Half")
        let sheet = try #require(page.presentations.first)
        #expect(sheet.detents.count == 2 && sheet.isModal)
        try page.dismissTopPresentation()  // refused: the sheet is modal
        #expect(page.presentations.count == 1)
    }

    @Test("TabSection with .tabViewStyle(.sidebarAdaptable): a sidebar in regular width; customization ids, hidden-by-default tabs")
    func sidebarTabs() throws {
        let page = PageDriver<SidebarTabsApp>(width: 1180, height: 820)
        let tabs = try #require(page.window.rootViewController as? PaneKit.TabBarController)
        #expect(tabs.mode == .automatic)
        #expect(tabs.tab(forIdentifier: "inbox") != nil)
        let junk = try #require(tabs.allTabs.first { $0.title == "Junk" })
        #expect(junk.isHiddenByDefault && !junk.allowsHiding)
        #expect(page.dump.contains("sidebar"))
    }

    @Test(".navigationSplitViewColumnWidth(_:) and .prominentDetail reach the split view")
    func widthAndStyle() throws {
        let page = PageDriver<WidthApp>()
        _ = page.dump
        let split = try #require(page.window.rootViewController as? PaneKit.SplitViewController)
        #expect(split.preferredPrimaryColumnWidth == 260 && split.preferredSplitBehavior == .overlay)
    }

    @Test("setNeedsUpdate() outside an event asks the page to refresh; inside an event it does not")
    func uikitRefresh() throws {
        let clock = Clock(title: "Clock")
        let window = PaneKit.Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = clock
        _ = window.scene()
        let requests = RequestCount()
        window.refresh.onRequest { requests.add() }
        clock.ticks = 1
        clock.setNeedsUpdate()
        #expect(requests.value == 1)
        #expect(window.scene().dump().contains("Ticks 1"))
        try window.send(.viewportChanged(Viewport(width: 400, height: 844)))
        #expect(requests.value == 1)
    }
}

final class RequestCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
