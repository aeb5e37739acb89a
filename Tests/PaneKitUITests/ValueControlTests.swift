import Foundation
import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

// SwiftUI's value controls as a settings form writes them (D-108). (PaneKit's names are qualified.)

@Observable
final class OpenedLinks {
    var urls: [URL] = []
}

struct FormControlsApp: PaneKitUI.App {
    @PaneKitUI.State private var quantity = 9
    @PaneKitUI.State private var volume = 0.5
    @PaneKitUI.State private var password = ""
    @PaneKitUI.State private var due = Date(timeIntervalSince1970: 1_800_000_000)
    @PaneKitUI.State private var downloaded = 0.25
    let links: OpenedLinks

    init() { links = ValueControlTests.links }

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                Form {
                    PaneKitUI.Section("Order") {
                        PaneKitUI.Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                        PaneKitUI.Slider(value: $volume, in: 0...1, step: 0.25) { PaneKitUI.Text("Volume") }
                        PaneKitUI.DatePicker("Due", selection: $due, displayedComponents: .date)
                        PaneKitUI.SecureField("Password", text: $password)
                        PaneKitUI.LabeledContent("Version", value: "2.1")
                        PaneKitUI.ProgressView("Downloading", value: downloaded, total: 1)
                        PaneKitUI.ProgressView()
                        PaneKitUI.Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    }
                    PaneKitUI.GroupBox("Summary") {
                        PaneKitUI.Text("Volume \(volume)")
                    }
                    ControlGroup {
                        PaneKitUI.Button("Less") { quantity -= 1 }
                        PaneKitUI.Button("More") { quantity += 1 }
                    }
                }
                .navigationTitle("Order")
                .environment(\.openURL, OpenURLAction { url in
                    links.urls.append(url)
                    return .handled
                })
            }
        }
    }
}

@MainActor
@Suite("D-108 — value controls")
struct ValueControlTests {
    nonisolated(unsafe) static var links = OpenedLinks()

    private func control(_ page: PageDriver<FormControlsApp>, _ match: (String, ValueControlKind) -> Bool) throws -> ViewNode {
        try #require(page.window.scene().allNodes.first { node in
            if case .valueControl(let title, _, let control) = node.kind { match(title, control) } else { false }
        })
    }

    private func value(_ node: ViewNode) -> String? {
        if case .valueControl(_, let value, _) = node.kind { value } else { nil }
    }

    @Test("Stepper: + steps the value and stops at the bound (its button disabled); − steps back")
    func stepper() throws {
        let page = PageDriver<FormControlsApp>(width: 390, height: 844)
        let stepper = try control(page) { title, kind in kind == .stepper && title.hasPrefix("Quantity") }
        #expect(stepper.kind == .valueControl(title: "Quantity: 9", value: "", control: .stepper))
        try page.window.send(.tapped(try #require(stepper.children.last).id))
        let atTop = try control(page) { _, kind in kind == .stepper }
        #expect(atTop.kind == .valueControl(title: "Quantity: 10", value: "", control: .stepper))
        #expect(atTop.children.last?.kind == .disabled, "+ is disabled at the upper bound")
        try page.window.send(.tapped(try #require(atTop.children.first).id))
        #expect(page.dump.contains("Quantity: 9"))
    }

    @Test("Slider, DatePicker, SecureField: the page's text sets the binding; what is not a number or out of bounds does not")
    func textValues() throws {
        let page = PageDriver<FormControlsApp>(width: 390, height: 844)
        let slider = try control(page) { _, kind in if case .slider = kind { true } else { false } }
        #expect(slider.kind == .valueControl(title: "Volume", value: "0.5", control: .slider(lowerBound: 0, upperBound: 1, step: 0.25)))
        try page.window.send(.textChanged(slider.id, text: "0.75"))
        #expect(page.dump.contains("Volume 0.75"))
        try page.window.send(.textChanged(slider.id, text: "7"))
        #expect(page.dump.contains("Volume 1.0"), "clamped to the upper bound")
        try page.window.send(.textChanged(slider.id, text: "loud"))
        #expect(page.dump.contains("Volume 1.0"))

        let date = try control(page) { title, _ in title == "Due" }
        #expect(value(date) == "1800000000")
        try page.window.send(.textChanged(date.id, text: "1800086400"))
        #expect(value(try control(page) { title, _ in title == "Due" }) == "1800086400")

        let secret = try control(page) { _, kind in if case .secureField = kind { true } else { false } }
        try page.window.send(.textChanged(secret.id, text: "hunter2"))
        let typed = try control(page) { _, kind in if case .secureField = kind { true } else { false } }
        #expect(value(typed) == "hunter2")
        #expect(!page.dump.contains("hunter2"), "a dump never writes a secret")
    }

    @Test("ProgressView, LabeledContent, Link, GroupBox, ControlGroup are drawn; a link opens through openURL")
    func shown() throws {
        Self.links = OpenedLinks()
        let page = PageDriver<FormControlsApp>(width: 390, height: 844)
        #expect(try control(page) { title, _ in title == "Downloading" }.kind == .valueControl(title: "Downloading", value: "0.25", control: .progress))
        #expect(try control(page) { title, kind in kind == .progress && title.isEmpty }.kind == .valueControl(title: "", value: "", control: .progress))
        let dump = page.dump
        #expect(dump.contains("text \"Version\"") && dump.contains("text \"2.1\""))
        #expect(dump.contains("section \"Summary\"") || dump.contains("Summary"))
        try page.tap("Privacy Policy")
        #expect(Self.links.urls == [URL(string: "https://example.com/privacy")!])
        try page.tap("More")
        #expect(page.dump.contains("Quantity: 10"))
    }
}
