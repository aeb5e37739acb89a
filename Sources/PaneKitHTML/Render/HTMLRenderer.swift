import PaneKit

/// Renders a `Scene` (PaneKit) to a keyed HTML tree. Pure: the same Scene always gives the same tree,
/// so an unchanged screen diffs to an empty patch.
///
/// The tree carries structure and meaning, not looks: classes for `panekit.css`, roles and labels
/// for assistive technology, and `data-*` attributes naming the Scene ids the client sends events
/// for (`data-tap`, `data-select`, `data-swipe`, `data-resize`, `data-dismiss`…).
///
/// A renderer made with `memoizing: true` keeps the elements of its last render and reuses
/// those of content and rows whose nodes did not change: the tree is the same, made faster, and
/// the diff against the last tree skips them. Keep one per page.
public struct HTMLRenderer {
    private let memo: RenderMemo?
    /// Where a memoizing renderer finds the sidebar rows and list rows its host's other pages
    /// made (D-82); nil keeps its own.
    private let sharing: SharedElements?

    /// A renderer; with `memoizing` it keeps each render's elements for content, sidebars and rows
    /// and reuses those whose source is unchanged in the next render (D-39). Use one such renderer
    /// per page; give the renderers of one host's pages the same `sharing` to keep equal rows once.
    public init(memoizing: Bool = false, sharing: SharedElements? = nil) {
        memo = memoizing ? RenderMemo() : nil
        self.sharing = sharing
    }

    /// The root element of a page for a Scene.
    public func render(_ scene: Scene) -> HTMLElement {
        defer { memo?.finishRender() }
        let traits = scene.traits
        var children: [HTMLElement] = []
        if let root = scene.root {
            // The main interface is inert while a modal presentation covers it.
            let modal = scene.presentations.contains { $0.dimming != nil || $0.appearance == .fullScreen }
            var attributes: [String: String] = [:]
            if modal { attributes["aria-hidden"] = "true"; attributes["inert"] = "" }
            // Under a bottom sheet at its full height the screen steps back as a card, as on iPhone.
            if let sheet = scene.presentations.first, sheet.appearance == .bottomSheet,
               sheet.frame.y <= PresentationLayout.topInset {
                attributes["data-receded"] = ""
            }
            children.append(HTMLElement("div", key: "main", attributes: attributes.merging(["class": "pk-main"]) { $1 },
                                        children: [render(root)]))
        }
        // A presentation under a modal one is inert too, and recedes (SH-9: stacked sheets).
        let covering = scene.presentations.map { $0.dimming != nil || $0.appearance == .fullScreen }
        for (index, presentation) in scene.presentations.enumerated() {
            children.append(render(presentation, covered: covering[(index + 1)...].contains(true)))
        }
        if !scene.keyCommands.isEmpty {
            let commands = scene.keyCommands
            children.append(memo?.shortcuts.element("keys", from: commands, sharing: sharing) { shortcutList(commands) } ?? shortcutList(commands))
        }
        var attributes = [
            "class": "pk-root",
            "data-idiom": traits.idiom.rawValue,
            "data-h": traits.horizontalSizeClass.rawValue,
            "data-v": traits.verticalSizeClass.rawValue,
            "data-scheme": traits.colorScheme.rawValue,
            "data-row-size": traits.sidebarRowSize.rawValue,
            "data-w": String(Int(traits.size.width)),
            // The client guesses the size class of the real viewport with the app's own
            // breakpoints, before the server answers: regular width, phone short side, landscape
            // phone's regular short side (SizeClassBreakpoints).
            "data-breakpoints": [scene.breakpoints.regularWidth, scene.breakpoints.phoneShortSideBelow,
                                 scene.breakpoints.phoneLandscapeRegularShortSide].map(Self.number).joined(separator: " "),
            "dir": traits.layoutDirection == .rightToLeft ? "rtl" : "ltr",
        ]
        if traits.reduceMotion { attributes["data-reduce-motion"] = "" }
        if let tint = scene.tintColor { attributes["data-tint"] = tint.rawValue }
        return HTMLElement("div", key: "root", attributes: attributes, children: children)
    }

