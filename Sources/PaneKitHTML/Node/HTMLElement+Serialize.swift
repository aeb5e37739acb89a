extension HTMLElement {
    /// Elements that have no end tag.
    static let voidTags: Set<String> = ["input", "img", "br", "hr", "meta", "link"]

    /// The element as HTML text, keys as `data-k`, everything escaped.
    public var html: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        out += "<" + tag + " data-k=\"" + Escaping.attribute(key) + "\""
        for attribute in attributes {
            out += " " + attribute.name + "=\"" + Escaping.attribute(attribute.value) + "\""
        }
        out += ">"
        if Self.voidTags.contains(tag) { return }
        switch content {
        case .text(let text): out += Escaping.text(text)
        case .children(let children): for child in children { child.write(to: &out) }
        }
        out += "</" + tag + ">"
    }
}
