import PaneKit

/// Where a view is being turned into PaneKit content: the page's state, the view's structural
/// position, and what the screen being built collects on the way (its title, the destinations
/// of its stack, the values of list rows). PaneKitUI's own: public only because every view
/// answers ``View/_resolve(in:)`` with it.
public struct _ResolveContext {
    /// What changes seldom along a walk, shared by the contexts made from this one: a context is
    /// copied at every view, so it holds few references (D-52). Writing one of these properties
    /// gives this context a scope of its own.
    private final class Scope {
        let storage: ViewStorage
        var screen: ScreenBuild
        var listRows: ListRows?
        var environment = EnvironmentValues()
        var schedule: BodyCache.Schedule?
        var listWindow: ListWindow?
        var slot: Slot?
        var search: SearchOptions?
        var rowEditing: RowEditing?
        var selectionMenu: ((AnyHashable) -> (any View)?)?

        init(storage: ViewStorage, screen: ScreenBuild) {
            self.storage = storage
            self.screen = screen
        }

        func copy() -> Scope {
            let scope = Scope(storage: storage, screen: screen)
            scope.listRows = listRows
            scope.environment = environment
            scope.schedule = schedule
            scope.listWindow = listWindow
            scope.slot = slot
            scope.search = search
            scope.rowEditing = rowEditing
            scope.selectionMenu = selectionMenu
            return scope
        }
    }

    private var scope: Scope

    init(storage: ViewStorage, path: String, screen: ScreenBuild) {
        scope = Scope(storage: storage, screen: screen)
        basePath = path
    }

    /// Gives this context a scope of its own before one of its properties changes.
    private mutating func writableScope() -> Scope {
        if !isKnownUniquelyReferenced(&scope) { scope = scope.copy() }
        return scope
    }

    var storage: ViewStorage { scope.storage }
    /// The view's structural position on the page: its state's key. Made when asked: a walk
    /// adds a level at most views, and only custom views, state and presentations need the
    /// whole path, so the last levels stay in `pathTail` while they fit in a string that needs
    /// no allocation (15 bytes), and the path is joined when read (D-52).
    var path: String {
        get { pathTail.isEmpty ? basePath : basePath + pathTail }
        set {
            basePath = newValue
            pathTail = ""
        }
    }
    private var basePath: String
    /// The levels below `basePath`, "/0/b/3": a small string.
    private var pathTail = ""

    /// Adds `position` as a level of the path.
    private mutating func descend(to position: String) {
        if pathTail.utf8.count + 1 + position.utf8.count <= 15 {
            pathTail += "/"
            pathTail += position
        } else {
            basePath = Self.path(path, position)
            pathTail = ""
        }
    }
    var screen: ScreenBuild {
        get { scope.screen }
        set { writableScope().screen = newValue }
    }
    /// Inside a ``List``: each view that is not structure (`ForEach`, `Section`, a group) is a row.
    var listRows: ListRows? {
        get { scope.listRows }
        set { writableScope().listRows = newValue }
    }
    /// The tag of the list row being built, once inside one.
    var rowTag: String?
    /// The text style `.font` set for the views inside it.
    var font: PaneKit.TextStyle?
    /// The color `.foregroundStyle` set for the views inside it: texts and symbols take it; a
    /// picker option's label draws its symbol in it (an accent color swatch).
    var foreground: ForegroundColor?
    /// The most lines `.lineLimit` lets the texts inside take.
    var lineLimit: Int?
    /// The weight and decorations `.fontWeight`, `.bold`, `.italic` and their kin set for the
    /// texts inside.
    var textWeight: FontWeight?
    var textDecorations: PaneKit.TextDecorations = []
    /// Whether `.tint` colors the views inside (a row's swipe actions) rather than the screen.
    var tintsViews = false
    /// What `@Environment` reads here.
    var environment: EnvironmentValues {
        get { scope.environment }
        set { writableScope().environment = newValue }
    }
    /// Where custom views reached by this walk are queued, each to be read in its own
    /// observation scope (D-46); nil reads them in place.
    var schedule: BodyCache.Schedule? {
        get { scope.schedule }
        set { writableScope().schedule = newValue }
    }
    /// Whether the views here come from a body read just now (their inputs may have changed),
    /// rather than from a body reused from the last build.
    var isFresh = true
    /// Whether an `.environment` modifier above, in a body read again, may have changed what
    /// `@Environment` reads here: an `Equatable` view equal to last time is read again anyway.
    var environmentMayHaveChanged = false
    /// The window the next ``List`` shows (`.listWindow`).
    var listWindow: ListWindow? {
        get { scope.listWindow }
        set { writableScope().listWindow = newValue }
    }
    /// What `.searchScopes` and `.searchHighlightsMatches` set for the next `.searchable` inside.
    /// Not in the environment: writing that makes the views inside read again every time (D-46),
    /// which would cost a list its rows drawn from their values (D-52).
    var search: SearchOptions? {
        get { scope.search }
        set { writableScope().search = newValue }
    }
    /// What `.onDelete` and `.onMove` let people do to the rows of the next ``ForEach``.
    var rowEditing: RowEditing? {
        get { scope.rowEditing }
        set { writableScope().rowEditing = newValue }
    }
    /// The menu `.contextMenu(forSelectionType:menu:)` makes for a row's value, for the next
    /// ``ForEach``'s rows.
    var selectionMenu: ((AnyHashable) -> (any View)?)? {
        get { scope.selectionMenu }
        set { writableScope().selectionMenu = newValue }
    }
    /// The slot of the custom view whose body is being walked (nil at the screen's root).
    var slot: Slot? {
        get { scope.slot }
        set { writableScope().slot = newValue }
    }

