import Foundation
import PaneKit

/// The cells of list rows painted in earlier frames, kept so that a frame repaints only the rows
/// that changed: moving a highlight repaints two rows, and the others are copied back.
///
/// A row is reused when it is the same row (by id, compared as ``RowHeights`` does), at the same
/// size, painted in the same context (selection, ink, palette, glyphs, today) onto the same blank
/// background. Rows whose painting registers anything besides cells (a button, a field, a menu)
/// are painted every frame; the painter checks that before keeping a row.
final class RowCells: @unchecked Sendable {
    /// Everything besides the row itself that decides its cells.
    struct Context: Equatable {
        var selection: CellStyle?
        var ink: Ink
        var tint: TintColor?
        /// The palette's accent (the window's), which some views use whatever the ink's tint.
        var paletteTint: TintColor
        var scheme: ColorScheme
        var depth: ColorDepth
        var asciiBorders: Bool
        var ambiguousWidth: Int
        var isRightToLeft: Bool
        var today: Date
        var timeZone: TimeZone
        var showsDisclosure: Bool
        /// The blank the row was painted on.
        var background: CellStyle
    }

    private struct Key: Hashable {
        let id: NodeID
        let width: Int
        let height: Int
    }

    private struct Kept {
        let row: ViewNode
        let context: Context
        let cells: [Cell]
    }

    private var kept: [Key: Kept] = [:]
    private var keptCells = 0
    /// How many rows were copied rather than painted, for tests.
    private(set) var reuses = 0
    /// The most cells kept, in screens: past it the table starts again.
    private let screens: Int

    /// An empty table that keeps at most `screens` screens of cells.
    init(screens: Int = 2) { self.screens = screens }

    /// The cells kept for `row` painted in `rect` in `context`, if any.
    func cells(for row: ViewNode, in rect: CellRect, context: Context) -> [Cell]? {
        guard let entry = kept[Key(id: row.id, width: rect.width, height: rect.height)],
              entry.context == context, entry.row == row else { return nil }
        reuses += 1
        return entry.cells
    }

    /// Keeps `cells`, what painting `row` in `rect` in `context` gave, for a screen of `screenCells`.
    func keep(_ cells: [Cell], for row: ViewNode, in rect: CellRect, context: Context, screenCells: Int) {
        if keptCells + cells.count > screens * screenCells {
            kept.removeAll(keepingCapacity: true)
            keptCells = 0
        }
        let key = Key(id: row.id, width: rect.width, height: rect.height)
        keptCells += cells.count - (kept[key]?.cells.count ?? 0)
        kept[key] = Kept(row: row, context: context, cells: cells)
    }
}
