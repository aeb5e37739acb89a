import Foundation
@testable import PaneKitTerminal
import Testing

/// `CharacterWidth` on the clusters a screen meets, and on every code point against a reference:
/// `wcwidth()` of Python's `wcwidth` package, in `Fixtures/wcwidth-reference.txt`, written by
/// `scripts/generate-width-table --reference` (which also writes the table under test).
@Suite("Character width")
struct CharacterWidthTests {
    /// A grapheme and the columns it takes with ambiguous characters narrow and wide.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let narrow: Int
        let wide: Int
        let note: String
        init(_ text: String, _ narrow: Int, _ wide: Int, _ note: String) {
            self.text = text
            self.narrow = narrow
            self.wide = wide
            self.note = note
        }
        init(_ text: String, _ columns: Int, _ note: String) { self.init(text, columns, columns, note) }
        var testDescription: String {
            "\(note): " + text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        }
    }

    static let clusters: [Case] = [
        Case("A", 1, "ASCII letter"),
        Case(" ", 1, "space"),
        Case("~", 1, "ASCII tilde"),
        Case("\u{00}", 0, "NUL"),
        Case("\t", 0, "tab"),
        Case("\n", 0, "line feed"),
        Case("\r\n", 0, "CR LF, one cluster"),
        Case("\u{1B}", 0, "escape"),
        Case("\u{7F}", 0, "delete"),
        Case("\u{85}", 0, "C1 next line"),
        Case("\u{9F}", 0, "C1 application program command"),
        Case("é", 1, 2, "precomposed e acute, East Asian ambiguous like most of Latin-1"),
        Case("e\u{301}", 1, "e + combining acute"),
        Case("\u{2194}", 1, 2, "left right arrow, East Asian ambiguous"),
        Case("a\u{301}\u{302}\u{323}", 1, "a + three combining marks"),
        Case("\u{301}", 0, "lone combining acute: a terminal puts it on the cell before, so it is left out"),
        Case("\u{25CC}\u{301}", 1, "combining acute on U+25CC DOTTED CIRCLE, as a renderer shows a lone mark"),
        Case("漢", 2, "CJK ideograph"),
        Case("한", 2, "Hangul syllable"),
        Case("\u{1112}\u{1161}\u{11AB}", 2, "Hangul jamo L V T, one cluster"),
        Case("\u{1160}", 0, "lone Hangul jamo medial vowel filler"),
        Case("\u{115F}", 2, "Hangul choseong filler"),
        Case("Ａ", 2, "fullwidth A"),
        Case("ｱ", 1, "halfwidth katakana"),
        Case("─", 1, 2, "box drawing, East Asian ambiguous"),
        Case("\u{AD}", 1, 2, "soft hyphen, drawn as a hyphen (ambiguous)"),
        Case("\u{200B}", 0, "zero width space"),
        Case("\u{2028}", 0, "line separator"),
        Case("\u{FEFF}", 0, "zero width no-break space"),
        Case("\u{E000}", 1, 2, "private use (ambiguous)"),
        Case("😀", 2, "emoji"),
        Case("👨\u{200D}👩\u{200D}👧", 2, "ZWJ family"),
        Case("❤\u{FE0F}\u{200D}🔥", 2, "ZWJ sequence on a text-default emoji"),
        Case("🏳\u{FE0F}\u{200D}🌈", 2, "rainbow flag"),
        Case("🇫🇷", 2, "flag, two regional indicators"),
        Case("\u{1F1EB}", 2, "lone regional indicator"),
        Case("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 2, "tag sequence flag"),
        Case("👍🏽", 2, "emoji with skin tone"),
        Case("☝🏽", 2, "text-default emoji with skin tone"),
        Case("1\u{FE0F}\u{20E3}", 2, "keycap 1"),
        Case("#\u{FE0F}\u{20E3}", 2, "keycap #"),
        Case("1\u{20E3}", 1, "keycap without VS16, text style"),
        Case("☺\u{FE0E}", 1, "text-default emoji with VS15"),
        Case("☺\u{FE0F}", 2, "text-default emoji with VS16"),
        Case("☺", 1, "text-default emoji alone"),
        Case("⌚\u{FE0E}", 2, "wide emoji with VS15 stays wide"),
        Case("↔\u{FE0E}", 1, 2, "ambiguous emoji with VS15 stays ambiguous"),
        Case("↔\u{FE0F}", 2, "ambiguous emoji with VS16"),
        Case("a\u{FE0F}", 1, "VS16 on a letter"),
        Case("a\u{200D}", 1, "ZWJ on a letter"),
        Case("क", 1, "Devanagari consonant"),
        Case("क\u{93E}", 2, "Devanagari consonant + spacing vowel sign (Mc)"),
        Case("क\u{94D}\u{937}", 2, "Devanagari conjunct, one cluster"),
        Case("\u{93E}", 0, "lone spacing mark"),
        Case("\u{600}\u{661}", 2, "Arabic number sign (prepended) + digit"),
    ]

    @Test("Clusters", arguments: clusters)
    func cluster(_ sample: Case) {
        #expect(sample.text.count == 1, "not one grapheme cluster")
        guard let character = sample.text.first else { return }
        #expect(CharacterWidth.columns(of: character) == sample.narrow)
        #expect(CharacterWidth.columns(of: character, ambiguous: 2) == sample.wide)
    }

    @Test func textAddsItsGraphemes() {
        #expect(CharacterWidth.columns(of: "a漢b") == 4)
        #expect(CharacterWidth.columns(of: "─🇫🇷e\u{301}") == 4)
        #expect(CharacterWidth.columns(of: "─🇫🇷e\u{301}", ambiguous: 2) == 5)
        #expect(CharacterWidth.columns(of: "a\tb") == 2)
        #expect(CharacterWidth.columns(of: "") == 0)
    }

    // MARK: Every code point

    /// Where `columns(of:)` disagrees with the reference on purpose: the scalars, the columns we
    /// give them (ambiguous narrow and wide) and why. Empty: the table follows wcwidth's rules and
    /// the same Unicode version (17.0). An entry goes here only with its reason, and must still
    /// disagree (``knownDifferencesStillDiffer``), so none outlives its reason; when the list
    /// grows, fix the rules in scripts/generate-width-table instead. Likely entries, were the
    /// reference ever older than the table: code points assigned after the reference's Unicode
    /// version (wcwidth gives them 1).
    static let knownDifferences: [(scalars: ClosedRange<UInt32>, narrow: Int, wide: Int, reason: String)] = []

    /// wcwidth's answer for a range of code points: `width` with ambiguous characters narrow,
    /// `wideWidth` with them wide; -1 for a control.
    struct ReferenceRange {
        let scalars: ClosedRange<UInt32>
        let width: Int
        let wideWidth: Int
    }

    static let referenceFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wcwidth-reference.txt")

    static func reference() throws -> (ranges: [ReferenceRange], header: String) {
        let text = try String(contentsOf: referenceFile, encoding: .utf8)
        var ranges: [ReferenceRange] = [], header = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                if header.isEmpty { header = String(line.dropFirst(2)) }
                continue
            }
            let fields = line.split(separator: " ")
            guard fields.count == 4, let first = UInt32(fields[0], radix: 16), let last = UInt32(fields[1], radix: 16),
                  first <= last, let width = Int(fields[2]), let wideWidth = Int(fields[3])
            else { throw ReferenceError(line: String(line)) }
            ranges.append(ReferenceRange(scalars: first...last, width: width, wideWidth: wideWidth))
        }
        return (ranges, header)
    }

    struct ReferenceError: Error, CustomStringConvertible {
        let line: String
        var description: String { "wcwidth-reference.txt: cannot read the line \"\(line)\"" }
    }

    static func knownDifference(_ value: UInt32) -> (narrow: Int, wide: Int)? {
        knownDifferences.first { $0.scalars.contains(value) }.map { ($0.narrow, $0.wide) }
    }

    /// Each code point but the surrogates as a `Character` of its own, ambiguous narrow and wide,
    /// against wcwidth (its -1 for a control is our 0).
    @Test func everyCodePointMatchesReference() throws {
        let (ranges, header) = try Self.reference()
        #expect(ranges.first?.scalars.lowerBound == 0 && ranges.last?.scalars.upperBound == 0x10FFFF)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.scalars.upperBound + 1 == $1.scalars.lowerBound },
                "the reference has gaps or overlaps")
        var checked = 0, mismatched = 0
        var mismatches: [(scalars: ClosedRange<UInt32>, ours: (Int, Int), reference: (Int, Int))] = []
        for range in ranges {
            let reference = (max(range.width, 0), max(range.wideWidth, 0))
            for value in range.scalars {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let character = Character(scalar)
                let ours = (CharacterWidth.columns(of: character), CharacterWidth.columns(of: character, ambiguous: 2))
                checked += 1
                if ours == reference { continue }
                if let known = Self.knownDifference(value), known == ours { continue }
                mismatched += 1
                if let last = mismatches.last, last.scalars.upperBound + 1 == value, last.ours == ours, last.reference == reference {
                    mismatches[mismatches.count - 1].scalars = last.scalars.lowerBound...value
                } else {
                    mismatches.append((value...value, ours, reference))
                }
            }
        }
        #expect(checked == 0x110000 - 0x800)
        let report = mismatches.prefix(40).map { mismatch in
            let first = String(mismatch.scalars.lowerBound, radix: 16, uppercase: true)
            let last = String(mismatch.scalars.upperBound, radix: 16, uppercase: true)
            return "U+\(first)...U+\(last): \(mismatch.ours.0)/\(mismatch.ours.1), reference \(mismatch.reference.0)/\(mismatch.reference.1)"
        }
        #expect(mismatched == 0, """
            \(mismatched) code points differ (columns narrow/wide) from the reference, \(header)
            \(report.joined(separator: "\n"))
            """)
    }

    @Test func knownDifferencesStillDiffer() throws {
        let (ranges, _) = try Self.reference()
        for known in Self.knownDifferences {
            for value in known.scalars {
                guard let scalar = Unicode.Scalar(value),
                      let range = ranges.first(where: { $0.scalars.contains(value) }) else { continue }
                let ours = (CharacterWidth.columns(of: Character(scalar)), CharacterWidth.columns(of: Character(scalar), ambiguous: 2))
                #expect(ours == (known.narrow, known.wide), "U+\(String(value, radix: 16)): \(known.reason)")
                #expect(ours != (max(range.width, 0), max(range.wideWidth, 0)),
                        "U+\(String(value, radix: 16)) now matches the reference: drop \"\(known.reason)\"")
            }
        }
    }

    /// The table and Swift's standard library (grapheme clusters, emoji properties) must be of one
    /// Unicode version: after a toolchain with a newer one, move the pins in
    /// scripts/generate-width-table and run it (and its --reference).
    @Test func tableIsOfSwiftsUnicodeVersion() {
        var newest = (major: 0, minor: 0), notWide: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            if let age = properties.age, (age.major, age.minor) > newest { newest = (age.major, age.minor) }
            if properties.isEmojiPresentation && CharacterWidth.columns(of: Character(scalar)) != 2 {
                notWide.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(newest == EastAsianWidthTable.unicodeVersion,
                "Swift has Unicode \(newest.major).\(newest.minor), the table \(EastAsianWidthTable.unicodeVersion.major).\(EastAsianWidthTable.unicodeVersion.minor)")
        #expect(notWide.isEmpty, "Emoji_Presentation but not wide: \(notWide.prefix(20).joined(separator: " "))")
    }
}
