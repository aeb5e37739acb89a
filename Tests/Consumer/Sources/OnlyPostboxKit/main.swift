import Foundation
import PaneKit
import PostboxKit

// A sample mailbox in a temporary database, and its unread counts.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let store = try MailStore(path: folder.appendingPathComponent("mail.sqlite").path)
try SampleMailbox.populate(store, messages: 50, seed: 1)
for mailbox in try store.mailboxes() { print(mailbox.name) }
