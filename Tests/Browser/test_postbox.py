"""Postbox in the browser: mailbox → message, resizing with the selection kept, tabs and badges."""
import re
import sqlite3

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, PHONE, PHONE_SCREEN, TABLET_LANDSCAPE, choose_tabs, act, columns, open_page, resize, settle, shoot, wait_idle


@pytest.mark.parametrize("name", ["phone", "tablet", "desktop"])
def test_select_a_mailbox_then_a_message_and_the_url_follows(browser, postbox, name):
    size = {"phone": PHONE, "tablet": TABLET_LANDSCAPE, "desktop": DESKTOP}[name]
    page = open_page(browser, postbox, "/", size)
    if name == "phone":
        # D-97: Mail's one stack — Mailboxes › a mailbox › a message — reaching every folder.
        assert page.url.endswith("/") and page.query_selector(PHONE_SCREEN + ".pk-sidebar-row[data-tag=drafts]")
        act(page, lambda: page.click(PHONE_SCREEN + ".pk-sidebar-row[data-tag=drafts]"))
        assert page.url.endswith("/mailbox/drafts")
        act(page, lambda: page.click(".pk-bar .pk-back"))
        assert page.url.endswith("/")
        act(page, lambda: page.click(PHONE_SCREEN + ".pk-sidebar-row[data-tag=panekit]"))
        assert page.url.endswith("/mailbox/panekit") and page.inner_text(".pk-bar-title") == "PaneKit"
        act(page, lambda: page.click(".pk-bar .pk-back"))
        act(page, lambda: page.click(PHONE_SCREEN + ".pk-sidebar-row[data-tag=inbox]"))
        assert page.url.endswith("/mailbox/inbox")
        act(page, lambda: page.click(PHONE_SCREEN + ".pk-list [data-tag]:nth-child(2)"))
        settle(page)
        assert re.search(r"/mailbox/inbox/message/\d+$", page.url)
        assert page.query_selector(PHONE_SCREEN + ".pk-text[data-style=title]") is not None
        act(page, lambda: page.click(".pk-bar .pk-back"))
        assert page.url.endswith("/mailbox/inbox")
        return
    # D-66: regular width opens where Mail does, on the Inbox's newest message.
    assert re.search(r"/mailbox/inbox/message/\d+$", page.url)
    assert page.query_selector(".pk-column[data-column=supplementary] .pk-row[aria-selected=true]:first-child")
    act(page, lambda: page.click(".pk-sidebar [data-tag=drafts]"))
    assert page.url.endswith("/mailbox/drafts")
    act(page, lambda: page.click(".pk-sidebar [data-tag=inbox]"))
    assert page.url.endswith("/mailbox/inbox")
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag]:nth-child(2)"))
    assert re.search(r"/mailbox/inbox/message/\d+$", page.url)
    assert page.query_selector("main .pk-text[data-style=title]") is not None
    if name == "desktop":
        shoot(page, "postbox-desktop")


def test_resizing_keeps_the_open_message(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag]:nth-child(3)"))
    subject = page.inner_text("main .pk-text[data-style=title]")
    resize(page, 390, 844)
    assert page.inner_text(PHONE_SCREEN + ".pk-text[data-style=title]") == subject
    shoot(page, "postbox-phone")
    resize(page, 1440, 900)
    assert page.inner_text("main .pk-text[data-style=title]") == subject


def unread_counts(server):
    with sqlite3.connect(server.data / "mail.sqlite") as db:
        counts = dict(db.execute("SELECT mailboxId, count(*) FROM message WHERE isRead = 0 GROUP BY mailboxId"))
        counts["flagged"] = db.execute("SELECT count(*) FROM message WHERE isRead = 0 AND isFlagged = 1").fetchone()[0]
    return {mailbox: count for mailbox, count in counts.items() if count}


