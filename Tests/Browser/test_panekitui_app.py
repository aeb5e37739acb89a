"""A PaneKitUI app written as for SwiftUI (Tests/Consumer's Reading: `import PaneKitUI`, `@main`
on an `App`, `@Observable`, `@State`, `NavigationSplitView`, `List(selection:)`), built in a package
that depends on the PaneKitUI product alone and served by `App.main` on the port PANEKIT_PORT names."""
import time
import urllib.request

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, consumer_app, open_page, settle, shoot, swipe_row, wait_idle

@pytest.fixture(scope="module")
def reading():
    yield from consumer_app("Reading")


def test_app_main_serves_on_the_port_the_environment_names(reading):
    assert reading.line == f"ReadingApp on http://127.0.0.1:{reading.port}/ — only this computer can reach it"
    with urllib.request.urlopen(reading.base + "/health") as response:
        assert response.read() == b"ok"


def test_selection_and_an_observable_model_drive_the_page(browser, reading):
    page = open_page(browser, reading, "/", DESKTOP)
    assert "Choose a book." in page.inner_text(".pk-column[data-column=secondary]")
    act(page, lambda: page.get_by_role("option", name="Emma").click())
    assert "Emma: reading" in page.inner_text(".pk-column[data-column=secondary]")
    act(page, lambda: page.get_by_role("button", name="Mark as Finished").click())
    assert "Emma: finished" in page.inner_text(".pk-column[data-column=secondary]")
    # The sidebar read the model too: its row's symbol follows.
    row = page.get_by_role("option", name="Emma")
    assert row.locator("[data-symbol='checkmark.circle']").count() == 1
    page.context.close()


def test_on_a_phone_the_sidebar_comes_first_and_a_selection_pushes_the_book(browser, reading):
    page = open_page(browser, reading, "/", PHONE)
    assert page.get_by_role("option", name="Middlemarch").is_visible()
    act(page, lambda: page.get_by_role("option", name="Middlemarch").click())
    assert page.get_by_text("Middlemarch: reading").is_visible()
    page.context.close()


def finished_count(page):
    text = page.inner_text(".pk-column[data-column=primary]")
    return int(text.split("Finished by all readers: ")[1].split()[0])


def test_a_change_in_one_page_reaches_another_unasked(browser, reading):
    """Page B shows a count every reader shares; page A finishes a book; B's count changes with no
    input from B (the server pushes the patch), and B stays idle and usable."""
    a = open_page(browser, reading, "/", DESKTOP)
    b = open_page(browser, reading, "/", DESKTOP)
    before = finished_count(b)
    act(a, lambda: a.get_by_role("option", name="Dune").click())
    start = time.monotonic()
    act(a, lambda: a.get_by_role("button", name="Mark as Finished").click())
    deadline = start + 5
    while finished_count(b) != before + 1 and time.monotonic() < deadline:
        time.sleep(0.005)
    elapsed = time.monotonic() - start
    assert finished_count(b) == before + 1
    print(f"push reached the other page {elapsed * 1000:.0f} ms after the click")
    # The pushed patch left B's client idle (no reply was outstanding) and B still works.
    b.wait_for_selector("#pk-app[data-panekit-idle]", state="attached", timeout=5000)
    act(b, lambda: b.get_by_role("option", name="Emma").click())
    assert "Emma" in b.inner_text(".pk-column[data-column=secondary]")
    a.context.close()
    b.context.close()


