import Foundation
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

// Apps for the SwiftUI symbols tested here, each as a SwiftUI developer writes it.

struct SettingsApp: App {
    @State private var wifi = true
    @State private var locked = true

    var body: some PaneKitUI.Scene {
        WindowGroup {
            ScrollView {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle(isOn: $locked) { Label("Locked", systemImage: "lock") }
                Text(wifi ? "Connected" : "Off")
                    .foregroundStyle(.secondary)
                    .padding()
                Button("Forget This Network") { wifi = false }
                    .disabled(locked)
            }
            .tint(.green)
        }
    }
}

struct Inbox: Identifiable, Hashable {
    let id: String
    let unread: Int
}

struct SearchApp: App {
    @State private var query = ""
    let boxes = [Inbox(id: "Inbox", unread: 3), Inbox(id: "Archive", unread: 0), Inbox(id: "Receipts", unread: 12)]

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                List(boxes.filter { query.isEmpty || $0.id.localizedCaseInsensitiveContains(query) }) { box in
                    Label(box.id, systemImage: "tray").badge(box.unread)
                }
                .searchable(text: $query, prompt: "Mailboxes")
                .navigationTitle("Mail")
            }
        }
    }
}

struct DestinationApp: App {
    @State private var showsHelp = false
    @State private var opened: Inbox?

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                VStack {
                    Text(showsHelp ? "help shown" : "help hidden")
                    Text(opened.map { "opened \($0.id)" } ?? "nothing opened")
                    Button("Help") { showsHelp = true }
                    Button("Open Receipts") { opened = Inbox(id: "Receipts", unread: 12) }
                }
                .navigationTitle("Home")
                .navigationDestination(isPresented: $showsHelp) {
                    VStack {
                        Text("How to use Mail")
                        Button("Done") { showsHelp = false }
                    }
                    .navigationTitle("Help")
                    .navigationBarBackButtonHidden()
                    .navigationBarTitleDisplayMode(.inline)
                }
                .navigationDestination(item: $opened) { box in
                    Text("\(box.unread) unread in \(box.id)").navigationTitle(box.id)
                }
            }
        }
    }
}

enum Section2: Hashable { case mail, photos }

struct OldTabsApp: App {
    @State private var selection = Section2.photos

    var body: some PaneKitUI.Scene {
        WindowGroup {
            TabView(selection: $selection) {
                Text(selection == .mail ? "on mail" : "mail in the background")
                    .tabItem { Label("Mail", systemImage: "envelope") }
                    .tag(Section2.mail)
                Text("Photos")
                    .tabItem {
                        Image(systemName: "photo")
                        Text("Photos")
                    }
                    .tag(Section2.photos)
            }
        }
    }
}

struct TallDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.8 }
}

struct DetentApp: App {
    @State private var showsInfo = false
    @State private var showsMap = false
    @State private var detent = PresentationDetent.large

    var body: some PaneKitUI.Scene {
        WindowGroup {
            VStack {
                Text("detent \(detent == .large ? "large" : detent == .medium ? "medium" : "other")")
                Button("Info") { showsInfo = true }
                Button("Map") { showsMap = true }
            }
            .popover(isPresented: $showsInfo) {
                Text("About this place")
            }
            .sheet(isPresented: $showsMap) {
                Text("Map controls")
                    .presentationDetents([.medium, .large, .custom(TallDetent.self)], selection: $detent)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            }
        }
    }
}

