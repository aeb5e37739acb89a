import ArgumentParser
import PaneKitTerminal
import Foundation
import PaneKit
import PostboxStore

/// `postbox import FILE`: adds the messages of an mbox file to a mailbox.
struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import an mbox file.",
        discussion: "Messages already in Postbox (same Message-ID) are skipped, so running it again after an interruption finishes the job. Broken messages are reported and skipped."
    )

    @Argument(help: "The mbox file to read.") var file: String
    @Option(help: "The mailbox to put the messages in (a mailbox's name or id such as inbox, or a new folder's name).") var mailbox = "inbox"
    @OptionGroup var data: DataOptions

    func validate() throws {
        let name = mailbox.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw ValidationError("--mailbox needs a name, such as Inbox or Receipts") }
        guard !mailbox.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw ValidationError("--mailbox cannot hold control characters")
        }
    }

    func run() async throws {
        guard let contents = FileManager.default.contents(atPath: file) else {
            throw CommandFailure("cannot read \(TerminalText.sanitised(file)): no such file, or not readable")
        }
        let bytes = Array(contents)
        if let problem = MboxReader.problem(with: bytes) {
            throw CommandFailure("\(TerminalText.sanitised(file)) is not an mbox file: \(problem)")
        }
        let store = try data.openStore()
        if try store.isEmpty() { try store.save(SampleMailbox.account, mailboxes: SampleMailbox.mailboxes.filter { $0.role != .folder }) }
        let name = mailbox.trimmingCharacters(in: .whitespacesAndNewlines)
        let target = try store.mailboxes().first { $0.id == name || $0.name.caseInsensitiveCompare(name) == .orderedSame }
            ?? store.addFolder(named: name, account: SampleMailbox.account.id)
        let terminal = isatty(STDERR_FILENO) != 0
        let report = try MboxImporter(store: store, mailbox: target.id).importMbox(bytes) { done, total in
            guard terminal, total > 0 else { return }
            let filled = done * 30 / total
            FileHandle.standardError.write(Data("\r[\(String(repeating: "#", count: filled))\(String(repeating: " ", count: 30 - filled))] \(done * 100 / total)%".utf8))
        }
        if terminal { FileHandle.standardError.write(Data("\n".utf8)) }
        for problem in report.broken { print("skipped \(TerminalText.sanitised(problem.description))") }
        for note in report.notes { print("note: \(TerminalText.sanitised(note.description))") }
        print("Imported \(report.imported) messages into \(TerminalText.sanitised(target.name)); \(report.duplicates) already there; \(report.broken.count) broken.")
    }
}
