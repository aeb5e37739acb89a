import PaneKit

/// One terminal's page: its app (through `AppPage`, the loop the browser's pages run too), the
/// host's view state, and the last frame drawn. Synchronous and free of I/O: the local host and
/// each SSH channel feed it bytes and write what it returns.
///
/// Per input: decode → keys and clicks become `PaneEvent`s or focus moves → Scene → cells →
/// the fewest bytes (D-112).
public final class TerminalSession {
    /// The app and its window.
    public let page: AppPage
    /// The renderer and what the terminal can show.
    public private(set) var renderer: TerminalRenderer
    /// Focus, scroll offsets, an open menu.
    public internal(set) var state = TerminalViewState()
    /// The last frame drawn.
    public internal(set) var frame: TerminalFrame
    var scene: Scene
    var decoder = InputDecoder()
    var encoder = FrameEncoder()
    /// The buffer the terminal shows, as far as the session knows; nil after a resize or a
    /// repaint, which draws everything.
    var shown: CellBuffer?
    /// The terminal's width in columns (at least 1); ``resize(columns:rows:)`` changes it.
    private(set) public var columns: Int
    /// The terminal's height in rows (at least 1); ``resize(columns:rows:)`` changes it.
    private(set) public var rows: Int
    /// What the host must do besides writing: quit, suspend.
    public private(set) var request: Request?
    /// A divider being dragged: its target and the column it started from.
    var drag: (id: NodeID, columnStart: Int, growsRight: Bool, column: Int)?
    /// The windowed-list reports already sent, so each is sent once.
    var sentWindows: [NodeID: Range<Int>] = [:]
    /// The column each split view was last told has the focus (SV-F1).
    var reportedColumns: [NodeID: SplitViewController.Column] = [:]
    /// The last focus request of each split view acted on (SV-F1).
    var appliedColumnRequests: [NodeID: Int] = [:]
    /// Split views owed a report after a request, even one that changed nothing.
    var forcedColumnReports: Set<NodeID> = []
    /// The app's title as last set on the terminal's window.
    var shownTitle: String?
    /// Whether the kitty keyboard protocol was pushed (it is popped on leaving).
    public private(set) var usesKittyKeyboard = false
    /// Typed characters of the current type-ahead, and the input count when it was last extended.
    var typeAhead = ""
    /// The presentation the focus was last put in; nil for the main interface.
    var focusedPresentation: ControllerID?
    /// Whether the terminal answered the device-attributes query (the last of the questions).
    public private(set) var answeredQueries = false
    /// Whether light or dark follows the terminal's background (its answer to OSC 11); false
    /// when the person chose one.
    let followsTerminalBackground: Bool
    /// Called with a message when an event is refused (the log, never the screen).
    public var log: (String) -> Void = { _ in }

    /// What a session asks of its host.
    public enum Request: Equatable, Sendable {
        /// The person quit (Ctrl+C, Ctrl+Q).
        case quit
        /// The person suspended the program (Ctrl+Z): leave, stop, and repaint on return.
        case suspend
    }

    /// A session for an app at `path` on a `columns` × `rows` terminal.
    public init(makeApp: () -> any PaneApp, path: String = "/", columns: Int, rows: Int, capabilities: TerminalCapabilities,
                colorScheme: ColorScheme = .dark, layoutDirection: LayoutDirection = .leftToRight, dates: TerminalDates = TerminalDates(),
                sceneStorage: [String: String] = [:], sharedNodes: SharedNodes? = nil, followsTerminalBackground: Bool = true) {
        self.followsTerminalBackground = followsTerminalBackground
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        page = AppPage(makeApp: makeApp, path: path,
                       viewport: TerminalRenderer.viewport(columns: self.columns, rows: self.rows, colorScheme: colorScheme, layoutDirection: layoutDirection),
                       breakpoints: TerminalRenderer.breakpoints, idiom: .mac, sceneStorage: sceneStorage, sharedNodes: sharedNodes)
        renderer = TerminalRenderer(capabilities: capabilities, dates: dates)
        scene = page.update().scene
        frame = renderer.render(scene, columns: self.columns, rows: self.rows, state: state)
        focusDefault()
        frame = renderer.render(scene, columns: self.columns, rows: self.rows, state: state)
        state = frame.state
    }

