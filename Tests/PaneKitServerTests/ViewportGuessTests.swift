import PaneKit
@testable import PaneKitServer
import Testing

@Suite("The viewport of a first paint and a socket's query (D-62)")
struct ViewportGuessTests {
    @Test("D-62 the cookie and the socket query carry the screen; without one the window stands for it")
    func screen() throws {
        #expect(ViewportGuess.parse("320x1180,coarse,820x1180") == Viewport(width: 320, height: 1180, screen: Size(width: 820, height: 1180)))
        #expect(ViewportGuess.parse("390x844,coarse") == Viewport(width: 390, height: 844))
        #expect(ViewportGuess.parse("390x844,coarse,nonsense") == Viewport(width: 390, height: 844))
        #expect(try ViewportGuess.viewport(query: ["w": "320", "h": "1180", "sw": "820", "sh": "1180", "pointer": "coarse"]).screen
                == Size(width: 820, height: 1180))
        #expect(throws: ProtocolError.self) { try ViewportGuess.viewport(query: ["w": "320", "h": "1180", "sw": "820"]) }
        #expect(throws: ProtocolError.self) { try ViewportGuess.viewport(query: ["w": "320", "h": "1180", "sw": "inf", "sh": "1"]) }
    }
}
