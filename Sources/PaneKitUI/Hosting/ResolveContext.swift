import PaneKit

/// Where a view is being turned into PaneKit content: the page's state, the view's structural
/// position, and what the screen being built collects on the way (its title, the destinations
/// of its stack, the values of list rows).
struct ResolveContext {
    let storage: ViewStorage
    /// The view's structural position on the page: its state's key.
    var path: String
    var screen: ScreenBuild
    /// Inside a ``List``: each view that is not structure (`ForEach`, `Section`, a group) is a row.
    var listRows: ListRows?
    /// The tag of the list row being built, once inside one.
    var rowTag: String?
    /// The text style `.font` set for the views inside it.
    var font: PaneKit.TextStyle?
    /// The accent color `.foregroundStyle` set for the views inside it: a picker option's label
    /// draws its symbol in it (an accent color swatch).
    var foreground: TintColor?
    /// What `@Environment` reads here.
    var environment = EnvironmentValues()
    /// Where custom views reached by this walk are queued, each to be read in its own
    /// observation scope (D-46); nil reads them in place.
    var schedule: BodyCache.Schedule?
    /// Whether the views here come from a body read just now (their inputs may have changed),
    /// rather than from a body reused from the last build.
    var isFresh = true
    /// Whether an `.environment` modifier above, in a body read again, may have changed what
    /// `@Environment` reads here: an `Equatable` view equal to last time is read again anyway.
    var environmentMayHaveChanged = false
    /// The window the next ``List`` shows (`.listWindow`).
    var listWindow: ListWindow?
    /// The slot of the custom view whose body is being walked (nil at the screen's root).
    var slot: Slot?

    /// The PaneKit content of `view`, placed at `position` under this context's path.
    func resolve(_ view: any View, at position: String) -> [any PaneKit.View] {
        var inner = self
        inner.path = path + "/" + position
        if let listRows, rowTag == nil, !(view is any ListStructure) {
            // A row: an explicit tag, so that selecting it can be told apart from other rows.
            let tag = inner.path
            inner.rowTag = tag
            listRows.append(tag)
            listRows.effects += 1
            let content = inner.resolveView(view)
            return [PaneKit.ForEach([tag], id: \.self) { _ in PaneKit.ViewGroup(content) }]
        }
        return inner.resolveView(view)
    }

    /// `view` at this context's position: a primitive's own content, else its body's, after
    /// linking its `@State` to the page's storage.
    func resolveView(_ view: any View) -> [any PaneKit.View] {
        if let primitive = view as? any PrimitiveView { return primitive.resolve(in: self) }
        if let schedule {
            let slot = Slot(parent: self.slot)
            schedule.pending.append((view, self, slot))
            return [SlotView(slot: slot)]
        }
        let missing = storage.link(view, at: path, environment: environment)
        guard missing.isEmpty else { return MissingEnvironment(types: missing).resolve(in: self) }
        return resolve(Self.body(of: view), at: "b")
    }

    /// `content` resolved as the rows of a list or the options of a picker: each leaf a row
    /// with a tag, the value it stands for and its title collected in the returned ``ListRows``.
    func resolveRows(_ content: some View, collectingLabels: Bool = false) -> (rows: ListRows, content: [any PaneKit.View]) {
        let rows = ListRows()
        rows.collectsLabels = collectingLabels
        var inner = self
        inner.listRows = rows
        return (rows, inner.resolve(content, at: "0"))
    }

    /// This context reading custom views in place, in the current observation scope (content
    /// whose text is needed at once: a picker's options, a link's title).
    var inPlace: ResolveContext {
        var inner = self
        inner.schedule = nil
        return inner
    }

    private static func body<V: View>(of view: V) -> any View { view.body }
}

/// A modifier that tells the screen being built something about itself — its title, a
/// destination, its tint, what it asks of its sheet or column — then shows its content.
struct ScreenRecordingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let record: (ScreenBuild) -> Void

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        record(context.screen)
        context.screen.effects += 1
        return context.resolve(content, at: "0")
    }
}

/// Views that shape a list rather than being rows of it.
protocol ListStructure {}

