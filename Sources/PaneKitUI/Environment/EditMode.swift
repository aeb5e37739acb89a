import PaneKit

/// Whether a screen is being edited, as SwiftUI's `EditMode`: ``EditButton`` turns it on and off,
/// and a sidebar shows its editing controls while it is on (D-53).
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe); PaneKitUI treats it as ``active``.
    case transient
    /// Editing.
    case active

    /// Whether it is ``active`` or ``transient``.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// The screen's edit mode, as SwiftUI's `\.editMode`: every PaneKitUI screen has one, which
    /// ``EditButton`` turns on and off; `.environment(\.editMode, $mode)` gives it another.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

/// A button that turns the screen's edit mode on (Edit) and off (Done), as SwiftUI's
/// `EditButton`. Put it in a toolbar.
nonisolated public struct EditButton: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never

    /// An edit button.
    public init() {}

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let item = barButton(in: context.environment)
        return [PaneKit.Button(item.title, action: item.action)]
    }

    /// The button as a bar item: Edit, or Done while editing.
    func barButton(in environment: EnvironmentValues) -> BarButtonItem {
        let mode = environment.editMode
        let isEditing = mode?.wrappedValue.isEditing ?? false
        return BarButtonItem(isEditing ? "Done" : "Edit") { mode?.wrappedValue = isEditing ? .inactive : .active }
    }
}
