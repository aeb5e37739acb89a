"""Tests/Consumer's Listen (issue 35), a tab app in iOS 18's shape written as for Apple's SwiftUI
with the import line as the only change: Tabs and a TabSection of stations built by ForEach, a
search tab, a router object per tab that owns its stack's path and its sheet (an enum of
sheets). A sidebar of tabs on a desktop, a tab bar with More on a phone."""

import pytest

from conftest import DESKTOP, PHONE, PHONE_SCREEN, SCREENSHOTS, TABLET_LANDSCAPE, TABLET_PORTRAIT, act, consumer_app, open_page, shoot, wait_idle


@pytest.fixture(scope="module")
def listen():
    yield from consumer_app("Listen")


def test_a_desktop_shows_the_tabs_as_a_sidebar_with_the_stations_section(browser, listen):
    page = open_page(browser, listen, "/", DESKTOP)
    sidebar = page.inner_text(".pk-sidebar")
    for tab in ["Home", "Browse", "Library", "Search", "Stations", "Morning News", "The Lab"]:
        assert tab in sidebar
    # Browse: a grid of topics; a tile pushes onto the Browse tab's own path.
    act(page, lambda: page.get_by_role("treeitem", name="Browse").click())
    tiles = page.locator(".pk-grid .pk-button[data-label]")
    assert tiles.count() == 4
    act(page, lambda: tiles.filter(has_text="Science").click())
    assert page.get_by_role("option", name="Deep Space").is_visible()
    act(page, lambda: page.get_by_role("option", name="Deep Space").click())
    assert "Carl Sagan" in page.inner_text("body")
    shoot(page, "listen-show-desktop")
    # A station, a tab of the section the ForEach built, shows its topic's episodes.
    act(page, lambda: page.get_by_role("treeitem", name="The Lab").click())
    assert "Pale Blue Dot" in page.inner_text("body")
    # Back to Browse: its router kept its path.
    act(page, lambda: page.get_by_role("treeitem", name="Browse").click())
    assert "Carl Sagan" in page.inner_text("body")
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_on_a_phone_a_tab_bar_and_a_router_sheet(browser, listen, scheme):
    page = open_page(browser, listen, "/", PHONE, color_scheme=scheme)
    assert page.get_attribute(".pk-tabs", "data-position") == "bottom"
    assert "5" in page.inner_text(".pk-tab >> nth=0"), "Home's badge counts the unplayed episodes"
    act(page, lambda: page.get_by_role("option", name="Markets Open").click())
    act(page, lambda: page.get_by_role("button", name="Play", exact=True).click())
    sheet = page.locator(".pk-sheet")
    assert sheet.count() == 1 and "Now Playing" in sheet.inner_text()
    shoot(page, f"listen-now-playing-phone-{scheme}")
    act(page, lambda: sheet.get_by_role("button", name="Done").click())
    assert page.locator(".pk-sheet").count() == 0
    assert "4" in page.inner_text(".pk-tab >> nth=0"), "the played episode left Up Next"
    page.context.close()


@pytest.mark.parametrize("size", [TABLET_LANDSCAPE, TABLET_PORTRAIT], ids=["landscape", "portrait"])
def test_the_settings_sheet_of_a_tab_and_a_tablet(browser, listen, size):
    page = open_page(browser, listen, "/", size)
    act(page, lambda: page.get_by_role("button", name="Settings").first.click())
    sheet = page.locator(".pk-sheet")
    assert sheet.get_by_role("switch", name="Play Next Episode").is_visible()
    act(page, lambda: sheet.get_by_role("button", name="Done").click())
    assert page.locator(".pk-sheet").count() == 0
    shoot(page, "listen-home-tablet" + ("" if size is TABLET_LANDSCAPE else "-portrait"))
    page.context.close()


def pull(page, list_locator, distance):
    """Drags a finger down from the top of a list, as people pull to refresh (CDP touch events)."""
    box = list_locator.bounding_box()
    cdp = page.context.new_cdp_session(page)
    x, y = box["x"] + box["width"] / 2, box["y"] + 30

    def touch(kind, dy=0):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y + dy}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart")
    for step in range(1, 11):
        touch("touchMove", distance * step / 10)
    return lambda: touch("touchEnd")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_LS_3_pulling_home_down_checks_for_new_episodes(browser, listen, scheme):
    """LS-3: Home is `.refreshable`; on a phone, a finger that pulls the list down from its top opens
    the spinner as it goes, and let go far enough, the app checks for episodes while the spinner
    turns above the rows; the new episode is at the top of Up Next when it has finished."""
    page = open_page(browser, listen, "/", PHONE, color_scheme=scheme)
    home = page.locator(PHONE_SCREEN + ".pk-list:has(> .pk-refresh)")
    assert home.get_attribute("data-refresh"), "Home's list can be pulled"
    assert home.is_visible()
    spinner = home.locator(":scope > .pk-refresh")
    assert spinner.bounding_box()["height"] == 0, "closed until pulled"
    # A short pull opens it part way and, let go, asks for nothing.
    release = pull(page, home, 60)
    assert 0 < spinner.bounding_box()["height"] < 64
    act(page, release)
    assert page.locator(".pk-list[data-refreshing]").count() == 0
    # A long pull refreshes: the spinner stays while the app checks, as the page's answer says.
    release = pull(page, home, 240)
    release()
    page.wait_for_selector(".pk-list[data-refreshing] > .pk-refresh[role=progressbar]")
    assert home.get_attribute("data-refresh") is None, "no second pull while it refreshes"
    page.wait_for_function("(element) => element.getBoundingClientRect().height > 40", arg=spinner.element_handle())
    # Taken at once: the spinner turns only while the app checks.
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"listen-refreshing-phone-{scheme}.png"))
    page.wait_for_selector(".pk-list[data-refresh]:not([data-refreshing])")
    wait_idle(page)
    first = page.locator(".pk-section").first.locator("[data-tag]").first
    assert "Update 4" in first.inner_text(), "the new episode heads Up Next"
    page.context.close()

