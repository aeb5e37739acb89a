/// The tab order people chose, as a small value an app stores (in its settings, a file, a
/// database) and gives back at the next launch. Tabs are named by ``TabBarItem/identifier``.
public struct TabCustomization: Codable, Sendable, Hashable {
    /// Tab identifiers, leading first.
    public var order: [String]

    public init(order: [String]) {
        self.order = order
    }
}