    /// A number as the client reads it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// One container or screen.
    func render(_ node: SceneNode) -> HTMLElement {
        switch node {
        case .content(let content): render(content)
        case .navigation(let navigation): render(navigation)
        case .split(let split): render(split)
        case .tabBar(let tabBar): render(tabBar)
        case .sidebar(let sidebar): render(sidebar)
        }
    }

    func render(_ content: ContentScene) -> HTMLElement {
        memoized(content) {
            HTMLElement("div", key: "c\(content.controller.number)", attributes: ["class": "pk-content"],
                        children: content.nodes.map(render))
        }
    }

    /// `make()`, or the element made for the same content last time.
    private func memoized(_ content: ContentScene, _ make: () -> HTMLElement) -> HTMLElement {
        memo?.contents.element("c\(content.controller.number)", from: content.nodes, sharing: sharing, make: make) ?? make()
    }

    /// `make()`, or the element made for the same sidebar last time.
    func memoized(_ sidebar: SidebarScene, _ make: () -> HTMLElement) -> HTMLElement {
        memo?.sidebars.element("sb\(sidebar.controller.number)", from: sidebar, sharing: sharing, make: make) ?? make()
    }

    /// A sidebar row made by `make`, or the one made last time from an equal row.
    func memoized(_ row: SidebarRowScene, make: () -> HTMLElement) -> HTMLElement {
        memo?.sidebarRows.element(row.nodeID.rawValue, from: row, sharing: sharing, make: make) ?? make()
    }

    /// A list row at `place` (its place in a windowed list, or nil): made now, or with a
    /// memo kept as its node, to be made when it is sent or its node changed (D-75).
    func listRow(_ node: ViewNode, place: RowPlace? = nil) -> HTMLElement {
        memo?.rows.element(node, place: place, sharing: sharing) ?? row(node, place: place)
    }

    func render(_ navigation: NavigationScene) -> HTMLElement {
        let key = "n\(navigation.controller.number)"
        var attributes = ["class": "pk-nav", "data-depth": String(navigation.stack.count)]
        if navigation.transition != .none { attributes["data-transition"] = navigation.transition.rawValue }
        if let gesture = navigation.gestureID { attributes["data-swipe"] = gesture.rawValue }
        let bar = render(navigation.bar, key: key)
        var top = render(navigation.top)
        if navigation.bar.largeTitle { top = withLargeTitle(top, navigation.bar, key: key) }
        var screens = [top]
        if let below = navigation.below {
            // Kept hidden and inert under the top, before it: Back shows it again (D-79).
            var hidden = render(below)
            hidden.setAttribute("hidden", "")
            hidden.setAttribute("inert", "")
            screens.insert(hidden, at: 0)
        }
        let body = HTMLElement("div", key: key + ".body", attributes: ["class": "pk-nav-body"], children: screens)
        guard let toolbar = navigation.toolbar else {
            return HTMLElement("div", key: key, attributes: attributes, children: [bar, body])
        }
        let footer = HTMLElement("footer", key: key + ".toolbar", attributes: ["class": "pk-toolbar", "role": "toolbar", "aria-label": "Toolbar"],
                                 children: toolbar.map(render))
        return HTMLElement("div", key: key, attributes: attributes, children: [bar, body, footer])
    }

    /// `screen` with the bar's title, large, as its first child: it scrolls with the screen, and the
    /// bar shows the title inline once it has scrolled away (NV-13, stacks.js). Assistive
    /// technologies read the bar's title; this one is only drawn.
    private func withLargeTitle(_ screen: HTMLElement, _ bar: NavigationBar, key: String) -> HTMLElement {
        var screen = screen.resolved
        guard case .children(var children) = screen.content else { return screen }
        var lines = [HTMLElement("h2", key: key + ".large", attributes: ["class": "pk-large-title-text"], text: bar.title ?? "")]
        if let subtitle = bar.subtitle {
            lines.append(HTMLElement("p", key: key + ".large-subtitle", attributes: ["class": "pk-large-subtitle"], text: subtitle))
        }
        children.insert(HTMLElement("div", key: key + ".large-title", attributes: ["class": "pk-large-title", "aria-hidden": "true"], children: lines), at: 0)
        screen.content = .children(children)
        return screen
    }

