import PaneKit
import PaneKitTerminal

// A navigation stack drawn in an 80×24 terminal's cells, then the bytes after a push.
let navigation = NavigationController(root: ViewController(title: "Inbox"))
let window = Window(viewport: TerminalRenderer.viewport(columns: 80, rows: 24), breakpoints: TerminalRenderer.breakpoints)
window.rootViewController = navigation
let renderer = TerminalRenderer()
var encoder = FrameEncoder()
let before = renderer.render(window.scene(), columns: 80, rows: 24)
let first = encoder.encode(from: nil, to: before.buffer, cursor: nil)
try navigation.push(ViewController(title: "Message"))
let after = renderer.render(window.scene(), columns: 80, rows: 24)
print(first.count, encoder.encode(from: before.buffer, to: after.buffer, cursor: nil).count, after.buffer.lines[0])
