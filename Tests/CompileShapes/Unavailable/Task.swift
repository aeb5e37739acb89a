// SwiftUI code PaneKitUI cannot run yet: it must stop at compile time with PaneKitUI's message
// (scripts/swiftui-coverage expects these files to fail, each with it).
import PaneKitUI

struct Loading: View {
    @State private var text = ""

    var body: some View {
        Text(text)
            .task { }
    }
}
