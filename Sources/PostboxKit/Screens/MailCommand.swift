/// What people ask of Postbox from any of its screens — open a message, act on one, write a new
/// one, undo, show the headers — sent to the app in one type through one closure each screen
/// holds (`send`), and handled in one place (`PostboxApp.handle(_:)`).
enum MailCommand: Equatable {
    /// Open the message with this id.
    case open(Int64)
    /// Do `MailAction` to the message with this id: reply, flag, file…
    case act(MailAction, on: Int64)
    /// Start a new message.
    case compose
    /// Put back the last change.
    case undo
    /// Show or hide the inspector of the message with this id (nil: the one open).
    case toggleInspector(Int64?)
}
