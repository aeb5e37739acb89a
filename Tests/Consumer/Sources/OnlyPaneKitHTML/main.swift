import PaneKit
import PaneKitHTML

// A navigation stack rendered to HTML, then the patch after a push.
let navigation = NavigationController(root: ViewController(title: "Inbox"))
let window = Window(viewport: Viewport(width: 390, height: 844))
window.rootViewController = navigation
let renderer = HTMLRenderer()
let before = renderer.render(window.scene())
try navigation.push(ViewController(title: "Message"))
let after = renderer.render(window.scene())
print(before.html.utf8.count, NodeDiff.patch(from: before, to: after).json)