def test_badges_equal_unread_counts_at_every_size(browser, postbox, postbox_tabs):
    # The phone's tab bar, when people chose it: four mailboxes and More.
    page = open_page(browser, postbox_tabs, "/", PHONE)
    titles = [tab.inner_text().split("\n")[-1] for tab in page.query_selector_all(".pk-tab")]
    assert titles[-1] == "More" and len(titles) == 5
    unread = unread_counts(postbox_tabs)
    names = {"Inbox": "inbox", "Flagged": "flagged", "Drafts": "drafts", "Sent": "sent"}
    for tab in page.query_selector_all(".pk-tab"):
        title = tab.query_selector(".pk-title").inner_text()
        if title in names:
            badge = tab.query_selector(".pk-badge")
            assert (int(badge.inner_text()) if badge else 0) == unread.get(names[title], 0), title
    shoot(page, "postbox-phone-tabs")
    # Reading a message takes one off its tab's badge.
    inbox = int(page.inner_text(".pk-tab >> nth=0 >> .pk-badge"))
    act(page, lambda: page.click(".pk-tab-content .pk-list [data-tag]:has(.pk-icon[data-symbol='circle.fill'][data-color=accent])"))
    assert int(page.inner_text(".pk-tab >> nth=0 >> .pk-badge")) == inbox - 1 == unread_counts(postbox_tabs)["inbox"]
    page.context.close()
    # The phone's mailboxes (Mail's stack), then the sidebars of regular width.
    for size in (PHONE, TABLET_LANDSCAPE, DESKTOP):
        page = open_page(browser, postbox, "/", size)
        unread = unread_counts(postbox)
        rows = page.query_selector_all(".pk-sidebar-row")
        assert len(rows) >= 10
        for row in rows:
            mailbox = row.get_attribute("data-tag").removeprefix("favorite-")
            count = row.query_selector(".pk-count")
            assert (int(count.inner_text()) if count else 0) == unread.get(mailbox, 0), mailbox
        if size is PHONE:
            shoot(page, "postbox-phone-mailboxes")


def test_postbox_pages_pass_axe(browser, postbox):
    for size in (PHONE, TABLET_LANDSCAPE, DESKTOP):
        page = open_page(browser, postbox, "/mailbox/inbox", size)
        settle(page)
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
        assert not serious, serious
        page.context.close()


def test_compose_keeps_its_draft_through_a_swipe_down_and_a_reload(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", PHONE)
    act(page, lambda: page.click("[aria-label='New Message']"))
    # Issue 36: Mail writes at full height, the list pushed back behind as a card.
    assert page.get_attribute(".pk-sheet", "data-selected-detent") == "large"
    assert page.query_selector(".pk-grabber") is None
    assert page.query_selector(".pk-main[data-receded]") is not None, "the screen behind steps back"
    act(page, lambda: page.fill(".pk-sheet textarea", "Dear Ada, about the sidebar"))
    settle(page)
    box = page.query_selector(".pk-sheet").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 8)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 760, steps=8)
    act(page, lambda: page.mouse.up())
    assert page.query_selector("[role=alertdialog]") is not None, "unsaved text asks before closing"
    act(page, lambda: page.click("text=Keep Editing"))
    assert re.search(r"/compose/\d+$", page.url)
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert page.input_value(".pk-sheet textarea") == "Dear Ada, about the sidebar"
    shoot(page, "postbox-compose-phone")


def recipients(page):
    """The To row's tokens (their names) and, last, what is typed in its field if anything."""
    row = page.locator(".pk-sheet .pk-form > .pk-stack").first
    tokens = [text.strip() for text in row.locator(".pk-button").all_inner_texts()]
    typed = row.locator("input").input_value()
    return tokens + ([typed] if typed else [])


