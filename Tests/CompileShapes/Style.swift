// Apple's documented call shapes of the layout and style SwiftUI navigation code carries, as far
// as PaneKitUI has them (the rest is listed missing in docs/swiftui-coverage.md).
import PaneKitUI

struct Styled: View {
    @State private var on = true
    @State private var name = ""
    @State private var notes = ""
    @State private var flavor = "Vanilla"

    var body: some View {
        // shape: ScrollView | ScrollView.init(_:showsIndicators:content:)
        ScrollView {
            // shape: VStack | VStack.init(alignment:spacing:content:) | HorizontalAlignment | HorizontalAlignment.leading
            VStack(alignment: .leading, spacing: 8) {
                // shape: HStack | HStack.init(alignment:spacing:content:) | VerticalAlignment | VerticalAlignment.center
                HStack(alignment: .center, spacing: 4) {
                    // shape: Image | Image.init(systemName:)
                    Image(systemName: "star")
                    // shape: Spacer | Spacer.init(minLength:)
                    Spacer(minLength: 8)
                    Text("Trailing")
                }
                // shape: View.font(_:)
                Text("Title").font(.title)
                // shape: View.fontWeight(_:) | View.bold(_:) | View.italic(_:)
                Text("Weighted").fontWeight(.semibold).bold(on).italic()
                // shape: View.underline(_:pattern:color:) | View.strikethrough(_:pattern:color:) | View.monospacedDigit()
                Text("42").underline().strikethrough(!on).monospacedDigit()
                // shape: View.foregroundStyle(_:) | Color | Color.secondary
                Text("Secondary").foregroundStyle(Color.secondary)
                // shape: View.foregroundColor(_:) | Color.red
                Text("Red").foregroundColor(.red)
                // shape: View.lineLimit(_:)
                Text("A long line").lineLimit(2)
                // shape: View.tint(_:) | Color.orange
                Toggle("On", isOn: $on).tint(.orange)
                // shape: View.disabled(_:)
                Button("Go") {}.disabled(!on)
                // shape: View.padding(_:_:) | Edge | Edge.Set | Edge.Set.horizontal
                Text("Padded").padding(.horizontal, 12)
                // shape: View.padding(_:)
                Text("Padded").padding(8)
                TextField("Name", text: $name)
                TextEditor(text: $notes)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
            }
        }
    }
}

// shape: Color.blue | Color.purple | Color.pink | Color.yellow | Color.green | Color.gray | Color.accentColor | Color.primary | Color.white | Color.black | Color.clear
let palette: [Color] = [.blue, .purple, .pink, .yellow, .green, .gray, .accentColor, .primary, .white, .black, .clear]

// shape: Edge.top | Edge.leading | Edge.bottom | Edge.trailing
let edges: [Edge] = [.top, .leading, .bottom, .trailing]

// shape: Edge.Set.top | Edge.Set.leading | Edge.Set.bottom | Edge.Set.trailing | Edge.Set.vertical | Edge.Set.all | Edge.Set.init(rawValue:)
let edgeSets: [Edge.Set] = [.top, .leading, .bottom, .trailing, .vertical, .all, Edge.Set(rawValue: 1)]

// shape: HorizontalAlignment.center | HorizontalAlignment.trailing
let horizontal: [HorizontalAlignment] = [.center, .trailing]

// shape: VerticalAlignment.top | VerticalAlignment.bottom
let vertical: [VerticalAlignment] = [.top, .bottom]
