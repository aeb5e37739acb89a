"""Stacked presentations in the browser (D-22, D-56, D-57; the catalog's Stacked presentations
page): a sheet over a sheet, a sheet over a full-screen cover that no swipe or Escape closes,
and a form sheet that asks before closing with a dialog pointing at its Cancel button."""
from conftest import PHONE, TABLET_LANDSCAPE, act, open_page, settle, shoot


def sheets(page):
    return page.query_selector_all(".pk-presentation")


def test_D_22_D_57_a_sheet_over_a_sheet_on_a_phone(browser, server):
    for scheme in ["light", "dark"]:
        page = open_page(browser, server, "/catalog/stacked", PHONE, color_scheme=scheme)
        act(page, lambda: page.get_by_role("button", name="Sheet over a Sheet").click())
        message = page.query_selector(".pk-sheet")
        assert message.get_attribute("data-selected-detent") == "medium"
        # D-57: focusing the subject brings the sheet to its largest detent.
        act(page, lambda: page.get_by_placeholder("Subject").click())
        assert page.get_attribute(".pk-sheet", "data-selected-detent") == "large"
        act(page, lambda: page.get_by_placeholder("Subject").fill("Lunch"))
        act(page, lambda: page.get_by_role("button", name="Add Attachment").click())
        assert len(sheets(page)) == 2
        lower, upper = sheets(page)
        # The message steps back, inert, under the attachment sheet.
        assert lower.get_attribute("data-covered") == "" and lower.get_attribute("inert") == ""
        assert upper.get_attribute("data-covered") is None
        settle(page)
        assert page.evaluate("getComputedStyle(document.querySelector('.pk-presentation[data-covered] > .pk-sheet')).transform") != "none"
        shoot(page, f"stacked-sheets-phone-{scheme}")
        # Escape closes the top sheet alone; the message keeps what was typed.
        act(page, lambda: page.keyboard.press("Escape"))
        assert len(sheets(page)) == 1
        assert page.get_by_placeholder("Subject").input_value() == "Lunch"
        assert sheets(page)[0].get_attribute("inert") is None
        act(page, lambda: page.keyboard.press("Escape"))
        assert len(sheets(page)) == 0
        page.context.close()


def test_D_56_a_cover_ignores_escape_and_a_sheet_over_it_closes_by_a_tap_beside_it(browser, server):
    page = open_page(browser, server, "/catalog/stacked", TABLET_LANDSCAPE)
    act(page, lambda: page.get_by_role("button", name="Sheet over a Cover").click())
    assert page.get_attribute(".pk-sheet", "data-appearance") == "fullScreen"
    act(page, lambda: page.keyboard.press("Escape"))
    assert len(sheets(page)) == 1, "Escape does not close a full-screen cover"
    act(page, lambda: page.get_by_role("button", name="Show Queue").click())
    assert [s.get_attribute("data-appearance") for s in sheets(page)] == ["fullScreen", "pageSheet"]
    shoot(page, "stacked-cover-tablet")
    # A tap beside the page sheet closes it; the cover stays.
    act(page, lambda: page.mouse.click(60, 400))
    assert [s.get_attribute("data-appearance") for s in sheets(page)] == ["fullScreen"]
    act(page, lambda: page.get_by_role("button", name="Done").click())
    assert len(sheets(page)) == 0
    page.context.close()


def test_D_56_a_changed_form_asks_with_a_dialog_pointing_at_cancel(browser, server):
    page = open_page(browser, server, "/catalog/stacked", TABLET_LANDSCAPE)
    act(page, lambda: page.get_by_role("button", name="Form That Asks").click())
    # Unchanged, a tap beside it closes it.
    act(page, lambda: page.mouse.click(60, 400))
    assert len(sheets(page)) == 0
    act(page, lambda: page.get_by_role("button", name="Form That Asks").click())
    act(page, lambda: page.get_by_placeholder("Name").fill("Ada"))
    act(page, lambda: page.mouse.click(60, 400))
    settle(page)
    popover = page.query_selector('.pk-sheet[data-appearance="popover"]')
    assert popover is not None, "the form asks instead of closing"
    cancel = page.query_selector(".pk-presentation:first-child button[aria-label=Cancel], .pk-presentation button:has-text('Cancel')")
    box, source = popover.bounding_box(), cancel.bounding_box()
    assert popover.get_attribute("data-arrow") == "up"
    assert abs(box["y"] - (source["y"] + source["height"])) <= 14, "just below the Cancel button"
    shoot(page, "stacked-form-asks-tablet")
    # A tap outside the dialog keeps editing; Escape asks again; Discard closes the form.
    act(page, lambda: page.mouse.click(60, 700))
    assert page.query_selector('.pk-sheet[data-appearance="popover"]') is None
    assert page.get_by_placeholder("Name").input_value() == "Ada"
    act(page, lambda: page.keyboard.press("Escape"))
    act(page, lambda: page.get_by_role("button", name="Discard Changes").click())
    assert len(sheets(page)) == 0
    page.context.close()