    /// The PaneKit content of `view`, placed at `position` under this context's path.
    func resolve<V: View>(_ view: V, at position: String) -> [any PaneKit.View] {
        var inner = self
        inner.descend(to: position)
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

    /// `view` at this context's own position: a primitive's own content, else its body's, after
    /// linking its `@State` to the page's storage. A modifier that is not list structure and
    /// holds nothing by position (a font, a style, a stack's content) hands its content here: it
    /// adds no level to the path, whose every level costs a string (D-52).
    func resolveView<V: View>(_ view: V) -> [any PaneKit.View] {
        view.mainActorResolve(in: self)
    }

    /// A view of the app's own at this context's position: queued to be read in its own
    /// observation scope, or read here when the walk reads in place.
    func resolveCustom<V: View>(_ view: V) -> [any PaneKit.View] {
        if let schedule {
            let slot = Slot(parent: self.slot)
            schedule.pending.append((view, self, slot))
            return [SlotView(slot: slot)]
        }
        let missing = storage.link(view, at: path, environment: environment)
        guard missing.isEmpty else { return MissingEnvironment(types: missing)._resolve(in: self) }
        return resolve(Self.body(of: view), at: "b")
    }

    /// The path of the view at `position` under `parent`, made in one allocation (`a + "/" + b`
    /// makes two, and a walk makes one at every view).
    static func path(_ parent: String, _ position: String) -> String {
        var path = String()
        path.reserveCapacity(parent.utf8.count + 1 + position.utf8.count)
        path += parent
        path += "/"
        path += position
        return path
    }

    /// A view made when its node is drawn from what `binding` holds then, read in an observation
    /// of its own: a change (a character typed into a field) draws the screen again without
    /// reading the body around it (D-52), as a list's selection (D-50).
    func drawnReading<Value>(_ binding: Binding<Value>, _ make: @escaping (Value) -> any PaneKit.View) -> any PaneKit.View {
        let watches = screen.watches, key = path, changed = screen.redraw
        return LateView {
            let read = { binding.wrappedValue }
            return [make(watches?.read(at: key, onChange: changed, read) ?? read())]
        }
    }

    /// `content` resolved as the rows of a list or the options of a picker: each leaf a row
    /// with a tag, the value it stands for and its title collected in the returned ``ListRows``.
    func resolveRows(_ content: some View, collectingLabels: Bool = false,
                     sidebar: SidebarRows? = nil) -> (rows: ListRows, content: [any PaneKit.View]) {
        let rows = ListRows()
        rows.collectsLabels = collectingLabels
        rows.sidebar = sidebar
        var inner = self
        inner.listRows = rows
        return (rows, inner.resolve(content, at: "0"))
    }

    /// This context reading custom views in place, in the current observation scope (content
    /// whose text is needed at once: a picker's options, a link's title).
    var inPlace: _ResolveContext {
        var inner = self
        inner.schedule = nil
        return inner
    }

    private static func body<V: View>(of view: V) -> any View { view.mainActorBody }
}

/// A modifier that tells the screen being built something about itself — its title, a
/// destination, its tint, what it asks of its sheet or column — then shows its content.
nonisolated struct ScreenRecordingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let record: (ScreenBuild) -> Void

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        context.screen.record(record)
        return context.resolveView(content)
    }
}

