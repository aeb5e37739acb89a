import Foundation

/// One benchmark's figures, as `Benchmarks/results/latest.json` holds them.
struct Measurement: Encodable {
    var name: String
    /// `µs` for times, `bytes` for sizes.
    var unit: String
    var median: Double
    var p99: Double
    var runs: Int
    var note: String?

    /// Only benchmarks whose name contains this run (`--only`); the others are skipped.
    @TaskLocal static var only: String?

    /// Times `body` repeatedly for about `seconds` (at least `minimumRuns` times, after one
    /// warm-up run) and reports microseconds. `prepare` runs untimed before each run.
    static func time(
        _ name: String, seconds: Double, minimumRuns: Int = 20, note: String? = nil,
        prepare: () async throws -> Void = {}, _ body: () async throws -> Void
    ) async rethrows -> Measurement {
        try await prepare()
        try await body()
        // A skipped benchmark still runs once, so the ones after it start where they expect.
        if let only, !name.contains(only) { return Measurement(name: name, unit: "µs", samples: [], note: note) }
        var samples: [Double] = []
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while samples.count < minimumRuns || clock.now < deadline {
            try await prepare()
            let start = clock.now
            try await body()
            samples.append(Self.microseconds(clock.now - start))
            if samples.count >= 1_000_000 { break }
        }
        return Measurement(name: name, unit: "µs", samples: samples, note: note)
    }

    /// ``time(_:seconds:minimumRuns:note:prepare:_:)`` for work that stays on the caller's actor
    /// (a terminal session on the main actor), without suspending.
    static func timeSynchronously(
        _ name: String, seconds: Double, minimumRuns: Int = 20, note: String? = nil,
        prepare: () throws -> Void = {}, _ body: () throws -> Void
    ) rethrows -> Measurement {
        try prepare()
        try body()
        if let only, !name.contains(only) { return Measurement(name: name, unit: "µs", samples: [], note: note) }
        var samples: [Double] = []
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while samples.count < minimumRuns || clock.now < deadline {
            try prepare()
            let start = clock.now
            try body()
            samples.append(Self.microseconds(clock.now - start))
            if samples.count >= 1_000_000 { break }
        }
        return Measurement(name: name, unit: "µs", samples: samples, note: note)
    }

    /// A size: the median and 99th percentile of the values seen.
    static func bytes(_ name: String, _ values: [Int], note: String? = nil) -> Measurement {
        if let only, !name.contains(only) { return Measurement(name: name, unit: "bytes", samples: [], note: note) }
        return Measurement(name: name, unit: "bytes", samples: values.map(Double.init), note: note)
    }

    init(name: String, unit: String, samples: [Double], note: String?) {
        let sorted = samples.sorted()
        self.name = name
        self.unit = unit
        self.median = Self.round(Self.percentile(sorted, 0.5))
        self.p99 = Self.round(Self.percentile(sorted, 0.99))
        self.runs = samples.count
        self.note = note
    }

    /// Nearest-rank percentile of sorted values.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }

    static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }

    static func round(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