@MainActor
@Suite("SwiftUI symbols: controls, stacks, tabs, presentations")
struct SwiftUISymbolTests {
    @Test("Toggle flips its binding; .disabled leaves a button dimmed and without an action; ScrollView, .tint, .foregroundStyle and .padding")
    func toggleAndDisabled() throws {
        let page = PageDriver<SettingsApp>(width: 390, height: 844)
        let scene = page.window.scene()
        #expect(scene.toggle("Wi-Fi")?.isOn == true)
        #expect(scene.toggle("Locked")?.isOn == true)
        #expect(page.dump.contains("text \"Connected\""))
        // `.tint(.green)` tints the screen, as UIKit's tintColor.
        #expect(page.hostingControllers.first?.tintColor == .green)
        // Locked: the button is inside a disabled node, and a tap on it finds no action.
        let disabledLines = page.dump.split(separator: "\n").drop { !$0.contains("disabled") }
        #expect(disabledLines.dropFirst().first?.contains("button \"Forget This Network\"") == true)
        let forget = try #require(page.window.scene().button("Forget This Network"))
        #expect(throws: (any Error).self) { try page.window.send(.tapped(forget)) }
        #expect(page.dump.contains("text \"Connected\""))

        try page.window.send(.tapped(try #require(page.window.scene().toggle("Locked")?.id)))
        #expect(page.window.scene().toggle("Locked")?.isOn == false)
        #expect(!page.dump.contains("disabled"))
        try page.tap("Forget This Network")
        #expect(page.window.scene().toggle("Wi-Fi")?.isOn == false)
        #expect(page.dump.contains("text \"Off\""))
        try page.window.send(.tapped(try #require(page.window.scene().toggle("Wi-Fi")?.id)))
        #expect(page.dump.contains("text \"Connected\""))
    }

    @Test(".badge on rows shows counts (none for 0); .searchable puts a field above the list that filters it")
    func badgesAndSearch() throws {
        let page = PageDriver<SearchApp>(width: 390, height: 844)
        #expect(page.dump.contains("badge 3"))
        #expect(page.dump.contains("badge 12"))
        #expect(!page.dump.contains("badge 0"))
        #expect(page.dump.contains("placeholder=\"Mailboxes\""))
        try page.type("rec", into: "Mailboxes")
        #expect(page.dump.contains("label \"Receipts\""))
        #expect(!page.dump.contains("label \"Inbox\""))
        try page.type("", into: "Mailboxes")
        #expect(page.dump.contains("label \"Inbox\""))
    }

    @Test(".navigationDestination(isPresented:) and (item:) push while set; Back and false pop; .navigationBarBackButtonHidden hides Back")
    func bindingDestinations() throws {
        let page = PageDriver<DestinationApp>(width: 390, height: 844)
        try page.tap("Help")
        #expect(page.dump.contains("text \"How to use Mail\""))
        // The back button is hidden: only the screen's Done leads away.
        #expect(throws: PageDriver<DestinationApp>.DriverError.self) { try page.back() }
        try page.tap("Done")
        #expect(page.dump.contains("text \"help hidden\""))
        #expect(!page.dump.contains("How to use Mail"))

        try page.tap("Open Receipts")
        #expect(page.dump.contains("text \"12 unread in Receipts\""))
        try page.back()
        #expect(page.dump.contains("text \"nothing opened\""))
        #expect(!page.dump.contains("12 unread"))
    }

    @Test("NavigationPath.codable saves a path of mixed types as JSON and restores it; an unknown type is a clear error")
    func codablePath() throws {
        var path = NavigationPath()
        path.append(42)
        path.append("Receipts")
        let json = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json))
        #expect(restored == path)
        #expect(restored.count == 2)
        // A value that is not Codable makes no representation.
        struct Opaque: Hashable {}
        var opaque = NavigationPath()
        opaque.append(Opaque())
        #expect(opaque.codable == nil)
        let forged = Data(#"{"items":[{"type":"NoSuchType9","value":"1"}]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: forged) }
        // A type this program has, but no navigation value ever had, is refused too: a saved path
        // comes from the browser.
        let other = try #require(_mangledTypeName(UUID.self))
        let smuggled = Data(#"{"items":[{"type":"\#(other)","value":""6BA7B810-9DAD-11D1-80B4-00C04FD430C8""}]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: smuggled) }
    }

    @Test("TabView with .tabItem and .tag, the form before iOS 18: titles, symbols and the selection")
    func tabItems() throws {
        let page = PageDriver<OldTabsApp>(width: 390, height: 844)
        #expect(page.tabItems.map(\.title) == ["Mail", "Photos"])
        #expect(page.tabItems.map(\.symbol) == ["envelope", "photo"])
        #expect(page.dump.contains("text \"Photos\""))
        try page.tapTab("Mail")
        #expect(page.dump.contains("text \"on mail\""))
    }

    @Test(".popover is a sheet; .presentationDetents(_:selection:) follows both ways; CustomPresentationDetent; .presentationBackgroundInteraction")
    func presentations() throws {
        let page = PageDriver<DetentApp>(width: 390, height: 844)
        try page.tap("Info")
        #expect(page.presentations.count == 1)
        #expect(page.dump.contains("About this place"))
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty)

        try page.tap("Map")
        var sheet = try #require(page.presentations.first)
        #expect(sheet.selectedDetent == .large)
        #expect(sheet.detents.map(\.identifier.rawValue) == ["medium", "custom-TallDetent", "large"])
        // Up through medium what is behind stays usable; at large it is dimmed.
        #expect(sheet.dimming != nil)
        try page.window.send(.detentChanged(try #require(sheet.detentControlID), detent: "medium"))
        sheet = try #require(page.presentations.first)
        #expect(sheet.selectedDetent == .medium)
        #expect(sheet.dimming == nil)
        #expect(page.dump.contains("text \"detent medium\""))
    }
}

struct Mailbox: Identifiable, Hashable {
    let id: String
}

struct PickApp: App {
    @State private var picked: Set<String> = ["Archive", "Junk"]
    let boxes = ["Inbox", "Archive", "Junk"].map(Mailbox.init)

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                VStack {
                    List(boxes, selection: $picked) { box in Text(box.id) }
                    Text("picked \(picked.sorted().joined(separator: ","))")
                }
            }
        }
    }
}

struct CustomTabsRootApp: App {
    @State private var customization = TabViewCustomization()

    var body: some PaneKitUI.Scene {
        WindowGroup {
            TabView {
                Tab("Inbox", systemImage: "tray") { Text("visibility of sent: \(String(describing: customization[visibility: "sent"]))") }
                    .customizationID("inbox")
                Tab("Sent", systemImage: "paperplane") {
                    Button("Hide Sent") { customization[visibility: "sent"] = .hidden }
                }
                .customizationID("sent")
                Tab("Drafts", systemImage: "doc") { Text("Drafts") }.customizationID("drafts")
            }
            .tabViewCustomization($customization)
        }
    }
}

@MainActor
@Suite("SwiftUI symbols: selection sets and tab customization")
struct SelectionAndCustomizationTests {
    @Test("List(selection:) bound to a Set draws every chosen row selected; a tap chooses its row alone")
    func setSelection() throws {
        let page = PageDriver<PickApp>(width: 1440, height: 900)
        #expect(page.dump.contains("row Archive selected"))
        #expect(page.dump.contains("row Junk selected"))
        #expect(!page.dump.contains("row Inbox selected"))
        try page.select("Inbox")
        #expect(page.dump.contains("text \"picked Inbox\""))
        #expect(page.dump.contains("row Inbox selected"))
        #expect(!page.dump.contains("row Archive selected"))
    }

    @Test(".tabViewCustomization: the app's change hides a tab; the person's change reaches the binding; the value is Codable")
    func customization() throws {
        let page = PageDriver<CustomTabsRootApp>(width: 390, height: 844)
        #expect(page.tabItems.map(\.title) == ["Inbox", "Sent", "Drafts"])
        try page.tapTab("Sent")
        try page.tap("Hide Sent")
        #expect(page.tabItems.map(\.title) == ["Inbox", "Drafts"])
        // The person shows it again (as the sidebar's Edit does): the binding follows.
        let tabs = try #require(page.window.rootViewController as? HostingTabBarController<Never>)
        tabs.tabCustomization.sidebar.hidden.remove("sent")
        #expect(page.tabItems.map(\.title) == ["Inbox", "Sent", "Drafts"])
        try page.tapTab("Inbox")
        #expect(page.dump.contains("visibility of sent: automatic"))

        var saved = TabViewCustomization()
        saved[visibility: "drafts"] = .hidden
        let restored = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(saved))
        #expect(restored == saved)
        #expect(restored[visibility: "drafts"] == .hidden)
    }
}

extension EnvironmentValues {
    @Entry var signature: String = "Sent from Postbox"
    @Entry var draftLimit: Int?
}

struct SignatureView: View {
    @Environment(\.signature) private var signature
    @Environment(\.draftLimit) private var draftLimit

