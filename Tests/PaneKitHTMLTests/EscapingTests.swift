import Foundation
import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

@Suite("HTML escaping")
struct EscapingTests {
    @Test("Text and attribute values are escaped; NUL is dropped")
    func escaping() {
        #expect(Escaping.text("<script>alert('x') & \"y\"</script>") == "&lt;script&gt;alert('x') &amp; \"y\"&lt;/script&gt;")
        #expect(Escaping.attribute("\" onmouseover=\"alert(1)' ") == "&quot; onmouseover=&quot;alert(1)&#39; ")
        #expect(Escaping.text("a\0b") == "ab")
        #expect(Escaping.text("\u{202E}evil") == "\u{202E}evil", "bidi overrides stay text; they cannot break out")
    }

    @Test("Hostile strings from content never become markup in the rendered page")
    func hostileContent() {
        let hostile = "<img src=x onerror=alert(1)>\"'><script>alert(2)</script>javascript:alert(3)"
        final class Hostile: ViewController {
            let text: String
            init(_ text: String) { self.text = text; super.init(title: text) }
            override var body: any View {
                VStack {
                    Text(text)
                    Button(text) {}
                    List { ForEach([text], id: \.self) { Label($0, symbol: $0) } }
                }
            }
        }
        let window = Window(viewport: Viewport(width: 390, height: 844))
        let navigation = NavigationController(root: Hostile(hostile))
        window.rootViewController = navigation
        let html = HTMLRenderer().render(window.scene()).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("\"'>"))
        #expect(html.contains("&lt;script&gt;alert(2)&lt;/script&gt;"))
    }

    @Test("JSON strings escape quotes, backslashes, controls and line separators")
    func json() {
        #expect(JSON.string("a\"b\\c\n\u{1}\u{2028}") == "\"a\\\"b\\\\c\\n\\u0001\\u2028\"")
        #expect(JSON.string("\u{1F}\u{7F}\u{2029}é") == "\"\\u001f\u{7F}\\u2029é\"")
    }

    @Test("Random text of every kind survives JSON and HTML escaping (seeded)")
    func randomText() throws {
        var generator = SeededRNG(seed: 42)
        let pool: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "&", "<", ">", "'",
                                      "é", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202E}", "中", "😀", "\u{E2}", "\u{80}"]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                text.unicodeScalars.append(pool.randomElement(using: &generator)!)
            }
            let decoded = try JSONSerialization.jsonObject(with: Data(JSON.string(text).utf8), options: .fragmentsAllowed) as? String
            #expect(decoded == text)
            var reference = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": reference += "&amp;"
                case "<": reference += "&lt;"
                case ">": reference += "&gt;"
                case "\0": break
                default: reference.unicodeScalars.append(scalar)
                }
            }
            #expect(Escaping.text(text) == reference)
        }
    }
}
