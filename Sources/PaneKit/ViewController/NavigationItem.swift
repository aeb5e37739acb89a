/// What a view controller shows in the navigation bar while it is on top of a stack.
///
/// Spec: NV-6 (the back button).
public struct NavigationItem {
    /// The bar's title; when nil the controller's `title` is used.
    public var title: String?
    /// A line under the title, as UIKit's `subtitle` and SwiftUI's `navigationSubtitle` ("107
    /// messages, 12 unread"); nil for none.
    public var subtitle: String?
    /// Replaces the back button when set (UIKit's `leftBarButtonItem`).
    public var leadingItem: BarButtonItem?
    /// Buttons at the trailing end of the bar, like UIKit's `rightBarButtonItems`; none by default.
    public var trailingItems: [BarButtonItem] = []
    /// The title of the back button shown by the controller pushed *above* this one
    /// (UIKit's `backBarButtonItem` title).
    public var backButtonTitle: String?
    /// Hides the back button while this controller is on top (UIKit's `hidesBackButton`,
    /// SwiftUI's `.navigationBarBackButtonHidden`): leaving is up to the screen's own buttons.
    public var hidesBackButton = false
    /// Whether the title shows large while this item is on top of a stack whose controller
    /// prefers large titles (UIKit's `largeTitleDisplayMode`). Spec: NV-12.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// A navigation item with an optional title and no buttons.
    public init(title: String? = nil) {
        self.title = title
    }
}

extension NavigationItem {
    /// How a navigation item's title shows in a bar that prefers large titles. Spec: NV-12.
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// As the previous item in the stack showed it; large for a stack's first item.
        case automatic
        /// Always large.
        case always
        /// Always small, inline with the bar's buttons.
        case never
        /// Small and inline, as UIKit's `.inline` (iOS 17) where the bar has no room for a row of
        /// its own; PaneKit draws it as `.never`.
        case inline
    }
}
