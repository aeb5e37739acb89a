"""Popovers in the browser (D-55, the catalog's Popovers page): placed beside their source with
the arrow at it, kept in the window, a tap outside closes them unless they are modal, sheets on a
phone unless the app keeps them popovers."""
from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, open_page, resize, settle, shoot


def popover_parts(page):
    settle(page)
    popover = page.query_selector('.pk-sheet[data-appearance="popover"]')
    # What is behind a popover is hidden from assistive technologies: found by its label.
    source = page.query_selector("button[aria-label=Filter]").bounding_box()
    return popover, (popover.bounding_box() if popover else None), source


def test_D_55_a_popover_points_at_its_bar_button_and_a_tap_outside_closes_it(browser, server):
    for size, scheme in [(DESKTOP, "light"), (TABLET_LANDSCAPE, "dark")]:
        page = open_page(browser, server, "/catalog/popovers", size, color_scheme=scheme)
        act(page, lambda: page.get_by_role("button", name="Filter").click())
        popover, box, source = popover_parts(page)
        assert popover is not None and popover.get_attribute("data-arrow") == "up"
        assert (box["width"], box["height"]) == (320, 240)
        # Below the button, its arrow at the button's middle, inside the window.
        assert source["y"] + source["height"] <= box["y"] <= source["y"] + source["height"] + 12
        arrow = float(page.evaluate("getComputedStyle(document.querySelector('.pk-sheet[data-appearance=popover]')).getPropertyValue('--pk-arrow')").strip()[:-2])
        assert abs(box["x"] + arrow - (source["x"] + source["width"] / 2)) <= 3
        assert box["x"] >= 10 and box["x"] + box["width"] <= size["width"] - 10
        # The window behind is not dimmed.
        assert page.evaluate("getComputedStyle(document.querySelector('.pk-presentation .pk-dimming')).backgroundColor") == "rgba(0, 0, 0, 0)"
        shoot(page, f"popover-{'desktop' if size is DESKTOP else 'tablet'}-{scheme}")
        act(page, lambda: page.mouse.click(size["width"] / 2, size["height"] - 40))
        assert page.query_selector('.pk-sheet[data-appearance="popover"]') is None
        page.context.close()


def test_D_55_a_popover_is_a_sheet_on_a_phone_and_a_popover_again_when_the_window_widens(browser, server):
    page = open_page(browser, server, "/catalog/popovers", PHONE)
    act(page, lambda: page.get_by_role("button", name="Filter").click())
    assert page.get_attribute(".pk-sheet", "data-appearance") == "bottomSheet"
    shoot(page, "popover-phone")
    resize(page, 1180, 820)
    popover, box, source = popover_parts(page)
    assert popover is not None and box["y"] >= source["y"] + source["height"]
    # Escape closes it, as any presentation.
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.query_selector(".pk-sheet") is None
    page.context.close()


def test_D_55_a_popover_from_a_button_in_the_content_points_at_that_button(browser, server):
    page = open_page(browser, server, "/catalog/popovers", DESKTOP)
    act(page, lambda: page.get_by_role("button", name="From This Button").click())
    settle(page)
    popover = page.query_selector('.pk-sheet[data-appearance="popover"]')
    button = page.query_selector(f'[data-k="{popover.get_attribute("data-source")}"]')
    assert button is not None and button.get_attribute("aria-label") in (None, "From This Button")
    assert "From This Button" in button.inner_text()
    box, source = popover.bounding_box(), button.bounding_box()
    assert box["y"] >= source["y"] + source["height"], "below the button, where there is room"
    assert box["height"] < 400, "as tall as its content"
    page.context.close()


def test_SH_10_a_modal_popover_stays_on_a_tap_outside_and_its_own_button_closes_it(browser, server):
    page = open_page(browser, server, "/catalog/popovers", TABLET_LANDSCAPE)
    act(page, lambda: page.get_by_role("button", name="Modal").click())
    act(page, lambda: page.mouse.click(200, 700))
    assert page.query_selector('.pk-sheet[data-appearance="popover"]') is not None
    act(page, lambda: page.get_by_role("button", name="Done").click())
    assert page.query_selector(".pk-sheet") is None
    page.context.close()


def test_SH_6_an_app_may_keep_a_popover_on_a_phone(browser, server):
    page = open_page(browser, server, "/catalog/popovers", PHONE)
    act(page, lambda: page.get_by_role("button", name="Popover on a Phone Too").click())
    settle(page)
    popover = page.query_selector('.pk-sheet[data-appearance="popover"]')
    assert popover is not None
    box = popover.bounding_box()
    assert box["x"] >= 10 and box["x"] + box["width"] <= 390 - 10
    shoot(page, "popover-kept-phone")
    page.context.close()
