// Machinery, layout and style shapes Apple deprecated; their warnings stay warnings here.
import PaneKitUI

struct OldAccessibility: View {
    var body: some View {
        Text("Old")
            // shape: View.accessibility(label:)
            .accessibility(label: Text("Old text"))
            // shape: View.accessibility(hidden:)
            .accessibility(hidden: false)
            // shape: View.frame()
            .frame()
    }
}
