/// HTML escaping. Every string that reaches a page goes through one of these: text content and
/// attribute values alike, whatever their origin (a mail subject can hold `<script>`).
public enum Escaping {
    /// Escapes text content: `&`, `<`, `>`, and drops NUL, which HTML forbids.
    public static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// Escapes an attribute value for double quotes: text escaping plus `"` and `'`.
    public static func attribute(_ string: String) -> String {
        escape(string, quotes: true)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\0": break
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
