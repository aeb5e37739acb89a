import PostboxStore
/// What people do to a message, in Mail's words: from a row's swipe or context menu, the
/// message's toolbar, or a shortcut. The app runs it (``PostboxApp/perform(_:on:)``), and what
/// files or flags mail can be undone (⌘Z, the undo banner).
public enum MailAction: Hashable, Sendable {
    /// Reply to the sender.
    case reply
    /// Reply to the sender and everyone else the message went to.
    case replyAll
    /// Forward the message, its text included.
    case forward
    /// Mark as read, or as unread.
    case toggleRead
    /// Flag, or unflag; a flag keeps the color it had.
    case toggleFlag
    /// Flag in a color (Mail's Flag ▾).
    case flag(FlagColor)
    /// Mail's Move Message sheet: every mailbox and folder to choose from.
    case chooseMailbox
    /// File it in a mailbox: Archive, Trash, Junk, or one chosen in the sheet.
    case move(to: String)
    /// The rest, as one list (a swipe's More).
    case more
}
