// SwiftUI code PaneKitUI cannot run yet: it must stop at compile time with PaneKitUI's message
// (scripts/swiftui-coverage expects these files to fail, each with it).
import PaneKitUI

struct Inbox: View {
    @State private var messages: [String] = []

    var body: some View {
        List { ForEach(messages, id: \.self) { Text($0) } }
            .refreshable { }
    }
}
