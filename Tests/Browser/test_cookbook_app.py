"""Tests/Consumer's Cookbook (issue 35), a content app written as for Apple's SwiftUI with the
import line as the only change: categories in a sidebar, a LazyVGrid of cards in the detail
column over a NavigationPath, a recipe's page whose related recipes push onto the same path, a
sheet on the split view itself (D-91), search suggestions, @AppStorage settings. Clicked through
at phone, tablet and desktop sizes; the layout family draws as SwiftUI lays it out: the grid
adapts its columns to the width, cards fill their cells."""

import pytest

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, TABLET_PORTRAIT, act, consumer_app, open_page, shoot


@pytest.fixture(scope="module")
def cookbook():
    yield from consumer_app("Cookbook")


def cards(page):
    return page.locator(".pk-grid .pk-button[data-label]")


def grid_columns(page):
    """How many cards share the first row of the grid."""
    tops = [round(box["y"]) for box in (card.bounding_box() for card in cards(page).all()) if box]
    return tops.count(tops[0]) if tops else 0


@pytest.mark.parametrize("size,name", [(DESKTOP, "desktop"), (TABLET_LANDSCAPE, "tablet-landscape"), (TABLET_PORTRAIT, "tablet-portrait")])
def test_the_grid_adapts_to_the_width_and_a_card_pushes_its_recipe(browser, cookbook, size, name):
    page = open_page(browser, cookbook, "/", size)
    if name == "tablet-portrait":
        # The split view shows the detail alone in portrait: the grid is there without a sidebar.
        assert cards(page).count() == 3
    assert cards(page).count() == 3
    columns = grid_columns(page)
    assert columns >= 2, "adaptive columns of at least 150 points share the row"
    first, second = cards(page).nth(0).bounding_box(), cards(page).nth(1).bounding_box()
    assert first["width"] >= 150 and abs(first["width"] - second["width"]) < 1, "cells of one width"
    header = page.locator(".pk-grid .pk-button[data-label] .pk-shape").first.bounding_box()
    assert header["width"] > first["width"] * 0.8, "a card's colored header fills the card"
    shoot(page, f"cookbook-grid-{name}")
    act(page, lambda: cards(page).nth(1).click())
    assert page.get_by_role("heading", name="Buttermilk Pancakes").first.is_visible()
    assert "Whisk the dry ingredients." in page.inner_text("body")
    # A related recipe pushes onto the same NavigationPath; Back returns to the first.
    act(page, lambda: page.get_by_role("button", name="Banana Bread").click())
    assert page.get_by_role("heading", name="Banana Bread").first.is_visible()
    act(page, lambda: page.locator(".pk-back").first.click())
    assert page.get_by_role("heading", name="Buttermilk Pancakes").first.is_visible()
    shoot(page, f"cookbook-recipe-{name}")
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_on_a_phone_the_sidebar_leads_to_the_grid_and_the_recipe(browser, cookbook, scheme):
    page = open_page(browser, cookbook, "/", PHONE, color_scheme=scheme)
    act(page, lambda: page.get_by_role("treeitem", name="Soups").click())
    assert cards(page).count() == 3
    assert grid_columns(page) == 2, "two columns of cards on a 390-point phone"
    shoot(page, f"cookbook-grid-phone-{scheme}")
    act(page, lambda: cards(page).nth(0).click())
    assert page.get_by_role("heading", name="Tomato Soup").first.is_visible()
    page.context.close()


def test_a_sheet_on_the_split_view_and_settings_kept_with_the_browser(browser, cookbook):
    page = open_page(browser, cookbook, "/", DESKTOP)
    assert "kcal" in page.inner_text(".pk-grid")
    # `.sheet` is a modifier of the NavigationSplitView itself (D-91).
    act(page, lambda: page.get_by_role("button", name="Settings").first.click())
    sheet = page.locator(".pk-sheet")
    assert sheet.count() == 1
    act(page, lambda: sheet.get_by_role("switch", name="Show Calories").click())
    act(page, lambda: sheet.get_by_role("button", name="Done").click())
    assert page.locator(".pk-sheet").count() == 0
    assert "kcal" not in page.inner_text(".pk-grid")
    # @AppStorage: the browser keeps it, so a new page of this browser finds it.
    other = page.context.new_page()
    other.goto(cookbook.base + "/")
    other.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert "kcal" not in other.inner_text(".pk-grid")
    page.context.close()


def test_search_suggestions_fill_the_field_and_an_empty_search_says_so(browser, cookbook):
    page = open_page(browser, cookbook, "/", DESKTOP)
    field = page.get_by_placeholder("Recipes or ingredients")
    act(page, lambda: field.focus())
    act(page, lambda: page.get_by_role("button", name="Lemon").click())
    assert field.input_value() == "Lemon"
    assert cards(page).count() == 3, "the lentil soup, the roast chicken and the lemon tart"
    act(page, lambda: field.fill("zzz"))
    assert page.get_by_text("No Results for “zzz”").is_visible()
    page.context.close()