@pytest.mark.parametrize("name", ["phone", "desktop"])
def test_To_makes_tokens_of_addresses_as_they_are_typed(browser, postbox, name):
    """Issue 36: Mail's labelled rows (To:, Cc:, Bcc:, From:, Subject:) over the text; a comma typed after an
    address makes a token of it at once, key by key, with nothing doubled however fast the keys
    come; Send waits for a recipient; a tapped token goes back into the field."""
    page = open_page(browser, postbox, "/mailbox/inbox", {"phone": PHONE, "desktop": DESKTOP}[name])
    act(page, lambda: page.click("[aria-label='New Message']"))
    labels = lambda: page.locator(".pk-sheet .pk-form > .pk-stack > .pk-text:first-child").all_inner_texts()
    if name == "phone":
        # Cc, Bcc and From are one row on touch until it is tapped, as in Mail.
        assert labels() == ["To:", "Subject:"], labels()
        act(page, lambda: page.click(".pk-sheet .pk-form >> text=Cc/Bcc, From:"))
    assert labels() == ["To:", "Cc:", "Bcc:", "From:", "Subject:"], labels()
    send = page.locator(".pk-sheet .pk-bar-item[aria-label=Send]")
    assert send.is_disabled(), "Send waits for a recipient"
    act(page, lambda: page.click(".pk-sheet [aria-label=To]"))
    # Typed without waiting for the replies: the page sends the whole field each time.
    page.keyboard.type('"Lovelace, Ada" <ada@example.com>, grace@example.com; al', delay=5)
    # Every key answered (a busy machine answers late), then the field holds the server's value.
    wait_idle(page)
    settle(page)
    assert recipients(page) == ["Lovelace, Ada", "grace@example.com", "al"]
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "To", "typing goes on in the field"
    assert send.is_enabled()
    if name == "desktop":
        # The main window stays usable beside the compose window: another mailbox opens.
        act(page, lambda: page.click(".pk-column[data-column=primary] [data-tag=archive]"))
        assert "/mailbox/archive" in page.url and page.query_selector(".pk-sheet[data-appearance=window]") is not None
    act(page, lambda: page.click(".pk-sheet .pk-form .pk-button >> text=grace@example.com"))
    assert recipients(page) == ["Lovelace, Ada", "al", "grace@example.com"]
    # Cc takes tokens the same way; what is sent shows its copies under To.
    act(page, lambda: page.click(".pk-sheet [aria-label=Cc]"))
    page.keyboard.type("alan@example.com,", delay=5)
    wait_idle(page)
    settle(page)
    cc = page.locator(".pk-sheet .pk-form > .pk-stack").nth(1)
    assert cc.locator(".pk-button").all_inner_texts() == ["alan@example.com"]
    shoot(page, f"compose-copies-{name}")
    page.context.close()


@pytest.mark.parametrize("name", ["tablet", "desktop"])
def test_compose_in_regular_width_asks_before_closing_and_survives_a_reload(browser, postbox, name):
    page = open_page(browser, postbox, "/mailbox/inbox", {"tablet": TABLET_LANDSCAPE, "desktop": DESKTOP}[name])
    act(page, lambda: page.click("[aria-label='New Message']"))
    settle(page)
    # D-101: a Mac writes in a window of its own, which closes by its Close button.
    assert page.get_attribute(".pk-sheet", "data-appearance") == ("formSheet" if name == "tablet" else "window")
    act(page, lambda: page.fill(".pk-sheet [aria-label=To]", "ada@example.com"))
    act(page, lambda: page.fill(".pk-sheet textarea", "About the sidebar"))
    close = ".pk-sheet [aria-label=Cancel]" if name == "tablet" else ".pk-window-close"
    act(page, lambda: page.click(close))
    settle(page)
    if name == "tablet":
        # Unsaved text asks before closing, in a popover pointing at Cancel (D-56), without a Keep
        # Editing button: a tap outside or Escape keeps editing.
        question = page.query_selector('.pk-sheet[data-appearance="popover"]')
        assert question is not None, "unsaved text asks before closing"
        cancel = page.query_selector(".pk-sheet [aria-label=Cancel]").bounding_box()
        assert abs(question.bounding_box()["y"] - (cancel["y"] + cancel["height"])) <= 14
        assert page.query_selector("text=Keep Editing") is None
        # The question is Mail's, and the focus is on saving, never on deleting (Return keeps the text).
        assert "Save this draft?" in question.inner_text()
        assert page.evaluate("document.activeElement.textContent").strip() == "Save Draft"
    else:
        # Issue 36: a Mac asks in an alert, in Mail's words there; Escape is its Cancel.
        question = page.query_selector("[role=alertdialog]")
        assert question is not None, "unsaved text asks before closing"
        assert "Do you want to save this message as a draft?" in question.inner_text()
        assert [b.inner_text() for b in question.query_selector_all("button")] == ["Save", "Don't Save", "Cancel"]
        assert page.evaluate("document.activeElement.textContent").strip() != "Don't Save"
        shoot(page, "postbox-compose-close-alert-desktop")
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.query_selector('.pk-sheet[data-appearance="popover"], [role=alertdialog]') is None
    draft_url = page.url
    assert re.search(r"/mailbox/inbox/compose/\d+$", draft_url)
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert page.input_value(".pk-sheet textarea") == "About the sidebar"
    assert recipients(page) == ["ada@example.com"], "the address kept is a token"
    shoot(page, f"postbox-compose-{name}")
    act(page, lambda: page.click(close))
    act(page, lambda: page.get_by_role("button", name="Delete Draft" if name == "tablet" else "Don't Save", exact=True).click())
    settle(page)
    assert page.query_selector(".pk-sheet") is None
    assert page.url.endswith("/mailbox/inbox")
    page.goto(draft_url)
    assert page.query_selector(".pk-sheet") is None, "a deleted draft's URL opens nothing"


