"""Postbox in the browser: mailbox → message, resizing with the selection kept, tabs and badges."""
import re

from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, open_page, resize, settle, shoot


def test_select_a_mailbox_then_a_message_and_the_url_follows(browser, postbox):
    page = open_page(browser, postbox, "/", DESKTOP)
    assert "No Mailbox Selected" in page.inner_text(".pk-split")
    act(page, lambda: page.click(".pk-sidebar [data-tag=inbox]"))
    assert page.url.endswith("/mailbox/inbox")
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag]:nth-child(2)"))
    assert re.search(r"/mailbox/inbox/message/\d+$", page.url)
    assert page.query_selector("main .pk-text[data-style=title]") is not None
    shoot(page, "postbox-desktop")


def test_resizing_keeps_the_open_message(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag]:nth-child(3)"))
    subject = page.inner_text("main .pk-text[data-style=title]")
    resize(page, 390, 844)
    assert page.inner_text(".pk-tab-content .pk-text[data-style=title]") == subject
    shoot(page, "postbox-phone")
    resize(page, 1440, 900)
    assert page.inner_text("main .pk-text[data-style=title]") == subject


def test_compact_tabs_show_unread_badges_and_more(browser, postbox):
    page = open_page(browser, postbox, "/", PHONE)
    titles = [tab.inner_text().split("\n")[-1] for tab in page.query_selector_all(".pk-tab")]
    assert titles[-1] == "More" and len(titles) == 5
    badge = page.query_selector(".pk-tab .pk-badge")
    assert badge is not None and int(badge.inner_text()) > 0
    shoot(page, "postbox-phone-list")


def test_postbox_pages_pass_axe(browser, postbox):
    for size in (PHONE, TABLET_LANDSCAPE, DESKTOP):
        page = open_page(browser, postbox, "/mailbox/inbox", size)
        settle(page)
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
        assert not serious, serious
        page.context.close()
