import PaneKit
import PaneKitHTML
import Synchronization

/// What the pages of one server hold once or count together: the list rows and the elements
/// equal pages make (D-82), and how many sessions are live (`/health/sessions`).
///
/// A ``PaneServer`` makes one and gives it to each ``Session``; a session made without one shares
/// nothing with other pages. Nothing of it is global to the process, so two servers in one
/// process (or a server and a terminal) keep their pages apart.
public final class PageSharing: Sendable {
    /// The rows the pages' windows build.
    public let nodes = SharedNodes()
    /// The sidebar rows and list rows the pages' renderers make.
    public let elements = SharedElements()
    /// The refreshes pages showing the same thing share (D-117).
    let pushes = SharedPushes()
    private let live = Atomic<Int>(0)

    /// Nothing shared yet.
    public init() {}

    /// How many of its sessions exist: made and not yet freed.
    public var sessionCount: Int { live.load(ordering: .relaxed) }

    func sessionBegan() { live.add(1, ordering: .relaxed) }
    func sessionEnded() { live.subtract(1, ordering: .relaxed) }
}
