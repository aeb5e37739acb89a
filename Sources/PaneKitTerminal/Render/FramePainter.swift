import Foundation
import PaneKit

/// Paints one frame: the canvas, the hit map and what the host needs, built in one walk over the
/// Scene. Made and thrown away by ``TerminalRenderer/render(_:columns:rows:state:)``.
final class FramePainter {
    let scene: Scene
    let columns: Int, rows: Int
    let capabilities: TerminalCapabilities
    let palette: TerminalPalette
    let glyphs: Glyphs
    var state: TerminalViewState
    var buffer: CellBuffer
    var hits: HitMap
    /// Where drawing may go now: writes and hits outside it are dropped.
    var clip: CellRect
    var cursor: (x: Int, y: Int)?
    var focusables: [HitTarget] = []
    var listRows: [NodeID: [String]] = [:]
    var scrollAreas: [ScrollArea] = []
    var rowMenus: [HitTarget: [TerminalViewState.MenuItem]] = [:]
    var rowMenuRequests: [HitTarget: NodeID] = [:]
    var menus: [NodeID: [TerminalViewState.MenuItem]] = [:]
    var secondaryMenus: [NodeID: [TerminalViewState.MenuItem]] = [:]
    var menuRequests: [NodeID: NodeID] = [:]
    var listWindows: [ListWindowReport] = []
    var fieldTexts: [NodeID: String] = [:]
    var fieldSubmits: [NodeID: NodeID] = [:]
    var searchFields: [NodeID] = []
    var selections: [NodeID: String] = [:]
    var pushingLists: Set<NodeID> = []
    var rowTitles: [NodeID: [String]] = [:]
    var moves: [HitTarget: TerminalFrame.RowMove] = [:]
    var focusableColumns: [HitTarget: TerminalFrame.ColumnPlace] = [:]
    var columnFocusRequests: [(place: TerminalFrame.ColumnPlace, serial: Int)] = []
    /// The split view column being drawn, for the focusables in it.
    var currentColumn: TerminalFrame.ColumnPlace?
    var backIDs: [NodeID] = []
    var dismissID: NodeID?
    var detents: (control: NodeID, identifiers: [String], selected: String?)?
    /// Whether what is painted now registers focusables (false under a presentation that takes
    /// all input).
    var registersFocus = true
    /// The tint in effect (a presented controller may have its own).
    var tint: TintColor?
    /// How dates are written, and the start of today in the reader's zone, read once a frame.
    let dates: TerminalDates
    lazy var today: Date = dates.startOfToday()
    /// List rows' heights, kept between frames.
    let rowHeights: RowHeights
    /// List rows' cells, kept between frames.
    let rowCells: RowCells
    /// List rows' tags and titles, kept between frames.
    let listTags: ListTags
    /// The selected row a measuring pass met first: its rows, tag and list.
    var selectedSpan: (start: Int, end: Int, tag: String, list: NodeID)?
    /// The index in its list of the next row to paint, and the rows painted, for windowed lists.
    var rowIndex = 0
    var paintedRows: [(index: Int, start: Int, end: Int)] = []
    /// The list whose rows are being collected.
    var currentList: NodeID?
    /// Whether what is drawn now is inside a collapsed split view, where rows push.
    var inCollapsedSplit = false
    var isRightToLeft: Bool { scene.traits.layoutDirection == .rightToLeft }
    /// While set, text, fills and hit targets laid out from the left of this rectangle are drawn at
    /// their mirror image in it: a right-to-left bar or sidebar row laid out as a left-to-right one.
    /// Each piece of text keeps its own order.
    var mirror: CellRect?

    init(scene: Scene, columns: Int, rows: Int, capabilities: TerminalCapabilities, dates: TerminalDates, rowHeights: RowHeights,
         rowCells: RowCells, listTags: ListTags, state: TerminalViewState) {
        self.scene = scene
        self.dates = dates
        self.rowHeights = rowHeights
        self.rowCells = rowCells
        self.listTags = listTags
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.capabilities = capabilities
        self.state = state
        tint = scene.tintColor
        palette = TerminalPalette(scheme: scene.traits.colorScheme, depth: capabilities.colorDepth, tint: scene.tintColor)
        glyphs = Glyphs(ascii: capabilities.asciiBorders)
        buffer = CellBuffer(width: self.columns, height: self.rows)
        hits = HitMap(width: self.columns, height: self.rows)
        clip = CellRect(x: 0, y: 0, width: self.columns, height: self.rows)
    }

