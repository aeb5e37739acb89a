import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SZ — size classes and idiom", .tags(.traits))
struct SizeClassTests {
    private func traits(_ width: Double, _ height: Double, _ pointer: PointerKind = .coarse,
                        breakpoints: SizeClassBreakpoints = .standard) -> Traits {
        Traits(viewport: Viewport(width: width, height: height, pointer: pointer), breakpoints: breakpoints)
    }

    @Test("SZ-1 phone landscape is regular only for large phones (short side ≥ 414)",
          arguments: [(844.0, 390.0, SizeClass.compact), (874, 402, .compact), (812, 375, .compact),
                      (736, 414, .regular), (932, 430, .regular), (956, 440, .regular)])
    func phoneLandscape(width: Double, height: Double, expected: SizeClass) {
        let landscape = traits(width, height)
        #expect(landscape.horizontalSizeClass == expected)
        #expect(landscape.verticalSizeClass == .compact)
        let portrait = traits(height, width)
        #expect(portrait.horizontalSizeClass == .compact)
        #expect(portrait.verticalSizeClass == .regular)
    }

    @Test("SZ-2 every iPad configuration has regular height",
          arguments: [(1024.0, 1366.0), (1366, 1024), (834, 1194), (1194, 834), (820, 1180), (1180, 820),
                      (744, 1133), (1133, 744), (320, 1024), (694, 768), (507, 768)])
    func padHeights(width: Double, height: Double) {
        #expect(traits(width, height).verticalSizeClass == .regular)
    }

    @Test("SZ-3 iPad multitasking: the wider app is regular, a third or a half is compact, 12.9\" halves are regular",
          arguments: [(694.0, 768.0, SizeClass.regular), (320, 768, .compact), (507, 768, .compact),
                      (551, 834, .compact), (592, 834, .compact), (678, 1024, .regular), (438, 1024, .compact),
                      (639, 1366, .compact)])
    func multitasking(width: Double, height: Double, expected: SizeClass) {
        #expect(traits(width, height).horizontalSizeClass == expected)
    }

    @Test("SZ-4 compact up to 639 points, regular from 678; the cut is 660 (DESIGN §3)",
          arguments: PointerKind.allCases)
    func threshold(pointer: PointerKind) {
        #expect(traits(639, 900, pointer).horizontalSizeClass == .compact)
        #expect(traits(659, 900, pointer).horizontalSizeClass == .compact)
        #expect(traits(660, 900, pointer).horizontalSizeClass == .regular)
        #expect(traits(678, 900, pointer).horizontalSizeClass == .regular)
    }

    @Test("SZ-5 apps may move the breakpoint")
    func overriddenBreakpoint() {
        let wide = SizeClassBreakpoints(regularWidth: 800)
        #expect(traits(744, 1133, breakpoints: wide).horizontalSizeClass == .compact)
        #expect(traits(834, 1194, breakpoints: wide).horizontalSizeClass == .regular)
        let window = Window(viewport: Viewport(width: 744, height: 1133))
        #expect(window.traits.horizontalSizeClass == .regular)
        window.breakpoints = wide
        #expect(window.traits.horizontalSizeClass == .compact)
    }

    @Test("Idiom follows the pointer and the screen; apps may pin it (DESIGN §3, D-62)")
    func idiom() {
        #expect(traits(390, 844, .coarse).idiom == .phone)
        #expect(traits(1180, 820, .coarse).idiom == .pad)
        #expect(traits(1440, 900, .fine).idiom == .mac)
        #expect(traits(500, 900, .fine).idiom == .mac)
        let pinned = Traits(viewport: Viewport(width: 390, height: 844), idiom: .pad)
        #expect(pinned.idiom == .pad)
        #expect(pinned.horizontalSizeClass == .compact)
    }

    @Test("D-62 the idiom comes from the device, the size classes from the window")
    func idiomFromDevice() {
        // A large phone on its side: regular width, still a phone.
        let landscape = traits(932, 430)
        #expect(landscape.horizontalSizeClass == .regular && landscape.idiom == .phone)
        // An iPad window made narrow (Slide Over, a third of the screen): compact width, still a pad.
        let slideOver = Traits(viewport: Viewport(width: 320, height: 1180, screen: Size(width: 820, height: 1180)))
        #expect(slideOver.horizontalSizeClass == .compact && slideOver.idiom == .pad)
        let third = Traits(viewport: Viewport(width: 507, height: 768, screen: Size(width: 1024, height: 768)))
        #expect(third.horizontalSizeClass == .compact && third.idiom == .pad)
        // A phone in portrait and landscape, given its screen.
        #expect(Traits(viewport: Viewport(width: 390, height: 844, screen: Size(width: 390, height: 844))).idiom == .phone)
        #expect(Traits(viewport: Viewport(width: 844, height: 390, screen: Size(width: 390, height: 844))).idiom == .phone)
        // A window is never larger than its screen: a window past it counts as the screen.
        #expect(Traits(viewport: Viewport(width: 1180, height: 820, screen: Size(width: 390, height: 844))).idiom == .pad)
        // A mouse: the Mac at every width; a narrow Mac window is compact with Mac metrics.
        let narrowMac = Traits(viewport: Viewport(width: 500, height: 900, pointer: .fine, screen: Size(width: 1440, height: 900)))
        #expect(narrowMac.idiom == .mac && narrowMac.horizontalSizeClass == .compact)
    }

    @Test("Traits carry the person's preferences")
    func preferences() {
        let viewport = Viewport(width: 1440, height: 900, pointer: .fine, layoutDirection: .rightToLeft,
                                colorScheme: .dark, sidebarRowSize: .large, reduceMotion: true)
        let traits = Traits(viewport: viewport)
        #expect(traits.layoutDirection == .rightToLeft)
        #expect(traits.colorScheme == .dark)
        #expect(traits.sidebarRowSize == .large)
        #expect(traits.reduceMotion)
    }
}