/// What one screen's build collects: its title, the destinations its links may push, and the
/// actions of its list rows.
final class ScreenBuild {
    /// How many things views recorded here: a view whose walk recorded nothing can be reused
    /// without walking it again (``BodyCache``).
    var effects = 0
    /// The screen being built, for what its links and lists do.
    weak var host: HostingController?
    /// Tells the screen that something its views read outside their bodies changed (a list's
    /// selection, read when its rows are drawn).
    var contentChanged: @Sendable () -> Void = {}
    /// The screen's reads made outside bodies, by position.
    var watches: WatchTable?
    var title: String?
    var destinations: [ObjectIdentifier: (Any) -> any View] = [:]
    /// The presentations the screen's views ask for, in order.
    var presentations: [PresentationRequest] = []
    /// What the views ask of the sheet the screen is in.
    var sheet = SheetConfiguration()
    /// The width of the split view column the screen is in, and of the inspector it shows.
    var columnWidth: ColumnWidth?
    var inspectorWidth: ColumnWidth?
    /// The inspector the screen's views ask for.
    var inspector: InspectorRequest?
    /// The page's URL path while the screen shows, from `.pagePath`.
    var pagePath: String?
    /// What `.onOpenURL` does with the page's URL.
    var openURLActions: [(URL) -> Void] = []
    /// The screen's accent color, from `.tint`.
    var tint: TintColor?
    /// Hides the back button while the screen is on top.
    var hidesBackButton = false
    /// The screens the views push while a binding says so (`.navigationDestination(isPresented:)`).
    var pushes: [PushRequest] = []
    /// The screen's bar buttons, from `.toolbar`.
    var leadingItems: [BarButtonItem] = []
    var trailingItems: [BarButtonItem] = []
    /// The bottom toolbar's buttons, from `.toolbar` items at `.bottomBar`, and its middle's,
    /// at `.status` (texts there are status items).
    var bottomItems: [BarButtonItem] = []
    var statusItems: [BarButtonItem] = []

    /// The bottom toolbar: the `.bottomBar` items with the `.status` ones in their middle.
    var toolbarItems: [BarButtonItem] {
        let middle = (bottomItems.count + 1) / 2
        return Array(bottomItems[..<middle]) + statusItems + bottomItems[middle...]
    }
}

/// The rows of one list as it is built: their tags, the values they stand for (`ForEach` ids,
/// `.tag`, `NavigationLink(value:)`), and what selecting one does.
final class ListRows {
    /// How many things rows recorded beyond what their `ForEach` did (see ``ScreenBuild/effects``).
    var effects = 0
    /// Whether rows' titles are kept (a picker's options need them; a list's rows do not).
    var collectsLabels = false
    /// The rows' tags, in order.
    private(set) var tags: [String] = []
    /// The value each row stands for when it was known as the row was added (a `ForEach` id),
    /// beside its tag: a list of many rows costs no dictionary.
    private var rowValues: [AnyHashable?] = []
    /// The values a row's views named later (`.tag`, `NavigationLink(value:)`), by tag; they
    /// win over the row's own.
    private var namedValues: [String: AnyHashable] = [:]
    var actions: [String: () -> Void] = [:]
    /// The first text or label of each row: a picker's option titles, their symbols and the
    /// symbols' colors.
    var labels: [String: (title: String, symbol: String?, tint: TintColor?)] = [:]

    /// Adds a row, standing for `value` if it is known now.
    func append(_ tag: String, value: AnyHashable? = nil) {
        tags.append(tag)
        rowValues.append(value)
    }

    /// Makes the row `tag` stand for `value`.
    func setValue(_ value: AnyHashable, for tag: String) {
        namedValues[tag] = value
    }

    /// The value the row `tag` stands for, if any.
    func value(for tag: String) -> AnyHashable? {
        if let named = namedValues[tag] { return named }
        return tags.firstIndex(of: tag).flatMap { rowValues[$0] }
    }

    /// The value of the row at `index`.
    private func value(at index: Int) -> AnyHashable? {
        namedValues.isEmpty ? rowValues[index] : namedValues[tags[index]] ?? rowValues[index]
    }

    /// The tags of the rows that stand for a value, in order.
    var valuedTags: [String] { tags.indices.filter { value(at: $0) != nil }.map { tags[$0] } }

    /// The tag of the row standing for `value`, if any.
    func tag(for value: some Hashable) -> String? {
        let wanted = AnyHashable(value)
        return tags.indices.first { self.value(at: $0) == wanted }.map { tags[$0] }
    }

    /// Records `title` as the row's label unless it has one.
    func label(_ row: String?, _ title: String, symbol: String?, tint: TintColor? = nil) {
        guard collectsLabels, let row, labels[row] == nil else { return }
        labels[row] = (title, symbol, tint)
        effects += 1
    }
}

/// Shown instead of a view that reads a model nobody put in the environment (SwiftUI stops the
/// app there; a server must not stop every page for one).
struct MissingEnvironment: View, PrimitiveView {
    typealias Body = Never
    let types: [String]

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ContentUnavailableView("Missing \(types.joined(separator: ", "))", symbol: "xmark",
                                        description: "Put it in the environment with .environment(_:) on a view around this one.")]
    }
}
