import PaneKitUI

// A SwiftUI-style app whose target links PaneKitUI alone: it builds without the server, and
// `App.main()` finds no runner, says to link PaneKitServer and exits with status 1.
@main
struct OnlyPaneKitUIApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Hello")
                    .navigationTitle("Only PaneKitUI")
            }
        }
    }
}