    /// The bytes that start the session: the modes, the questions, the title and the first frame.
    public func start(mouse: Bool = true) -> [UInt8] {
        (mouse ? TerminalModes.enter : TerminalModes.enterWithoutMouse) + TerminalModes.queries + draw()
    }

    /// The bytes that end it: everything turned back, whatever state the session was in.
    public var leave: [UInt8] {
        (usesKittyKeyboard ? TerminalModes.popKittyKeyboard : []) + TerminalModes.leave
    }

    /// Handles bytes from the terminal and returns the bytes to write back.
    public func receive(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        let inputs = decoder.decode(bytes)
        return page.perform { handle(inputs) }
    }

    /// Whether a lone Esc waits for the next byte (the host gives it about 30 ms, then calls
    /// ``flushEscape()``).
    public var hasPendingEscape: Bool { decoder.hasPendingEscape }

    /// The lone Esc the host waited on is the Escape key.
    public func flushEscape() -> [UInt8] {
        let inputs = decoder.flushPendingEscape()
        return page.perform { handle(inputs) }
    }

    /// The terminal has a new size: the window adapts and everything is drawn again.
    public func resize(columns newColumns: Int, rows newRows: Int) -> [UInt8] {
        columns = max(1, newColumns)
        rows = max(1, newRows)
        var viewport = page.window.viewport
        let sized = TerminalRenderer.viewport(columns: columns, rows: rows, colorScheme: viewport.colorScheme, layoutDirection: viewport.layoutDirection)
        viewport.size = sized.size
        state.menu = nil
        return page.perform {
            send(.viewportChanged(viewport))
            return repaint()
        }
    }

    /// Draws everything again (after a resume, or when the screen may have been disturbed).
    public func repaint() -> [UInt8] {
        shown = nil
        encoder.reset()
        return Array("\u{1B}[H\u{1B}[2J".utf8) + draw(rescene: true)
    }

    /// Brings the screen up to date with changes made outside its input (another page, another
    /// process): the bytes to write, empty when nothing changed.
    public func refresh() -> [UInt8] {
        page.perform { draw(rescene: true) }
    }

    /// Calls `wake` whenever something outside the session's input asks for it to be brought up
    /// to date (the host then calls ``refresh()``).
    public func onRefreshRequest(_ wake: @escaping @Sendable () -> Void) {
        page.window.refresh.onRequest(wake)
    }

    /// Clears the request once the host acted on it.
    public func clearRequest() { request = nil }

    // MARK: Drawing

    /// Renders the current Scene (rebuilt when `rescene`) with the view state, and returns the
    /// bytes that change the screen into it: the title when it changed, then the cells.
    func draw(rescene: Bool = false) -> [UInt8] {
        render(rescene: rescene)
        // Windowed lists near an end of their slice ask for more rows (DESIGN §4), once each.
        if reportListWindows() { render(rescene: true) }
        keepFocusValid()
        if applyColumnFocusRequests() { render(rescene: false) }
        if reportColumnFocus() { render(rescene: true) }
        var bytes: [UInt8] = []
        let title = page.app.title
        if title != shownTitle {
            bytes += TerminalModes.title(title)
            shownTitle = title
        }
        bytes += encoder.encode(from: shown, to: frame.buffer, cursor: frame.cursor)
        shown = frame.buffer
        return bytes
    }

    /// Renders the Scene (rebuilt first when `rescene`) with the view state, keeping the frame.
    private func render(rescene: Bool) {
        if rescene { scene = page.update().scene }
        frame = renderer.render(scene, columns: columns, rows: rows, state: state)
        state = frame.state
    }