def test_a_toggle_is_a_switch_that_a_disabled_modifier_keeps_out_of_reach(browser, reading):
    """`Toggle` draws iOS's switch (role=switch, aria-checked); `.disabled` dims it and the
    browser cannot reach it (inert) until the book is finished."""
    for size, scheme in ((PHONE, "light"), (PHONE, "dark"), (TABLET_LANDSCAPE, "dark"), (DESKTOP, "light")):
        page = open_page(browser, reading, "/", size, color_scheme=scheme)
        act(page, lambda: page.get_by_role("option", name="Middlemarch").click())
        switch = page.get_by_role("switch", name="Recommend to the Club")
        # Disabled: inside an inert, dimmed wrapper; a click at it does nothing.
        assert page.locator(".pk-disabled [role=switch]").count() == 1
        assert switch.is_disabled()
        box = switch.bounding_box()
        page.mouse.click(box["x"] + box["width"] - 10, box["y"] + box["height"] / 2)
        wait_idle(page)  # a click that sent a message would make the page busy until its reply
        assert switch.get_attribute("aria-checked") == "false"
        assert page.get_by_text("Not recommended", exact=True).is_visible()
        act(page, lambda: page.get_by_role("button", name="Mark as Finished").click())
        switch = page.get_by_role("switch", name="Recommend to the Club")
        assert switch.get_attribute("aria-checked") == "false"
        act(page, lambda: switch.click())
        assert switch.get_attribute("aria-checked") == "true"
        assert page.get_by_text("Recommended", exact=True).is_visible()
        settle(page)
        track = page.locator("[role=switch] .pk-switch").bounding_box()
        # iOS's switch on touch screens, the Mac's smaller one with a mouse.
        assert (round(track["width"]), round(track["height"])) == ((51, 31) if size["touch"] else (38, 22))
        shoot(page, f"toggle-{size_name(size)}-{scheme}")
        # Back to reading, for the next size: the Club count and the list stay as they were.
        act(page, lambda: page.get_by_role("button", name="Read Again").click())
        page.context.close()


def test_scene_storage_brings_the_open_book_back_after_a_reload_in_that_tab_only(browser, reading):
    """`@SceneStorage("book")` holds the selection: the tab keeps it (sessionStorage) and a reload
    shows the same book; a new tab starts without one."""
    page = open_page(browser, reading, "/", DESKTOP)
    act(page, lambda: page.get_by_role("option", name="Emma").click())
    assert "Emma: reading" in page.inner_text(".pk-column[data-column=secondary]")
    assert page.evaluate("JSON.parse(sessionStorage.getItem('pk-scene'))") == {"book": "Emma"}
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    page.get_by_text("Emma: reading").wait_for()
    assert page.get_by_role("option", name="Emma").get_attribute("aria-selected") == "true"
    other = page.context.new_page()
    other.goto(reading.base + "/")
    other.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert "Choose a book." in other.inner_text(".pk-column[data-column=secondary]")
    page.context.close()


def size_name(size):
    return {PHONE["width"]: "phone", TABLET_LANDSCAPE["width"]: "tablet"}.get(size["width"], "desktop")


def row_names(page):
    return [row.inner_text().split("\n")[0] for row in page.query_selector_all(".pk-column[data-column=primary] .pk-row")]


def test_a_row_swiped_uncovers_its_actions_and_a_secondary_click_opens_its_menu(browser, reading):
    """`.swipeActions`: dragging a row toward its leading edge uncovers Remove (red); tapping it
    runs it. `.contextMenu`: a right click (or a long press) opens the menu at the pointer, Escape
    closes it, choosing an item runs it."""
    for size, scheme in ((PHONE, "light"), (TABLET_LANDSCAPE, "light"), (DESKTOP, "dark")):
        page = open_page(browser, reading, "/", size, color_scheme=scheme)
        assert row_names(page) == ["Dune", "Emma", "Middlemarch"]
        row = page.locator(".pk-column[data-column=primary] .pk-row", has_text="Emma")
        swipe_row(page, row, 100)
        # The swipe buttons are a pointer's affordance, hidden from assistive technologies (which
        # reach the same actions through the row's menu), so found by their look here.
        remove = row.locator(".pk-swipe-actions .pk-button", has_text="Remove")
        assert row.get_attribute("data-swiped") == "trailing"
        assert remove.is_visible()
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
        assert not serious, serious
        # The content slid by the buttons' width, and nothing was selected.
        assert page.get_by_role("option", name="Emma").get_attribute("aria-selected") == "false"
        shoot(page, f"swipe-actions-{size_name(size)}-{scheme}")
        act(page, lambda: remove.click())
        assert row_names(page) == ["Dune", "Middlemarch"]

        middlemarch = page.locator(".pk-column[data-column=primary] .pk-row", has_text="Middlemarch")
        middlemarch.click(button="right")
        menu = page.locator(".pk-menu-layer .pk-context-menu")
        # The row's actions are built on request (D-69): the menu opens when they arrive.
        menu.wait_for(state="visible")
        assert page.evaluate("document.activeElement.textContent") == "Put First"
        shoot(page, f"context-menu-{size_name(size)}-{scheme}")
        page.keyboard.press("Escape")
        assert not menu.count()
        middlemarch.click(button="right")
        menu.wait_for(state="visible")
        # An open menu passes axe: a menu of menu items.
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
        assert not serious, serious
        act(page, lambda: menu.get_by_role("menuitem", name="Put First").click())
        assert row_names(page) == ["Middlemarch", "Dune"]
        assert not page.locator(".pk-menu-layer").count()
        # A full swipe, across most of the row, runs the first action at once.
        dune = page.locator(".pk-column[data-column=primary] .pk-row", has_text="Dune")
        box = dune.bounding_box()
        y = box["y"] + box["height"] / 2
        page.mouse.move(box["x"] + box["width"] - 10, y)
        page.mouse.down()
        page.mouse.move(box["x"] + box["width"] * 0.15, y, steps=12)
        act(page, lambda: page.mouse.up())
        assert row_names(page) == ["Middlemarch"]
        page.context.close()


