import Foundation
import PostboxStore

// Postbox's mail without its screens: a sample mailbox in a temporary database, one mbox
// message imported, and the mailboxes with their unread counts.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-store-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let store = try MailStore(path: folder.appendingPathComponent("mail.sqlite").path)
try SampleMailbox.populate(store, messages: 20, seed: 1)
let counts = try store.unreadCounts()
for mailbox in try store.mailboxes() { print(mailbox.name, counts[mailbox.id] ?? 0) }
