// SwiftUI code PaneKitUI cannot run yet: it must stop at compile time with PaneKitUI's message
// (scripts/swiftui-coverage expects these files to fail, each with it).
import PaneKitUI

struct Chat: View {
    var body: some View {
        ScrollViewReader { proxy in
            Button("Newest") { proxy.scrollTo("last") }
        }
    }
}
