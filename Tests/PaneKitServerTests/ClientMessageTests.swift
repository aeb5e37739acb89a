import PaneKit
import PaneKitServer
import Testing

@Suite("Protocol validation")
struct ClientMessageTests {
    @Test("Every message type of docs/protocol.md parses to its event")
    func parses() throws {
        let tap = try ClientMessage(json: #"{"type":"tap","id":"c1:back","seq":3}"#)
        #expect(tap.sequence == 3)
        #expect(tap.kind == .event(.tapped("c1:back")))
        #expect(try ClientMessage(json: #"{"type":"select","list":"c5/0","tag":"inbox"}"#).kind == .event(.rowSelected(list: "c5/0", tag: "inbox")))
        #expect(try ClientMessage(json: #"{"type":"move","id":"l:move","tag":"a","index":2}"#).kind == .event(.rowMoved("l:move", tag: "a", toIndex: 2)))
        #expect(try ClientMessage(json: #"{"type":"scroll","id":"l:window","start":40,"end":52}"#).kind == .event(.listScrolled("l:window", visible: 40..<52)))
        #expect(try ClientMessage(json: #"{"type":"text","id":"f","value":"hi"}"#).kind == .event(.textChanged("f", text: "hi")))
        #expect(try ClientMessage(json: #"{"type":"focus","id":null}"#).kind == .event(.focusChanged(nil)))
        #expect(try ClientMessage(json: #"{"type":"viewport","width":390,"height":844.5,"pointer":"coarse","dir":"rtl","scheme":"dark","reduceMotion":true}"#).kind
                == .event(.viewportChanged(Viewport(width: 390, height: 844.5, pointer: .coarse, layoutDirection: .rightToLeft, colorScheme: .dark, reduceMotion: true))))
        // D-62: the screen the idiom comes from.
        #expect(try ClientMessage(json: #"{"type":"viewport","width":320,"height":1180,"pointer":"coarse","screenWidth":820,"screenHeight":1180,"dir":"ltr","scheme":"light"}"#).kind
                == .event(.viewportChanged(Viewport(width: 320, height: 1180, pointer: .coarse, screen: Size(width: 820, height: 1180)))))
        #expect(try ClientMessage(json: #"{"type":"swipe","id":"s","direction":"reveal"}"#).kind == .event(.edgeSwipeEnded("s", .reveal)))
        #expect(try ClientMessage(json: #"{"type":"resize","id":"d","width":300}"#).kind == .event(.dividerDragEnded("d", width: 300)))
        #expect(try ClientMessage(json: #"{"type":"detent","id":"p","detent":"large"}"#).kind == .event(.detentChanged("p", detent: "large")))
        #expect(try ClientMessage(json: #"{"type":"dismiss","id":"p"}"#).kind == .event(.dismissAttempted("p")))
        #expect(try ClientMessage(json: #"{"type":"scrollEdge","id":"p"}"#).kind == .event(.scrolledToEdge("p")))
        #expect(try ClientMessage(json: #"{"type":"key","command":"toggleSidebar"}"#).kind == .event(.keyCommand(.toggleSidebar)))
        #expect(try ClientMessage(json: #"{"type":"history","path":"/catalog/tabs"}"#).kind == .history(path: "/catalog/tabs"))
    }

    @Test("Malformed, mistyped, unknown and oversized messages are refused with a reason",
          arguments: [
              "", "not json", "[]", "42", #"{"type":"boom"}"#, #"{"id":"x"}"#, #"{"type":"tap"}"#, #"{"type":"tap","id":7}"#,
              #"{"type":"tap","id":""}"#, #"{"type":"tap","id":"x","seq":"1"}"#, #"{"type":"tap","id":"x","seq":1.5}"#,
              #"{"type":"resize","id":"d","width":true}"#, #"{"type":"resize","id":"d","width":"300"}"#,
              #"{"type":"scroll","id":"l:window","start":-1,"end":3}"#, #"{"type":"scroll","id":"l:window","start":9,"end":3}"#,
              #"{"type":"scroll","id":"l:window","start":1.5,"end":3}"#, #"{"type":"scroll","id":"l:window","start":1}"#,
              #"{"type":"viewport","width":0,"height":10,"pointer":"coarse","dir":"ltr","scheme":"light"}"#,
              #"{"type":"viewport","width":390,"height":844,"pointer":"pen","dir":"ltr","scheme":"light"}"#,
              #"{"type":"viewport","width":390,"height":844,"pointer":"coarse","screenWidth":390,"dir":"ltr","scheme":"light"}"#,
              #"{"type":"viewport","width":390,"height":844,"pointer":"coarse","screenWidth":0,"screenHeight":844}"#,
              #"{"type":"swipe","id":"s","direction":"sideways"}"#, #"{"type":"key","command":"format"}"#,
              #"{"type":"history","path":"relative"}"#, #"{"type":"move","id":"m","tag":"a","index":1e20}"#,
          ])
    func refuses(json: String) {
        #expect(throws: ProtocolError.self) { try ClientMessage(json: json) }
    }

    @Test("A message over 64 KiB is refused before it is parsed")
    func tooLarge() {
        let huge = #"{"type":"text","id":"f","value":""# + String(repeating: "a", count: 70_000) + #""}"#
        #expect(throws: ProtocolError("message larger than 65536 bytes")) { try ClientMessage(json: huge) }
    }
}
