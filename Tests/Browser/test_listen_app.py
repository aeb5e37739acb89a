"""Tests/Consumer's Listen (issue 35), a tab app in iOS 18's shape written as for Apple's SwiftUI
with the import line as the only change: Tabs and a TabSection of stations built by ForEach, a
search tab, a router object per tab that owns its stack's path and its sheet (an enum of
sheets). A sidebar of tabs on a desktop, a tab bar with More on a phone."""

import pytest

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, consumer_app, open_page, shoot


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


def test_the_settings_sheet_of_a_tab_and_a_tablet(browser, listen):
    page = open_page(browser, listen, "/", TABLET_LANDSCAPE)
    act(page, lambda: page.get_by_role("button", name="Settings").first.click())
    sheet = page.locator(".pk-sheet")
    assert sheet.get_by_role("switch", name="Play Next Episode").is_visible()
    act(page, lambda: sheet.get_by_role("button", name="Done").click())
    assert page.locator(".pk-sheet").count() == 0
    shoot(page, "listen-home-tablet")
    page.context.close()
