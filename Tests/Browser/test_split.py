"""Split views in the browser: layouts per size, resizing with selections kept, gestures, keys."""
from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, TABLET_PORTRAIT, act, columns, open_page, resize, wait_idle


def test_SV_R4_triple_column_layout_per_size(browser, server):
    desktop = open_page(browser, server, "/catalog/split-triple", DESKTOP)
    boxes = columns(desktop)
    assert set(boxes) == {"primary", "supplementary", "secondary"}
    assert boxes["primary"]["width"] == 280 and boxes["supplementary"]["width"] == 320
    assert boxes["secondary"]["x"] == 600
    tablet = open_page(browser, server, "/catalog/split-triple", TABLET_LANDSCAPE)
    assert set(columns(tablet)) == {"primary", "supplementary", "secondary"}
    portrait = open_page(browser, server, "/catalog/split-triple", TABLET_PORTRAIT)
    assert set(columns(portrait)) == {"supplementary", "secondary"}
    assert portrait.get_attribute(".pk-split", "data-behavior") == "displace"
    phone = open_page(browser, server, "/catalog/split-triple", PHONE)
    assert list(columns(phone)) and len(columns(phone)) == 1
    assert phone.get_attribute(".pk-split", "data-collapsed") == ""


def test_SV_K1_resize_keeps_selections(browser, server):
    page = open_page(browser, server, "/catalog/split-triple", DESKTOP)
    act(page, lambda: page.click(".pk-column[data-column=primary] [data-tag=Work]"))
    act(page, lambda: page.click(".pk-column[data-column=supplementary] [data-tag=Report]"))
    assert page.url.endswith("/catalog/split-triple/Work/Report")
    resize(page, 390, 844)
    assert page.get_attribute(".pk-split", "data-collapsed") == ""
    assert page.inner_text(".pk-column .pk-bar-title") == "Report"
    resize(page, 1440, 900)
    assert page.get_attribute("[data-tag=Work]", "aria-selected") == "true"
    assert page.get_attribute("[data-tag=Report]", "aria-selected") == "true"


def test_NV_7_edge_swipe_goes_back_on_a_phone(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work/Report", PHONE)
    assert page.inner_text(".pk-bar-title") == "Report"
    box = page.query_selector(".pk-split").bounding_box()
    act(page, lambda: swipe(page, box["x"] + 4, box["y"] + 300, 150))
    assert page.inner_text(".pk-bar-title") == "Work"


def test_D_59_back_to_a_list_on_a_phone_clears_its_selection(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work/Report", PHONE)
    assert page.inner_text(".pk-bar-title") == "Report"
    act(page, lambda: page.get_by_role("button", name="Work").click())
    assert page.inner_text(".pk-bar-title") == "Work"
    assert page.query_selector("[data-tag=Report][aria-selected=true]") is None, "the app heard the Back and cleared the row"
    assert page.url.endswith("/catalog/split-triple/Work")


def test_SB_15_keyboard_toggles_the_sidebar(browser, server):
    page = open_page(browser, server, "/catalog/split-triple", DESKTOP)
    assert "primary" in columns(page)
    act(page, lambda: page.keyboard.press("Control+Alt+KeyS"))
    assert "primary" not in columns(page)
    act(page, lambda: page.keyboard.press("Control+Alt+KeyS"))
    assert "primary" in columns(page)


def test_SV_B6_tapping_the_dimmed_secondary_closes_the_overlay(browser, server):
    page = open_page(browser, server, "/catalog/split-triple", {"width": 744, "height": 1133, "touch": True})
    act(page, lambda: page.click("[data-kind=displayMode]"))
    assert page.query_selector(".pk-dimming") is not None
    act(page, lambda: page.mouse.click(700, 600))
    assert page.query_selector(".pk-dimming") is None


def swipe(page, x, y, distance):
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + distance / 2, y, steps=4)
    page.mouse.move(x + distance, y, steps=4)
    page.mouse.up()


def test_SV_W4_dragging_a_divider_resizes_the_column(browser, server):
    page = open_page(browser, server, "/catalog/split-triple", DESKTOP)
    divider = page.query_selector("[data-resize$='divider.primary']").bounding_box()
    x, y = divider["x"] + divider["width"] / 2, 400
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 30, y, steps=5)
    act(page, lambda: page.mouse.up())
    assert columns(page)["primary"]["width"] == 310


def test_SV_B1_a_leading_edge_swipe_reveals_the_sidebar_on_a_tablet(browser, server):
    page = open_page(browser, server, "/catalog/split-double", {"width": 744, "height": 1133, "touch": True})
    assert "primary" not in columns(page)
    act(page, lambda: swipe(page, 4, 500, 120))
    assert "primary" in columns(page)


def test_arrow_keys_move_the_list_selection(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work", DESKTOP)
    page.focus("[data-tag=Work]")
    act(page, lambda: page.keyboard.press("ArrowDown"))
    assert page.get_attribute("[data-tag=Travel]", "aria-selected") == "true"
