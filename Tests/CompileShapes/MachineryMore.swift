// Apple's documented call shapes of SwiftUI's view machinery, layout and style that the first
// shapes did not cover, written as an app would.
import PaneKitUI

struct Todo: Identifiable, Hashable {
    let id: Int
    var title: String
    var isDone = false
}

@Observable
final class Todos {
    var items = [Todo(id: 1, title: "Write"), Todo(id: 2, title: "Ship")]
}

struct EditingRows: View {
    @State private var todos = [Todo(id: 1, title: "Write"), Todo(id: 2, title: "Ship")]
    @State private var model = Todos()
    @State private var isOn = false

    var body: some View {
        List {
            // shape: Binding (Collection conformance)
            ForEach($todos) { $todo in
                Toggle(todo.title, isOn: $todo.isDone)
            }
            // shape: Binding.id
            Text("first: \($todos[0].id)")
            // shape: Bindable.init(_:)
            let bindable = Bindable(model)
            // shape: Bindable.init(projectedValue:)
            let again = Bindable(projectedValue: bindable)
            TextField("Second", text: again.items[1].title)
            TextField("First", text: bindable.items[0].title)
            // shape: Binding.animation(_:)
            Toggle("Animated", isOn: $isOn.animation(.default))
            // shape: Binding.transaction(_:) | Binding.transaction
            Toggle("In a transaction", isOn: $isOn.transaction(Transaction()))
            let transaction: Transaction = $isOn.transaction
            Text(transaction.disablesAnimations ? "still" : "moving")
        }
        // shape: EmptyModifier
        .modifier(EmptyModifier())
        // shape: View.defaultAppStorage(_:)
        .defaultAppStorage(.standard)
    }
}

struct Plain: ViewModifier {
    func body(content: Content) -> some View { content.bold() }
}

struct Styled: View {
    var body: some View {
        Text("Hi")
            // shape: ViewModifier.animation(_:)
            .modifier(Plain().animation(.default))
            // shape: ViewModifier.transaction(_:)
            .modifier(Plain().transaction { $0.disablesAnimations = true })
    }
}

struct Texts: View {
    var body: some View {
        VStack {
            // shape: Text.fontWidth(_:)
            Text("Wide").fontWidth(.expanded)
            // shape: Text.strikethrough(_:pattern:color:) | Text.LineStyle
            Text("Gone").strikethrough(true, pattern: .dash, color: .red)
            // shape: Text.underline(_:pattern:color:)
            Text("Linked").underline(true, pattern: .solid, color: .blue)
            // shape: Text.textScale(_:isEnabled:)
            Text("Small").textScale(.secondary)
            // shape: View.fontWidth(_:)
            Label("Compressed", systemImage: "star").fontWidth(.compressed)
        }
    }
}

@ViewBuilder
func badge(_ count: Int) -> some View {
    // shape: ViewBuilder.buildExpression(_:)
    Text("\(count)")
}

struct LayoutMore: View {
    var body: some View {
        VStack(alignment: .leading) {
            // shape: Edge.Set.init(_:)
            Text("Top").padding(Edge.Set(.top), 8)
            // shape: View.scenePadding(_:edges:) | ScenePadding
            Text("Scene").scenePadding(.minimum, edges: .horizontal)
            HStack(alignment: .lastTextBaseline) {
                Text("Last")
            }
            // shape: Alignment.centerLastTextBaseline | Alignment.leadingLastTextBaseline | Alignment.trailingLastTextBaseline
            ZStack(alignment: .leadingLastTextBaseline) { Text("A") }
            ZStack(alignment: .centerLastTextBaseline) { Text("B") }
            ZStack(alignment: .trailingLastTextBaseline) { Text("C") }
            Grid {
                GridRow {
                    Text("Name")
                        // shape: View.gridColumnAlignment(_:)
                        .gridColumnAlignment(.leading)
                    Color.blue
                        // shape: View.gridCellUnsizedAxes(_:)
                        .gridCellUnsizedAxes(.horizontal)
                        // shape: View.gridCellAnchor(_:)
                        .gridCellAnchor(.center)
                }
            }
            List {
                Text("Row")
                    // shape: HorizontalAlignment.listRowSeparatorLeading | HorizontalAlignment.listRowSeparatorTrailing | View.alignmentGuide(_:computeValue:)
                    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
        }
    }
}

struct StyleMore: View {
    // shape: EnvironmentValues.controlSize
    @Environment(\.controlSize) private var controlSize
    // shape: EnvironmentValues.symbolVariants
    @Environment(\.symbolVariants) private var symbolVariants

