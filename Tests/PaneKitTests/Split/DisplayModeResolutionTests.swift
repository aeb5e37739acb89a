import PaneKit
import PaneKitTestSupport
import Testing

typealias Mode = SplitViewController.DisplayMode
typealias Behavior = SplitViewController.SplitBehavior
typealias Column = SplitViewController.Column

@Suite("SV-R — display mode resolution", .tags(.split))
struct DisplayModeResolutionTests {
    @Test("SV-R1 the preferred mode is adopted when it fits, and gives way when it does not")
    func preferredAdopted() {
        let fixture = SplitFixture(.doubleColumn, width: 1440) { $0.preferredDisplayMode = .secondaryOnly }
        #expect(fixture.split.displayMode == .secondaryOnly)
        fixture.split.preferredDisplayMode = .oneBesideSecondary
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        // Tile forced at 744: three tiled columns would leave the secondary 144 points.
        let narrow = SplitFixture(.tripleColumn, width: 744) { split in
            split.preferredSplitBehavior = .tile
            split.preferredDisplayMode = .twoBesideSecondary
        }
        #expect(narrow.split.displayMode == .secondaryOnly)
        narrow.resize(900)
        #expect(narrow.split.displayMode == .oneBesideSecondary)
        narrow.resize(1200)
        #expect(narrow.split.displayMode == .twoBesideSecondary)
    }

    static let table: [(Mode, [Mode])] = [
        // preferred → [tile, overlay, displace]
        (.secondaryOnly, [.secondaryOnly, .secondaryOnly, .secondaryOnly]),
        (.oneBesideSecondary, [.oneBesideSecondary, .oneOverSecondary, .oneBesideSecondary]),
        (.oneOverSecondary, [.oneBesideSecondary, .oneOverSecondary, .oneBesideSecondary]),
        (.twoBesideSecondary, [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary]),
        (.twoOverSecondary, [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary]),
        (.twoDisplaceSecondary, [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary]),
    ]

    @Test("SV-R2 the preferred mode is interpreted to match the split behavior (table, derived cells included)",
          arguments: table)
    func mapping(preferred: Mode, expected: [Mode]) {
        for (behavior, mode) in zip([Behavior.tile, .overlay, .displace], expected) {
            let fixture = SplitFixture(.tripleColumn, width: 1440) { split in
                split.preferredSplitBehavior = behavior
                split.preferredDisplayMode = preferred
            }
            #expect(fixture.split.splitBehavior == behavior)
            #expect(fixture.split.displayMode == mode, "\(preferred) with \(behavior)")
        }
    }

    @Test("SV-R2 two-sidebar modes on a double column become the matching one-sidebar mode (DESIGN §3)")
    func doubleColumnMapping() {
        for (behavior, expected) in [(Behavior.tile, Mode.oneBesideSecondary), (.overlay, .oneOverSecondary), (.displace, .oneBesideSecondary)] {
            for preferred in [Mode.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary] {
                #expect(DisplayModeResolution.mode(preferred, fittedTo: behavior, style: .doubleColumn) == expected)
            }
        }
    }

    @Test("SV-R3 with presentsWithGesture off the preferred mode is strictly respected")
    func strict() {
        let fixture = SplitFixture(.tripleColumn, width: 744) { split in
            split.presentsWithGesture = false
            split.preferredSplitBehavior = .tile
            split.preferredDisplayMode = .twoBesideSecondary
        }
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        fixture.split.presentsWithGesture = true
        #expect(fixture.split.displayMode == .secondaryOnly)
    }

    @Test("SV-R4 automatic chooses by the available width (DESIGN §3 rules)",
          arguments: [(SplitViewController.Style.doubleColumn, 1440.0, Mode.oneBesideSecondary), (.doubleColumn, 800, .oneBesideSecondary),
                      (.doubleColumn, 799, .secondaryOnly), (.doubleColumn, 660, .secondaryOnly),
                      (.tripleColumn, 1440, .twoBesideSecondary), (.tripleColumn, 1080, .twoBesideSecondary),
                      (.tripleColumn, 1079, .oneBesideSecondary), (.tripleColumn, 800, .oneBesideSecondary),
                      (.tripleColumn, 799, .secondaryOnly)])
    func automaticMode(style: SplitViewController.Style, width: Double, expected: Mode) {
        let fixture = SplitFixture(style, width: width)
        #expect(fixture.split.displayMode == expected)
    }

