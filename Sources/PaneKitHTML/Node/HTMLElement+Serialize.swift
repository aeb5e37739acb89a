extension HTMLElement {
    /// Elements that have no end tag.
    static let voidTags: Set<String> = ["input", "img", "br", "hr", "meta", "link"]

    /// The element as HTML text, keys as `data-k`, everything escaped.
    public var html: String {
        var writer = UTF8Writer(capacity: 4096)
        write(to: &writer)
        return writer.string
    }

    func write(to out: inout UTF8Writer) {
        if case .deferred(let deferred) = content { return deferred.element.write(to: &out) }
        out.write("<")
        out.write(tag)
        out.write(" data-k=\"")
        out.writeAttribute(key)
        out.write("\"")
        for attribute in attributes {
            out.write(" ")
            out.write(attribute.name)
            out.write("=\"")
            out.writeAttribute(attribute.value)
            out.write("\"")
        }
        out.write(">")
        if Self.voidTags.contains(tag) { return }
        switch content {
        case .text(let text): out.writeText(text)
        case .children(let children): for child in children { child.write(to: &out) }
        case .deferred: break
        }
        out.write("</")
        out.write(tag)
        out.write(">")
    }
}
