import PaneKitServer
import Testing

@Suite("Per-page message rate")
struct MessageRateLimitTests {
    @Test("A page may send a burst at once, then the rate; over it, messages are refused until time refills the bucket")
    func tokenBucket() {
        let start = ContinuousClock.now
        var limit = MessageRateLimit(perSecond: 10, burst: 5, now: start)
        func allowed(_ count: Int, at instant: ContinuousClock.Instant) -> Int {
            (0..<count).filter { _ in limit.allows(at: instant) }.count
        }
        #expect(allowed(6, at: start) == 5)
        // A tenth of a second brings one message back, and no more than the burst ever builds up.
        #expect(allowed(2, at: start + .milliseconds(100)) == 1)
        #expect(allowed(10, at: start + .seconds(60)) == 5)
        // A clock that steps back takes nothing and gives nothing.
        #expect(allowed(1, at: start) == 0)
    }
}