/// Views that shape a list rather than being rows of it.
protocol ListStructure {}

/// What one screen's build collects: its title, the destinations its links may push, and the
/// actions of its list rows.
final class ScreenBuild {
    /// How many things views recorded here (tests of a view's read: did it record anything?).
    var effects = 0
    /// What views recorded here, in order: a view whose content is reused without walking its
    /// body records again what its walk recorded (``BodyCache``, D-52).
    private(set) var log: [(ScreenBuild) -> Void] = []

    /// Applies `effect` to this screen and notes it.
    func record(_ effect: @escaping (ScreenBuild) -> Void) {
        effect(self)
        log.append(effect)
        effects += 1
    }
    /// The screen being built, for what its links and lists do.
    weak var host: HostingController?
    /// Tells the screen that something its views read changed: they are read again.
    var contentChanged: @Sendable () -> Void = {}
    /// Tells the screen that something its views read when their nodes were drawn changed (a
    /// list's selection, a field's text): its nodes are drawn again, no body is read (D-52).
    var redraw: @Sendable () -> Void = {}
    /// The screen's reads made outside bodies, by position.
    var watches: WatchTable?
    var title: String?
    var subtitle: String?
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
    /// Hides the tab bar and the bottom toolbar while the screen is pushed (`.toolbar(.hidden, for: .tabBar)`).
    var hidesBottomBar = false
    /// How the bar shows the screen's title (`.navigationBarTitleDisplayMode`, NV-13).
    var titleDisplayMode: PaneKit.NavigationItem.LargeTitleDisplayMode = .automatic
    /// The screens the views push while a binding says so (`.navigationDestination(isPresented:)`).
    var pushes: [PushRequest] = []
    /// The screen's bar buttons, from `.toolbar`.
    var leadingItems: [BarButtonItem] = []
    var trailingItems: [BarButtonItem] = []
    /// The bottom toolbar's buttons, from `.toolbar` items at `.bottomBar`, and its middle's,
    /// at `.status` (texts there are status items).
    var bottomItems: [BarButtonItem] = []
    var statusItems: [BarButtonItem] = []
    /// How many `.bottomBar` items were declared before the first `.status` one.
    var statusPosition = 0
    /// The keyboard shortcuts of the screen's buttons, from `.keyboardShortcut`.
    var keyShortcuts: [KeyShortcutRequest] = []
    /// The views' `.onAppear` and `.onDisappear` actions, by position.
    var lifecycle: [LifecycleRequest] = []
    /// The `.onChange` actions whose values changed in this read, to run once it is done (not
    /// recorded: a body reused as it was changed nothing).
    var changes: [() -> Void] = []

