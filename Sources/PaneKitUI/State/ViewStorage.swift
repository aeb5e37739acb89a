import Synchronization
/// The state of one page's views, by structural position: what `@State` links to.
final class ViewStorage {
    /// The view types found to hold no `@State`, `@SceneStorage` or `@Environment`.
    private static let statelessTypes = Mutex<Set<ObjectIdentifier>>([])
    private var boxes: [String: AnyObject] = [:]
    /// What `@SceneStorage` links to: the values the tab keeps.
    let scene = SceneStore()

    /// Whether values of `type` were seen to hold no `@State`, `@SceneStorage` or `@Environment`.
    static func isStateless(_ type: Any.Type) -> Bool {
        statelessTypes.withLock { $0.contains(ObjectIdentifier(type)) }
    }

    /// The box at `key`, made by `make` the first time.
    func box<Box: AnyObject>(for key: String, make: () -> Box) -> Box {
        if let box = boxes[key] as? Box { return box }
        let box = make()
        boxes[key] = box
        return box
    }

    /// Forgets the state of the view at `path` and of every view inside it (a screen that left
    /// the page: SwiftUI's state lives as long as its view).
    func remove(under path: String) {
        boxes = boxes.filter { key, _ in
            !(key.hasPrefix(path) && (key.count == path.count || ["/", "."].contains(key[key.index(key.startIndex, offsetBy: path.count)])))
        }
    }

    /// Links every `@State` among `value`'s stored properties to the boxes at `path`, and gives
    /// every `@Environment` its value from `environment`. Returns the types of the models the
    /// view asked for and the environment lacks.
    @discardableResult
    func link(_ value: Any, at path: String, environment: EnvironmentValues) -> [String] {
        var missing: [String] = []
        // Most views hold no state: their type is looked at once, not at every reading.
        let type = ObjectIdentifier(Swift.type(of: value))
        if Self.statelessTypes.withLock({ $0.contains(type) }) { return missing }
        var isStateless = true
        for child in Mirror(reflecting: value).children {
            if child.value is any StateProperty || child.value is any SceneStorageProperty || child.value is any EnvironmentProperty {
                isStateless = false
            }
            if let state = child.value as? any StateProperty {
                state.anySlot.link(in: self, key: path + "." + (child.label ?? "_"))
            } else if let stored = child.value as? any SceneStorageProperty {
                stored.anySceneSlot.link(to: scene)
            } else if let property = child.value as? any EnvironmentProperty, !property.anySlot.take(from: environment) {
                missing.append(property.anySlot.typeName)
            } else if let modifier = child.value as? any ViewModifier {
                // A view modifier's own `@State` and `@Environment` (``ModifiedContent``).
                missing += link(modifier, at: path + "." + (child.label ?? "_"), environment: environment)
                if !Self.isStateless(Swift.type(of: modifier)) { isStateless = false }
            }
        }
        if isStateless { Self.statelessTypes.withLock { _ = $0.insert(type) } }
        return missing
    }
}
