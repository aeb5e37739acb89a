import PaneKit

extension TerminalSession {
    /// Keys in the focused text field: characters are inserted at the caret; ← → Home End move
    /// it by grapheme, Alt+← → by word; Backspace, Delete, Ctrl+U and Ctrl+W delete; Enter
    /// submits; Esc and Tab leave. Nil for keys the field does not take.
    func fieldKey(_ id: NodeID, _ key: TerminalKey, _ modifiers: KeyModifiers) -> Outcome? {
        switch (key, modifiers) {
        case (.character(let character), []), (.character(let character), .shift):
            return edit(id) { $0.insert(String(character)) } ? .sent : .unchanged
        case (.backspace, _), (.character("h"), .control): return edit(id) { $0.deleteBackward() } ? .sent : .unchanged
        case (.delete, []), (.character("d"), .control): return edit(id) { $0.deleteForward() } ? .sent : .unchanged
        case (.character("u"), .control): return edit(id) { $0.deleteToStart() } ? .sent : .unchanged
        case (.character("w"), .control), (.backspace, .alternate): return edit(id) { $0.deleteWordBackward() } ? .sent : .unchanged
        case (.left, []), (.right, []), (.home, []), (.end, []), (.character("a"), .control), (.character("e"), .control),
             (.left, .alternate), (.right, .alternate), (.character("b"), .alternate), (.character("f"), .alternate):
            var editor = TextEditing(text: frame.fieldTexts[id] ?? "", caret: state.caret)
            switch (key, modifiers) {
            case (.left, []): editor.move(by: isRightToLeft ? 1 : -1)
            case (.right, []): editor.move(by: isRightToLeft ? -1 : 1)
            case (.home, []), (.character("a"), .control): editor.caret = 0
            case (.end, []), (.character("e"), .control): editor.caret = editor.characters.count
            case (.left, .alternate), (.character("b"), .alternate): editor.moveWord(forward: false)
            default: editor.moveWord(forward: true)
            }
            state.caret = editor.caret
            return .redraw
        case (.enter, []):
            if let submit = frame.fieldSubmits[id] { return send(.tapped(submit)) ? .sent : .unchanged }
            return moveFocus(by: 1)
        case (.escape, _):
            return focus(nil)
        case (.up, []), (.down, []):
            return nil
        default:
            return nil
        }
    }

    /// Applies an edit to the focused field's text and tells the window; returns whether the
    /// text changed and the window took it.
    func edit(_ id: NodeID, _ change: (inout TextEditing) -> Void) -> Bool {
        var editor = TextEditing(text: frame.fieldTexts[id] ?? "", caret: state.caret)
        let before = editor.text
        change(&editor)
        state.caret = editor.caret
        guard editor.text != before else { return false }
        guard editor.text.utf8.count <= page.window.maximumTextLength else { return false }
        return send(.textChanged(id, text: editor.text))
    }
}

/// A text and a caret, edited by grapheme.
struct TextEditing {
    var characters: [Character]
    var caret: Int

    init(text: String, caret: Int?) {
        characters = Array(text)
        self.caret = min(caret ?? characters.count, characters.count)
    }

    var text: String { String(characters) }

    mutating func insert(_ string: String) {
        // Pasted or typed text keeps line breaks only where a line break can go; controls go.
        let clean = string.unicodeScalars.filter { $0 == "\n" || !TerminalText.needsEscape($0) }
        let inserted = Array(String(String.UnicodeScalarView(clean)))
        characters.insert(contentsOf: inserted, at: caret)
        caret += inserted.count
    }

    mutating func deleteBackward() {
        guard caret > 0 else { return }
        characters.remove(at: caret - 1)
        caret -= 1
    }

    mutating func deleteForward() {
        guard caret < characters.count else { return }
        characters.remove(at: caret)
    }

    mutating func deleteToStart() {
        characters.removeSubrange(0..<caret)
        caret = 0
    }

    mutating func deleteWordBackward() {
        let start = caret
        moveWord(forward: false)
        characters.removeSubrange(caret..<start)
    }

    mutating func move(by step: Int) { caret = max(0, min(characters.count, caret + step)) }

    /// To the start of this or the previous word, or past the end of this or the next one.
    mutating func moveWord(forward: Bool) {
        if forward {
            while caret < characters.count, characters[caret].isWhitespace { caret += 1 }
            while caret < characters.count, !characters[caret].isWhitespace { caret += 1 }
        } else {
            while caret > 0, characters[caret - 1].isWhitespace { caret -= 1 }
            while caret > 0, !characters[caret - 1].isWhitespace { caret -= 1 }
        }
    }
}
