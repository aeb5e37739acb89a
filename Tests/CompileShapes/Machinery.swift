// Apple's documented call shapes of SwiftUI's view machinery, written as an app would.
import PaneKitUI

// shape: ViewModifier | ViewModifier.body(content:) | ViewModifier.Content | ViewModifier.Body
struct Highlighted: ViewModifier {
    @State private var pressed = false
    var isOn: Bool

    func body(content: Content) -> some View {
        content
            .font(isOn ? .headline : .body)
            .foregroundStyle(pressed ? .secondary : .primary)
    }
}

extension View {
    func highlighted(_ isOn: Bool = true) -> some View {
        // shape: View.modifier(_:) | ModifiedContent
        modifier(Highlighted(isOn: isOn))
    }
}

// shape: EquatableView | EquatableView.init(content:) | EquatableView.content
struct Row: View, Equatable {
    let title: String
    var body: some View { Text(title) }
}

@Observable
final class Library {
    var count = 0
}

enum Theme: String {
    case light, dark
}

struct Machinery: View {
    // shape: AppStorage | AppStorage.init(wrappedValue:_:store:) | AppStorage.wrappedValue | AppStorage.projectedValue
    @AppStorage("showsPreview") private var showsPreview = true
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("fontSize") private var fontSize = 14.0
    // shape: AppStorage.init(_:store:)
    @AppStorage("account") private var account: String?
    // shape: State | State.init(wrappedValue:) | State.wrappedValue | State.projectedValue
    @State private var count = 0
    // shape: State.init()
    @State private var selection: Int?
    // shape: Environment | Environment.init(_:) | Environment.wrappedValue | View.environment(_:)
    @Environment(Library.self) private var library
    // shape: Bindable | Bindable.init(wrappedValue:) | Bindable.wrappedValue | Bindable.projectedValue | Bindable.subscript(dynamicMember:)
    @Bindable var model: Library
    // shape: EnvironmentValues.openWindow | OpenWindowAction | OpenWindowAction.callAsFunction(id:) | OpenWindowAction.callAsFunction(value:) | OpenWindowAction.callAsFunction(id:value:)
    @Environment(\.openWindow) private var openWindow
    // shape: EnvironmentValues.dismissWindow
    @Environment(\.dismissWindow) private var dismissWindow
    // shape: EnvironmentValues.supportsMultipleWindows
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    let price = 4.5
    let when = Date(timeIntervalSince1970: 0)

    // shape: ViewBuilder | ViewBuilder.buildEither(first:) | ViewBuilder.buildEither(second:) | ViewBuilder.buildIf(_:) | ViewBuilder.buildBlock(_:)
    @ViewBuilder
    var header: some View {
        if showsPreview {
            Text("Preview")
        } else {
            Text("No Preview")
        }
        if count > 3 {
            Text("Many")
        }
    }

    // shape: ViewBuilder.buildBlock()
    @ViewBuilder
    func nothing() -> some View {}

    var body: some View {
        // shape: Group | Group.init(content:)
        Group {
            header
            nothing()
            // shape: AnyView | AnyView.init(_:) | AnyView.init(erasing:)
            count.isMultiple(of: 2) ? AnyView(Text("Even")) : AnyView(erasing: Label("Odd", systemImage: "number"))
            // shape: EmptyView | EmptyView.init()
            EmptyView()
            // shape: View.equatable()
            Row(title: "Row").equatable()
            EquatableView(content: Row(title: "Row"))
            Text("Hello").highlighted()
            // shape: ViewModifier.concat(_:) | ModifiedContent.init(content:modifier:) | ModifiedContent.content | ModifiedContent.modifier
            ModifiedContent(content: Text("Both"), modifier: Highlighted(isOn: true).concat(Highlighted(isOn: false)))
            // shape: Text | Text.init(_:tableName:bundle:comment:) | LocalizedStringKey | LocalizedStringKey.StringInterpolation | LocalizedStringKey.init(stringInterpolation:)
            Text("\(count) messages, \(price, format: .number.precision(.fractionLength(2)))")
            // shape: LocalizedStringKey.init(_:) | LocalizedStringKey.init(stringLiteral:)
            Text(LocalizedStringKey("Inbox"))
            Text("Inbox" as LocalizedStringKey, tableName: "Mail", comment: "A mailbox")
            // shape: Text.init(_:)
            Text(theme.rawValue)
            // shape: Text.init(verbatim:)
            Text(verbatim: "%d items")
            // shape: Text.init(_:format:)
            Text(price, format: .number)
            // shape: Text.init(_:style:) | Text.DateStyle
            Text(when, style: .date)
            // shape: Text.init(_:formatter:)
            Text(NSNumber(value: price), formatter: NumberFormatter())
            // shape: Text.+(_:_:) | Text.bold() | Text.italic() | Text.foregroundStyle(_:)
            Text("Bold").bold() + Text(" and italic").italic() + Text(" and blue").foregroundStyle(.blue)
            // shape: Text.bold(_:) | Text.italic(_:) | Text.font(_:) | Text.fontWeight(_:)
            Text("Styled").bold(count > 0).italic(showsPreview).font(.title3).fontWeight(.semibold)
            // shape: Text.underline(_:color:) | Text.strikethrough(_:color:) | Text.monospacedDigit() | Text.foregroundColor(_:)
            Text("Struck").underline().strikethrough(count > 1, color: .red).monospacedDigit().foregroundColor(.secondary)
            Button("Count \(count)") { count += 1 }
            Button("Settings") {
                openWindow(id: "settings")
                openWindow(value: count)
                openWindow(id: "detail", value: count)
                // shape: DismissWindowAction | DismissWindowAction.callAsFunction() | DismissWindowAction.callAsFunction(id:)
                if supportsMultipleWindows { dismissWindow() } else { dismissWindow(id: "detail") }
            }
            // shape: Binding | Binding.init(get:set:) | Binding.wrappedValue | Binding.projectedValue
            Toggle("Preview", isOn: Binding(get: { showsPreview }, set: { showsPreview = $0 }))
            // shape: Binding.constant(_:)
            Toggle("Always", isOn: .constant(true))
            TextField("Count", text: Binding(get: { String(library.count) }, set: { library.count = Int($0) ?? 0 }))
        }
        // shape: View.onAppear(perform:)
        .onAppear { count = 0 }
        // shape: View.onDisappear(perform:)
        .onDisappear { selection = nil }
        // shape: View.onChange(of:initial:_:)
        .onChange(of: count) { oldValue, newValue in
            if newValue > oldValue { selection = newValue }
        }
        .onChange(of: selection, initial: true) {
            showsPreview = selection != nil
        }
        .environment(library)
        // shape: View.environment(_:_:)
        .environment(\.colorScheme, .dark)
    }
}

// shape: Binding.init(projectedValue:) | Binding.subscript(dynamicMember:)
struct Editor: View {
    @Binding var title: String
    @Binding var recipe: Recipe

    var body: some View {
        TextField("Title", text: $title)
        Text(recipe.name)
    }
}

struct Recipe {
    var name: String
}

struct EditorHost: View {
    @State private var title = ""
    @State private var recipe = Recipe(name: "Soup")
    @State private var maybe: String? = "Maybe"

    var body: some View {
        Editor(title: $title, recipe: $recipe)
        // shape: Binding.init(_:)
        if let binding = Binding($maybe) {
            TextField("Maybe", text: binding)
        }
    }
}
