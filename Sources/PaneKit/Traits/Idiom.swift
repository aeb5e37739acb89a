/// The kind of device whose conventions the interface follows.
///
/// It comes from the device, not the window (D-62): a touch screen with a phone-sized short side
/// is `.phone`, any other touch screen `.pad`, a mouse or trackpad `.mac` — at every width; the
/// size classes follow the window.
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    /// iPhone conventions, like `UIUserInterfaceIdiom.phone`: a phone-sized touch screen.
    case phone
    /// iPad conventions, like `UIUserInterfaceIdiom.pad`: a larger touch screen, at either width.
    case pad
    /// Mac conventions, like `UIUserInterfaceIdiom.mac`: a mouse or trackpad, at either width.
    case mac
}