    var body: some View {
        Text("\(signature) / \(draftLimit.map(String.init) ?? "no limit")")
    }
}

struct EntryApp: App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            VStack {
                SignatureView()
                SignatureView()
                    .environment(\.signature, "Sent from my Mac")
                    .environment(\.draftLimit, 3)
            }
        }
    }
}

@MainActor
@Suite("SwiftUI symbols: @Entry")
struct EntryTests {
    @Test("@Entry declares an environment value with its default; .environment(_:_:) sets it for the views inside")
    func entry() throws {
        let page = PageDriver<EntryApp>()
        #expect(page.dump.contains("text \"Sent from Postbox / no limit\""))
        #expect(page.dump.contains("text \"Sent from my Mac / 3\""))
        var values = EnvironmentValues()
        #expect(values.signature == "Sent from Postbox")
        values.signature = "Hi"
        #expect(values.signature == "Hi")
    }
}

enum Pane: String { case inbox, sent }

struct NotesApp: App {
    @SceneStorage("pane") private var pane = Pane.inbox

    var body: some PaneKitUI.Scene {
        WindowGroup { NoteView(pane: $pane) }
    }
}

struct NoteView: View {
    @Binding var pane: Pane
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("count") private var count = 0

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            Text("draft: \(draft), count \(count), pane \(pane.rawValue)")
            Button("Count") { count += 1 }
            Button("Sent") { pane = .sent }
        }
    }
}

