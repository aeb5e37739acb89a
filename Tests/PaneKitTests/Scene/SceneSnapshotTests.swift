import PaneKit
import PaneKitTestSupport
import Testing

/// Whole-Scene text snapshots (DESIGN §6). Re-record with `PANEKIT_RECORD=1 swift test`.
@Suite("Scene snapshots", .tags(.snapshots, .split))
struct SceneSnapshotTests {
    /// The widths of issue 2, each with the height of the device it comes from.
    static let devices: [(width: Double, height: Double, pointer: PointerKind)] = [
        (1440, 900, .fine), (1194, 834, .coarse), (1024, 1366, .coarse), (834, 1194, .coarse),
        (744, 1133, .coarse), (430, 932, .coarse), (375, 812, .coarse),
    ]

    @Test("Automatic layout at each device width", arguments: SplitViewController.Style.columnStyles)
    func automaticWidths(style: SplitViewController.Style) {
        for device in Self.devices {
            let fixture = SplitFixture(style, width: device.width, height: device.height, pointer: device.pointer)
            assertSnapshot(fixture.scene.dump(), named: "\(style.rawValue)-\(Int(device.width))")
        }
    }

    @Test("Each behavior and display mode at 1440", arguments: SplitViewController.Style.columnStyles)
    func behaviorsAndModes(style: SplitViewController.Style) {
        for behavior in [SplitViewController.SplitBehavior.tile, .overlay, .displace] {
            for mode in behavior.allowedDisplayModes(for: style) {
                let fixture = SplitFixture(style, width: 1440, pointer: .fine) { split in
                    split.preferredSplitBehavior = behavior
                    split.preferredDisplayMode = mode
                }
                #expect(fixture.split.displayMode == mode)
                assertSnapshot(fixture.scene.dump(), named: "\(style.rawValue)-\(behavior.rawValue)-\(mode.rawValue)")
            }
        }
    }

    @Test("Right-to-left and trailing primary edge", arguments: SplitViewController.Style.columnStyles)
    func directionAndEdge(style: SplitViewController.Style) {
        for (direction, edge) in [(LayoutDirection.rightToLeft, SplitViewController.PrimaryEdge.leading),
                                  (.leftToRight, .trailing), (.rightToLeft, .trailing)] {
            let fixture = SplitFixture(style, width: 1194, height: 834, layoutDirection: direction) { split in
                split.primaryEdge = edge
            }
            let name = "\(style.rawValue)-1194-\(direction == .rightToLeft ? "rtl" : "ltr")-\(edge.rawValue)"
            assertSnapshot(fixture.scene.dump(), named: name)
        }
    }

    @Test("Collapsed: the inspector sheet over the stack, and a compact controller instead of the stack")
    func collapsedOverlays() {
        let fixture = SplitFixture(.tripleColumn, width: 390, height: 844)
        fixture.split.setViewController(LoggedController("Info", log: fixture.log), for: .inspector)
        fixture.split.show(.inspector)
        assertSnapshot(fixture.scene.dump(), named: "tripleColumn-390-inspectorSheet")
        fixture.split.setViewController(LoggedController("Tabs", log: fixture.log), for: .compact)
        assertSnapshot(fixture.scene.dump(), named: "tripleColumn-390-compact")
    }

    @Test("The snapshot harness fails on a difference")
    func harnessFails() {
        #expect(snapshotDifference(expected: "a\nb\n", actual: "a\nc\n", named: "n") == "snapshot n differs:\n2 - b\n2 + c")
        #expect(snapshotDifference(expected: "a\nb\n", actual: "a\nb\n", named: "n") == nil)
        #expect(lineDiff(expected: "a\nb\n", actual: "a\nb\nc") == "3 - \n3 + c")
    }

    @Test("Overlay with dimming, right to left")
    func overlayRightToLeft() {
        let fixture = SplitFixture(.tripleColumn, width: 744, height: 1133, layoutDirection: .rightToLeft) { split in
            split.preferredDisplayMode = .twoOverSecondary
        }
        assertSnapshot(fixture.scene.dump(), named: "tripleColumn-744-rtl-twoOverSecondary")
    }
}