def test_more_edit_reorder_persists_across_reload(browser, private_postbox):
    choose_tabs(private_postbox)
    page = open_page(browser, private_postbox, "/", PHONE)
    act(page, lambda: page.click(".pk-tab >> text=More"))
    act(page, lambda: page.click("[aria-label=Edit]"))
    settle(page)  # the sheet slides up; measure rows where they rest
    # Drag Junk (sixth) above Inbox (first).
    rows = page.query_selector_all("[role=dialog] [data-move] [data-tag]")
    junk = next(row for row in rows if row.get_attribute("data-tag") == "junk").bounding_box()
    first = rows[0].bounding_box()
    page.mouse.move(junk["x"] + 40, junk["y"] + junk["height"] / 2)
    page.mouse.down()
    page.mouse.move(first["x"] + 40, first["y"] + 4, steps=10)
    act(page, lambda: page.mouse.up())
    assert page.query_selector_all("[role=dialog] [data-move] [data-tag]")[0].get_attribute("data-tag") == "junk"
    act(page, lambda: page.click("[role=dialog] [aria-label=Done]"))
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert page.query_selector_all(".pk-tab .pk-title")[0].inner_text() == "Junk"


def test_SB_15_the_sidebar_hides_and_shows_by_button_and_keyboard(browser, postbox):
    for size in (TABLET_LANDSCAPE, DESKTOP):
        page = open_page(browser, postbox, "/mailbox/inbox", size)
        assert "primary" in columns(page)
        # The button at the sidebar's leading end hides it; the one that takes its place shows it.
        act(page, lambda: page.click("[data-kind=displayMode]"))
        assert "primary" not in columns(page)
        act(page, lambda: page.click("[data-kind=displayMode]"))
        assert "primary" in columns(page)
        # ⌃⌘S on the Mac, Ctrl+Alt+S elsewhere.
        act(page, lambda: page.keyboard.press("Control+Alt+KeyS"))
        assert "primary" not in columns(page)
        assert "supplementary" in columns(page), "the message list stays"
        act(page, lambda: page.keyboard.press("Control+Alt+KeyS"))
        assert "primary" in columns(page)
        assert page.url.endswith("/mailbox/inbox")
        page.context.close()


def test_D_63_postbox_shortcuts_open_compose_and_settings(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    act(page, lambda: page.keyboard.press("Control+Alt+KeyN"))
    assert page.get_attribute(".pk-sheet", "aria-label") == "New Message"
    act(page, lambda: page.keyboard.press("Escape"))
    settle(page)
    assert page.query_selector(".pk-sheet") is None
    act(page, lambda: page.keyboard.press("Control+Comma"))
    # A Mac's Settings is a window titled by its tab (D-104).
    assert page.get_attribute(".pk-sheet", "aria-label") == "General"
    assert page.get_attribute(".pk-sheet", "data-appearance") == "window"
    page.context.close()


def test_D_63_message_shortcuts_flag_and_trash(browser, private_postbox):
    page = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    act(page, lambda: page.click(".pk-column[data-column=supplementary] [data-tag]"))
    settle(page)
    assert page.get_by_role("button", name="Flag").count() == 1
    act(page, lambda: page.keyboard.press("Control+Shift+KeyL"))
    assert page.get_by_role("button", name="Unflag").count() == 1, "⇧⌘L (Ctrl+Shift+L here) flagged it"
    page.keyboard.press("Control+Slash")
    listed = page.inner_text(".pk-shortcuts")
    assert "Unflag" in listed and "Ctrl+Backspace" in listed and "Move to Trash" in listed
    page.keyboard.press("Escape")
    page.context.close()
