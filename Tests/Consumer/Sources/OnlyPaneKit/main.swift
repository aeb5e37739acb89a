import PaneKit

// A split view resolved at a desktop size and at a phone size, printed as its Scene.
let split = SplitViewController(style: .tripleColumn)
split.setViewController(ViewController(title: "Mailboxes"), for: .primary)
split.setViewController(ViewController(title: "Messages"), for: .supplementary)
split.setViewController(ViewController(title: "Message"), for: .secondary)
let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
window.rootViewController = split
print(window.scene().dump())
window.setViewport(Viewport(width: 390, height: 844))
print(split.isCollapsed ? "collapsed" : "expanded")
