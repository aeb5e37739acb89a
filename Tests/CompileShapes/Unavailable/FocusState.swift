// SwiftUI code PaneKitUI cannot run yet: it must stop at compile time with PaneKitUI's message.
import PaneKitUI

struct Login: View {
    @FocusState private var focused: Bool
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .focused($focused)
    }
}
