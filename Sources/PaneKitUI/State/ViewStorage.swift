/// The state of one page's views, by structural position: what `@State` links to.
final class ViewStorage {
    private var boxes: [String: AnyObject] = [:]

    /// The box at `key`, made by `make` the first time.
    func box<Box: AnyObject>(for key: String, make: () -> Box) -> Box {
        if let box = boxes[key] as? Box { return box }
        let box = make()
        boxes[key] = box
        return box
    }

    /// Forgets the state under `prefix` (a screen that left the page).
    func remove(under prefix: String) {
        boxes = boxes.filter { !$0.key.hasPrefix(prefix) }
    }

    /// Links every `@State` among `value`'s stored properties to the boxes at `path`.
    func link(_ value: Any, at path: String) {
        for child in Mirror(reflecting: value).children {
            guard let state = child.value as? any StateProperty else { continue }
            state.anySlot.link(in: self, key: path + "." + (child.label ?? "_"))
        }
    }
}
