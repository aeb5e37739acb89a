import Foundation
import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

@Suite("HTML of text formats")
struct TextFormatRenderTests {
    final class Formatted: ViewController {
        override var body: any View {
            VStack {
                Text("One line", format: TextFormat(lineLimit: 1))
                Text("Two lines", style: .subheadline, format: TextFormat(lineLimit: 2, weight: .bold, color: .tint(nil)))
                Text(Date(timeIntervalSince1970: 1_793_523_600), dateStyle: .recent)
                Image(symbol: "flag.fill", color: .tint(.orange))
                Monogram(name: "Katherine Johnson")
                Text("Struck", format: TextFormat(decorations: [.strikethrough, .italic]))
            }
        }
    }

    @Test("Lines, weight and color are attributes; a date is a time element the page writes; a monogram is hidden from assistive technologies")
    func attributes() {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = Formatted()
        let html = HTMLRenderer().render(window.scene()).html
        #expect(html.contains("class=\"pk-text\" data-lines=\"1\" data-style=\"body\">One line</p>"), "\(html)")
        #expect(html.contains("class=\"pk-text\" data-color=\"accent\" data-lines=\"2\" data-style=\"subheadline\" data-weight=\"bold\">Two lines</p>"))
        #expect(html.contains("<time data-k="))
        #expect(html.contains("class=\"pk-text\" data-date=\"recent\" data-style=\"body\" datetime=\"2026-11-01T09:00:00Z\">Nov 1, 2026 at 9:00 AM UTC</time>"))
        #expect(html.contains("class=\"pk-icon\" data-color=\"orange\" data-symbol=\"flag.fill\""))
        #expect(html.contains("aria-hidden=\"true\" class=\"pk-monogram\">KJ</span>"))
        // Issue 35: italic, underline, strikethrough and digits of one width, as one attribute the stylesheet reads.
        #expect(html.contains("class=\"pk-text\" data-style=\"body\" data-text=\"italic strikethrough\">Struck</p>"), "\(html)")
    }
}
