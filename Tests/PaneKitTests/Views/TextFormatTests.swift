import Foundation
@testable import PaneKit
import PaneKitTestSupport
import Testing

/// A message row and header as Mail draws them, in core views (issue 16).
final class MessageRow: ViewController {
    static let sent = Date(timeIntervalSince1970: 1_793_523_600)  // 2026-11-01 09:00 UTC

    override var body: any View {
        HStack {
            Image(symbol: "circle.fill", color: .clear)
            Monogram(name: "Bob Builder")
            VStack {
                HStack {
                    Text("Bob Builder", style: .headline, format: TextFormat(lineLimit: 1))
                    Spacer()
                    Text(Self.sent, dateStyle: .recent, style: .subheadline, format: TextFormat(color: .secondary))
                }
                Text("A preview", style: .subheadline, format: TextFormat(lineLimit: 2, weight: .semibold, color: .secondary))
                Image(symbol: "flag.fill", color: .tint(.orange))
            }
        }
    }
}

@Suite("Text formats, dates and monograms")
struct TextFormatTests {
    @Test("Lines, weight, color and dates reach the Scene; images keep their color")
    func formatsInTheScene() {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = MessageRow()
        let dump = window.scene().dump()
        #expect(dump.contains("image circle.fill color=clear"))
        #expect(dump.contains("monogram BB"))
        #expect(dump.contains("text \"Bob Builder\" style=headline lines=1"))
        #expect(dump.contains("text \"Nov 1, 2026 at 9:00 AM UTC\" style=subheadline color=secondary date=recent"))
        #expect(dump.contains("text \"A preview\" style=subheadline lines=2 weight=semibold color=secondary"))
        #expect(dump.contains("image flag.fill color=orange"))
    }

    @Test("A date's text before the page writes it is English UTC and never relative; its ISO form is exact")
    func dateFallback() {
        let date = Date(timeIntervalSince1970: 1_793_523_600 + 13 * 3_600 + 5 * 60 + 7)  // 22:05:07 UTC
        #expect(DateDisplay(date, style: .recent).fallback == "Nov 1, 2026 at 10:05 PM UTC")
        #expect(DateDisplay(date, style: .date).fallback == "Nov 1, 2026")
        #expect(DateDisplay(date, style: .time).fallback == "10:05 PM UTC")
        #expect(DateDisplay(Date(timeIntervalSince1970: 0), style: .time).fallback == "12:00 AM UTC")
        #expect(DateDisplay(date, style: .dateTime).iso8601 == "2026-11-01T22:05:07Z")
    }

    @Test("The UTC date arithmetic agrees with Foundation's calendar, leap days and times before 1970 included")
    func utcPartsAgreeWithCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var random = SystemRandomNumberGenerator()
        let fixed = [0.0, -1, 951_782_400, 951_868_799, 4_107_542_400, -2_208_988_800, 1_793_523_600]
        for seconds in fixed + (0..<2_000).map({ _ in Double(Int64.random(in: -6_000_000_000...8_000_000_000, using: &random)) }) {
            let date = Date(timeIntervalSince1970: seconds)
            let expected = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let parts = DateDisplay.utcParts(of: date)
            #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second]
                        == [expected.year, expected.month, expected.day, expected.hour, expected.minute, expected.second], "\(seconds)")
        }
    }

    @Test("A monogram takes the first letters of the first and last words; an address gives one letter")
    func monogramInitials() {
        let cases = [("Ada Lovelace", "AL"), ("Grace Brewster Murray Hopper", "GH"), ("ada@example.com", "A"), ("émile zola", "ÉZ"),
                     ("Cher", "C"), ("", ""), ("  42  ", ""), ("Bob <bob@example.com>", "B")]
        for (name, initials) in cases {
            #expect(Monogram(name: name).initials == initials, "\(name)")
        }
    }
}
