import Foundation
import PaneKit

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal
/// becomes where `Text`, `Button`, `Label` and the title modifiers take one.
///
/// PaneKitUI shows a key as the text it spells, its interpolations written out (numbers and
/// dates in the server's locale, formats as their `FormatStyle` writes them). Apps served in
/// one language need nothing more; a `Localizable.strings` table is not looked up (docs/swiftui-coverage.md).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key spells, interpolations written out.
    let text: String

    /// A key that is `value` itself.
    public init(_ value: String) { text = value }

    /// A key from a literal.
    public init(stringLiteral value: String) { text = value }

    /// A key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a key's text from a literal's parts, as SwiftUI's
    /// `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A string.
        public mutating func appendInterpolation(_ string: String) { text += string }

        /// Any value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        /// A value written by a format style (`"\(price, format: .currency(code: "EUR"))"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        /// A value written by a `Formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// A ``Text``'s words.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }

        /// A date in a ``Text/DateStyle``.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += PaneKit.DateDisplay(date, style: style.display).fallback
        }
    }
}