    @Test("SV-R4, D-114: a large phone on its side (932 × 430) shows all three columns, as UIKit does; an iPad window as wide keeps two")
    func largePhoneLandscape() {
        let phone = SplitFixture(.tripleColumn, width: 932, height: 430)
        #expect(phone.window.traits.idiom == .phone && phone.window.traits.horizontalSizeClass == .regular)
        #expect(phone.split.displayMode == .twoBesideSecondary)
        #expect(Set(phone.visibleColumns) == [.primary, .supplementary, .secondary])
        #expect(phone.splitScene.columns.allSatisfy { $0.frame.width > 0 })
        let pad = SplitFixture(.tripleColumn, width: 932, height: 700)
        #expect(pad.window.traits.idiom == .pad)
        #expect(pad.split.displayMode == .oneBesideSecondary)
    }

    @Test("SV-R5 automatic behavior by width bucket: tile, displace, overlay (DESIGN §3)",
          arguments: [(SplitViewController.Style.doubleColumn, 800.0, Behavior.tile), (.doubleColumn, 799, .overlay),
                      (.tripleColumn, 1080, .tile), (.tripleColumn, 1079, .displace), (.tripleColumn, 800, .displace),
                      (.tripleColumn, 799, .overlay)])
    func automaticBehavior(style: SplitViewController.Style, width: Double, expected: Behavior) {
        #expect(SplitFixture(style, width: width).split.splitBehavior == expected)
    }

    @Test("SV-R5 the buckets follow the column widths the app sets")
    func bucketsFollowWidths() {
        let fixture = SplitFixture(.doubleColumn, width: 760) { $0.preferredPrimaryColumnWidth = 250 }
        #expect(fixture.split.splitBehavior == .tile)
        fixture.split.preferredPrimaryColumnWidth = 300
        #expect(fixture.split.splitBehavior == .overlay)
    }

    @Test("SV-R6 displayMode is never automatic", arguments: [375.0, 744, 834, 1024, 1440])
    func neverAutomatic(width: Double) {
        for style in SplitViewController.Style.columnStyles {
            let fixture = SplitFixture(style, width: width)
            #expect(fixture.split.displayMode != .automatic)
            fixture.split.preferredDisplayMode = .automatic
            #expect(fixture.split.displayMode != .automatic)
        }
        #expect(SplitViewController(style: .doubleColumn).displayMode == .secondaryOnly, "§1.2 before the first layout")
        #expect(SplitViewController(style: .doubleColumn).splitBehavior == .overlay, "§1.2 before the first layout")
    }

    @Test("SV-R7 a change of the actual mode is announced with willChangeTo", .tags(.delegateOrder))
    func willChangeTo() {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        fixture.log.take()
        fixture.split.preferredDisplayMode = .secondaryOnly
        #expect(fixture.log.take() == ["willHide(primary)", "willChangeTo(secondaryOnly)",
                                       "Folders.willDisappear", "Folders.didDisappear"])
        fixture.split.preferredDisplayMode = .secondaryOnly
        #expect(fixture.log.take().isEmpty, "no change, no call")
    }

    @Test("SV-R8 while collapsed the display mode has no effect on what is shown")
    func collapsedIgnoresMode() {
        let fixture = SplitFixture(.tripleColumn, width: 390, height: 844)
        let before = fixture.scene
        for mode in Mode.allCases {
            fixture.split.preferredDisplayMode = mode
            #expect(fixture.scene == before)
        }
    }

    @Test("A resize within the same bucket keeps what people chose; a new bucket applies the rules (D-03)")
    func resizeKeepsChoice() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        fixture.split.hide(.primary)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.resize(1300)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.log.take()
        fixture.resize(900)
        #expect(fixture.split.splitBehavior == .displace)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.resize(1440)
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        #expect(fixture.log.takeDelegateCalls() == ["willShow(primary)", "willChangeTo(twoBesideSecondary)", "didShow(primary)"])
    }
}