@MainActor
@Suite("SwiftUI symbols: @SceneStorage")
struct SceneStorageTests {
    @Test("@SceneStorage values are what the page keeps for its tab, and come back in the tab's next app")
    func sceneStorage() throws {
        let page = PageDriver<NotesApp>()
        #expect(page.dump.contains("text \"draft: , count 0, pane inbox\""))
        #expect(page.host.sceneStorage.isEmpty)
        try page.type("Dear Ada", into: "Draft")
        try page.tap("Count")
        try page.tap("Sent")
        #expect(page.dump.contains("text \"draft: Dear Ada, count 1, pane sent\""))
        #expect(page.host.sceneStorage == ["draft": "Dear Ada", "count": "1", "pane": "sent"])

        // A reload: a new app for the tab, given what the tab kept.
        let reloaded = PageDriver<NotesApp>(restoring: page.host.sceneStorage)
        #expect(reloaded.dump.contains("text \"draft: Dear Ada, count 1, pane sent\""))
        // Values that do not decode as the property's type are its default.
        let odd = PageDriver<NotesApp>(restoring: ["count": "many", "pane": "drafts"])
        #expect(odd.dump.contains("text \"draft: , count 0, pane inbox\""))
    }
}

struct InboxRowsApp: App {
    @State private var messages = ["Lunch?", "Invoice", "Trip"]
    @State private var flagged: Set<String> = []

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                List {
                    ForEach(messages, id: \.self) { message in
                        Text(flagged.contains(message) ? "\(message) (flagged)" : message)
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) { messages.removeAll { $0 == message } } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                            .swipeActions(edge: .leading, allowsFullSwipe: false) {
                                Button("Flag \(message)") { flagged.insert(message) }
                            }
                            .contextMenu {
                                Button("Flag") { flagged.insert(message) }
                                Button("Delete \(message)", role: .destructive) { messages.removeAll { $0 == message } }
                            }
                    }
                }
                .navigationTitle("Inbox")
            }
        }
    }
}

