"""Tests/Consumer's Notes, a PaneKitUI app: SwiftUI's `.inspector` around a `NavigationStack`,
outside any split view (D-54, SB-12) — a trailing column beside the stack in regular width, a
sheet over it on a phone; closing the sheet sets the app's binding back to false — and a
`.popover` on a toolbar button (D-55): a bubble pointing at the button, a sheet on a phone."""

import pytest

from conftest import DESKTOP, PHONE, TABLET_PORTRAIT, act, columns, consumer_app, open_page, settle, shoot

@pytest.fixture(scope="module")
def notes():
    yield from consumer_app("Notes")


def info(page):
    return page.get_by_role("button", name="Info")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_sb12_on_a_desktop_the_inspector_is_a_column_beside_the_stack(browser, notes, scheme):
    page = open_page(browser, notes, "/", DESKTOP, color_scheme=scheme)
    assert set(columns(page)) == {"secondary"}
    assert page.locator("[data-item=displayMode]").count() == 0, "no sidebar to show"
    act(page, lambda: info(page).click())
    shown = columns(page)
    assert set(shown) == {"secondary", "inspector"}
    assert shown["inspector"]["width"] == 300 and shown["inspector"]["x"] == 1440 - 300
    assert shown["secondary"]["width"] == 1440 - 300
    assert "3 notes" in page.inner_text(".pk-column[data-column=inspector]")
    # The stack beside it pushes, and the inspector follows the model.
    act(page, lambda: page.get_by_role("option", name="Ideas").click())
    act(page, lambda: page.get_by_role("button", name="Pin", exact=True).click())
    assert "1 pinned" in page.inner_text(".pk-column[data-column=inspector]")
    shoot(page, f"notes-inspector-desktop-{scheme}")
    # The Info button is the list's: back there, it closes the inspector.
    act(page, lambda: page.get_by_role("button", name="Notes").click())
    act(page, lambda: info(page).click())
    assert set(columns(page)) == {"secondary"}
    page.context.close()


def test_sb12_on_a_tablet_the_inspector_is_a_column_too(browser, notes):
    page = open_page(browser, notes, "/", TABLET_PORTRAIT)
    act(page, lambda: info(page).click())
    assert "inspector" in columns(page)
    shoot(page, "notes-inspector-tablet-portrait")
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_sb12_on_a_phone_the_inspector_is_a_sheet_and_closing_it_resets_the_binding(browser, notes, scheme):
    page = open_page(browser, notes, "/", PHONE, color_scheme=scheme)
    act(page, lambda: info(page).click())
    sheet = page.locator(".pk-inspector-sheet")
    assert sheet.is_visible() and "3 notes" in sheet.inner_text()
    shoot(page, f"notes-inspector-phone-{scheme}")
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.locator(".pk-inspector-sheet").count() == 0
    # The binding went back to false: one tap shows it again.
    act(page, lambda: info(page).click())
    assert page.locator(".pk-inspector-sheet").is_visible()
    page.context.close()


def test_d55_a_popover_on_a_toolbar_button_points_at_it_and_its_choice_closes_it(browser, notes):
    page = open_page(browser, notes, "/", DESKTOP)
    act(page, lambda: page.get_by_role("button", name="Sort").click())
    settle(page)
    popover = page.locator('.pk-sheet[data-appearance="popover"]')
    assert popover.is_visible() and popover.get_attribute("data-arrow") == "up"
    box = popover.bounding_box()
    source = page.locator("button[aria-label=Sort]").bounding_box()
    assert source["y"] + source["height"] <= box["y"] <= source["y"] + source["height"] + 12
    shoot(page, "notes-popover-desktop")
    act(page, lambda: popover.get_by_role("button", name="By Title").click())
    assert page.locator(".pk-sheet").count() == 0
    rows = page.locator(".pk-row").all_inner_texts()
    assert rows == ["Groceries", "Ideas", "Travel"]
    page.context.close()


def test_d55_on_a_phone_the_popover_is_a_sheet(browser, notes):
    page = open_page(browser, notes, "/", PHONE)
    act(page, lambda: page.get_by_role("button", name="Sort").click())
    assert page.get_attribute(".pk-sheet", "data-appearance") == "bottomSheet"
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.locator(".pk-sheet").count() == 0
    # The binding went back to false: it opens again.
    act(page, lambda: page.get_by_role("button", name="Sort").click())
    assert page.locator(".pk-sheet").count() == 1
    page.context.close()