def test_a_rows_menu_opens_from_the_keyboard(browser, reading):
    """Shift-F10 (the menu key) on a focused row opens its menu at the row; arrows move between the
    items and Return chooses one — the swipe actions' and the menu's actions need no pointer."""
    page = open_page(browser, reading, "/", DESKTOP)
    row = page.locator(".pk-column[data-column=primary] .pk-row", has_text="Dune")
    row.focus()
    page.keyboard.press("Shift+F10")
    menu = page.locator(".pk-menu-layer .pk-context-menu")
    menu.wait_for(state="visible")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.textContent") == "Remove from List"
    page.keyboard.press("ArrowDown")
    # The row's swipe action comes after its menu's items: reachable without a swipe.
    assert page.evaluate("document.activeElement.textContent") == "Remove"
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    act(page, lambda: page.keyboard.press("Enter"))
    # Focus goes back to the row.
    assert page.evaluate("document.activeElement.getAttribute('role')") == "option"
    assert row_names(page) == ["Dune", "Emma", "Middlemarch"]  # Put First on the first row changes nothing
    assert not page.locator(".pk-menu-layer").count()
    page.context.close()


def test_bottom_bar_items_make_a_toolbar_under_the_screen(browser, reading):
    """`.toolbar` items at `.bottomBar` fill the stack's bottom toolbar (UIKit's `toolbarItems`),
    under the book at every size, with the `.status` text between them, as Mail's "Updated Just
    Now"; a screen without such items has none."""
    for size, scheme in ((PHONE, "light"), (PHONE, "dark"), (TABLET_LANDSCAPE, "light"), (DESKTOP, "dark")):
        page = open_page(browser, reading, "/", size, color_scheme=scheme)
        assert page.get_by_role("toolbar").count() == 0, "no book, no toolbar"
        act(page, lambda: page.get_by_role("option", name="Middlemarch").click())
        toolbar = page.get_by_role("toolbar", name="Toolbar")
        assert toolbar.is_visible()
        assert [b.get_attribute("aria-label") for b in toolbar.get_by_role("button").all()] == ["Put First", "Remove from List"]
        status = toolbar.get_by_role("status")
        assert status.inner_text() == "3 of 3"
        first, last = (toolbar.get_by_role("button", name=n).bounding_box() for n in ("Put First", "Remove from List"))
        middle = status.bounding_box()
        assert first["x"] + first["width"] <= middle["x"] and middle["x"] + middle["width"] <= last["x"], "the status sits between the buttons"
        # At the bottom of the book's column, the width of it.
        column = page.locator(".pk-column[data-column=secondary]") if not size["touch"] or size["width"] > 600 else page.locator(".pk-main")
        bar, area = toolbar.bounding_box(), column.bounding_box()
        assert abs((bar["y"] + bar["height"]) - (area["y"] + area["height"])) <= 1
        assert abs(bar["width"] - area["width"]) <= 1
        settle(page)
        shoot(page, f"bottom-toolbar-{size_name(size)}-{scheme}")
        act(page, lambda: toolbar.get_by_role("button", name="Put First").click())
        assert toolbar.get_by_role("status").inner_text() == "1 of 3"
        if size["width"] < 600:
            act(page, lambda: page.get_by_role("button", name="Reading").click())
        assert page.get_by_role("option").first.inner_text().strip().startswith("Middlemarch")
        page.context.close()