@MainActor
@Suite("SwiftUI symbols: row actions")
struct RowActionTests {
    @Test(".swipeActions and .contextMenu give a row its buttons (drawn behind the row and in a menu), built when people reach for that row; choosing one runs it")
    func rowActions() throws {
        let page = PageDriver<InboxRowsApp>(width: 390, height: 844)
        // Until a swipe or a menu asks, a row holds one note that it has actions, not its buttons.
        let closed = page.dump
        #expect(closed.components(separatedBy: "\n").count { $0.contains("actionsOnRequest") } == 3)
        #expect(!closed.contains("swipeActions") && !closed.contains("contextMenu"))

        try page.revealActions(ofRowShowing: "Invoice")
        let dump = page.dump
        #expect(dump.components(separatedBy: "\n").count { $0.contains("actionsOnRequest") } == 2)
        #expect(dump.contains("swipeActions trailing full"))
        #expect(dump.contains("swipeActions leading"))
        #expect(!dump.contains("swipeActions leading full"))
        #expect(dump.contains("contextMenu"))
        // Button(role:action:label:) takes its title and symbol from the Label.
        #expect(dump.contains("button \"Delete\" symbol=trash role=destructive"))
        // The row's own buttons are not rows of the list.
        #expect(dump.components(separatedBy: "\n").count { $0.contains("row ") } == 3)

        try page.tap("Flag Invoice")
        #expect(page.dump.contains("text \"Invoice (flagged)\""))
        // Reaching for another row puts the first one's buttons away.
        try page.revealActions(ofRowShowing: "Trip")
        #expect(page.window.scene().button("Flag Invoice") == nil)
        try page.tap("Delete Trip")
        #expect(!page.dump.contains("Trip"))
        try page.revealActions(ofRowShowing: "Lunch?")
        try page.tap("Delete")
        #expect(!page.dump.contains("Lunch?"))
        #expect(page.dump.contains("Invoice (flagged)"))
    }
}

/// Two tabs in the style `Style` names.
struct StyledTabsApp<Style: TabStyleChoice>: App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            TabView {
                Tab("Inbox", systemImage: "tray") { Text("Inbox") }
                Tab("Sent", systemImage: "paperplane") { Text("Sent") }
            }
            .tabViewStyle(Style.style)
        }
    }
}

protocol TabStyleChoice { associatedtype Style: TabViewStyle; static var style: Style { get } }
enum TabBarOnly: TabStyleChoice { static var style: TabBarOnlyTabViewStyle { .tabBarOnly } }
enum SidebarStyle: TabStyleChoice { static var style: SidebarTabViewStyle { .sidebar } }

struct AutomaticSplitApp: App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationSplitView {
                Text("Folders")
            } detail: {
                Text("Message")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Close") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Reply") {} }
                    }
            }
            .navigationSplitViewStyle(.automatic)
        }
    }
}

@MainActor
@Suite("SwiftUI symbols: styles and bar placements")
struct StyleTests {
    @Test(".tabViewStyle(.tabBarOnly) keeps a tab bar at every width; .sidebar shows the tabs as a sidebar")
    func tabStyles() throws {
        let bar = PageDriver<StyledTabsApp<TabBarOnly>>(width: 1440, height: 900)
        #expect((bar.window.rootViewController as? HostingTabBarController<Never>)?.mode == .tabBar)
        #expect(bar.tabItems.map(\.title) == ["Inbox", "Sent"])
        let sidebar = PageDriver<StyledTabsApp<SidebarStyle>>(width: 1440, height: 900)
        #expect((sidebar.window.rootViewController as? HostingTabBarController<Never>)?.mode == .tabSidebar)
        #expect(sidebar.dump.contains("sidebar"))
    }

    @Test(".navigationSplitViewStyle(.automatic) leaves the split behavior to the width; .topBarLeading and .topBarTrailing place bar buttons")
    func automaticStyleAndPlacements() throws {
        let page = PageDriver<AutomaticSplitApp>()
        let split = try #require(page.window.rootViewController as? HostingSplitViewController)
        #expect(split.preferredSplitBehavior == .automatic)
        let detail = try #require(page.hostingControllers.first { $0.path.hasSuffix("/detail") })
        _ = page.dump
        #expect(detail.navigationItem.leadingItem?.title == "Close")
        #expect(detail.navigationItem.trailingItems.map(\.title) == ["Reply"])
    }
}
