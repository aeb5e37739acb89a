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

    /// A navigation item with an optional title and no buttons.
    public init(title: String? = nil) {
        self.title = title
    }
}
