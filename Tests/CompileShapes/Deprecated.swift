// Shapes Apple deprecated that code people have still uses; their deprecation warnings stay
// warnings here, as in SwiftUI (scripts/swiftui-coverage).
import PaneKitUI

struct OldStyle: View {
    @State private var count = 0

    var body: some View {
        Text("Old")
            // shape: View.background(_:alignment:)
            .background(Color.yellow, alignment: .center)
            // shape: View.overlay(_:alignment:)
            .overlay(Text("!"), alignment: .topTrailing)
            // shape: View.cornerRadius(_:antialiased:)
            .cornerRadius(8)
            // shape: View.onChange(of:perform:)
            .onChange(of: count) { newValue in print(newValue) }
    }
}
