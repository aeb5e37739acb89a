extension FrameEncoder {
    /// Select Graphic Rendition: the shortest `CSI … m` taking the terminal from one style to another.
    enum SGR {
        /// The parameters taking `current` (nil: unknown) to `target`: only what changed, or a reset
        /// (`0`) and the whole target when that is shorter or the state is unknown; empty when
        /// nothing changes.
        static func parameters(from current: CellStyle?, to target: CellStyle) -> [Int] {
            guard let current else { return full(target) }
            if current == target { return [] }
            let changes = delta(from: current, to: target)
            let reset = full(target)
            return length(of: reset) < length(of: changes) ? reset : changes
        }

        /// Appends the sequence taking `current` to `target` (nothing when they are equal).
        static func append(from current: CellStyle?, to target: CellStyle, into out: inout [UInt8]) {
            let codes = parameters(from: current, to: target)
            guard !codes.isEmpty else { return }
            ControlSequence.appendIntroducer(to: &out)
            // A lone reset is `CSI m`.
            if codes != [0] {
                for (index, code) in codes.enumerated() {
                    if index > 0 { out.append(0x3B) }
                    ControlSequence.appendNumber(code, to: &out)
                }
            }
            out.append(0x6D)
        }

        /// The bytes of the sequence taking `current` to `target`.
        static func cost(from current: CellStyle?, to target: CellStyle) -> Int {
            let codes = parameters(from: current, to: target)
            return codes.isEmpty ? 0 : 3 + length(of: codes)
        }

        /// The style meeting `need` cheapest to reach from `current`, and the bytes to reach it; nil
        /// when `current` already meets it.
        static func cheapest(from current: CellStyle?, for need: StyleNeed) -> (style: CellStyle, cost: Int)? {
            if need.isSatisfied(by: current) { return nil }
            var best: (style: CellStyle, cost: Int)?
            for style in need.candidates(from: current) {
                let bytes = cost(from: current, to: style)
                if best == nil || bytes < best!.cost { best = (style, bytes) }
            }
            return best
        }

        /// The bytes `need` costs from `current`.
        static func cost(from current: CellStyle?, for need: StyleNeed) -> Int {
            cheapest(from: current, for: need)?.cost ?? 0
        }

        /// The parameters' bytes between `CSI` and `m`.
        static func length(of codes: [Int]) -> Int {
            if codes == [0] { return 0 }
            return codes.reduce(codes.count - 1) { $0 + ControlSequence.digits($1) }
        }

        private static let onCodes: [(CellStyle.Attributes, Int)] = [
            (.bold, 1), (.faint, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
        ]
        private static let offCodes: [(CellStyle.Attributes, Int)] = [(.italic, 23), (.underline, 24), (.reverse, 27), (.strikethrough, 29)]

        private static func full(_ target: CellStyle) -> [Int] {
            var codes = [0]
            for (attribute, code) in onCodes where target.attributes.contains(attribute) { codes.append(code) }
            if target.foreground != .default { codes += colour(target.foreground, base: 30) }
            if target.background != .default { codes += colour(target.background, base: 40) }
            return codes
        }

        private static func delta(from current: CellStyle, to target: CellStyle) -> [Int] {
            var codes: [Int] = []
            let removed = current.attributes.subtracting(target.attributes)
            var added = target.attributes.subtracting(current.attributes)
            // 22 turns off bold and faint together: the one that stays is turned on again.
            let intensity: CellStyle.Attributes = [.bold, .faint]
            if !removed.isDisjoint(with: intensity) {
                codes.append(22)
                added.formUnion(target.attributes.intersection(intensity))
            }
            for (attribute, code) in offCodes where removed.contains(attribute) { codes.append(code) }
            for (attribute, code) in onCodes where added.contains(attribute) { codes.append(code) }
            if target.foreground != current.foreground { codes += colour(target.foreground, base: 30) }
            if target.background != current.background { codes += colour(target.background, base: 40) }
            return codes
        }

        /// A colour's codes, `base` 30 for the foreground or 40 for the background.
        private static func colour(_ colour: TerminalColor, base: Int) -> [Int] {
            switch colour {
            case .default: [base + 9]
            case .indexed(let index) where index < 8: [base + Int(index)]
            case .indexed(let index) where index < 16: [base + 60 + Int(index) - 8]
            case .indexed(let index): [base + 8, 5, Int(index)]
            case .rgb(let red, let green, let blue): [base + 8, 2, Int(red), Int(green), Int(blue)]
            }
        }
    }
}
