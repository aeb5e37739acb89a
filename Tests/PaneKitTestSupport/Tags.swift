import Testing

extension Tag {
    @Tag public static var split: Self
    @Tag public static var navigation: Self
    @Tag public static var traits: Self
    @Tag public static var delegateOrder: Self
    @Tag public static var invariants: Self
    @Tag public static var snapshots: Self
    @Tag public static var scenario: Self
    @Tag public static var sheet: Self
    @Tag public static var tabs: Self
    @Tag public static var sidebar: Self
}
