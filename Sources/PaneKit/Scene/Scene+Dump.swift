extension Scene {
    /// A readable, stable text form of the Scene, one element per line, indented by containment.
    /// Snapshot tests compare it whole.
    ///
    /// ```
    /// scene 1440×900 h:regular v:regular mac fine
    /// split #1 tripleColumn tile twoBesideSecondary
    ///   column primary x=0 w=280 h=900 z=1 divider
    ///     navigation #2 stack=#3
    ///       bar "Folders" leading=[displayMode sidebarToggle→oneBesideSecondary]
    ///       content #3 "Folders"
    /// ```
    public func dump() -> String {
        var lines = ["scene \(traits)" + (tintColor.map { " tint=\($0.rawValue)" } ?? "")]
        root?.dump(into: &lines, indent: 0)
        for presentation in presentations { presentation.dump(into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SceneNode {
    func dump(into lines: inout [String], indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .content(let content):
            lines.append(pad + "content \(content.controller)" + quoted(content.title))
            for node in content.nodes { node.dump(into: &lines, indent: indent + 1) }
        case .navigation(let navigation):
            var line = pad + "navigation \(navigation.controller)"
            if !navigation.mergedControllers.isEmpty {
                line += " merging=" + navigation.mergedControllers.map(\.description).joined(separator: ",")
            }
            line += " stack=" + navigation.stack.map(\.description).joined(separator: ",")
            if navigation.transition != .none { line += " transition=\(navigation.transition.rawValue)" }
            lines.append(line)
            lines.append(pad + "  " + navigation.bar.dumpLine)
            navigation.top.dump(into: &lines, indent: indent + 1)
        case .split(let split):
            var line = pad + "split \(split.controller) \(split.style.rawValue)"
            line += split.isCollapsed ? " collapsed" : " \(split.splitBehavior.rawValue) \(split.displayMode.rawValue)"
            if split.primaryEdge == .trailing { line += " primaryEdge=trailing" }
            if split.layoutDirection == .rightToLeft { line += " rtl" }
            if split.gestureID == nil { line += " noGesture" }
            lines.append(line)
            for column in split.columns {
                var columnLine = pad + "  column \(column.column.rawValue) \(column.frame) z=\(column.zIndex)"
                if column.dividerID != nil { columnLine += " divider" }
                if column.background != .none { columnLine += " background=\(column.background.rawValue)" }
                lines.append(columnLine)
                column.content.dump(into: &lines, indent: indent + 2)
            }
            if let dimming = split.dimming {
                lines.append(pad + "  dimming \(dimming.frame)")
            }
            if let sheet = split.inspectorSheet {
                lines.append(pad + "  inspectorSheet \(sheet.frame) selected=\(sheet.selectedDetent?.rawValue ?? "-")")
                sheet.content.dump(into: &lines, indent: indent + 2)
            }
        case .sidebar(let sidebar):
            var line = pad + "sidebar \(sidebar.controller)" + quoted(sidebar.title) + " \(sidebar.appearance.rawValue) \(sidebar.rowSize.rawValue)"
            line += " row=\(PointFormat.string(sidebar.metrics.rowHeight)) text=\(PointFormat.string(sidebar.metrics.textSize)) icon=\(PointFormat.string(sidebar.metrics.iconSize))"
            if sidebar.isEditing { line += " editing" }
            if sidebar.rowsShowDisclosure { line += " chevrons" }
            lines.append(line)
            for section in sidebar.sections {
                var header = pad + "  section \(section.id)" + quoted(section.title)
                if section.disclosureID != nil { header += section.isExpanded ? " expanded" : " collapsed" }
                if section.addID != nil { header += " add" }
                if section.moveID != nil { header += " reorderable" }
                lines.append(header)
                for row in section.rows {
                    var rowLine = pad + "    " + String(repeating: "  ", count: row.level) + "row \(row.id) \"\(row.title)\""
                    if let symbol = row.symbol { rowLine += " symbol=\(symbol)" }
                    if let badge = row.badge { rowLine += " badge=\(badge)" }
                    if let expanded = row.isExpanded { rowLine += expanded ? " expanded" : " collapsed" }
                    if row.isSelected { rowLine += " selected" }
                    if row.isHidden { rowLine += " hidden" }
                    if !row.contextActions.isEmpty { rowLine += " actions=" + row.contextActions.map(\.title).joined(separator: ",") }
                    lines.append(rowLine)
                }
            }
        case .tabBar(let tabBar):
            var line = pad + "tabBar \(tabBar.controller) \(tabBar.position.rawValue) \(tabBar.itemPositioning.rawValue) \(tabBar.itemLayout.rawValue)"
            if tabBar.isHidden { line += " hidden" }
            lines.append(line)
            let items = tabBar.items.map { item in
                (item.isSelected ? "*" : "") + (item.isSymbolOnly ? "[\(item.symbol ?? "")]" : "\"\(item.title)\"")
                    + (item.badge.map { "(\($0))" } ?? "")
            }
            lines.append(pad + "  items " + items.joined(separator: " ") + (tabBar.sidebarToggleID != nil ? " sidebarToggle" : ""))
            if let sidebar = tabBar.sidebar { SceneNode.sidebar(sidebar).dump(into: &lines, indent: indent + 1) }
            tabBar.content?.dump(into: &lines, indent: indent + 1)
        }
    }
}

extension PresentationScene {
    func dump(into lines: inout [String]) {
        var line = "presentation \(controller) \(appearance.rawValue) \(frame)"
        if !detents.isEmpty {
            line += " detents=" + detents.map { "\($0.identifier):\(PointFormat.string($0.height))" }.joined(separator: ",")
        }
        if let selectedDetent { line += " selected=\(selectedDetent)" }
        if grabberID != nil { line += " grabber" }
        if let dimming { line += " dimmed=\(dimming.opacity)" }
        if isModal { line += " modal" }
        if let tintColor { line += " tint=\(tintColor.rawValue)" }
        if let cornerRadius { line += " radius=\(PointFormat.string(cornerRadius))" }
        if buttonPlacement == .bottomTrailing { line += " buttons=bottomTrailing" }
        lines.append(line)
        content.dump(into: &lines, indent: 1)
    }
}

extension NavigationBar {
    var dumpLine: String {
        var line = "bar" + quoted(title)
        if largeTitle { line += " large" }
        if let subtitle { line += " subtitle=\"\(subtitle)\"" }
        if !leadingItems.isEmpty { line += " leading=[" + leadingItems.map(\.dumpText).joined(separator: ", ") + "]" }
        if !trailingItems.isEmpty { line += " trailing=[" + trailingItems.map(\.dumpText).joined(separator: ", ") + "]" }
        return line
    }
}

extension BarItem {
    var dumpText: String {
        switch kind {
        case .back(let title): "back \"\(title)\""
        case .displayMode(let icon, let target, _, let title): "displayMode \(icon.rawValue)→\(target.rawValue)" + (title.map { " \"\($0)\"" } ?? "")
        case .secondaryOnly(let target): "secondaryOnly→\(target.rawValue)"
        case .custom(let title, let symbol, let role):
            "item \"\(title)\"" + (symbol.map { " symbol=\($0)" } ?? "") + (role.map { " role=\($0.rawValue)" } ?? "")
                + (isEnabled ? "" : " disabled") + (isDone ? " done" : "") + (menu.map { " menu(\($0.children.count))" } ?? "")
        case .status(let text): "status \"\(text)\""
        }
    }
}

extension ViewNode {
    func dump(into lines: inout [String], indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        let line: String
        switch kind {
        case .text(let string, let style, let format):
            line = "text \"\(string)\"" + (style == .body ? "" : " style=\(style.rawValue)") + format.dumped
        case .label(let title, let symbol):
            line = "label \"\(title)\"" + (symbol.map { " symbol=\($0)" } ?? "")
        case .image(let symbol, let color):
            line = "image \(symbol)" + (color.map { " color=\($0.name)" } ?? "")
        case .button(let title, let symbol, let role):
            line = "button \"\(title)\"" + (symbol.map { " symbol=\($0)" } ?? "")
                + (role.map { " role=\($0.rawValue)" } ?? "") + " [\(id)]"
        case .list(let selection, let reorderable, let window, let refresh):
            line = "list" + (selection.map { " selection=\($0)" } ?? "") + (reorderable ? " reorderable" : "")
                + (window.map { " window=\($0.offset)" + ($0.hasMore ? "+" : "") } ?? "")
                + (refresh.map { " refresh=\($0.rawValue)" } ?? "") + " [\(id)]"
        case .section(let header):
            line = "section" + quoted(header)
        case .sectionFooter:
            line = "footer"
        case .row(let tag, let isSelected, let showsDisclosure):
            line = "row \(tag)" + (isSelected ? " selected" : "") + (showsDisclosure ? " chevron" : "")
        case .contentUnavailable(let title, let symbol, let description):
            line = "unavailable \"\(title)\"" + (symbol.map { " symbol=\($0)" } ?? "")
                + (description.map { " \"\($0)\"" } ?? "")
        case .textField(let placeholder, let text, let isFocused, let isSearch, let label):
            line = (isSearch ? "searchField" : "textField") + " \"\(text)\" placeholder=\"\(placeholder)\"" + (label.map { " label=\"\($0)\"" } ?? "")
                + (isFocused ? " focused" : "") + " [\(id)]"
        case .textEditor(let placeholder, let text, let isFocused, let label):
            line = "textEditor \"\(text)\" placeholder=\"\(placeholder)\"" + (label.map { " label=\"\($0)\"" } ?? "")
                + (isFocused ? " focused" : "") + " [\(id)]"
        case .picker(let title, let style):
            line = "picker \"\(title)\" \(style.rawValue) [\(id)]"
        case .option(let tag, let title, let symbol, let tint, let isSelected):
            line = "option \(tag) \"\(title)\"" + (symbol.map { " symbol=\($0)" } ?? "")
                + (tint.map { " tint=\($0.rawValue)" } ?? "") + (isSelected ? " selected" : "")
        case .badge(let value):
            line = "badge \(value)"
        case .stack(let axis, let spacing, let alignment):
            line = (axis == .vertical ? "vstack" : "hstack") + (alignment.map { " align=\($0.rawValue)" } ?? "")
                + (spacing.map { " spacing=\(PointFormat.string($0))" } ?? "")
        case .zStack(let alignment):
            line = "zstack \(alignment.name)"
        case .decorated(let decoration):
            line = decoration.dumped
        case .shape(let shape, let fill, let stroke, let lineWidth):
            line = "shape \(shape.dumped)" + (fill.map { " fill=\($0.dumped)" } ?? "")
                + (stroke.map { " stroke=\($0.dumped) width=\(PointFormat.string(lineWidth))" } ?? "")
        case .grid(let layout):
            line = "grid \(layout.axis.rawValue)" + (layout.tracks.isEmpty ? "" : " " + layout.tracks.map(\.size.dumped).joined(separator: ","))
        case .gridRow:
            line = "gridRow"
        case .divider:
            line = "divider"
        case .labeledButton(let role):
            line = "labeledButton" + (role.map { " role=\($0.rawValue)" } ?? "") + " [\(id)]"
        case .form:
            line = "form"
        case .monogram(let initials):
            line = "monogram \(initials)"
        case .spacer:
            line = "spacer"
        case .toggle(let title, let isOn):
            line = "toggle \"\(title)\"" + (isOn ? " on" : " off") + " [\(id)]"
        case .valueControl(let title, let value, let control):
            line = "valueControl \"\(title)\" value=\"\(control.isSecret ? "•••" : value)\" \(control) [\(id)]"
        case .disabled:
            line = "disabled"
        case .submitHandler:
            line = "onSubmit [\(id)]"
        case .focusRequest(let focus):
            line = focus ? "focusRequest" : "blurRequest"
        case .dropDestination:
            line = "dropDestination [\(id)]"
        case .swipeActions(let edge, let allowsFullSwipe):
            line = "swipeActions \(edge.rawValue)" + (allowsFullSwipe ? " full" : "")
        case .contextMenu:
            line = "contextMenu"
        case .menu(let title, let symbol, let opensOnTap):
            line = "menu \"\(title)\"" + (symbol.map { " symbol=\($0)" } ?? "") + (opensOnTap ? "" : " primaryAction") + " [\(id)]"
        case .searchBar(let highlightsMatches):
            line = "searchBar" + (highlightsMatches ? " highlightsMatches" : "")
        case .tinted(let color):
            line = "tinted \(color.rawValue)"
        case .actionsOnRequest:
            line = "actionsOnRequest [\(id)]"
        }
        lines.append(pad + line)
        for child in children { child.dump(into: &lines, indent: indent + 1) }
    }
}

extension Decoration {
    /// The decoration as a dump writes it: `padding 8,16,8,16`, `frame w=…`, `background center center`.
    var dumped: String {
        switch self {
        case .padding(let insets):
            return "padding " + [insets.top, insets.leading, insets.bottom, insets.trailing].map(PointFormat.string).joined(separator: ",")
        case .frame(let frame):
            let parts: [(String, Double?)] = [("minW", frame.minWidth), ("idealW", frame.idealWidth), ("maxW", frame.maxWidth),
                                               ("minH", frame.minHeight), ("idealH", frame.idealHeight), ("maxH", frame.maxHeight)]
            return "frame" + parts.compactMap { name, value in value.map { " \(name)=" + ($0.isInfinite ? "inf" : PointFormat.string($0)) } }.joined()
                + " \(frame.alignment.name)"
        case .background(let alignment): return "background \(alignment.name)"
        case .overlay(let alignment): return "overlay \(alignment.name)"
        case .clip(let shape): return "clip \(shape.dumped)"
        case .opacity(let value): return "opacity \(value)"
        case .hidden: return "hidden"
        case .border(let fill, let width): return "border \(fill.dumped) width=\(PointFormat.string(width))"
        case .gridCell(let columns): return "gridCell columns=\(columns)"
        case .buttonLook(let look): return "buttonStyle \(look.rawValue)"
        case .controlSize(let size): return "controlSize \(size.rawValue)"
        case .textAlignment(let alignment): return "textAlignment \(alignment.rawValue)"
        case .symbolStyle(let style): return "symbolStyle \(style.rawValue)"
        case .accessibility(let label, let hint, let isHidden):
            return "accessibility" + (label.map { " label=\"\($0)\"" } ?? "") + (hint.map { " hint=\"\($0)\"" } ?? "")
                + (isHidden ? " hidden" : "")
        case .help(let text): return "help \"\(text)\""
        case .listLook(let look): return "listStyle \(look.rawValue)"
        }
    }
}

extension ShapeKind {
    /// `rectangle`, `roundedRectangle(12)`, `capsule`…
    var dumped: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(PointFormat.string(radius)))"
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        }
    }
}

