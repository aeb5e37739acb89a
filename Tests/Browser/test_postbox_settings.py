"""Postbox's Settings sheet: sidebar size, accent color and the compact style, at every size,
kept across reloads; and searches named by the URL."""
import re

import pytest

from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, choose_tabs, open_page, settle, shoot


def open_settings(page):
    act(page, lambda: page.click("[aria-label=Settings]"))
    settle(page)
    assert page.url.endswith("/settings")
    return page.query_selector("[role=dialog]")


def show_tab(page, title):
    """A Mac's Settings window shows one tab at a time (D-104); elsewhere all is on one sheet."""
    tab = page.locator("[role=radiogroup][aria-label=Tabs] [role=radio]", has_text=title)
    if tab.count():
        act(page, lambda: tab.click())


def close_settings(page):
    """Done on a sheet; a Mac's Settings window closes by its Close button (D-104)."""
    done = page.locator("[role=dialog] [aria-label=Done]")
    act(page, lambda: (done if done.count() else page.locator(".pk-window-close")).click())


def test_settings_sheet_at_phone_tablet_and_desktop(browser, postbox):
    for name, size in (("phone", PHONE), ("tablet", TABLET_LANDSCAPE), ("desktop", DESKTOP)):
        # A phone's Settings button is on its mailboxes, the stack's root.
        path = "/" if size is PHONE else "/mailbox/inbox"
        page = open_page(browser, postbox, path, size)
        sheet = open_settings(page)
        groups = [group.get_attribute("aria-label") for group in sheet.query_selector_all("[role=radiogroup]")]
        if size is DESKTOP:
            # D-104: a Mac's Settings is a window of its own with toolbar tabs, titled by the tab
            # shown; the main window stays usable beside it.
            assert sheet.get_attribute("aria-label") == "General"
            assert page.get_attribute(".pk-sheet", "data-appearance") == "window"
            assert page.query_selector(".pk-main[inert]") is None
            assert groups == ["Tabs", "Sidebar Size"]
            show_tab(page, "Appearance")
            assert page.get_attribute(".pk-sheet", "aria-label") == "Appearance"
            assert [g.get_attribute("aria-label") for g in sheet.query_selector_all("[role=radiogroup]")] == ["Tabs", "Accent Color"]
            assert page.query_selector("[role=dialog] [aria-label=Done]") is None
        else:
            assert sheet.get_attribute("aria-label") == "Settings"
            assert groups == ["Sidebar Size", "Accent Color", "Compact Width"]
        # Nothing spills out of the sheet.
        box = sheet.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5
        assert page.evaluate("(s) => s.scrollWidth <= s.clientWidth + 1", sheet)
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
        assert not serious, serious
        shoot(page, f"postbox-settings-{name}")
        close_settings(page)
        assert page.query_selector("[role=dialog]") is None
        assert page.url.endswith(path)
        page.context.close()


def test_SB_14_sidebar_size_and_accent_color_apply_at_once_and_survive_a_reload(browser, private_postbox):
    page = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    medium = page.query_selector(".pk-sidebar-row").bounding_box()["height"]
    open_settings(page)
    act(page, lambda: page.click("[role=radiogroup][aria-label='Sidebar Size'] >> text=Large"))
    show_tab(page, "Appearance")
    act(page, lambda: page.click("[role=radiogroup][aria-label='Accent Color'] >> text=Purple"))
    assert page.get_attribute("[role=radiogroup][aria-label='Accent Color'] [aria-checked=true]", "data-tint") == "purple"
    show_tab(page, "General")
    # The keyboard moves the choice too: → from Large wraps nowhere, ← goes back to Medium.
    page.focus("[role=radiogroup][aria-label='Sidebar Size'] [aria-checked=true]")
    act(page, lambda: page.keyboard.press("ArrowLeft"))
    assert page.inner_text("[role=radiogroup][aria-label='Sidebar Size'] [aria-checked=true]") == "Medium"
    act(page, lambda: page.keyboard.press("ArrowRight"))
    assert page.inner_text("[role=radiogroup][aria-label='Sidebar Size'] [aria-checked=true]") == "Large"
    close_settings(page)
    settle(page)

    def looks():
        root = page.get_attribute(".pk-root", "data-tint")
        height = page.query_selector(".pk-sidebar-row").bounding_box()["height"]
        icon = page.evaluate("getComputedStyle(document.querySelector('.pk-sidebar-row .pk-icon')).color")
        return root, height, icon

    root, large, icon = looks()
    assert root == "purple"
    assert (medium, large) == (28, 32), "HIG sidebar rows: 28 pt medium, 32 pt large"
    assert icon == "rgb(175, 82, 222)", "icons take the accent color, Apple's systemPurple"
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    settle(page)
    assert looks() == (root, large, icon)
    shoot(page, "postbox-desktop-purple-large")


