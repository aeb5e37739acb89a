import Foundation
import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

@Suite("HTML of SwiftUI's layout and style (issue 35, D-92)")
struct LayoutRenderTests {
    final class Laid: ViewController {
        override var body: any View {
            VStack(alignment: .center, spacing: 6) {
                Decorated(.padding(LayoutInsets(top: 4, leading: 16, bottom: 4, trailing: 16))) {
                    Text("Padded")
                }
                Decorated(.frame(LayoutFrame(maxWidth: .infinity, alignment: LayoutAlignment(horizontal: .leading, vertical: .top)))) {
                    Text("Wide")
                }
                Decorated(.background(.center)) {
                    Text("On a capsule")
                    ShapeView(.capsule, fill: .color(.tint(.orange)))
                }
                ZStack(alignment: LayoutAlignment(horizontal: .trailing, vertical: .top)) {
                    ShapeView(.roundedRectangle(cornerRadius: 12), fill: .rgb(red: 1, green: 0, blue: 0, opacity: 1))
                    Text("Badge")
                }
                Grid(GridLayout(axis: .vertical, tracks: [GridTrack(.adaptive(minimum: 150, maximum: 260))], spacing: 12)) {
                    Text("One")
                    Text("Two")
                }
                Divider()
                Decorated(.buttonLook(.borderedProminent)) {
                    LabeledButton(action: {}) { Text("Card") }
                }
            }
        }
    }

    @Test("Padding, frames, layers, shapes, grids and styles are elements the stylesheet lays out; flexible content is marked")
    func elements() {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = Laid()
        let html = HTMLRenderer().render(window.scene()).html
        #expect(html.contains("class=\"pk-stack\" data-align=\"center\" data-axis=\"vertical\" data-spacing=\"\" style=\"--pk-gap:6px\""), "\(html)")
        #expect(html.contains("class=\"pk-pad\" style=\"padding-block:4px 4px;padding-inline:16px 16px\""))
        // maxWidth: .infinity takes the room a stack gives it (data-fill-w) and is flexible.
        #expect(html.contains("class=\"pk-frame\" data-fill-w=\"\" data-flex-w=\"\" data-h=\"leading\" data-v=\"top\""))
        // A background layer is drawn first, behind the content.
        let layers = html.range(of: "class=\"pk-layers\" data-h=\"center\" data-layer=\"background\" data-v=\"center\"")
        #expect(layers != nil)
        #expect(html.contains("class=\"pk-shape\" data-shape=\"capsule\" style=\"background:var(--pk-tint-orange)\""))
        #expect(html.contains("class=\"pk-zstack\" data-flex-w=\"\" data-h=\"trailing\" data-v=\"top\""))
        #expect(html.contains("data-shape=\"rounded\" style=\"--pk-corner:12px;background:rgb(255 0 0 / 1.0)\""))
        // Adaptive columns: as many as the minimum lets fit, capped at the maximum.
        #expect(html.contains("--pk-cell-max:260px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px 12px"))
        #expect(html.contains("class=\"pk-rule\" role=\"separator\""))
        #expect(html.contains("class=\"pk-styled\" data-button-style=\"borderedProminent\""))
        #expect(html.contains("class=\"pk-button\" data-label=\"\""))
    }

    @Test("A text in an app's own color carries it inline; a role color stays a name for the stylesheet")
    func ownColors() {
        final class Colored: ViewController {
            override var body: any View {
                VStack {
                    Text("White", format: TextFormat(color: .rgb(red: 1, green: 1, blue: 1, opacity: 1)))
                    Text("Secondary", format: TextFormat(color: .secondary))
                }
            }
        }
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        window.rootViewController = Colored()
        let html = HTMLRenderer().render(window.scene()).html
        #expect(html.contains("data-color=\"custom\" data-style=\"body\" style=\"color:rgb(255 255 255 / 1.0)\">White</p>"), "\(html)")
        #expect(html.contains("data-color=\"secondary\" data-style=\"body\">Secondary</p>"))
    }

    @Test("D-110 an accessibility label, hint or hiding and a help tip go on the view itself when it is one element, else on a group around it")
    func accessibilityAndHelp() throws {
        final class Described: ViewController {
            override var body: any View {
                VStack {
                    Decorated(.accessibility(label: "Compose", hint: "Starts a message", isHidden: false)) {
                        Button("", symbol: "square.and.pencil") {}
                    }
                    Decorated(.help("Shows details")) { Button("Info") {} }
                    Decorated(.accessibility(label: nil, hint: nil, isHidden: true)) { Text("Decoration") }
                    Decorated(.accessibility(label: "Rating", hint: nil, isHidden: false)) {
                        Image(symbol: "star")
                        Text("4")
                    }
                }
            }
        }
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = Described()
        let html = HTMLRenderer().render(window.scene()).html
        func tag(containing marker: String) throws -> Substring { try Self.tag(containing: marker, in: html) }
        let compose = try tag(containing: "aria-label=\"Compose\"")
        #expect(compose.hasPrefix("<button") && compose.contains("aria-description=\"Starts a message\""))
        #expect(try tag(containing: "title=\"Shows details\"").hasPrefix("<button"))
        #expect(try tag(containing: ">Decoration").contains("aria-hidden=\"true\""))
        let group = try tag(containing: "aria-label=\"Rating\"")
        #expect(group.contains("pk-described") && group.contains("role=\"group\""))
    }

    /// The opening tag of the element whose opening tag holds `marker`.
    static func tag(containing marker: String, in html: String) throws -> Substring {
        let at = try #require(html.range(of: marker))
        let start = try #require(html[..<at.lowerBound].range(of: "<", options: .backwards))
        return html[start.lowerBound...].prefix { $0 != ">" }
    }
}
