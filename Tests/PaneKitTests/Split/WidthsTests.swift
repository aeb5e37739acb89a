import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SV-W — column widths", .tags(.split))
struct WidthsTests {
    /// The primary width a double column gets at `width` once configured.
    private func primaryWidth(_ width: Double, _ configure: (SplitViewController) -> Void) -> Double {
        let fixture = SplitFixture(.doubleColumn, width: width, configure: configure)
        return fixture.split.primaryColumnWidth
    }

    @Test("SV-W1 the fraction of the split width, clamped to minimum and maximum")
    func fraction() {
        #expect(primaryWidth(1000) { $0.preferredPrimaryColumnWidthFraction = 0.25 } == 250)
        #expect(primaryWidth(1000) { $0.preferredPrimaryColumnWidthFraction = 0.4 } == 320,
                "automatic maximum is 320")
        #expect(primaryWidth(1000) {
            $0.preferredPrimaryColumnWidthFraction = 0.4
            $0.maximumPrimaryColumnWidth = 500
        } == 400)
        #expect(primaryWidth(1000) {
            $0.preferredPrimaryColumnWidthFraction = 0.1
            $0.minimumPrimaryColumnWidth = 200
        } == 200)
    }

    @Test("SV-W2 a set width beats the fraction and is still clamped")
    func preferredWidth() {
        let fixture = SplitFixture(.doubleColumn, width: 1440) {
            $0.preferredPrimaryColumnWidthFraction = 0.5
            $0.preferredPrimaryColumnWidth = 300
        }
        #expect(fixture.split.primaryColumnWidth == 300)
        #expect(fixture.splitScene.columns.first { $0.column == .primary }?.frame.width == 300)
        fixture.split.preferredPrimaryColumnWidth = 400
        #expect(fixture.split.primaryColumnWidth == 320)
        fixture.split.minimumPrimaryColumnWidth = 350
        #expect(fixture.split.primaryColumnWidth == 350, "a minimum above the automatic maximum wins")
    }

    @Test("SV-W3 automatic widths: primary 320 (double) or 280 (triple), supplementary 320, inspector 320")
    func defaults() {
        #expect(SplitFixture(.doubleColumn, width: 1440).split.primaryColumnWidth == 320)
        let triple = SplitFixture(.tripleColumn, width: 1440)
        #expect(triple.split.primaryColumnWidth == 280)
        #expect(triple.split.supplementaryColumnWidth == 320)
        #expect(triple.split.inspectorColumnWidth == 320)
        #expect(triple.split.secondaryMinimumWidth == 480)
        #expect(triple.split.preferredPrimaryColumnWidth == SplitViewController.automaticDimension,
                "every width property starts automatic")
    }

    @Test("SV-W4 people resize tiled columns by dragging the divider; the width is clamped")
    func dividerDrag() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440) { $0.maximumPrimaryColumnWidth = 360 }
        let primary = try #require(fixture.splitScene.columns.first { $0.column == .primary })
        let divider = try #require(primary.dividerID)
        try fixture.window.send(.dividerDragEnded(divider, width: 340))
        #expect(fixture.split.primaryColumnWidth == 340)
        _ = fixture.scene
        try fixture.window.send(.dividerDragEnded(divider, width: 900))
        #expect(fixture.split.primaryColumnWidth == 360)
        _ = fixture.scene
        #expect(throws: EventError.invalidWidth(-.infinity)) {
            try fixture.window.send(.dividerDragEnded(divider, width: -.infinity))
        }
        #expect(fixture.splitScene.columns.first { $0.column == .secondary }?.dividerID == nil)
    }

    @Test("The secondary's preferred width raises what it needs before sidebars tile (D-05)")
    func secondaryPreferredWidth() {
        let fixture = SplitFixture(.doubleColumn, width: 1000) { $0.preferredSecondaryColumnWidth = 700 }
        #expect(fixture.split.secondaryMinimumWidth == 700)
        #expect(fixture.split.splitBehavior == .overlay)
        fixture.split.preferredSecondaryColumnWidth = SplitViewController.automaticDimension
        #expect(fixture.split.splitBehavior == .tile)
    }
}