def test_SB_6_single_stack_compact_style(browser, private_postbox):
    choose_tabs(private_postbox)
    page = open_page(browser, private_postbox, "/mailbox/inbox", PHONE)
    assert page.query_selector(".pk-tabs") is not None
    open_settings(page)
    act(page, lambda: page.click("[role=radiogroup][aria-label='Compact Width'] >> text=Single Stack"))
    shoot(page, "postbox-settings-stack-phone")
    act(page, lambda: page.click("[role=dialog] [aria-label=Done]"))
    settle(page)
    assert page.query_selector(".pk-tabs") is None
    # The Inbox, with Back to the mailboxes; rows push, so they draw chevrons.
    assert page.inner_text(".pk-bar .pk-back") == "Mailboxes"
    assert page.query_selector(".pk-list [data-tag][data-chevron]") is not None
    act(page, lambda: page.click(".pk-list [data-tag]:nth-child(2)"))
    settle(page)
    assert re.search(r"/mailbox/inbox/message/\d+$", page.url)
    subject = page.inner_text(".pk-text[data-style=title]")
    act(page, lambda: page.click(".pk-bar .pk-back"))
    settle(page)
    assert page.url.endswith("/mailbox/inbox")
    act(page, lambda: page.click(".pk-bar .pk-back"))
    settle(page)
    assert page.url.rstrip("/") == private_postbox.base
    assert page.query_selector(".pk-sidebar") is not None
    shoot(page, "postbox-stack-phone")
    # A reload keeps the style; the message link opens in the stack.
    page.goto(private_postbox.base + "/mailbox/inbox")
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert page.query_selector(".pk-tabs") is None
    act(page, lambda: page.click(".pk-list [data-tag]:nth-child(2)"))
    assert page.inner_text(".pk-text[data-style=title]") == subject


def test_a_search_is_in_the_url_and_a_reload_restores_it(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    act(page, lambda: page.fill("[aria-label=Search]", "sidebar notes"))
    assert page.url.endswith("/mailbox/inbox/search/sidebar%20notes")
    count = len(page.query_selector_all(".pk-column[data-column=supplementary] .pk-list [data-tag]"))
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag]:nth-child(1)"))
    assert re.search(r"/search/sidebar%20notes/message/\d+$", page.url)
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert page.input_value("[aria-label=Search]") == "sidebar notes"
    assert len(page.query_selector_all(".pk-column[data-column=supplementary] .pk-list [data-tag]")) == count
    assert page.query_selector("main .pk-text[data-style=title]") is not None


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_D_105_every_accent_color_stays_legible(browser, private_postbox, scheme):
    """Text in each accent color, and white text on it, keeps WCAG AA in light and dark mode."""
    page = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP, color_scheme=scheme)
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag]:nth-child(2)"))
    for color in ("Yellow", "Orange", "Green", "Graphite", "Red", "Pink", "Purple", "Blue"):
        open_settings(page)
        show_tab(page, "Appearance")
        act(page, lambda: page.click(f"[role=radiogroup][aria-label='Accent Color'] >> text={color}"))
        close_settings(page)
        settle(page)
        assert page.get_attribute(".pk-root", "data-tint") in (color.lower(), None)
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
        assert not serious, (color, serious)
    shoot(page, f"postbox-desktop-{scheme}")


def test_D_105_symbols_take_apples_system_colors_and_words_their_ink(browser, postbox):
    """Symbols and the unread dot are Apple's systemBlue itself (#007AFF, #0A84FF in dark mode);
    a bar button's word is blue's ink, #006BE0, which keeps 4.5:1 (D-105)."""
    color = "(selector) => getComputedStyle(document.querySelector(selector)).color"
    for scheme, system in (("light", "rgb(0, 122, 255)"), ("dark", "rgb(10, 132, 255)")):
        page = open_page(browser, postbox, "/mailbox/inbox", TABLET_LANDSCAPE, color_scheme=scheme)
        assert page.evaluate(color, ".pk-sidebar-row:not([aria-selected=true]) .pk-icon") == system
        assert page.evaluate(color, ".pk-list[data-window] .pk-icon[data-color=accent]") == system, "the unread dot"
        assert page.evaluate(color, ".pk-bar-item:not([disabled]) .pk-icon") == system
        if scheme == "light":
            assert page.evaluate(color, ".pk-bar-item:not([disabled]):not(:has(.pk-icon))") == "rgb(0, 107, 224)"
        page.context.close()
