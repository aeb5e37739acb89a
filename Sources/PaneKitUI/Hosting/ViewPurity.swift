import Synchronization

/// What PaneKitUI learned of custom view types' bodies, for every page of the process: a type is
/// *pure* when its reads were seen to depend on its value alone — no `@State`, `@SceneStorage`
/// or `@Environment`, no observable data, nothing recorded on the screen or a list — and
/// *impure* from the first read seen otherwise, for good. A `ForEach` of a pure `Equatable` type
/// draws its rows from their values, read when their nodes are built (``ValueRow``, D-52).
enum ViewPurity {
    /// Pure (true) or impure (false), by type; absent while unknown.
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])

    /// Whether `type` was seen pure and never impure.
    static func isPure(_ type: Any.Type) -> Bool {
        known.withLock { $0[ObjectIdentifier(type)] == true }
    }

    /// Records one read of `type`: pure marks it pure unless it was seen impure; impure marks it
    /// impure for good.
    static func record(_ type: Any.Type, pure: Bool) {
        let key = ObjectIdentifier(type)
        known.withLock { known in
            if pure {
                if known[key] == nil { known[key] = true }
            } else {
                known[key] = false
            }
        }
    }
}
