// More of Apple's documented call shapes: list styles and row modifiers, presentation options,
// text modifiers, alignments and geometry, written as an app would.
import PaneKitUI

// shape: View | View.body | View.Body
struct Rows: View {
    @State private var items = ["One", "Two"]
    @State private var picked: String?
    // shape: State.init(initialValue:)
    @State private var count: Int

    init(count: Int) {
        _count = State(initialValue: count)
    }

    var body: some View {
        List {
            // shape: ListSectionSpacing | ListSectionSpacing.compact | ListSectionSpacing.custom(_:) | ListSectionSpacing.default
            Section("Items") {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        // shape: View.listRowBackground(_:) | View.listRowSeparator(_:edges:) | View.listRowSeparatorTint(_:edges:)
                        .listRowBackground(Color.clear)
                        .listRowSeparator(.hidden)
                        .listRowSeparatorTint(.gray)
                        // shape: View.listRowInsets(_:) | EdgeInsets | EdgeInsets.init(top:leading:bottom:trailing:)
                        .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
                        // shape: View.selectionDisabled(_:) | View.moveDisabled(_:) | View.deleteDisabled(_:)
                        .selectionDisabled()
                        .moveDisabled(true)
                        .deleteDisabled(true)
                        // shape: View.contextMenu(menuItems:preview:)
                        .contextMenu {
                            Button("Copy") {}
                        } preview: {
                            Text(item).font(.title)
                        }
                }
            }
            // shape: View.listSectionSeparator(_:edges:) | View.listSectionSeparatorTint(_:edges:)
            .listSectionSeparator(.hidden, edges: .bottom)
            .listSectionSeparatorTint(.blue)
        }
        // shape: View.listRowSpacing(_:) | View.listSectionSpacing(_:)
        .listRowSpacing(4)
        .listSectionSpacing(.compact)
        .listSectionSpacing(count > 1 ? .custom(12) : .default)
        // shape: ListStyle.grouped | GroupedListStyle
        .listStyle(.grouped)
        List(selection: $picked) { Text("A").tag("A") }
            // shape: ListStyle.inset | InsetListStyle
            .listStyle(.inset)
    }
}

struct Sheets: View {
    @State private var shows = false

    var body: some View {
        Button("Show") { shows = true }
            .sheet(isPresented: $shows) {
                Text("Sheet")
                    // shape: View.presentationCornerRadius(_:) | View.presentationBackground(_:) | View.presentationBackground(alignment:content:)
                    .presentationCornerRadius(20)
                    .presentationBackground(.thinMaterial)
                    .presentationBackground(alignment: .bottom) { Color.blue }
                    // shape: View.presentationContentInteraction(_:) | PresentationContentInteraction | PresentationContentInteraction.scrolls | PresentationContentInteraction.resizes | PresentationContentInteraction.automatic
                    .presentationContentInteraction(shows ? .scrolls : Bool.random() ? .resizes : .automatic)
                    // shape: View.presentationSizing(_:) | PresentationSizing
                    .presentationSizing(.form)
                    // shape: View.presentationCompactAdaptation(horizontal:vertical:) | PresentationAdaptation.none | PresentationAdaptation.sheet | PresentationAdaptation.fullScreenCover | PresentationAdaptation.automatic
                    .presentationCompactAdaptation(horizontal: .none, vertical: shows ? .sheet : Bool.random() ? .fullScreenCover : .automatic)
            }
    }
}

