/// How fast one page may send: a token bucket of `burst` messages, refilled at `perSecond`.
/// A page that goes faster gets an error for each message over the limit, and those messages
/// are dropped before they are parsed (docs/protocol.md, SECURITY.md).
public struct MessageRateLimit: Sendable, Hashable {
    /// Messages a second, sustained.
    public var perSecond: Double
    /// Messages at once.
    public var burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    /// People type and scroll at tens of events a second; the default leaves room for that
    /// many times over.
    public init(perSecond: Double = 100, burst: Double = 200, now: ContinuousClock.Instant = .now) {
        self.perSecond = perSecond
        self.burst = burst
        tokens = burst
        last = now
    }

    /// Whether a message arriving `now` may pass; takes its token when it may.
    public mutating func allows(at now: ContinuousClock.Instant = .now) -> Bool {
        let (seconds, attoseconds) = (now - last).components
        tokens = min(burst, tokens + perSecond * (Double(seconds) + Double(attoseconds) / 1e18))
        last = max(last, now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
