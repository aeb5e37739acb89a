import Foundation
import PaneKit
@testable import PaneKitTerminal
import Testing

/// The terminal's chrome takes one column in every terminal, and its colours are the browser's.
@Suite("Glyphs and palette")
struct GlyphAndPaletteTests {
    @Test("D-112: every symbol and chrome glyph is one column and not an emoji; each has an ASCII form")
    func glyphsAreOneColumn() {
        let glyphs = Glyphs(ascii: false), ascii = Glyphs(ascii: true)
        var all = Glyphs.symbols.values.map(\.unicode)
        all += [glyphs.back, glyphs.forward, glyphs.disclosure(expanded: true), glyphs.disclosure(expanded: false), glyphs.disclosure(expanded: false, rightToLeft: true), glyphs.check,
                glyphs.more, glyphs.sidebarToggle, glyphs.grabber, glyphs.dot, glyphs.horizontal, glyphs.vertical, glyphs.topLeft,
                glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight, glyphs.arrowUp, glyphs.arrowDown, glyphs.arrowLeft, glyphs.arrowRight]
        for glyph in all {
            for character in glyph {
                #expect(CharacterWidth.columns(of: character) == 1, "\(glyph) is not one column")
                #expect(character.unicodeScalars.allSatisfy { !$0.properties.isEmojiPresentation }, "\(glyph) draws as an emoji")
                #expect(character.unicodeScalars.count == 1, "\(glyph) is a sequence")
            }
        }
        for (name, glyph) in Glyphs.symbols {
            #expect(glyph.ascii.unicodeScalars.allSatisfy { $0.isASCII }, "\(name)'s ASCII form is not ASCII")
            #expect(ascii.symbol(name) == glyph.ascii)
        }
    }

    @Test("D-112: every icon the browser client draws has a terminal glyph")
    func everyIconHasAGlyph() throws {
        let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/PaneKitHTML/Resources/panekit/icons")
        let names = try FileManager.default.contentsOfDirectory(atPath: icons.standardized.path).filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }
        #expect(!names.isEmpty)
        for name in names { #expect(Glyphs(ascii: false).symbol(name) != nil, "no glyph for \(name)") }
    }

    @Test("D-112: the palette's shades are the stylesheet's (panekit.css), light and dark")
    func paletteIsTheStylesheets() throws {
        let css = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PaneKitHTML/Resources/panekit/panekit.css").standardized, encoding: .utf8)
        // The first two blocks that set the tints: light (:root), then dark.
        func values(_ name: String) -> [RGB] {
            var result: [RGB] = []
            var rest = Substring(css)
            while let range = rest.range(of: "--\(name): #") {
                let hex = rest[range.upperBound...].prefix(6)
                if let value = UInt32(hex, radix: 16) { result.append(RGB(hex: value)) }
                rest = rest[range.upperBound...]
            }
            return result
        }
        for tint in TintColor.allCases {
            let shades = values("pk-tint-\(tint.rawValue)")
            #expect(shades.count >= 2)
            #expect(shades.first == TerminalPalette.lightTints[tint], "light \(tint)")
            #expect(shades.dropFirst().first == TerminalPalette.darkTints[tint], "dark \(tint)")
            #expect(values("pk-ink-\(tint.rawValue)").first == TerminalPalette.lightInks[tint], "ink \(tint)")
        }
        #expect(values("pk-badge").first == TerminalPalette.badge)
        #expect(values("pk-secondary-text").prefix(2) == [TerminalPalette.lightSecondary, TerminalPalette.darkSecondary])
        #expect(values("pk-text").prefix(2) == [TerminalPalette.lightText, TerminalPalette.darkText])
        #expect(values("pk-destructive").prefix(2) == [TerminalPalette.lightDestructive, TerminalPalette.darkDestructive])
    }

    @Test("Colour depth from the environment: NO_COLOR whatever its value, COLORTERM, TERM")
    func depthFromEnvironment() {
        #expect(ColorDepth.from(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == ColorDepth.none)
        #expect(ColorDepth.from(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorDepth.from(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ColorDepth.from(environment: ["TERM": "xterm"]) == .ansi16)
    }

    @Test("256 colours: the nearest cube or grey entry")
    func nearestIndexed() {
        #expect(RGB(0, 0, 0).nearestIndexed == 16)
        #expect(RGB(255, 255, 255).nearestIndexed == 231)
        #expect(RGB(128, 128, 128).nearestIndexed == 244)
        #expect(RGB(hex: 0x0A84FF).nearestIndexed == 33)
    }
}
