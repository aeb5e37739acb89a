import Observation
import PaneKit

extension View {
    /// Puts a refresh action in the environment of this view and the views inside it, as
    /// SwiftUI's `.refreshable(action:)` (LS-3): a `List` among them offers pull to refresh on a
    /// phone or an iPad, its spinner showing until `action` returns; a view of your own reads
    /// `@Environment(\.refresh)` and calls it (a Refresh button on a Mac, where lists offer no pull).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        EnvironmentWriter(content: self) { values in values.refresh = RefreshAction(action: action) }
    }
}

/// A refresh, as SwiftUI's `RefreshAction`: what `.refreshable(action:)` puts in the
/// environment. Call it (`await refresh?()`) to refresh as a pull would.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
    /// The refresh of the `.refreshable` view around this one, as SwiftUI's `refresh`; nil
    /// outside any.
    public internal(set) var refresh: RefreshAction? {
        get { values[ObjectIdentifier(RefreshAction.self)] as? RefreshAction }
        set { values[ObjectIdentifier(RefreshAction.self)] = newValue }
    }
}

/// A list's refresh under way, kept with the list's state: the spinner shows while it runs, and a
/// page that closes drops it (the task is cancelled). Observable, so that its end draws the list
/// again without reading a body. Used on the main actor only, where every page's session runs
/// (D-93).
final class ListRefresh: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var running: Task<Void, Never>?

    /// Whether a refresh runs.
    var isRefreshing: Bool {
        registrar.access(self, keyPath: \.isRefreshing)
        return running != nil
    }

    /// Runs `action` unless a refresh already runs.
    func start(_ action: RefreshAction) {
        guard running == nil else { return }
        registrar.withMutation(of: self, keyPath: \.isRefreshing) {
            running = Task { @MainActor [weak self] in
                await action()
                self?.finish()
            }
        }
    }

    @MainActor private func finish() {
        registrar.withMutation(of: self, keyPath: \.isRefreshing) { running = nil }
    }

    deinit { running?.cancel() }
}