extension Fill {
    /// `primary`, `orange`, `rgb(0.2,0.4,0.6,1.0)`, `background`, `material2`…
    var dumped: String {
        switch self {
        case .color(let color): color.name
        case .rgb(let red, let green, let blue, let opacity): "rgb(\(red),\(green),\(blue),\(opacity))"
        case .background(let secondary): secondary ? "secondaryBackground" : "background"
        case .material(let thickness): "material\(thickness)"
        }
    }
}

extension GridTrack.Size {
    /// `fixed(80)`, `flexible(0-inf)`, `adaptive(120-inf)`.
    var dumped: String {
        func bound(_ value: Double) -> String { value.isInfinite ? "inf" : PointFormat.string(value) }
        switch self {
        case .fixed(let size): return "fixed(\(bound(size)))"
        case .flexible(let minimum, let maximum): return "flexible(\(bound(minimum))-\(bound(maximum)))"
        case .adaptive(let minimum, let maximum): return "adaptive(\(bound(minimum))-\(bound(maximum)))"
        }
    }
}

private func quoted(_ string: String?) -> String {
    string.map { " \"\($0)\"" } ?? ""
}

extension TextFormat {
    /// The parts that differ from the style's own, as a dump shows them.
    var dumped: String {
        var parts = ""
        if let lineLimit { parts += " lines=\(lineLimit)" }
        if let weight { parts += " weight=\(weight.rawValue)" }
        if let color { parts += " color=\(color.name)" }
        if let date { parts += " date=\(date.style.rawValue)" }
        if !decorations.isEmpty { parts += " text=" + decorations.names.joined(separator: ",") }
        return parts
    }
}

