// SwiftUI code PaneKitUI cannot run yet: it must stop at compile time with PaneKitUI's message
// (scripts/swiftui-coverage expects these files to fail, each with it).
import PaneKitUI

struct Gallery: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(proxy.size.width)")
        }
    }
}
