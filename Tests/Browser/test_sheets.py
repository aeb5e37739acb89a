"""Sheets in the browser: detents by drag and grabber, swipe down, Escape, unsaved changes."""
from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, open_page, settle, shoot


def sheet_box(page):
    settle(page)
    return page.query_selector(".pk-sheet").bounding_box()


def drag(page, x, y, dy):
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + dy / 2, steps=5)
    page.mouse.move(x, y + dy, steps=5)
    page.mouse.up()


def test_SH_4_grabber_and_drag_move_between_detents_and_swipe_down_dismisses(browser, server):
    page = open_page(browser, server, "/catalog/sheets", PHONE)
    act(page, lambda: page.click("text=Medium and large"))
    assert abs(sheet_box(page)["height"] - 422) < 2
    assert page.get_attribute(".pk-grabber", "aria-valuetext") == "medium"
    act(page, lambda: page.click(".pk-grabber"))
    assert page.get_attribute(".pk-sheet", "data-selected-detent") == "large"
    box = sheet_box(page)
    act(page, lambda: drag(page, box["x"] + box["width"] / 2, box["y"] + 6, 380))
    assert page.get_attribute(".pk-sheet", "data-selected-detent") == "medium"
    box = sheet_box(page)
    act(page, lambda: drag(page, box["x"] + box["width"] / 2, box["y"] + 6, 380))
    assert page.query_selector(".pk-sheet") is None


def test_SH_22_a_swipe_down_let_go_tells_the_server_it_began_and_was_cancelled(browser, server):
    """The client reports a swipe's dismissal as it begins (pulled below the smallest detent) and
    its cancellation when let go short of dismissing; the sheet stays at its detent."""
    page = open_page(browser, server, "/catalog/sheets", PHONE)
    act(page, lambda: page.click("text=Medium and large"))
    page.evaluate("""() => {
        window.sentTypes = [];
        const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) { try { window.sentTypes.push(JSON.parse(data).type); } catch (e) {} return send.call(this, data); };
    }""")
    box = sheet_box(page)
    act(page, lambda: drag(page, box["x"] + box["width"] / 2, box["y"] + 6, 50))
    assert page.evaluate("window.sentTypes.filter(t => t.startsWith('dismiss'))") == ["dismissBegin", "dismissCancel"]
    assert page.get_attribute(".pk-sheet", "data-selected-detent") == "medium"
    assert abs(sheet_box(page)["height"] - 422) < 2
    box = sheet_box(page)
    act(page, lambda: drag(page, box["x"] + box["width"] / 2, box["y"] + 6, 200))
    assert page.evaluate("window.sentTypes.filter(t => t.startsWith('dismiss'))") == ["dismissBegin", "dismissCancel", "dismissBegin", "dismiss"]
    assert page.query_selector(".pk-sheet") is None


def test_a_sheet_at_medium_grows_to_large_when_its_content_is_scrolled_on(browser, server):
    """UIKit's prefersScrollingExpandsWhenScrolledToEdge (docs/behaviour.md, sheet defaults): the
    scroll grows the sheet first; at its largest detent the content scrolls."""
    page = open_page(browser, server, "/catalog/sheets", PHONE)
    act(page, lambda: page.click("text=Medium and large"))
    assert page.get_attribute(".pk-sheet", "data-selected-detent") == "medium"
    assert page.get_attribute(".pk-sheet", "data-scroll-edge")
    box = sheet_box(page)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    act(page, lambda: page.mouse.wheel(0, 120))
    assert page.get_attribute(".pk-sheet", "data-selected-detent") == "large"
    assert page.get_attribute(".pk-sheet", "data-scroll-edge") is None
    assert abs(sheet_box(page)["height"] - 834) < 2


def test_SH_11_unsaved_changes_ask_before_closing(browser, server):
    page = open_page(browser, server, "/catalog/sheets", PHONE)
    act(page, lambda: page.click("text=Unsaved changes"))
    act(page, lambda: page.fill("input", "Hello"))
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.query_selector("[role=alertdialog]") is not None
    act(page, lambda: page.click("text=Keep Editing"))
    assert page.query_selector("[role=alertdialog]") is None
    assert page.input_value("input") == "Hello"
    act(page, lambda: page.click("text=Cancel"))
    act(page, lambda: page.click("text=Delete Draft"))
    assert page.query_selector(".pk-sheet") is None


def test_SH_20_form_and_page_sheets_are_centered_in_regular_width_and_cards_on_the_mac(browser, server):
    tablet = open_page(browser, server, "/catalog/sheets", TABLET_LANDSCAPE)
    act(tablet, lambda: tablet.click("text=Form sheet"))
    box = sheet_box(tablet)
    assert (box["x"], box["y"], box["width"], box["height"]) == (320, 100, 540, 620)
    mac = open_page(browser, server, "/catalog/sheets", DESKTOP)
    act(mac, lambda: mac.click("text=Page sheet"))
    assert mac.get_attribute(".pk-sheet", "data-appearance") == "macSheet"
    # A rounded card under the toolbar, as tall as what it holds (issue 16).
    box = sheet_box(mac)
    assert box["y"] == 38 and box["height"] < 900 - 38 - 20
    assert mac.evaluate("getComputedStyle(document.querySelector('.pk-sheet')).borderTopLeftRadius") == "12px"


def test_dialogs_trap_focus_and_give_it_back(browser, server):
    page = open_page(browser, server, "/catalog/sheets", DESKTOP)
    act(page, lambda: page.click("text=Form sheet"))
    assert page.evaluate("document.activeElement.closest('[role=dialog]') !== null")
    for _ in range(4):
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.closest('[role=dialog]') !== null")
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.evaluate("document.activeElement.textContent.includes('Form sheet')")


def test_the_grabber_is_adjustable_from_the_keyboard(browser, server):
    page = open_page(browser, server, "/catalog/sheets", PHONE)
    act(page, lambda: page.click("text=Medium and large"))
    page.focus(".pk-grabber")
    act(page, lambda: page.keyboard.press("ArrowUp"))
    assert page.get_attribute(".pk-grabber", "aria-valuetext") == "large"
    page.focus(".pk-grabber")
    act(page, lambda: page.keyboard.press("ArrowDown"))
    assert page.get_attribute(".pk-grabber", "aria-valuetext") == "medium"


def test_an_alert_is_centered_at_every_size_ignores_a_tap_outside_and_escape_answers_it(browser, server):
    for name, size in (("phone", PHONE), ("tablet", TABLET_LANDSCAPE), ("desktop", DESKTOP)):
        page = open_page(browser, server, "/catalog/sheets", size)
        act(page, lambda: page.click("text=Alert"))
        alert = page.query_selector("[role=alertdialog]")
        assert alert is not None and alert.get_attribute("aria-label") == "Couldn't Save the Draft"
        box = sheet_box(page)
        assert box["width"] == 270
        assert abs(box["x"] + box["width"] / 2 - size["width"] / 2) <= 1
        assert abs(box["y"] + box["height"] / 2 - size["height"] / 2) <= 1
        ok = page.query_selector("[role=alertdialog] button").bounding_box()
        assert ok["x"] >= box["x"] and ok["x"] + ok["width"] <= box["x"] + box["width"], "the button is inside the box"
        shoot(page, f"alert-{name}")
        act(page, lambda: page.mouse.click(10, size["height"] - 10))
        assert page.query_selector("[role=alertdialog]") is not None, "a tap outside is not an answer"
        act(page, lambda: page.keyboard.press("Escape"))
        assert page.query_selector("[role=alertdialog]") is None
        page.context.close()

