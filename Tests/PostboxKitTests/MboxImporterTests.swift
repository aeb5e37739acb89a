import Foundation
import PaneKitHTML
import PaneKit
import PostboxKit
import Testing

@MainActor
@Suite("mbox import")
struct MboxImporterTests {
    func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "mbox", subdirectory: "Fixtures"))
        return Array(try Data(contentsOf: url))
    }

    func importFixture(_ name: String, into backend: StoreBackend = .sqlite) throws -> (MailStore, MboxImporter.Report) {
        let store = try backend.emptyStore()
        try store.save(SampleMailbox.account, mailboxes: SampleMailbox.mailboxes)
        let report = try MboxImporter(store: store, mailbox: "inbox").importMbox(try fixture(name))
        return (store, report)
    }

    func stored(_ store: MailStore) throws -> [Message] {
        try store.messages(in: "inbox", limit: 100).compactMap { try store.message(id: $0.id) }
    }

    @Test("Well-formed mail: folded and encoded headers, >From unquoting, quoted-printable, charsets, alternatives, nesting, attachments", arguments: StoreBackend.available)
    func wellFormed(_ backend: StoreBackend) throws {
        let (store, report) = try importFixture("wellformed", into: backend)
        #expect(report.imported == 6 && report.broken.isEmpty && report.duplicates == 0)
        let messages = try stored(store)
        func message(_ id: String) throws -> Message { try #require(messages.first { $0.messageID == "<\(id)@example.com>" }) }
        let plain = try message("plain")
        #expect(plain.subject == "Plain text, folded over two lines")
        #expect(plain.body == "Hello.\nFrom the start of a line, quoted by mbox.\n>From twice quoted.\nBye.")
        let encoded = try message("encoded")
        #expect(encoded.sender == "Gráce Hopper <grace@example.com>")
        #expect(encoded.subject == "Café au lait naïve")
        #expect(encoded.body == "Softbreak and été.")
        #expect(encoded.date == Date(timeIntervalSince1970: 1_795_165_200))
        #expect(try message("alternative").body == "The plain part.")
        let nested = try message("nested")
        #expect(nested.body == "Nested plain.")
        #expect(nested.attachments == "report.pdf\t230")
        #expect(try message("latin1").body == "Grüße aus Köln.")
        #expect(try message("cp1252").body == "“Smart quotes” – and €.")
    }

    @Test("Broken messages are reported with where and why, and skipped; the rest are imported", arguments: StoreBackend.available)
    func broken(_ backend: StoreBackend) throws {
        let (store, report) = try importFixture("broken", into: backend)
        #expect(report.broken.map(\.index) == [1, 3, 7])
        #expect(report.broken[0].reason == "invalid base64")
        #expect(report.broken[1].reason.hasPrefix("malformed header line"))
        #expect(report.broken[2].reason == "multipart without a boundary")
        #expect(report.broken.allSatisfy { $0.line > 0 })
        #expect(report.notes.map(\.reason) == ["unknown charset x-klingon, read as UTF-8"])
        #expect(report.imported == 4)
        let messages = try stored(store)
        let huge = try #require(messages.first { $0.messageID == "<hugeline@example.com>" })
        #expect(huge.body.count == 1_048_576)
        let anonymous = try #require(messages.first { $0.subject == "Only a subject" })
        #expect(anonymous.messageID.hasPrefix("<import-"), "a Message-ID is made up so a re-import finds it")
        #expect(anonymous.sender == "(no sender)")
    }

    @Test("Importing the same file again adds nothing", arguments: StoreBackend.available)
    func idempotent(_ backend: StoreBackend) throws {
        let (store, first) = try importFixture("wellformed", into: backend)
        let again = try MboxImporter(store: store, mailbox: "inbox").importMbox(try fixture("wellformed"))
        #expect(again.imported == 0 && again.duplicates == first.imported)
        let brokenFirst = try MboxImporter(store: store, mailbox: "inbox").importMbox(try fixture("broken"))
        let brokenAgain = try MboxImporter(store: store, mailbox: "inbox").importMbox(try fixture("broken"))
        #expect(brokenAgain.imported == 0 && brokenAgain.duplicates == brokenFirst.imported)
    }

    @Test("Hostile HTML and script become inert text: no script in bodies, and rendering escapes the rest", arguments: StoreBackend.available)
    func hostile(_ backend: StoreBackend) throws {
        let (store, _) = try importFixture("broken", into: backend)
        let message = try #require(try stored(store).first { $0.messageID == "<hostile@example.com>" })
        #expect(!message.body.contains("alert('body')"), "scripts are dropped with their content")
        #expect(!message.body.contains("<"), "HTML is shown as text, never as HTML")
        #expect(message.body.contains("Click here"))
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = app.rootViewController
        #expect(app.open(path: "/mailbox/inbox/message/\(message.id!)"))
        let html = HTMLRenderer().render(window.scene()).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert('subject')&lt;/script&gt;"))
    }

    @Test("A byte order mark and blank lines before the first message are passed over, as the file check does")
    func leadingBytes() throws {
        let mbox = Array("From a@example.com Thu Nov 21 09:00:00 2026\nSubject: One\n\nBody\n\nFrom b@example.com Thu Nov 21 09:00:00 2026\nSubject: Two\n\nBody\n".utf8)
        for prefix: [UInt8] in [[], [0xEF, 0xBB, 0xBF], Array("\n\r\n\n".utf8), [0xEF, 0xBB, 0xBF, 10, 10]] {
            let bytes = prefix + mbox
            #expect(MboxReader.problem(with: bytes) == nil)
            let messages = Array(MboxReader(bytes: bytes))
            #expect(messages.map(\.separator.isEmpty) == [false, false], "prefix \(prefix)")
            #expect(messages.first.map { String(decoding: $0.bytes, as: UTF8.self) } == "Subject: One\n\nBody")
        }
        #expect(MboxReader.problem(with: Array("\u{FEFF}\n\n".utf8)) == "it is empty")
        #expect(MboxReader.problem(with: Array("Subject: no separator\n".utf8)) == "it does not begin with a \"From \" line")
    }

    @Test("The mbox reader splits at From_ lines after blank lines only")
    func reader() {
        let text = "From a Thu Nov 20 09:00:00 2026\nSubject: one\n\nbody\nFrom inside a paragraph is text\n\nFrom b Thu Nov 20 09:00:00 2026\nSubject: two\n\nx\n"
        let messages = Array(MboxReader(bytes: Array(text.utf8)))
        #expect(messages.count == 2)
        #expect(String(decoding: messages[0].bytes, as: UTF8.self) == "Subject: one\n\nbody\nFrom inside a paragraph is text")
        #expect(messages[1].line == 7)
    }
}
