import PaneKit

/// Draws a `Scene` in terminal cells: (Scene, size in cells, capabilities, the host's view
/// state) → a ``TerminalFrame``. Pure, like PaneKitHTML's renderer: the same inputs give the same
/// frame, and it does no I/O.
///
/// A column is 8 points and a row 16 (D-112): the host gives the window a viewport of
/// `columns × 8` by `rows × 16` points, so the core's widths, detents and size classes hold.
public struct TerminalRenderer: Sendable {
    /// Points per column.
    public static let pointsPerColumn = 8.0
    /// Points per row.
    public static let pointsPerRow = 16.0
    /// The size classes of a terminal (D-112): regular width from 100 columns (800 points), an
    /// 80-column terminal is compact; vertically compact below 20 rows.
    public static let breakpoints = SizeClassBreakpoints(regularWidth: 800, compactHeightBelow: 320)
    /// Below this many columns or rows a frame says only that the terminal is too small.
    public static let minimumSize = (columns: 40, rows: 12)

    /// What the terminal shows.
    public var capabilities: TerminalCapabilities
    /// How dates are written: the reader's zone and today.
    public var dates: TerminalDates
    /// List rows' heights from earlier frames.
    public let rowHeights = RowHeights()
    /// List rows' cells from earlier frames.
    let rowCells = RowCells()
    /// List rows' tags and titles from earlier frames.
    let listTags = ListTags()

    /// A renderer for a terminal with `capabilities`, writing dates as `dates` says.
    public init(capabilities: TerminalCapabilities = TerminalCapabilities(), dates: TerminalDates = TerminalDates()) {
        self.capabilities = capabilities
        self.dates = dates
    }

    /// The viewport a window in a terminal of `columns` × `rows` has: a mouse-driven screen of
    /// the Mac idiom (D-62), with reduced motion (cells do not animate).
    public static func viewport(columns: Int, rows: Int, colorScheme: ColorScheme = .dark,
                                layoutDirection: LayoutDirection = .leftToRight) -> Viewport {
        Viewport(width: Double(max(1, columns)) * pointsPerColumn, height: Double(max(1, rows)) * pointsPerRow, pointer: .fine,
                 layoutDirection: layoutDirection, colorScheme: colorScheme, reduceMotion: true)
    }

    /// Draws `scene` on a `columns` × `rows` screen with the host's `state`.
    public func render(_ scene: Scene, columns: Int, rows: Int, state: TerminalViewState = TerminalViewState()) -> TerminalFrame {
        let painter = FramePainter(scene: scene, columns: columns, rows: rows, capabilities: capabilities, dates: dates, rowHeights: rowHeights, rowCells: rowCells, listTags: listTags, state: state)
        return painter.paint()
    }
}