    /// The bottom toolbar: the `.bottomBar` items with the `.status` ones in their middle; a lone
    /// item stays on the side of the status it was declared on (New Message after Mail's status
    /// goes to the trailing end, D-100).
    var toolbarItems: [BarButtonItem] {
        let middle = bottomItems.count == 1 ? min(statusPosition, 1) : (bottomItems.count + 1) / 2
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
    /// The rows in order, as segments: a row of its own, or rows of a run (a `ForEach`), whose
    /// tags and values the run gives by their place in it. A list of many rows keeps no tag or
    /// value per row — its `ForEach` has them — and no value is boxed until an event asks.
    private var segments: [Segment] = []
    private var runs: [Run] = []
    /// How many rows there are.
    private(set) var count = 0
    /// The last row's tag.
    private(set) var lastTag: String?

    private enum Segment {
        /// A row that stands for no value of its own.
        case row(String)
        /// Rows `start..<start + count` of a run.
        case run(Int32, start: Int32, count: Int32)
    }

    /// A `ForEach`'s rows: its elements' ids, read only when asked for, and their tags, as they
    /// were added or read from the `ForEach`'s own rows.
    private struct Run {
        let value: (Int) -> AnyHashable
        var tags: [String] = []
        var tagAt: ((Int) -> String)?

        func tag(at place: Int) -> String { tagAt?(place) ?? tags[place] }
    }

    /// The values a row's views named later (`.tag`, `NavigationLink(value:)`), by tag; they
    /// win over the row's own.
    private var namedValues: [String: AnyHashable] = [:]
    var actions: [String: () -> Void] = [:]
    /// The first text or label of each row: a picker's option titles, their symbols and the
    /// symbols' colors.
    var labels: [String: (title: String, symbol: String?, tint: TintColor?)] = [:]

    /// The rows' tags, in order.
    var tags: [String] {
        var tags: [String] = []
        tags.reserveCapacity(count)
        forEachRow { tag, _ in tags.append(tag()); return false }
        return tags
    }

    /// Starts a run of rows whose values `value` gives by their place in it: a `ForEach`'s
    /// elements' ids, read only when asked for. Returns the run to add its rows to.
    func beginRun(_ value: @escaping (Int) -> AnyHashable) -> Int {
        runs.append(Run(value: value))
        return runs.count - 1
    }

    /// Adds a row that stands for no value of its own.
    func append(_ tag: String) {
        segments.append(.row(tag))
        added(tag)
    }

    /// Adds the row at `index` of `run`, the next of its rows.
    func append(_ tag: String, run: Int, index: Int) {
        runs[run].tags.append(tag)
        extend(run: run, index: index)
        added(tag)
    }

    /// Adds `count` rows of `run` at once, whose tags `tag` gives by place (read again when an
    /// event asks, not kept).
    func append(run: Int, count: Int, tag: @escaping (Int) -> String) {
        guard count > 0 else { return }
        runs[run].tagAt = tag
        segments.append(.run(Int32(run), start: 0, count: Int32(count)))
        if let sidebar { for index in 0..<count { sidebar.added(tag(index)) } }
        self.count += count
        lastTag = tag(count - 1)
    }

    private func extend(run: Int, index: Int) {
        if case .run(let last, let start, let length) = segments.last, last == run, start + length == index {
            segments[segments.count - 1] = .run(last, start: start, count: length + 1)
        } else {
            segments.append(.run(Int32(run), start: Int32(index), count: 1))
        }
    }

    private func added(_ tag: String) {
        count += 1
        lastTag = tag
        sidebar?.added(tag)
    }

    /// Calls `body` with ways to read each row's tag and the value it stood for as it was added,
    /// in order, until `body` returns true: a run's tags are made only when they are read (a
    /// selection is found by its value at every draw of the list).
    private func forEachRow(_ body: (_ tag: () -> String, _ value: () -> AnyHashable?) -> Bool) {
        for segment in segments {
            switch segment {
            case .row(let tag):
                if body({ tag }, { nil }) { return }
            case .run(let run, let start, let count):
                let run = runs[Int(run)]
                for place in Int(start)..<Int(start + count) where body({ run.tag(at: place) }, { run.value(place) }) { return }
            }
        }
    }

    /// What a sidebar list collects beside its rows: sections, disclosure groups, counts, menus.
    var sidebar: SidebarRows?

    /// Makes the row `tag` stand for `value`.
    func setValue(_ value: AnyHashable, for tag: String) {
        namedValues[tag] = value
    }

    /// The value the row `tag` stands for, if any.
    func value(for tag: String) -> AnyHashable? {
        if let named = namedValues[tag] { return named }
        var found: AnyHashable?
        forEachRow { rowTag, value in
            guard rowTag() == tag else { return false }
            found = value()
            return true
        }
        return found
    }

    /// The value of a row, given its tag and the value it stood for as it was added.
    private func value(_ tag: () -> String, _ own: () -> AnyHashable?) -> AnyHashable? {
        namedValues.isEmpty ? own() : namedValues[tag()] ?? own()
    }

    /// The tags of the rows that stand for a value, in order.
    var valuedTags: [String] {
        var tags: [String] = []
        forEachRow { tag, own in
            if value(tag, own) != nil { tags.append(tag()) }
            return false
        }
        return tags
    }

    /// The tag of the row standing for `value`, if any.
    func tag(for value: some Hashable) -> String? {
        let wanted = AnyHashable(value)
        var found: String?
        forEachRow { tag, own in
            guard self.value(tag, own) == wanted else { return false }
            found = tag()
            return true
        }
        return found
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
nonisolated struct MissingEnvironment: View, PrimitiveView {
    typealias Body = Never
    let types: [String]

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ContentUnavailableView("Missing \(types.joined(separator: ", "))", symbol: "xmark",
                                        description: "Put it in the environment with .environment(_:) on a view around this one.")]
    }
}
