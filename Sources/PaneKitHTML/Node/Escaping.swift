/// HTML escaping. Every string that reaches a page goes through one of these: text content and
/// attribute values alike, whatever their origin (a mail subject can hold `<script>`).
public enum Escaping {
    /// Escapes text content: `&`, `<`, `>`, and drops NUL, which HTML forbids.
    public static func text(_ string: String) -> String {
        var writer = UTF8Writer(capacity: string.utf8.count)
        writer.writeText(string)
        return writer.string
    }

    /// Escapes an attribute value for double quotes: text escaping plus `"` and `'`.
    public static func attribute(_ string: String) -> String {
        var writer = UTF8Writer(capacity: string.utf8.count)
        writer.writeAttribute(string)
        return writer.string
    }
}
