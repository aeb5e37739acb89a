/// A switch that turns something on or off, like SwiftUI's `Toggle` and UIKit's `UISwitch`: its
/// title leading, the switch trailing. A tap flips it and calls `onChange` with the new value.
public struct Toggle: View {
    /// What the switch controls.
    public var title: String
    /// Whether it is on.
    public var isOn: Bool
    /// Runs with the new value when the person flips the switch.
    public var onChange: (Bool) -> Void

    /// A switch titled `title`, on when `isOn`.
    public init(_ title: String, isOn: Bool, onChange: @escaping (Bool) -> Void) {
        self.title = title
        self.isOn = isOn
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let isOn = self.isOn, onChange = self.onChange
        context.onTap { onChange(!isOn) }
        return [ViewNode(id: context.id, kind: .toggle(title: title, isOn: isOn))]
    }
}

/// Views that cannot be used, like SwiftUI's `.disabled(true)`: drawn dimmed, out of reach of
/// the pointer, the keyboard and assistive technologies, and without actions — a tap on one of
/// them (from a page that still shows it enabled) finds nothing to run.
public struct Disabled: View {
    /// The views that cannot be used.
    public var content: ViewGroup

    /// The views the closure builds, disabled.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .disabled, children: content.makeNodes(in: context.withoutActions()))]
    }
}
