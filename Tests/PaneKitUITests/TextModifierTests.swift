import Foundation
import PaneKit
@testable import PaneKitUI
import Testing

@MainActor
@Suite("PaneKitUI text and title modifiers")
struct TextModifierTests {
    @Test("lineLimit, fontWeight, bold, foregroundStyle and a recent date become the core text's format; a view's modifiers reach the texts and symbols inside")
    func formats() {
        let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = PaneKitUI.HostingController(rootView: MailRowText())
        let dump = window.scene().dump()
        #expect(dump.contains("image circle.fill color=clear"))
        #expect(dump.contains("text \"Ada\" style=headline lines=1"))
        #expect(dump.contains("text \"Ada\" weight=semibold"))
        #expect(dump.contains("text \"Ada\" weight=bold color=secondary"))
        #expect(dump.contains("text \"Nov 1, 2026 at 9:00 AM UTC\" color=secondary date=recent"))
        #expect(dump.contains("text \"Preview\" lines=2 color=orange"))
        #expect(dump.contains("image flag.fill color=orange"))
        #expect(dump.contains("text \"Plain\"\n") || dump.hasSuffix("text \"Plain\""), "no format outside the modifiers")
    }

    @Test("navigationSubtitle puts a line under the bar's title; an empty one shows none")
    func subtitle() {
        #expect(PageDriver<SubtitledApp>(width: 390, height: 844).dump.contains("bar \"Inbox\" large subtitle=\"107 messages\""))
        let empty = PageDriver<EmptySubtitleApp>(width: 390, height: 844).dump
        #expect(empty.contains("bar \"Inbox\"") && !empty.contains("subtitle="))
    }

    @Test("NV-13 a stack's titled root is large on a phone, inline on a Mac; .inline keeps it in the bar; a pushed automatic screen inherits")
    func NV_13_titleDisplayModes() throws {
        #expect(PageDriver<SubtitledApp>(width: 390, height: 844).dump.contains("bar \"Inbox\" large"))
        #expect(!PageDriver<SubtitledApp>(width: 1440, height: 900).dump.contains(" large"), "a Mac has no large titles")
        let inline = PageDriver<InlineTitleApp>(width: 390, height: 844)
        #expect(inline.dump.contains("bar \"Inbox\" leading") || inline.dump.contains("bar \"Inbox\"\n"), "\(inline.dump)")
        #expect(!inline.dump.contains(" large"))
        try inline.tap("Open")
        #expect(inline.dump.contains("bar \"Message\""), "\(inline.dump)")
        #expect(!inline.dump.contains(" large"), "automatic under an inline title stays inline")
        let large = PageDriver<LargeThenInlineApp>(width: 390, height: 844)
        #expect(large.dump.contains("bar \"Mailboxes\" large"))
        try large.tap("Open")
        #expect(large.dump.contains("bar \"Message\""), "\(large.dump)")
        #expect(!large.dump.contains(" large"), ".inline on the pushed screen")
    }
}
