import Foundation
import PaneKit
import Synchronization
import Testing

@Suite("Page refresh")
struct PageRefreshTests {
    @Test("A page's wake is as cheap at the thousandth request as at the first: the handler is called at the same depth")
    func requestsDoNotDeepen() {
        let refresh = PageRefresh()
        let depths = Mutex<[Int]>([])
        refresh.onRequest { depths.withLock { $0.append(Thread.callStackReturnAddresses.count) } }
        for _ in 0..<1000 { refresh.request() }
        let seen = depths.withLock { $0 }
        #expect(seen.count == 1000)
        #expect(Set(seen).count == 1, "the handler was called from \(seen.first ?? 0) to \(seen.last ?? 0) frames deep")
    }
}
