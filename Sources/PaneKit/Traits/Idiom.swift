/// The kind of device whose conventions the interface follows.
///
/// On the web the idiom is derived from the pointer and the width (DESIGN §3): a coarse pointer
/// gives `.phone` in compact width and `.pad` in regular width; a fine pointer gives `.mac` in
/// regular width and the `.phone` layout with pointer affordances in compact width.
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    /// iPhone conventions, like `UIUserInterfaceIdiom.phone`: every compact-width viewport.
    case phone
    /// iPad conventions, like `UIUserInterfaceIdiom.pad`: a touch viewport in regular width.
    case pad
    /// Mac conventions, like `UIUserInterfaceIdiom.mac`: a mouse or trackpad in regular width.
    case mac
}
