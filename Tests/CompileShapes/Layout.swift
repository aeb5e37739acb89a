// Apple's documented call shapes of SwiftUI's layout and style modifiers, written as an app would.
import PaneKitUI

struct Card: View {
    let title: String
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            // shape: Image.resizable(capInsets:resizingMode:) | View.aspectRatio(_:contentMode:) | ContentMode
            Image(systemName: "photo").resizable().aspectRatio(contentMode: .fit)
            Text(title).font(.headline)
            Text("\(count) items").foregroundStyle(.secondary)
        }
        // shape: View.padding(_:)
        .padding(12)
        // shape: View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) | Alignment | Alignment.leading
        .frame(maxWidth: .infinity, alignment: .leading)
        // shape: View.background(_:in:fillStyle:) | RoundedRectangle | RoundedRectangle.init(cornerRadius:style:) | FillStyle
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        // shape: View.overlay(alignment:content:) | Alignment.topTrailing | Circle | Circle.init() | Shape.fill(_:style:)
        .overlay(alignment: .topTrailing) {
            Circle().fill(.red).frame(width: 10, height: 10)
        }
        // shape: View.clipShape(_:style:) | Shape.rect(cornerRadius:style:)
        .clipShape(.rect(cornerRadius: 12))
    }
}

struct Gallery: View {
    // shape: GridItem | GridItem.init(_:spacing:alignment:) | GridItem.Size | GridItem.Size.adaptive(minimum:maximum:)
    let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]
    // shape: GridItem.Size.fixed(_:) | GridItem.Size.flexible(minimum:maximum:)
    let rows = [GridItem(.fixed(80)), GridItem(.flexible(minimum: 40, maximum: 120))]
    @State private var compact = false

    var body: some View {
        ScrollView {
            // shape: LazyVGrid | LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:)
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(0..<6, id: \.self) { index in
                    Card(title: "Album \(index)", count: index * 3)
                }
            }
            // shape: View.padding(_:_:) | Edge.Set.horizontal
            .padding(.horizontal)
            // shape: LazyHGrid | LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:)
            LazyHGrid(rows: rows, spacing: 8) {
                ForEach(0..<10, id: \.self) { Text("Cell \($0)") }
            }
            // shape: View.frame(width:height:alignment:)
            .frame(height: 200)
            // shape: LazyVStack | LazyVStack.init(alignment:spacing:pinnedViews:content:) | PinnedScrollableViews
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                Text("One")
                // shape: Divider | Divider.init()
                Divider()
                Text("Two")
            }
            // shape: LazyHStack | LazyHStack.init(alignment:spacing:pinnedViews:content:)
            LazyHStack(alignment: .top, spacing: 12) {
                Text("Left")
                Text("Right")
            }
            // shape: Grid | Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                // shape: GridRow | GridRow.init(alignment:content:)
                GridRow {
                    Text("Name")
                    Text("Ada")
                }
                GridRow(alignment: .top) {
                    Text("Notes")
                        // shape: View.gridCellColumns(_:)
                        .gridCellColumns(2)
                }
            }
            // shape: ViewThatFits | ViewThatFits.init(in:content:)
            ViewThatFits(in: .horizontal) {
                Text("A long title that may not fit")
                Text("Short")
            }
        }
    }
}

struct Layers: View {
    @State private var on = false

    var body: some View {
        // shape: ZStack | ZStack.init(alignment:content:) | Alignment.bottomTrailing
        ZStack(alignment: .bottomTrailing) {
            // shape: Rectangle | Rectangle.init() | Shape.fill(style:)
            Rectangle().fill()
            // shape: Capsule | Capsule.init(style:) | Shape.stroke(_:lineWidth:) | RoundedCornerStyle
            Capsule(style: .continuous).stroke(.blue, lineWidth: 2)
            // shape: Ellipse | Ellipse.init() | Shape.stroke(lineWidth:)
            Ellipse().stroke(lineWidth: 1)
            // shape: InsettableShape.strokeBorder(_:lineWidth:antialiased:)
            RoundedRectangle(cornerRadius: 8).strokeBorder(.secondary, lineWidth: 1)
            // shape: RoundedRectangle.init(cornerSize:style:)
            RoundedRectangle(cornerSize: CGSize(width: 6, height: 6), style: .circular)
            Text("Badge")
                // shape: View.background(_:ignoresSafeAreaEdges:) | Color.init(_:red:green:blue:opacity:)
                .background(Color(red: 0.9, green: 0.3, blue: 0.2))
                // shape: View.background(alignment:content:) | Alignment.center
                .background(alignment: .center) { Capsule().fill(.orange) }
                // shape: View.background(ignoresSafeAreaEdges:)
                .background()
                // shape: View.background(in:fillStyle:) | Shape.capsule
                .background(in: .capsule)
                // shape: View.overlay(_:ignoresSafeAreaEdges:) | Color.opacity(_:)
                .overlay(Color.black.opacity(0.2))
                // shape: View.overlay(_:in:fillStyle:) | Shape.circle
                .overlay(.tint, in: .circle)
                // shape: View.clipped(antialiased:)
                .clipped()
                // shape: View.opacity(_:)
                .opacity(on ? 1 : 0.5)
                // shape: View.border(_:width:)
                .border(.separatorColor, width: 1)
                // shape: View.hidden()
                .hidden()
                // shape: View.id(_:)
                .id(on)
        }
        // shape: View.scenePadding(_:)
        .scenePadding()
        // shape: Shape.rect | Shape.ellipse | Shape.capsule(style:) | Shape.rect(cornerSize:style:)
        .clipShape(on ? AnyShapeBox.rect : AnyShapeBox.other)
    }
}

