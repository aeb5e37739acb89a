import Foundation
import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

// The shapes Apple deprecated that code from before iOS 16 still uses (issue 35). Declared
// deprecated themselves, so their uses of the deprecated API stay quiet.

@available(*, deprecated, message: "exercises SwiftUI's deprecated navigation links and alerts")
struct OldLinksApp: PaneKitUI.App {
    @PaneKitUI.State private var showsProfile = false
    @PaneKitUI.State private var alerting = false

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    NavigationLink("Profile", isActive: $showsProfile) {
                        PaneKitUI.Text("Profile screen")
                    }
                    PaneKitUI.Text(showsProfile ? "active" : "inactive")
                    PaneKitUI.Button("Save") { alerting = true }
                }
                .navigationBarTitle(PaneKitUI.Text("Home"))
                .alert(isPresented: $alerting) {
                    Alert(title: PaneKitUI.Text("Saved"), message: PaneKitUI.Text("Your changes are saved."),
                          dismissButton: .default(PaneKitUI.Text("Great")))
                }
            }
        }
    }
}

/// Runs the deprecated shapes from a deprecated context (Swift Testing takes no deprecated test).
@MainActor
protocol DeprecatedExercise {
    func run() throws
}

@MainActor
struct OldLinksExercise: DeprecatedExercise {
    @available(*, deprecated, message: "exercises SwiftUI's deprecated navigation links and alerts")
    func run() throws {
        let page = PageDriver<OldLinksApp>(width: 390, height: 844)
        #expect(page.dump.contains("inactive"))
        try page.tap("Profile")
        #expect(page.dump.contains("Profile screen"))
        guard case .navigation(let stack)? = page.window.scene().root, let back = stack.bar.leadingItems.first else {
            Issue.record("no Back after the push: \(page.dump)")
            return
        }
        try page.window.send(.tapped(back.id))
        #expect(page.dump.contains("text \"inactive\""))
        #expect(!page.dump.contains("Profile screen"))
        try page.tap("Save")
        #expect(page.presentations.count == 1)
        #expect(page.dump.contains("Saved"))
        #expect(page.window.scene().button("Great") != nil)
    }
}

@MainActor
@Suite("Deprecated SwiftUI shapes (issue 35)")
struct DeprecatedShapesTests {
    @Test("NavigationLink(isActive:) pushes while its binding is true and Back sets it false; alert(isPresented:content:) shows its Alert")
    func oldLinksAndAlerts() throws {
        let exercise: any DeprecatedExercise = OldLinksExercise()
        try exercise.run()
    }
}
