/// Prints point values without a trailing `.0`, so Scene dumps read `320`, not `320.0`.
enum PointFormat {
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String((value * 100).rounded() / 100)
    }
}
