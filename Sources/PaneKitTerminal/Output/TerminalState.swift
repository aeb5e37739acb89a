extension FrameEncoder {
    /// A column and a row on the screen, both from 0.
    struct ScreenPosition: Hashable, Sendable {
        var x: Int
        var y: Int
    }

    /// What the encoder knows of the terminal as of the end of its last output: the SGR state, where
    /// the cursor is and whether it shows. nil is unknown, and makes the next output set it afresh.
    struct TerminalState: Hashable, Sendable {
        /// The current SGR state.
        var style: CellStyle?
        /// The cursor; nil also after a write reached the last column, where the terminal waits to
        /// wrap (DECAWM) and terminals disagree on what a move does next.
        var position: ScreenPosition?
        /// DECTCEM.
        var cursorVisible: Bool?

        /// Nothing known.
        static let unknown = TerminalState()
    }
}