    var body: some View {
        VStack {
            Button("Round") {}
                // shape: View.buttonBorderShape(_:) | ButtonBorderShape
                .buttonBorderShape(.capsule)
                .buttonStyle(.bordered)
            // shape: SymbolVariants.none | SymbolVariants.circle | SymbolVariants.square | SymbolVariants.rectangle | SymbolVariants.slash | SymbolVariants.contains(_:)
            Image(systemName: "bell").symbolVariant(symbolVariants.contains(.circle) ? .square : .none)
            Image(systemName: "bell").symbolVariant(.rectangle)
            Image(systemName: "bell").symbolVariant(.slash)
            Image(systemName: "bell").symbolVariant(.circle)
            Text(controlSize == .small ? "small" : "regular")
            // shape: Shape.stroke(_:lineWidth:antialiased:)
            Circle().stroke(Color.blue, lineWidth: 2, antialiased: true)
            // shape: Shape.stroke(_:style:antialiased:)
            Capsule().stroke(Color.red, style: StrokeStyle(lineWidth: 1), antialiased: false)
            // shape: Image.init(systemName:variableValue:)
            Image(systemName: "speaker.wave.3", variableValue: 0.5)
                // shape: Image.renderingMode(_:) | Image.ResizingMode
                .renderingMode(.template)
                // shape: Image.interpolation(_:)
                .interpolation(.high)
                // shape: Image.antialiased(_:)
                .antialiased(true)
                // shape: Image.symbolRenderingMode(_:)
                .symbolRenderingMode(.hierarchical)
            Image(systemName: "photo").resizable(resizingMode: .tile)
            // shape: Color.RGBColorSpace
            Color(.displayP3, red: 1, green: 0.5, blue: 0)
            // shape: Color.gradient
            Rectangle().fill(Color.orange.gradient)
            // shape: Color.mix(with:by:in:)
            Color.red.mix(with: .blue, by: 0.5)
            // shape: Color.description
            Text(Color.green.description)
        }
        // shape: View.accessibilityLabel(_:isEnabled:)
        .accessibilityLabel("Styles", isEnabled: true)
        // shape: View.accessibilityLabel(content:)
        .accessibilityLabel { label in label }
        // shape: View.accessibilityHint(_:isEnabled:)
        .accessibilityHint("Shows the styles", isEnabled: true)
        // shape: View.accessibilityValue(_:) | View.accessibilityValue(_:isEnabled:)
        .accessibilityValue("Three")
        .accessibilityValue(Text("Three"), isEnabled: true)
        // shape: View.accessibilityHidden(_:isEnabled:)
        .accessibilityHidden(false, isEnabled: true)
        // shape: View.accessibilityAddTraits(_:) | AccessibilityTraits
        .accessibilityAddTraits(.isHeader)
        // shape: View.accessibilityRemoveTraits(_:)
        .accessibilityRemoveTraits(.isButton)
        // shape: View.accessibilityElement(children:) | AccessibilityChildBehavior
        .accessibilityElement(children: .combine)
    }
}

struct Links: View {
    // shape: EnvironmentValues.openURL | OpenURLAction | OpenURLAction.callAsFunction(_:) | OpenURLAction.callAsFunction(_:completion:)
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            Button("Site") { openURL(URL(string: "https://swift.org")!) }
            Button("Mail") {
                openURL(URL(string: "mailto:ada@example.com")!) { accepted in print(accepted) }
            }
        }
        // shape: OpenURLAction.init(handler:) | OpenURLAction.Result
        .environment(\.openURL, OpenURLAction { url in url.scheme == "mailto" ? .handled : .systemAction })
    }
}

enum SignUpField: Hashable {
    case name, email
}

struct SignUpForm: View {
    @State private var name = ""
    @State private var email = ""
    // shape: FocusState | FocusState.init() | FocusState.wrappedValue
    @FocusState private var focusedField: SignUpField?
    @FocusState private var notesFocused: Bool
    @State private var notes = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                // shape: View.focused(_:equals:) | FocusState.projectedValue
                .focused($focusedField, equals: .name)
                .onSubmit { focusedField = .email }
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
            NotesField(text: $notes, isFocused: $notesFocused)
            Button("Done") {
                focusedField = nil
                notesFocused = false
            }
        }
        .onAppear { focusedField = .name }
    }
}

struct NotesField: View {
    @Binding var text: String
    // shape: FocusState.Binding
    @FocusState.Binding var isFocused: Bool

    var body: some View {
        TextField("Notes", text: $text, axis: .vertical)
            // shape: View.focused(_:)
            .focused($isFocused)
    }
}
