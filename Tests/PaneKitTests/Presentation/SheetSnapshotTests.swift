import PaneKit
import PaneKitTestSupport
import Testing

@Suite("Sheet snapshots", .tags(.sheet, .snapshots))
struct SheetSnapshotTests {
    @Test("A sheet at each detent in compact width, and as form, page and Mac sheets in regular width")
    func sheets() throws {
        let phone = PresentationFixture()
        let sheet = phone.sheet()
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        phone.main.present(sheet)
        assertSnapshot(phone.window.scene().dump(), named: "sheet-390-medium")
        try phone.send(.detentChanged(try #require(phone.presentation?.detentControlID), detent: "large"))
        assertSnapshot(phone.window.scene().dump(), named: "sheet-390-large")

        // Regular width: a centered form sheet, the same at every detent (D-21).
        let pad = PresentationFixture(width: 1180, height: 820)
        let form = pad.sheet(style: .formSheet)
        pad.main.present(form)
        assertSnapshot(pad.window.scene().dump(), named: "sheet-1180-form")
        form.sheetPresentationController?.selectedDetentIdentifier = .large
        assertSnapshot(pad.window.scene().dump(), named: "sheet-1180-form")
        pad.main.dismiss()
        pad.main.present(pad.sheet("Page", style: .pageSheet))
        assertSnapshot(pad.window.scene().dump(), named: "sheet-1180-page")

        let mac = PresentationFixture(width: 1440, height: 900, pointer: .fine)
        let compose = mac.sheet()
        compose.navigationItem.leadingItem = BarButtonItem("Cancel", role: .cancel) {}
        compose.navigationItem.trailingItems = [BarButtonItem("Send") {}]
        mac.main.present(NavigationController(root: compose))
        assertSnapshot(mac.window.scene().dump(), named: "sheet-1440-mac")
    }
}