    func paint() -> TerminalFrame {
        let screen = CellRect(x: 0, y: 0, width: columns, height: rows)
        if columns < TerminalRenderer.minimumSize.columns || rows < TerminalRenderer.minimumSize.rows {
            let message = "Make the terminal at least \(TerminalRenderer.minimumSize.columns)×\(TerminalRenderer.minimumSize.rows)"
            centered(message, row: rows / 2, in: screen, style: palette.secondary)
            return frame()
        }
        if let root = scene.root { draw(root, in: screen) }
        for presentation in scene.presentations {
            // The keyboard's focus is in the top presentation, as a new sheet or window is the
            // key one on the Mac; what is under it takes clicks only where it is not covered.
            focusables = []
            backIDs = []
            draw(presentation)
        }
        if let menu = state.menu { draw(menu) }
        if state.showsShortcuts { drawShortcuts() }
        return frame()
    }

    private func frame() -> TerminalFrame {
        var frame = TerminalFrame(buffer: buffer, hits: hits, cursor: cursor, state: state)
        frame.focusables = focusables
        frame.listRows = listRows
        frame.scrollAreas = scrollAreas
        frame.rowMenus = rowMenus
        frame.rowMenuRequests = rowMenuRequests
        frame.menus = menus
        frame.secondaryMenus = secondaryMenus
        frame.menuRequests = menuRequests
        frame.listWindows = listWindows
        frame.dismissID = dismissID
        frame.backIDs = backIDs
        frame.detents = detents
        frame.fieldTexts = fieldTexts
        frame.fieldSubmits = fieldSubmits
        frame.searchFields = searchFields
        frame.selections = selections
        frame.pushingLists = pushingLists
        frame.rowTitles = rowTitles
        frame.moves = moves
        frame.focusableColumns = focusableColumns
        frame.columnFocusRequests = columnFocusRequests
        return frame
    }

    // MARK: Primitives

    /// Points → cells: each edge converts on its own, so frames that touch share an edge.
    func cells(_ rect: Rect, in origin: CellRect? = nil) -> CellRect {
        let left = Int((rect.x / TerminalRenderer.pointsPerColumn).rounded())
        let right = Int(((rect.x + rect.width) / TerminalRenderer.pointsPerColumn).rounded())
        let top = Int((rect.y / TerminalRenderer.pointsPerRow).rounded())
        let bottom = Int(((rect.y + rect.height) / TerminalRenderer.pointsPerRow).rounded())
        return CellRect(x: left + (origin?.x ?? 0), y: top + (origin?.y ?? 0), width: right - left, height: bottom - top)
    }

    /// Text, sanitised and clipped; returns the column after it.
    @discardableResult
    func text(_ string: String, x: Int, y: Int, style: CellStyle, limit: Int? = nil) -> Int {
        if let mirror {
            // Cut where the left-to-right text would end, then draw that at its mirror image.
            let shown = cut(TerminalText.sanitised(string), to: max(0, (limit ?? mirror.maxX) - x))
            let columns = width(shown)
            self.mirror = nil
            defer { self.mirror = mirror }
            text(shown, x: mirror.x + mirror.maxX - x - columns, y: y, style: style)
            return x + columns
        }
        guard y >= clip.y, y < clip.maxY else { return x + CharacterWidth.columns(of: TerminalText.sanitised(string), ambiguous: capabilities.ambiguousWidth) }
        let safe = TerminalText.sanitised(string)
        let end = min(limit ?? clip.maxX, clip.maxX)
        if x >= clip.x {
            return buffer.write(safe, x: x, y: y, style: style, limit: end, ambiguousWidth: capabilities.ambiguousWidth)
        }
        // Starts left of the clip: skip what falls outside, grapheme by grapheme.
        var column = x
        var rest = Substring(safe)
        while let first = rest.first, column < clip.x {
            column += CharacterWidth.columns(of: first, ambiguous: capabilities.ambiguousWidth)
            rest = rest.dropFirst()
        }
        return buffer.write(rest, x: column, y: y, style: style, limit: end, ambiguousWidth: capabilities.ambiguousWidth)
    }

    /// The columns `string` takes.
    func width(_ string: String) -> Int {
        CharacterWidth.columns(of: TerminalText.sanitised(string), ambiguous: capabilities.ambiguousWidth)
    }

