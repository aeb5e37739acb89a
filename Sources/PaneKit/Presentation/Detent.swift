extension SheetPresentationController {
    /// A height a sheet rests at. Spec: §5.1 Detents, SH-1, SH-15.
    public struct Detent: @unchecked Sendable {
        /// The detent's name: `.medium`, `.large`, or the app's own for custom detents.
        public let identifier: Identifier
        /// The height for a context, or nil when the detent is inactive there.
        let resolver: (DetentResolutionContext) -> Double?

        /// About half the container's height (DESIGN §3: 50 %); inactive in compact height (SH-1).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraits.verticalSizeClass == .compact ? nil : context.containerHeight * 0.5
            }
        }

        /// The full height the sheet can take (DESIGN §3: the container less the top inset).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height the app computes; returning nil makes it inactive.
        public static func custom(identifier: Identifier, resolver: @escaping (DetentResolutionContext) -> Double?) -> Detent {
            Detent(identifier: identifier, resolver: resolver)
        }

        /// A fraction of the largest height (SwiftUI's `.fraction`, SH-15).
        public static func fraction(_ fraction: Double, identifier: Identifier? = nil) -> Detent {
            Detent(identifier: identifier ?? Identifier("fraction-\(fraction)")) { $0.maximumDetentValue * fraction }
        }

        /// A fixed height (SwiftUI's `.height`, SH-15).
        public static func height(_ height: Double, identifier: Identifier? = nil) -> Detent {
            Detent(identifier: identifier ?? Identifier("height-\(height)")) { _ in height }
        }

        /// The height in a context, clamped to what fits, or nil when inactive.
        public func resolvedValue(in context: DetentResolutionContext) -> Double? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }

        /// A detent's name.
        public struct Identifier: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier from a name, like
            /// `UISheetPresentationController.Detent.Identifier(_:)`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(stringLiteral value: String) { rawValue = value }
            public var description: String { rawValue }

            /// The name of the ``SheetPresentationController/Detent/medium()`` detent.
            public static let medium = Identifier("medium")
            /// The name of the ``SheetPresentationController/Detent/large()`` detent.
            public static let large = Identifier("large")
        }
    }

    /// What a detent resolver knows. Spec: §5.1 context.
    public struct DetentResolutionContext: Sendable, Hashable {
        /// The window's traits.
        public let containerTraits: Traits
        /// The tallest a detent can be.
        public let maximumDetentValue: Double
        /// The height the presentation appears in.
        public let containerHeight: Double
    }
}