    /// Sends `.listScrolled` for windowed lists whose visible rows come near an end of the slice
    /// the app built; returns whether any was sent.
    func reportListWindows() -> Bool {
        var sent = false
        for report in frame.listWindows {
            let nearEnd = report.hasMore && report.visible.upperBound > report.slice.upperBound - 20
            let nearStart = report.slice.lowerBound > 0 && report.visible.lowerBound < report.slice.lowerBound + 20
            guard nearEnd || nearStart, sentWindows[report.scrollID] != report.visible else { continue }
            sentWindows[report.scrollID] = report.visible
            sent = send(.listScrolled(report.scrollID, visible: report.visible)) || sent
        }
        return sent
    }

    /// Moves the focus into the column a split view asks for (SV-F1), once per request: its list
    /// at the selected row, else its first control. Returns whether the focus moved.
    func applyColumnFocusRequests() -> Bool {
        var moved = false
        for (place, serial) in frame.columnFocusRequests where appliedColumnRequests[place.focusID] != serial {
            appliedColumnRequests[place.focusID] = serial
            // The split view hears where the focus is after the request, moved or not.
            reportedColumns[place.focusID] = nil
            forcedColumnReports.insert(place.focusID)
            let inColumn = frame.focusables.filter { frame.column(of: $0) == place }
            let list = inColumn.first { if case .row(let list, _) = $0 { frame.listRows[list] != nil } else { false } }
            guard let target = list ?? inColumn.first else { continue }
            if case .row(let list, _) = target {
                state.focus = .row(list: list, tag: frame.selections[list] ?? frame.listRows[list]?.first ?? "")
            } else {
                state.focus = target
            }
            moved = true
        }
        return moved
    }

    /// Tells each split view which of its columns has the focus when that changed (SV-F1).
    /// Returns whether anything was sent.
    func reportColumnFocus() -> Bool {
        let now = state.focus.flatMap { frame.column(of: $0) }
        var sent = false
        for focusID in Array(reportedColumns.keys) + Array(forcedColumnReports) where now?.focusID != focusID {
            reportedColumns[focusID] = nil
            sent = send(.columnFocused(focusID, column: nil)) || sent
        }
        forcedColumnReports = []
        if let now, reportedColumns[now.focusID] != now.column {
            reportedColumns[now.focusID] = now.column
            sent = send(.columnFocused(now.focusID, column: now.column)) || sent
        }
        return sent
    }

    /// Hands an event to the app; a refused one is logged and changes nothing. Returns whether
    /// it was taken.
    @discardableResult
    func send(_ event: PaneEvent) -> Bool {
        do {
            try page.send(event)
            return true
        } catch {
            log("refused \(event): \(error)")
            return false
        }
    }

    /// Asks the host to quit or suspend.
    func ask(_ request: Request) { self.request = request }

    /// Pushes the kitty keyboard protocol when the terminal says it has it.
    func adoptKittyKeyboard() -> [UInt8] {
        guard !usesKittyKeyboard else { return [] }
        usesKittyKeyboard = true
        renderer.capabilities.kittyKeyboard = true
        return TerminalModes.pushKittyKeyboard
    }

    /// Turns on synchronized output (mode 2026) when the terminal reports it.
    func adoptSynchronizedOutput() { encoder.synchronizedOutput = true }

    /// Follows the terminal's background: light or dark.
    func adoptColorScheme(_ scheme: ColorScheme) -> [UInt8] {
        guard followsTerminalBackground else { return [] }
        var viewport = page.window.viewport
        guard viewport.colorScheme != scheme else { return [] }
        viewport.colorScheme = scheme
        send(.viewportChanged(viewport))
        return draw(rescene: true)
    }

    func markQueriesAnswered() { answeredQueries = true }

    /// The terminal draws ambiguous-width characters two columns wide: widths count them so, and
    /// borders and glyphs are ASCII. The screen is drawn again from blank.
    func adoptWideAmbiguousCharacters() -> [UInt8] {
        guard renderer.capabilities.ambiguousWidth != 2 else { return [] }
        renderer.capabilities.ambiguousWidth = 2
        renderer.capabilities.asciiBorders = true
        return page.perform { repaint() }
    }
}
