/// A person's initials in a circle, as Mail and Contacts show someone without a photo.
public struct Monogram: View {
    /// The initials drawn: one or two letters, upper case.
    public var initials: String

    /// The monogram of a name: the first letters of its first and last words ("Ada Lovelace" →
    /// "AL"), of an address its first letter ("ada@example.com" → "A").
    public init(name: String) {
        initials = Self.initials(of: name)
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .monogram(initials))]
    }

    /// The first letters of the first and last words of a name; an address gives one letter.
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
            .filter { $0.first?.isLetter == true && !$0.contains("@") }
        guard let first = words.first?.first else {
            return name.first(where: \.isLetter).map { String($0).uppercased() } ?? ""
        }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }
}