extension ShapeStyle where Self == Color {
    static var separatorColor: Color { Color(white: 0.8) }
}

enum AnyShapeBox {
    static let rect = RoundedRectangle.rect(cornerSize: CGSize(width: 4, height: 4), style: .continuous)
    static let other = RoundedRectangle(cornerRadius: 2)
    static let shapes: (Rectangle, Ellipse, Capsule) = (.rect, .ellipse, .capsule(style: .circular))
}

struct Styles: View {
    var body: some View {
        VStack {
            // shape: View.buttonStyle(_:) | PrimitiveButtonStyle | PrimitiveButtonStyle.borderedProminent
            Button("Save") {}.buttonStyle(.borderedProminent)
            // shape: PrimitiveButtonStyle.bordered | PrimitiveButtonStyle.borderless | PrimitiveButtonStyle.automatic | PrimitiveButtonStyle.link
            Button("Edit") {}.buttonStyle(.bordered)
            Button("More") {}.buttonStyle(.borderless)
            Button("Default") {}.buttonStyle(.automatic)
            Button("Open") {}.buttonStyle(.link)
            // shape: ButtonStyle | ButtonStyleConfiguration
            Button("Plain") {}.buttonStyle(.plain)
            Button("Pill") {}.buttonStyle(PillStyle())
            // shape: View.controlSize(_:) | ControlSize | ControlSize.large
            Button("Big") {}.controlSize(.large)
            // shape: ControlSize.mini | ControlSize.small | ControlSize.regular | ControlSize.extraLarge
            Button("Sizes") {}.controlSize(Bool.random() ? .mini : Bool.random() ? .small : Bool.random() ? .regular : .extraLarge)
            // shape: View.multilineTextAlignment(_:) | TextAlignment
            Text("Centered\nlines").multilineTextAlignment(.center)
            // shape: View.formStyle(_:) | FormStyle | FormStyle.grouped | FormStyle.columns | FormStyle.automatic
            Form { Text("Row") }.formStyle(.grouped)
            Form { Text("Row") }.formStyle(Bool.random() ? .columns : .columns)
            Form { Text("Row") }.formStyle(.automatic)
            // shape: View.symbolVariant(_:) | SymbolVariants | SymbolVariants.fill
            Image(systemName: "star").symbolVariant(.fill)
            // shape: View.symbolRenderingMode(_:)
            Image(systemName: "star").symbolRenderingMode(.hierarchical)
            // shape: View.foregroundStyle(_:_:)
            Label("Two", systemImage: "star").foregroundStyle(.primary, .secondary)
            // shape: View.foregroundStyle(_:_:_:)
            Label("Three", systemImage: "star").foregroundStyle(.primary, .secondary, .tertiary)
            // shape: View.scaledToFit() | View.scaledToFill()
            Image(systemName: "photo").resizable().scaledToFit()
            Image(systemName: "photo").scaledToFill()
            // shape: View.help(_:)
            Button("Info") {}.help("Shows details")
            // shape: View.accessibilityLabel(_:) | View.accessibilityHint(_:) | View.accessibilityHidden(_:)
            Image(systemName: "star").accessibilityLabel("Favourite").accessibilityHint("Adds it").accessibilityHidden(false)
            // shape: Color.init(_:white:opacity:) | Color.init(hue:saturation:brightness:opacity:) | Color.cyan | Color.mint | Color.teal | Color.indigo | Color.brown
            Rectangle().fill(Color(white: 0.5)).overlay(Color(hue: 0.6, saturation: 0.5, brightness: 0.9)).border(Bool.random() ? Color.cyan : Bool.random() ? .mint : Bool.random() ? .teal : Bool.random() ? .indigo : .brown)
        }
        // shape: View.contentMargins(_:_:for:) | ContentMarginPlacement
        .contentMargins(.horizontal, 20, for: .scrollContent)
        // shape: View.contentMargins(_:for:)
        .contentMargins(16, for: .automatic)
        // shape: View.scrollContentBackground(_:)
        .scrollContentBackground(.hidden)
    }
}

struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .background(configuration.isPressed ? Color.gray : Color.blue, in: Capsule())
    }
}

// shape: Material | Material.ultraThin | Material.thin | Material.regular | Material.thick | Material.ultraThick | Material.bar
let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]

struct Materials: View {
    var body: some View {
        // shape: ShapeStyle.ultraThinMaterial | ShapeStyle.thinMaterial | ShapeStyle.regularMaterial | ShapeStyle.thickMaterial | ShapeStyle.ultraThickMaterial
        Text("Glass").background(.ultraThinMaterial).background(.thinMaterial).background(.regularMaterial).background(.thickMaterial).background(.ultraThickMaterial)
    }
}