struct TextLooks: View {
    var body: some View {
        VStack {
            // shape: View.fontDesign(_:) | View.monospaced(_:) | View.kerning(_:) | View.tracking(_:)
            Text("Design").fontDesign(.rounded).monospaced().kerning(1).tracking(0.5)
            // shape: View.lineSpacing(_:) | View.truncationMode(_:) | View.minimumScaleFactor(_:) | View.textCase(_:)
            Text("Lines").lineSpacing(4).truncationMode(.middle).minimumScaleFactor(0.5).textCase(.uppercase)
            // shape: View.lineLimit(_:reservesSpace:)
            Text("Two lines").lineLimit(2, reservesSpace: true)
            // shape: Text.kerning(_:) | Text.tracking(_:) | Text.monospaced(_:) | Text.fontDesign(_:) | Text.baselineOffset(_:)
            Text("42").kerning(1).tracking(1).monospaced().fontDesign(.monospaced).baselineOffset(2)
            // shape: Text.TruncationMode | Text.Case
            Text("Modes").truncationMode(Text.TruncationMode.tail).textCase(Text.Case.lowercase)
        }
        // shape: View.layoutPriority(_:) | View.fixedSize() | View.fixedSize(horizontal:vertical:)
        .layoutPriority(1)
        .fixedSize()
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct Geometry: View {
    // shape: Alignment.init(horizontal:vertical:) | Alignment.horizontal | Alignment.vertical
    let custom = Alignment(horizontal: .leading, vertical: .bottom)
    // shape: Alignment.trailing | Alignment.top | Alignment.bottom | Alignment.topLeading | Alignment.bottomLeading
    let more: [Alignment] = [.trailing, .top, .bottom, .topLeading, .bottomLeading]
    // shape: Alignment.centerFirstTextBaseline | Alignment.leadingFirstTextBaseline | Alignment.trailingFirstTextBaseline
    let baselines: [Alignment] = [.centerFirstTextBaseline, .leadingFirstTextBaseline, .trailingFirstTextBaseline]
    // shape: EdgeInsets.init() | EdgeInsets.top | EdgeInsets.leading | EdgeInsets.bottom | EdgeInsets.trailing
    let insets = EdgeInsets()
    // shape: GridItem.size | GridItem.spacing | GridItem.alignment
    let item = GridItem(.flexible(), spacing: 4, alignment: .leading)
    // shape: RoundedRectangle.cornerSize | RoundedRectangle.style | Capsule.style
    let rounded = RoundedRectangle(cornerRadius: 8)
    // shape: StrokeStyle | Shape.stroke(_:style:) | Shape.stroke(style:)
    let style = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
    // shape: Spacer.minLength
    let spacer = Spacer(minLength: 12)

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("\(insets.top + insets.leading + insets.bottom + insets.trailing)")
            Text("\(custom.horizontal == .leading && custom.vertical == .bottom && more.count + baselines.count > 0)")
            Text("\(String(describing: item.size)) \(item.spacing ?? 0) \(item.alignment == nil)")
            Text("\(rounded.cornerSize.width) \(rounded.style == .continuous) \(Capsule().style == .continuous) \(spacer.minLength ?? 0)")
            rounded.stroke(.blue, style: style)
            Circle().stroke(style: style)
        }
        // shape: VerticalAlignment.firstTextBaseline | VerticalAlignment.lastTextBaseline
        HStack(alignment: .lastTextBaseline) { Text("Baseline") }
    }
}

struct Odds: View {
    // shape: SubmitTriggers.init(rawValue:) | SubmitTriggers.rawValue
    let triggers = SubmitTriggers(rawValue: SubmitTriggers.text.rawValue)

    var body: some View {
        NavigationStack {
            Text("Odds")
                // shape: View.navigationBarHidden(_:)
                .navigationBarHidden(false)
                // shape: View.toolbarBackgroundVisibility(_:for:)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                .toolbar {
                    // shape: ToolbarTitleMenu.init()
                    ToolbarTitleMenu()
                }
                // shape: View.onOpenURL(perform:)
                .onOpenURL { url in print(url) }
                // shape: PrimitiveButtonStyle.plain
                .buttonStyle(.plain)
        }
        // shape: ViewBuilder.buildLimitedAvailability(_:)
        if #available(iOS 17, macOS 14, *) {
            Text("New")
        }
    }
}

// shape: TabContent | TabContent.TabValue
func tabValue<T: TabContent>(of tab: T) -> T.TabValue.Type { T.TabValue.self }

struct MoreTabs: View {
    var body: some View {
        TabView {
            // shape: Tab.init(_:systemImage:role:content:)
            Tab("Find", systemImage: "magnifyingglass", role: .search) { Text("Find") }
            // shape: Tab.init(role:content:)
            Tab(role: .search) { Text("Search") }
            // shape: Tab.init(content:label:)
            Tab {
                Text("Profile")
            } label: {
                Label("Profile", systemImage: "person")
            }
        }
        TabView(selection: .constant(1)) {
            // shape: Tab.init(value:content:) | Tab.init(value:role:content:)
            Tab(value: 1) { Text("One") }
            Tab(value: 2, role: .search) { Text("Two") }
        }
    }
}

// shape: SceneBuilder.buildLimitedAvailability(_:)
struct AvailabilityApp: App {
    var body: some Scene {
        WindowGroup { Text("Main") }
        if #available(iOS 17, macOS 14, *) {
            Settings { Text("Settings") }
        }
    }
}
