import Foundation
import PaneKit

// SwiftUI's API that PaneKitUI does not have yet, declared so that code using it stops at compile
// time with a message saying what is missing and what to write instead, rather than with "no
// member" (docs/swiftui-coverage.md lists them as unavailable).

extension View {
    // coverage: View.refreshable(action:)
    @available(*, unavailable, message: "PaneKitUI has no pull to refresh yet: its lists have no pull gesture in a browser (issue 35). Offer a Refresh button that awaits the same action in a Task.")
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    // coverage: View.focused(_:)
    @available(*, unavailable, message: "PaneKitUI has no @FocusState yet (issue 35): the page's focus does not reach a binding.")
    public func focused(_ condition: Binding<Bool>) -> some View { self }

    // coverage: View.focused(_:equals:)
    @available(*, unavailable, message: "PaneKitUI has no @FocusState yet (issue 35): the page's focus does not reach a binding.")
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View { self }
}

// coverage: FocusState | FocusState.init() | FocusState.wrappedValue | FocusState.projectedValue
/// Where the keyboard's focus is, as SwiftUI's `FocusState`: not in PaneKitUI yet.
@available(*, unavailable, message: "PaneKitUI has no @FocusState yet (issue 35): the page's focus does not reach a binding.")
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// Where the focus is.
    public var wrappedValue: Value { fatalError("FocusState is unavailable") }
    /// A binding to where the focus is.
    public var projectedValue: Binding<Value> { fatalError("FocusState is unavailable") }
    /// A focus state.
    public init() where Value == Bool { fatalError("FocusState is unavailable") }
}

// coverage: RefreshAction
/// A list's refresh, as SwiftUI's `RefreshAction`: not in PaneKitUI yet.
@available(*, unavailable, message: "PaneKitUI has no pull to refresh yet (issue 35).")
public struct RefreshAction {
    /// Refreshes.
    public func callAsFunction() async {}
}

extension EnvironmentValues {
    // coverage: EnvironmentValues.refresh
    @available(*, unavailable, message: "PaneKitUI has no pull to refresh yet (issue 35).")
    public var refresh: RefreshAction? { nil }
}

extension Image {
    // coverage: Image.init(_:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Image(systemName:).")
    public init(_ name: String) { self.init(systemName: name) }
}