    /// `string` (sanitised) cut to its first `columns` columns, whole graphemes only.
    func cut(_ string: String, to columns: Int) -> String {
        var result = "", used = 0
        for character in string {
            let w = CharacterWidth.columns(of: character, ambiguous: capabilities.ambiguousWidth)
            if used + w > columns { break }
            result.append(character)
            used += w
        }
        return result
    }

    /// Runs `body` with what it draws in `rect` mirrored when the layout is right to left.
    @discardableResult
    func mirroring<T>(_ rect: CellRect, _ body: () -> T) -> T {
        guard isRightToLeft, mirror == nil else { return body() }
        mirror = rect
        defer { mirror = nil }
        return body()
    }

    /// `rect` at its mirror image in the mirrored rectangle, if one is set.
    func mirrored(_ rect: CellRect) -> CellRect {
        guard let mirror else { return rect }
        return CellRect(x: mirror.x + mirror.maxX - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }

    /// `string` cut to `columns`, ending in `…` when it was longer.
    func truncated(_ string: String, to columns: Int) -> String {
        let safe = TerminalText.sanitised(string)
        guard CharacterWidth.columns(of: safe, ambiguous: capabilities.ambiguousWidth) > columns else { return safe }
        guard columns > 0 else { return "" }
        var result = "", used = 0
        for character in safe {
            let w = CharacterWidth.columns(of: character, ambiguous: capabilities.ambiguousWidth)
            if used + w > columns - 1 { break }
            result.append(character)
            used += w
        }
        return result + (capabilities.asciiBorders ? "." : "…")
    }

    /// Fills a rectangle (clipped) with spaces in `style`.
    func fill(_ rect: CellRect, style: CellStyle) {
        let area = mirrored(rect).intersection(clip)
        buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height, with: .blank(style))
    }

    /// Sets the background of a rectangle (clipped), keeping the text.
    func shade(_ rect: CellRect, background: TerminalColor) {
        let area = rect.intersection(clip)
        buffer.restyle(x: area.x, y: area.y, width: area.width, height: area.height) { $0.background = background }
    }

    /// A hit target over a rectangle (clipped).
    func hit(_ target: HitTarget, _ rect: CellRect) {
        let area = mirrored(rect).intersection(clip)
        hits.add(target, x: area.x, y: area.y, width: area.width, height: area.height)
    }

    /// Registers a control the keyboard reaches.
    func focusable(_ target: HitTarget) {
        guard registersFocus, !focusables.contains(target) else { return }
        focusables.append(target)
        if let currentColumn { focusableColumns[target] = currentColumn }
    }

    /// Whether the keyboard's highlight is on a row of a list whose rows push a screen.
    func isHighlighted(list: NodeID, tag: String) -> Bool {
        state.focus == .row(list: list, tag: tag)
    }

    /// Whether `target` has the keyboard focus.
    func isFocused(_ target: HitTarget) -> Bool {
        guard let focus = state.focus else { return false }
        if case .row(let list, _) = target, case .row(let focused, _) = focus { return list == focused }
        return focus == target
    }

    /// Text centred in `rect` on `row`.
    func centered(_ string: String, row: Int, in rect: CellRect, style: CellStyle) {
        let shown = truncated(string, to: rect.width)
        let x = rect.x + max(0, (rect.width - width(shown)) / 2)
        text(shown, x: x, y: row, style: style, limit: rect.maxX)
    }

    /// Runs `body` with drawing limited to `rect` (inside the current clip).
    func clipped<T>(to rect: CellRect, _ body: () -> T) -> T {
        let saved = clip
        clip = clip.intersection(rect)
        defer { clip = saved }
        return body()
    }

    /// A box outline in `rect` (rounded corners), in the separator's colour.
    func box(_ rect: CellRect, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let line = String(repeating: glyphs.horizontal, count: rect.width - 2)
        text(glyphs.topLeft + line + glyphs.topRight, x: rect.x, y: rect.y, style: style)
        text(glyphs.bottomLeft + line + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            text(glyphs.vertical, x: rect.x, y: row, style: style)
            text(glyphs.vertical, x: rect.maxX - 1, y: row, style: style)
        }
    }

    /// A style with the attributes and colours of `style` laid over `base` (text on a selected
    /// row keeps the row's colours).
    func over(_ base: CellStyle, _ style: CellStyle) -> CellStyle {
        var result = base
        if style.foreground != .default { result.foreground = style.foreground }
        if style.background != .default { result.background = style.background }
        result.attributes.formUnion(style.attributes)
        return result
    }
}