    func render(_ bar: NavigationBar, key: String) -> HTMLElement {
        let leading = HTMLElement("div", key: key + ".leading", attributes: ["class": "pk-bar-leading"], children: bar.leadingItems.map(render))
        var title = HTMLElement("h1", key: key + ".title", attributes: ["class": "pk-bar-title"], text: bar.title ?? "")
        if let subtitle = bar.subtitle {
            let line = HTMLElement("p", key: key + ".subtitle", attributes: ["class": "pk-bar-subtitle"], text: subtitle)
            title = HTMLElement("div", key: key + ".titles", attributes: ["class": "pk-bar-titles"], children: [title, line])
        }
        let trailing = HTMLElement("div", key: key + ".trailing", attributes: ["class": "pk-bar-trailing"], children: bar.trailingItems.map(render))
        var attributes = ["class": "pk-bar"]
        if bar.largeTitle { attributes["data-large"] = "" }
        return HTMLElement("header", key: key + ".bar", attributes: attributes, children: [leading, title, trailing])
    }

    func render(_ item: BarItem) -> HTMLElement {
        let key = item.id.rawValue
        var attributes = ["class": "pk-bar-item", "data-tap": key, "type": "button"]
        let symbol: String?
        let label: String
        var showsTitle = true
        switch item.kind {
        case .back(let title):
            attributes["class"] = "pk-bar-item pk-back"
            symbol = "chevron.backward"
            label = title
        case .displayMode(let icon, _, let reveals, let title):
            symbol = switch icon {
            case .sidebarToggle: "sidebar.leading"
            case .backChevron: "chevron.backward"
            case .fullScreen: "arrow.up.left.and.arrow.down.right"
            }
            attributes["data-kind"] = "displayMode"
            if let title {
                // A back button to the column it brings in, named by it ("‹ Inbox").
                attributes["class"] = "pk-bar-item pk-back"
                label = title
            } else {
                label = reveals ? "Show Sidebar" : "Hide Sidebar"
                showsTitle = false
            }
        case .secondaryOnly(let target):
            symbol = "arrow.up.left.and.arrow.down.right"
            label = target == .secondaryOnly ? "Expand" : "Restore Columns"
            showsTitle = false
        case .custom(let title, let itemSymbol, let role):
            symbol = itemSymbol
            label = title
            if let role { attributes["data-role"] = role.rawValue }
            if item.isDone { attributes["data-style"] = "done" }
            if !item.isEnabled {
                attributes["disabled"] = ""
                attributes["data-tap"] = nil
            }
        case .status(let text):
            // A text, not a button.
            return HTMLElement("span", key: key, attributes: ["class": "pk-toolbar-status", "role": "status"], text: text)
        }
        attributes["aria-label"] = label
        var children: [HTMLElement] = []
        if let symbol { children.append(icon(symbol, key: key + "#i")) }
        if showsTitle { children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: label)) }
        guard let menu = item.menu, case .menu(_, _, let opensOnTap) = menu.kind else {
            return HTMLElement("button", key: key, attributes: attributes, children: children)
        }
        if opensOnTap { attributes["data-tap"] = nil }
        return anchored(HTMLElement("button", key: key, attributes: attributes, children: children), menu: menu, opensOnTap: opensOnTap)
    }

    /// A symbol from the icon set, hidden from assistive technology (its control has the label).
    func icon(_ symbol: String, key: String) -> HTMLElement {
        HTMLElement("span", key: key, attributes: ["class": "pk-icon", "data-symbol": symbol, "aria-hidden": "true"], text: "")
    }
}

/// Point values as CSS pixels, without a trailing `.0`.
func px(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) + "px" }
    return String(rounded) + "px"
}

func frameStyle(_ frame: Rect, zIndex: Int? = nil) -> String {
    var style = "left:\(px(frame.x));top:\(px(frame.y));width:\(px(frame.width));height:\(px(frame.height))"
    if let zIndex { style += ";z-index:\(zIndex)" }
    return style
}

