import Foundation
import PaneKit
@testable import PaneKitServer
import Testing

@Suite("The viewport of a first paint and a socket's query (D-62)")
struct ViewportGuessTests {
    /// The cookies of `Tests/Client/fixtures/viewport-cookies.json`, which the client's unit tests
    /// check panekit.js writes (traits.js), each read as the viewport listed beside it.
    @Test("D-111 the viewport cookies the client writes are read as the viewports they name")
    func cookiesOfTheClient() throws {
        struct Case: Decodable {
            struct Shape: Decodable { var width, height: Double; var pointer: String; var screenWidth, screenHeight: Double }
            var cookie: String
            var viewport: Shape
        }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Client/fixtures/viewport-cookies.json")
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: file))
        #expect(cases.count >= 3)
        for item in cases {
            let shape = item.viewport
            #expect(ViewportGuess.parse(item.cookie) == Viewport(width: shape.width, height: shape.height,
                                                                 pointer: PointerKind(rawValue: shape.pointer) ?? .fine,
                                                                 screen: Size(width: shape.screenWidth, height: shape.screenHeight)),
                    "\(item.cookie)")
        }
    }

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
