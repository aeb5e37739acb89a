"""Issue 16: Postbox reads as Apple's Mail — where it opens, the message rows, dates in the reader's
locale, the message's header and where its actions are — measured in the DOM."""
import datetime
import re

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, PHONE, PHONE_SCREEN, TABLET_LANDSCAPE, TABLET_PORTRAIT, act, columns, open_page, settle, shoot, swipe_row, wait_idle

# The sample mailbox's newest message is a little before 2026-11-01 09:00 UTC (a Sunday).
SAMPLE_DAY = datetime.datetime(2026, 11, 1, 12, 0, tzinfo=datetime.timezone.utc)

ROWS = """() => [...document.querySelectorAll('.pk-list[data-window] > .pk-row')].slice(0, 12).map(row => {
    const [name, date, subject, preview] = row.querySelectorAll('.pk-text');
    const box = (element) => element.getBoundingClientRect();
    const lines = (element) => Math.round(box(element).height / parseFloat(getComputedStyle(element).lineHeight));
    const dot = row.querySelector(':scope > .pk-stack > .pk-icon:first-child');
    return {
        height: box(row).height, nameLeft: box(name).left, nameTop: box(name).top, dateTop: box(date).top,
        dateRight: box(date).right, rowRight: box(row).right, nameLines: lines(name), subjectLines: lines(subject),
        previewLines: lines(preview), previewCut: preview.scrollHeight > preview.clientHeight + 1,
        nameEllipsis: getComputedStyle(name).textOverflow, unread: dot.dataset.color === 'accent',
        replied: dot.dataset.symbol === 'arrowshape.turn.up.left',
        dotVisible: getComputedStyle(dot).visibility === 'visible' && dot.dataset.color !== 'clear', dotWidth: box(dot).width, date: date.textContent,
        dotLeft: box(dot).left, rowLeft: box(row).left,
    };
})"""


def dated_page(browser, server, path, size, locale="en-US", timezone="UTC", now=SAMPLE_DAY):
    """A page whose clock reads `now`, in a locale and time zone (dates are written by the page)."""
    context = browser.new_context(viewport={"width": size["width"], "height": size["height"]}, has_touch=size["touch"],
                                  is_mobile=size["touch"] and size["width"] < 600, locale=locale, timezone_id=timezone)
    page = context.new_page()
    page.clock.set_fixed_time(now)
    page.goto(server.base + path)
    wait_idle(page)
    return page


@pytest.mark.parametrize("name", ["phone", "tablet", "desktop"])
def test_a_message_row_is_mails(browser, postbox, name):
    size = {"phone": PHONE, "tablet": TABLET_LANDSCAPE, "desktop": DESKTOP}[name]
    page = dated_page(browser, postbox, "/mailbox/inbox", size)
    settle(page)
    rows = page.evaluate(ROWS)
    assert len(rows) == 12 and any(row["unread"] for row in rows) and any(not row["unread"] for row in rows)
    for row in rows:
        # Sender and date on one line, the date never on a line of its own, at the trailing edge.
        assert row["nameLines"] == 1 and abs(row["nameTop"] - row["dateTop"]) < 6, row
        assert row["nameEllipsis"] == "ellipsis"
        assert row["rowRight"] - row["dateRight"] < 40, row
        assert row["subjectLines"] == 1 and row["previewLines"] <= 2, row
        # The unread dot (or an answered message's reply arrow) is in the leading margin; a read
        # row keeps its place, so text never moves.
        assert row["dotVisible"] == (row["unread"] or row["replied"]), row
        assert row["dotLeft"] < row["nameLeft"] and row["dotWidth"] <= 20, row
        # Mail's rows: four lines, not the 141-px rows of before.
        assert row["height"] <= (112 if name != "desktop" else 90), row
    assert any(row["replied"] for row in rows), "answered mail shows Mail's reply arrow"
    assert len({round(row["nameLeft"]) for row in rows}) == 1, "read and unread rows start their text at the same place"
    assert any(row["previewCut"] for row in rows), "long previews end in an ellipsis after two lines"
    # Today's messages show their time.
    assert re.fullmatch(r"\d{1,2}:\d{2}\s?[AP]M", rows[0]["date"]), rows[0]["date"]
    # On a phone a row pushes its message: a chevron on the first line, after the date.
    chevron = page.evaluate("""() => { const row = document.querySelector('.pk-list[data-window] > .pk-row');
        const after = getComputedStyle(row, '::after');
        return row.hasAttribute('data-chevron') && after.content !== 'none' ? after.alignSelf : null; }""")
    assert chevron == ("flex-start" if name == "phone" else None), chevron
    shoot(page, f"mail-rows-{name}")


@pytest.mark.parametrize("locale, timezone, now, expected", [
    ("en-US", "UTC", SAMPLE_DAY, r"\d{1,2}:\d{2}\s?[AP]M"),
    ("en-US", "UTC", SAMPLE_DAY + datetime.timedelta(days=1), "Yesterday"),
    ("en-US", "UTC", SAMPLE_DAY + datetime.timedelta(days=4), "Sunday"),
    ("en-US", "UTC", SAMPLE_DAY + datetime.timedelta(days=20), "11/1/26"),
    ("de-DE", "Europe/Berlin", SAMPLE_DAY, r"\d{2}:\d{2}"),
    ("de-DE", "Europe/Berlin", SAMPLE_DAY + datetime.timedelta(days=1), "Gestern"),
    ("de-DE", "Europe/Berlin", SAMPLE_DAY + datetime.timedelta(days=4), "Sonntag"),
    ("de-DE", "Europe/Berlin", SAMPLE_DAY + datetime.timedelta(days=20), "01.11.26"),
])
def test_dates_are_mails_in_the_readers_locale(browser, postbox, locale, timezone, now, expected):
    page = dated_page(browser, postbox, "/mailbox/inbox", DESKTOP, locale=locale, timezone=timezone, now=now)
    first = page.query_selector(".pk-list[data-window] > .pk-row time[data-date=recent]")
    assert re.fullmatch(expected, first.inner_text()), first.inner_text()
    # Rows that arrive later (a scroll, a patch) are written too: none keeps the server's UTC text.
    assert "UTC" not in page.inner_text(".pk-column[data-column=supplementary]")
    page.context.close()


def test_D_66_D_99_an_ipad_in_portrait_opens_on_the_newest_message_with_the_list_one_tap_away_over_it(browser, postbox):
    page = open_page(browser, postbox, "/", TABLET_PORTRAIT)
    assert re.search(r"/mailbox/inbox/message/\d+$", page.url)
    shown = columns(page)
    assert list(shown) == ["secondary"] and shown["secondary"]["width"] == TABLET_PORTRAIT["width"]
    subject = page.inner_text("main .pk-text[data-style=title]")
    shoot(page, "mail-open-tablet-portrait")
    act(page, lambda: page.click("main .pk-bar .pk-bar-item[aria-label]:first-child"))
    settle(page)
    shown = columns(page)
    assert "supplementary" in shown
    selected = page.query_selector(".pk-column[data-column=supplementary] .pk-row[aria-selected=true]")
    assert selected and subject in selected.inner_text()
    # D-99: as Mail, the list comes over the message, which keeps its width under a dimming.
    assert page.get_attribute(".pk-split", "data-behavior") == "overlay"
    assert shown["secondary"]["width"] == TABLET_PORTRAIT["width"] and page.locator(".pk-dimming").count() == 1
    shoot(page, "mail-list-over-message-tablet-portrait")
    # Choosing another message puts the list away.
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag]:nth-child(3)"))
    settle(page)
    assert list(columns(page)) == ["secondary"] and page.locator(".pk-dimming").count() == 0


def test_the_message_header_and_actions_are_where_mail_puts_them(browser, postbox):
    page = dated_page(browser, postbox, "/", DESKTOP)
    header = page.query_selector("main .pk-monogram")
    assert re.fullmatch(r"[A-Z]{1,2}", header.inner_text()) and header.get_attribute("aria-hidden") == "true"
    box = header.bounding_box()
    assert abs(box["width"] - box["height"]) < 1 and page.evaluate("e => getComputedStyle(e).borderRadius", header) == "50%"
    # One subject: in the message, not again as the bar's title.
    assert page.inner_text("main .pk-bar-title").strip() == ""
    bar = [item.get_attribute("aria-label") for item in page.query_selector_all("main .pk-bar .pk-bar-item")]
    assert {"Flag", "Archive", "Move to Trash", "Reply"} <= set(bar), bar
    assert page.query_selector("main .pk-toolbar") is None
    page.context.close()
    # A phone: a bottom toolbar at the foot of the screen, the compose button last.
    page = dated_page(browser, postbox, "/mailbox/inbox", PHONE)
    act(page, lambda: page.click(PHONE_SCREEN + ".pk-list [data-tag]:nth-child(2)"))
    settle(page)
    toolbar = [item.get_attribute("aria-label") for item in page.query_selector_all(".pk-toolbar .pk-bar-item")]
    assert toolbar == ["Move to Trash", "Move Message", "Reply", "New Message"], toolbar
    box = page.query_selector(".pk-toolbar").bounding_box()
    assert abs(box["y"] + box["height"] - PHONE["height"]) < 1 and not page.query_selector("[role=tablist]"), box
    shoot(page, "mail-message-phone")


def test_search_is_apples_search_field(browser, postbox):
    page = dated_page(browser, postbox, "/mailbox/inbox", PHONE)
    field = page.query_selector(PHONE_SCREEN + ".pk-search[role=search] input[type=search]")
    style = page.evaluate("""e => { const s = getComputedStyle(e), glass = getComputedStyle(e.parentElement, '::before');
        return {background: s.backgroundColor, border: s.borderTopWidth, radius: s.borderTopLeftRadius, height: s.height,
                glass: glass.webkitMaskImage || glass.maskImage}; }""", field)
    assert style["border"] == "0px" and style["radius"] == "10px" and style["height"] == "36px", style
    assert style["background"] not in ("rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"), "filled, not outlined"
    assert "magnifyingglass" in style["glass"]
    cancel = page.query_selector(PHONE_SCREEN + ".pk-search-cancel")
    assert not cancel.is_visible()
    field.click()
    assert cancel.is_visible(), "Cancel shows on a phone while people search"
    act(page, lambda: page.keyboard.type("green"))
    assert page.url.endswith("/mailbox/inbox/search/green")
    act(page, lambda: cancel.click())
    assert page.url.endswith("/mailbox/inbox") and field.input_value() == "" and not cancel.is_visible()
    page.context.close()
    page = dated_page(browser, postbox, "/mailbox/inbox/search/green", DESKTOP)
    assert not page.query_selector(".pk-search-cancel").is_visible(), "no Cancel in regular width"
    page.context.close()


def test_search_has_mails_scope_bar_and_marks_the_matches(browser, postbox):
    """While people search, All Mailboxes / Current Mailbox show under the field (choosing one keeps
    the field focused and goes in the URL), and the words typed are marked in the rows."""
    page = dated_page(browser, postbox, "/mailbox/inbox", PHONE)
    tab = PHONE_SCREEN
    scopes = page.locator(tab + ".pk-search-bar > .pk-picker")
    assert scopes.count() == 0, "no scope bar before a search"
    act(page, lambda: page.locator(tab + "input[type=search]").click())
    assert [o.inner_text() for o in scopes.get_by_role("radio").all()] == ["All Mailboxes", "Current Mailbox"]
    field, bar = page.locator(tab + "input[type=search]").bounding_box(), scopes.bounding_box()
    assert bar["y"] >= field["y"] + field["height"] and abs(bar["width"] - field["width"]) < 90, (field, bar)
    act(page, lambda: page.keyboard.type("build"))
    marks = """() => { const h = CSS.highlights.get('pk-search'); return h ? [...h].map(r => r.toString()) : []; }"""
    found = page.evaluate(marks)
    assert found and all(text.lower() == "build" for text in found), found
    act(page, lambda: scopes.get_by_role("radio", name="Current Mailbox").click())
    assert page.url.endswith("/mailbox/inbox/search-in-mailbox/build")
    assert page.evaluate("document.activeElement.type") == "search", "the field keeps the focus"
    assert scopes.get_by_role("radio", name="Current Mailbox").get_attribute("aria-checked") == "true"
    shoot(page, "mail-search-scopes-phone")
    page.context.close()


def test_the_mac_has_one_toolbar_with_the_mailbox_and_its_count(browser, postbox):
    page = dated_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    bar = page.query_selector(".pk-column[data-column=supplementary] .pk-bar")
    assert re.fullmatch(r"[\d,]+ messages(, [\d,]+ unread)?", bar.query_selector(".pk-bar-subtitle").inner_text())
    title, box = bar.query_selector(".pk-bar-title").bounding_box(), bar.bounding_box()
    assert title["x"] < box["x"] + box["width"] / 3, "the title leads, as in a Mac toolbar"
    # No column divider runs through the toolbar: the list's own edge starts under it.
    edge = page.evaluate("""() => { const c = document.querySelector('.pk-column[data-column=supplementary]');
        const after = getComputedStyle(c, '::after'); return [after.content, after.top, getComputedStyle(c).boxShadow]; }""")
    assert edge[0] == '""' and edge[1] == "38px" and "0.5px 0px 0px" not in edge[2].replace("-0.5px", ""), edge
    # A narrow Mac window overlays the sidebar; its button is still the sidebar symbol.
    page.set_viewport_size({"width": 900, "height": 700})
    wait_idle(page)
    settle(page)
    mask = page.evaluate("getComputedStyle(document.querySelector('[data-kind=displayMode] .pk-icon')).webkitMaskImage")
    assert "sidebar.leading" in mask, mask
    page.context.close()


def test_LS_1_LS_2_a_message_row_swipes_as_mails_and_a_full_swipe_runs_the_edge_action_which_undo_puts_back(browser, private_postbox):
    """Swiped toward the leading edge, a row uncovers Trash at the screen edge, then Flag and More
    (LS-1: the first is the outermost); a full swipe runs the one at the edge (LS-2), and the undo
    banner puts the message back. A secondary click opens Mail's menu."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", PHONE)
    rows = PHONE_SCREEN + ".pk-list[data-window] > .pk-row"
    first = page.locator(rows).nth(1)
    tag = first.get_attribute("data-tag")
    swipe_row(page, first, 170)
    assert first.get_attribute("data-swiped") == "trailing"
    buttons = first.locator(".pk-swipe-actions[data-edge=trailing] .pk-button")
    by_place = sorted(buttons.all(), key=lambda b: -b.bounding_box()["x"])
    assert [b.inner_text() for b in by_place] == ["Trash", "Flag", "More"], "from the edge inward"
    edge = by_place[0].bounding_box()
    assert abs(edge["x"] + edge["width"] - PHONE["width"]) < 1, ("Trash reaches the screen's edge", edge)
    # Mail's colors, in forms whose white titles pass WCAG AA.
    serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("serious", "critical")]
    assert not serious, serious
    shoot(page, "mail-row-swiped-phone")
    act(page, lambda: first.locator(".pk-swipe-actions .pk-button", has_text="Flag").click())
    flagged = page.locator(f"{rows}[data-tag='{tag}']")
    assert flagged.locator(".pk-icon[data-symbol='flag.fill'][data-color=orange]").count() == 1
    # A full swipe: the edge action, Trash; then Undo in the banner under the list.
    second = page.locator(rows).nth(2)
    moved = second.get_attribute("data-tag")
    box = second.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 10, y)
    page.mouse.down()
    page.mouse.move(box["x"] + 10, y, steps=10)
    act(page, lambda: page.mouse.up())
    assert page.locator(f"{rows}[data-tag='{moved}']").count() == 0, "trashed"
    banner = page.locator(".pk-toolbar")
    assert "Moved to Trash" in banner.inner_text()
    shoot(page, "mail-undo-banner-phone")
    act(page, lambda: banner.get_by_role("button", name="Undo").click())
    assert page.locator(f"{rows}[data-tag='{moved}']").count() == 1, "back in the Inbox"
    page.context.close()
    page = dated_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    rows = ".pk-column[data-column=supplementary] .pk-list[data-window] > .pk-row"
    row = page.locator(rows).nth(2)
    tag = row.get_attribute("data-tag")
    row.click(button="right")
    menu = page.locator(".pk-menu-layer .pk-context-menu")
    menu.wait_for(state="visible")
    items = [item.inner_text() for item in menu.get_by_role("menuitem").all()]
    assert items[:3] == ["Reply", "Reply All", "Forward"] and items[3] in ("Mark as Read", "Mark as Unread"), items
    assert items[5:9] == ["Move Message…", "Archive", "Move to Junk", "Trash"], items
    # Then the swipe actions the menu does not offer under their title, so none needs a swipe.
    assert items[9:] == ["Unread" if items[3] == "Mark as Unread" else "Read", "More"], items
    trash = menu.get_by_role("menuitem", name="Trash")
    assert page.evaluate("e => getComputedStyle(e).color", trash.element_handle()) == page.evaluate(
        "e => getComputedStyle(e).color", menu.get_by_role("menuitem", name="Archive").element_handle()), "no red items on a Mac"
    shoot(page, "mail-row-menu-desktop")
    act(page, lambda: trash.click())
    assert page.locator(f"{rows}[data-tag='{tag}']").count() == 0, "moved to Trash"
    act(page, lambda: page.keyboard.press("Control+z"))  # ⌘ is Ctrl off a Mac keyboard (D-63)
    assert page.locator(f"{rows}[data-tag='{tag}']").count() == 1, "⌘Z puts it back"
    page.context.close()


def test_a_mailbox_context_menu_marks_all_as_read(browser, private_postbox):
    """A secondary click on a mailbox with unread mail offers Mark All as Read, as Mail does."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    junk = page.locator(".pk-sidebar .pk-sidebar-row", has_text="Junk").first
    assert junk.locator(".pk-count").count() == 1
    junk.click(button="right")
    menu = page.locator(".pk-menu-layer .pk-context-menu")
    assert [item.inner_text() for item in menu.get_by_role("menuitem").all()] == ["Mark All as Read"]
    act(page, lambda: menu.get_by_role("menuitem", name="Mark All as Read").click())
    assert junk.locator(".pk-count").count() == 0 and not junk.get_attribute("data-actions")
    page.context.close()


def test_a_macs_compose_window_has_mails_rows_and_starts_in_To(browser, private_postbox):
    """Issue 36, D-101: on the Mac, compose is a window of its own — Close, Minimize and Zoom at its
    toolbar's leading end, Send beside them — over a main window that stays usable (nothing dims,
    nothing is inert). Its rows are AppKit's: 13-point text, a hairline under each, no field
    border; it opens with To focused, so typing goes straight to it; it moves by its toolbar, and Zoom fills the page with it."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    act(page, lambda: page.get_by_role("button", name="New Message").first.click())
    window = page.locator(".pk-sheet[data-appearance=window]")
    assert window.get_attribute("aria-modal") == "false"
    assert page.query_selector(".pk-main[inert], .pk-dimming") is None, "the main window stays usable"
    assert [c.get_attribute("class") for c in window.locator(".pk-window-controls > *").element_handles()] == [
        "pk-window-close", "pk-window-minimize", "pk-window-zoom"]
    close, send = window.locator(".pk-window-close").bounding_box(), window.locator(".pk-bar-item[aria-label=Send]").bounding_box()
    assert close["x"] < send["x"] < window.bounding_box()["x"] + 160, (close, send)
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "To"
    fields = window.locator(".pk-form > .pk-stack > input.pk-textfield")
    for index in range(fields.count()):
        style = fields.nth(index).evaluate("e => { const s = getComputedStyle(e); return [s.fontSize, s.borderTopWidth, s.backgroundColor]; }")
        assert style == ["13px", "0px", "rgba(0, 0, 0, 0)"], style
    rows = window.locator(".pk-form > .pk-stack")
    assert all("linear-gradient" in rows.nth(i).evaluate("e => getComputedStyle(e).backgroundImage") for i in range(rows.count())), "a hairline under each row"
    act(page, lambda: page.keyboard.type("ada@example.com"))
    assert fields.first.input_value() == "ada@example.com"
    # It moves by its toolbar, as a Mac's windows do, and its toolbar never leaves the page.
    before, bar = window.bounding_box(), window.locator(".pk-nav > .pk-bar").bounding_box()
    x, y = bar["x"] + bar["width"] * 0.6, bar["y"] + 12
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 200, y + 100, steps=8)
    page.mouse.up()
    after = window.bounding_box()
    assert (round(after["x"] - before["x"]), round(after["y"] - before["y"])) == (-200, 100), (before, after)
    page.mouse.move(x - 200, y + 100)
    page.mouse.down()
    page.mouse.move(x, -400, steps=8)
    page.mouse.up()
    assert window.bounding_box()["y"] >= 0, "the toolbar stays in the page"
    assert fields.first.input_value() == "ada@example.com"
    # Zoom fills the page with it; again, it is back as it was.
    act(page, lambda: window.locator(".pk-window-zoom").click())
    # The window slides to fill the page (its top and height move over a quarter second).
    page.wait_for_function("e => { const box = e.getBoundingClientRect(); return box.top === 0 && box.height === innerHeight }",
                           arg=window.element_handle())
    zoomed = window.bounding_box()
    assert (zoomed["x"], zoomed["width"], round(zoomed["y"] + zoomed["height"])) == (0, DESKTOP["width"], DESKTOP["height"]), zoomed
    assert zoomed["y"] < 60, "below the page's toolbar at most"
    shoot(page, "postbox-compose-zoomed-desktop")
    act(page, lambda: window.locator(".pk-window-zoom").click())
    assert window.bounding_box()["width"] == before["width"]
    page.context.close()


def test_a_swipe_let_go_before_its_buttons_arrive_opens_when_they_come(browser, private_postbox):
    """D-69: the buttons are asked for as the swipe begins. A swipe begun and let go within one
    task (before any reply can arrive) still leaves the row open once the buttons come."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", PHONE)
    rows = PHONE_SCREEN + ".pk-list[data-window] > .pk-row"
    row = page.locator(rows).nth(3)
    assert row.get_attribute("data-actions-request")
    page.evaluate("""(row) => {
        const box = row.getBoundingClientRect(), y = box.top + box.height / 2, x = box.right - 30;
        const send = (type, dx) => row.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType: 'touch',
            isPrimary: true, button: 0, clientX: x + dx, clientY: y }));
        send('pointerdown', 0); send('pointermove', -20); send('pointermove', -160); send('pointerup', -160);
    }""", row.element_handle())
    wait_idle(page)
    row.locator(".pk-swipe-actions[data-edge=trailing]").wait_for(state="attached")
    page.wait_for_function("(row) => row.dataset.swiped === 'trailing'", arg=row.element_handle())
    assert not row.get_attribute("data-actions-request")
    page.context.close()


def test_issue_36_touch_traps_the_field_never_goes_behind_the_bar_no_focus_ring_no_pill_and_the_subtitle_fits(browser, postbox):
    """Issue 36's traps on touch screens: focusing the search field never puts it behind the bar:
    on an iPad it stays where it is while the scope bar comes in; on a phone the bar and the large
    title make way and the field takes the top of the screen with Cancel, as Mail's, and Cancel
    brings them back. The field shows a caret and no web focus ring; a tapped bar button keeps no
    grey pill; on an iPad in portrait the list's subtitle is whole."""
    for size in (PHONE, TABLET_PORTRAIT):
        page = dated_page(browser, postbox, "/mailbox/inbox", size)
        field = page.locator("input[type=search]").first
        before = field.bounding_box()
        act(page, lambda: field.tap())
        page.locator(".pk-search-bar > .pk-picker").first.wait_for(state="visible")
        settle(page)
        after = field.bounding_box()
        if size is PHONE:
            assert 0 <= after["y"] < 20, (before, after)
            assert not page.locator(PHONE_SCREEN + ".pk-large-title").is_visible()
            assert page.locator(".pk-nav[data-depth='2'] > .pk-bar").is_hidden()
            assert page.locator(".pk-search-cancel").first.is_visible()
            shoot(page, "mail-search-phone")
            act(page, lambda: page.locator(".pk-search-cancel").first.tap())
            settle(page)
            assert abs(field.bounding_box()["y"] - before["y"]) < 1, "Cancel brings the bar and the title back"
        else:
            assert abs(after["y"] - before["y"]) < 1, (before, after)
        assert page.evaluate("e => getComputedStyle(e).outlineStyle", field.element_handle()) == "none"
        compose = page.locator(".pk-bar-item[aria-label='New Message']").first
        act(page, lambda: compose.tap())
        settle(page)
        assert page.evaluate("e => getComputedStyle(e).backgroundColor", compose.element_handle()) == "rgba(0, 0, 0, 0)"
        page.context.close()
    page = dated_page(browser, postbox, "/mailbox/inbox", TABLET_PORTRAIT)
    subtitle = page.locator(".pk-column[data-column=supplementary] .pk-bar-subtitle")
    assert page.evaluate("e => e.scrollWidth <= e.clientWidth", subtitle.element_handle()), "not cut off"
    shoot(page, "mail-list-tablet-portrait")
    page.context.close()


def test_a_message_dragged_onto_a_sidebar_mailbox_moves_there(browser, private_postbox):
    """Issue 36: with a mouse, a message carried from the list onto a mailbox in the sidebar moves
    there, as in Mail: a label of it follows the pointer, the mailbox under it is outlined, and
    ⌘Z puts it back. A click on a row still opens it."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    rows = page.locator(".pk-column[data-column=supplementary] .pk-list[data-window] > [data-tag]")
    row = rows.nth(2)
    tag, subject = row.get_attribute("data-tag"), row.locator(".pk-text").first.inner_text()
    archive = page.locator(".pk-sidebar-row[data-tag=archive]")
    start, target = row.bounding_box(), archive.bounding_box()
    page.mouse.move(start["x"] + 60, start["y"] + 20)
    page.mouse.down()
    page.mouse.move(target["x"] + 60, target["y"] + target["height"] / 2, steps=12)
    assert page.locator(".pk-carried").inner_text() == subject
    assert archive.get_attribute("data-drop-over") is not None
    act(page, lambda: page.mouse.up())
    assert page.locator(".pk-carried").count() == 0
    moved = page.locator(f".pk-column[data-column=supplementary] .pk-list[data-window] > [data-tag='{tag}']")
    assert moved.count() == 0, "it left the Inbox"
    assert "/mailbox/inbox" in page.url, "nothing was opened"
    act(page, lambda: page.keyboard.press("Control+KeyZ"))
    assert moved.count() == 1, "⌘Z put it back"
    act(page, lambda: rows.nth(1).click())
    assert re.search(r"/message/\d+$", page.url), "a click still opens"
    page.context.close()


def test_on_an_ipad_a_long_press_lifts_a_message_and_moving_the_finger_carries_it_onto_a_mailbox(browser, private_postbox):
    """Issue 36: on an iPad a long press lifts the message with its menu, as in Mail there; moving
    the finger then puts the menu away and carries the message onto a sidebar mailbox, which takes
    it. A long press let go without moving leaves the menu open."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", TABLET_LANDSCAPE)
    rows = page.locator(".pk-column[data-column=supplementary] .pk-list[data-window] > [data-tag]")
    row = rows.nth(2)
    tag = row.get_attribute("data-tag")
    archive = page.locator(".pk-sidebar-row[data-tag=archive]")
    start, target = row.bounding_box(), archive.bounding_box()
    cdp = page.context.new_cdp_session(page)

    def touch(kind, x=0, y=0):
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": x, "y": y}]})

    menu = page.locator(".pk-menu-layer .pk-context-menu")
    x0, y0 = start["x"] + 60, start["y"] + 20
    touch("touchStart", x0, y0)
    menu.wait_for(state="visible")
    x1, y1 = target["x"] + 60, target["y"] + target["height"] / 2
    for step in range(1, 13):
        touch("touchMove", x0 + (x1 - x0) * step / 12, y0 + (y1 - y0) * step / 12)
    assert menu.count() == 0, "moving the finger put the menu away"
    assert page.locator(".pk-carried").is_visible()
    assert archive.get_attribute("data-drop-over") is not None
    act(page, lambda: touch("touchEnd"))
    assert page.locator(".pk-carried").count() == 0
    assert page.locator(f".pk-column[data-column=supplementary] .pk-list[data-window] > [data-tag='{tag}']").count() == 0, "it left the Inbox"
    # Held still and let go, the menu stays for a choice.
    box = rows.nth(0).bounding_box()
    touch("touchStart", box["x"] + 60, box["y"] + 20)
    menu.wait_for(state="visible")
    touch("touchEnd")
    settle(page)
    assert menu.is_visible()
    page.context.close()


def test_a_macs_search_field_is_at_the_trailing_end_of_the_toolbar(browser, postbox):
    """Issue 36, D-103: on a Mac the list's search field is at the trailing end of the window's
    toolbar, as Mail's (SwiftUI's .searchable in a split view's column); the message's toolbar
    items stay clear of it, the list starts under the toolbar, and while people search the scope
    bar shows above the list."""
    page = dated_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    act(page, lambda: page.locator(".pk-column[data-column=supplementary] .pk-list [data-tag]").nth(1).click())
    field = page.locator("input[type=search]").bounding_box()
    assert field["y"] < 20 and DESKTOP["width"] - (field["x"] + field["width"]) < 24, field
    items = page.locator(".pk-column[data-column=secondary] .pk-bar .pk-bar-item")
    assert items.count() >= 8
    assert all(items.nth(i).bounding_box()["x"] + items.nth(i).bounding_box()["width"] <= field["x"] for i in range(items.count()))
    first_row = page.locator(".pk-column[data-column=supplementary] .pk-list [data-tag]").first.bounding_box()
    assert first_row["y"] < 60, first_row
    act(page, lambda: page.click("input[type=search]"))
    act(page, lambda: page.keyboard.type("green"))
    scopes = page.locator(".pk-column[data-column=supplementary] .pk-search-bar > .pk-picker")
    assert scopes.is_visible() and scopes.bounding_box()["y"] < 80
    shoot(page, "mail-search-desktop")
    page.context.close()


def test_the_unread_filter_at_the_foot_of_the_list_shows_unread_mail_alone(browser, private_postbox):
    """Issue 36: Mail's filter is the first button of the list's bottom bar on a phone and an iPad;
    on, it shows the unread messages alone, the bar says "Filtered by: Unread" and the button is
    filled; a message opened from it stays in the list; off, the whole mailbox again. A Mac has no
    bottom bar under the list: its filter is in the toolbar over the list, beside New Message, and
    the mailbox's subtitle says it is on."""
    for size in (PHONE, TABLET_LANDSCAPE):
        page = dated_page(browser, private_postbox, "/mailbox/inbox", size)
        scope = "" if size is PHONE else ".pk-column[data-column=supplementary] "
        rows = page.locator((PHONE_SCREEN if size is PHONE else scope) + ".pk-list[data-window] > [data-tag]")
        unread_dot = ".pk-icon[data-symbol='circle.fill'][data-color=accent]"
        first = page.locator(scope + ".pk-toolbar .pk-bar-item").first
        assert first.get_attribute("aria-label") == "Filter"
        toolbar, button = page.locator(scope + ".pk-toolbar").bounding_box(), first.bounding_box()
        assert button["x"] - toolbar["x"] < 40, "at the leading end"
        all_rows = rows.count()
        assert rows.locator(unread_dot).count() < all_rows, "read mail shows too"
        act(page, lambda: first.click())
        assert page.inner_text(scope + ".pk-toolbar-status") == "Filtered by: Unread"
        assert first.locator(".pk-icon").get_attribute("data-symbol") == "line.3.horizontal.decrease.circle.fill"
        assert rows.count() > 0 and all(rows.nth(i).locator(unread_dot).count() == 1 for i in range(min(rows.count(), 12)))
        if size is TABLET_LANDSCAPE:
            opened = rows.first.get_attribute("data-tag")
            act(page, lambda: rows.first.click())
            assert rows.first.get_attribute("data-tag") == opened, "the message read stays while it is open"
        shoot(page, "mail-list-unread-" + ("phone" if size is PHONE else "tablet"))
        act(page, lambda: first.click())
        assert page.inner_text(scope + ".pk-toolbar-status").startswith("Updated Just Now")
        assert rows.locator(unread_dot).count() < rows.count()
        page.context.close()
    page = dated_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    scope = ".pk-column[data-column=supplementary] "
    assert page.locator(scope + ".pk-toolbar").count() == 0, "no bottom bar under a Mac's list"
    bar = page.locator(scope + ".pk-bar .pk-bar-item")
    assert bar.evaluate_all("items => items.map(item => item.getAttribute('aria-label'))") == ["Filter", "New Message"]
    rows = page.locator(scope + ".pk-list[data-window] > [data-tag]")
    act(page, lambda: bar.first.click())
    assert page.inner_text(scope + ".pk-bar-subtitle") == "Filtered by: Unread"
    assert all(rows.nth(i).locator(".pk-icon[data-color=accent]").count() == 1 for i in range(min(rows.count(), 12)))
    act(page, lambda: bar.first.click())
    assert "unread" in page.inner_text(scope + ".pk-bar-subtitle")
    page.context.close()


def test_NV_11_NV_13_D_97_a_phone_list_has_mails_large_title_and_bottom_bar(browser, postbox):
    """A phone shows Mail's mailbox screen: a large title that scrolls away into the bar (the bar
    has no background or hairline until then), and a bottom bar with how the mailbox stands in its
    middle and New Message at its end. A Mac has no large titles."""
    page = dated_page(browser, postbox, "/mailbox/inbox", PHONE)
    bar = page.locator(".pk-bar[data-large]")
    assert bar.count() == 1 and bar.get_attribute("data-collapsed") is None
    assert page.inner_text(PHONE_SCREEN + ".pk-large-title-text") == "Inbox"
    opacity = "e => getComputedStyle(e).opacity"
    assert bar.locator(".pk-bar-title").evaluate(opacity) == "0", "the title is out of line, not in the bar"
    assert bar.evaluate("e => getComputedStyle(e).backgroundColor") == "rgba(0, 0, 0, 0)"
    status = page.locator(".pk-toolbar .pk-toolbar-status")
    assert status.inner_text().startswith("Updated Just Now") and "Unread" in status.inner_text()
    toolbar = page.locator(".pk-toolbar").bounding_box()
    compose = page.locator(".pk-toolbar [aria-label='New Message']").bounding_box()
    assert abs(toolbar["y"] + toolbar["height"] - PHONE["height"]) < 1 and compose["x"] > PHONE["width"] - 60, (toolbar, compose)
    assert page.locator(".pk-bar [aria-label='New Message']").count() == 0, "New Message is at the foot only"
    shoot(page, "mail-list-phone")
    page.locator(".pk-nav-body").first.evaluate("body => body.scrollTop = 400")
    bar.and_(page.locator("[data-collapsed]")).wait_for()
    settle(page)
    assert bar.locator(".pk-bar-title").evaluate(opacity) == "1"
    shoot(page, "mail-list-scrolled-phone")
    page.context.close()
    page = dated_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    assert page.locator(".pk-bar[data-large]").count() == 0 and page.locator(".pk-large-title").count() == 0
    page.context.close()


def test_NV_14_a_macs_flag_button_flags_on_a_click_and_its_arrow_chooses_the_color(browser, private_postbox):
    """Issue 36, NV-14: Mail's Flag ▾ on a Mac. The arrow opens Mail's seven colors under the
    button, each a flag in its color; choosing one flags the message in it (the row's flag takes
    the color) and the menu goes. A second click on the arrow puts an open menu away."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    rows = page.locator(".pk-column[data-column=supplementary] .pk-list[data-window] > [data-tag]")
    row = rows.nth(4)
    tag = row.get_attribute("data-tag")
    act(page, lambda: row.click())
    flag = page.locator(".pk-bar-item[data-menu=hold][aria-label=Flag]")
    arrow = flag.locator(".pk-menu-arrow")
    menu = page.locator(".pk-menu-layer .pk-context-menu")
    arrow.click()
    menu.wait_for(state="visible")
    items = menu.locator(".pk-button")
    assert items.all_inner_texts() == ["Red", "Orange", "Yellow", "Green", "Blue", "Purple", "Gray"]
    assert flag.get_attribute("aria-expanded") == "true"
    button, listed = flag.bounding_box(), menu.bounding_box()
    assert abs(listed["y"] - (button["y"] + button["height"])) < 12, "the menu hangs under its button"
    blue = items.filter(has_text="Blue").locator(".pk-icon")
    assert blue.evaluate("(icon) => getComputedStyle(icon).backgroundColor") == "rgb(0, 122, 255)", "a blue flag"
    # The menu's layer takes the second click, wherever it lands.
    at = arrow.bounding_box()
    page.mouse.click(at["x"] + at["width"] / 2, at["y"] + at["height"] / 2)
    menu.wait_for(state="detached")
    arrow.click()
    act(page, lambda: items.filter(has_text="Blue").click())
    assert menu.count() == 0
    shown = page.locator(f".pk-list[data-window] > [data-tag='{tag}'] .pk-stack .pk-icon[data-symbol='flag.fill']")
    assert shown.get_attribute("data-color") == "blue"
    # A click on the button itself unflags, as Mail's does.
    act(page, lambda: page.locator(".pk-bar-item[data-menu=hold][aria-label=Unflag]").click(position={"x": 8, "y": 10}))
    assert shown.count() == 0
    page.context.close()


def test_NV_14_on_a_phone_a_rows_flag_submenu_opens_in_place_and_a_color_flags_the_message(browser, private_postbox):
    """Issue 36, NV-14: a long press on a message opens Mail's menu; Flag opens its colors in
    place, as iOS does, with a way back; a color flags the message in it."""
    page = dated_page(browser, private_postbox, "/mailbox/inbox", PHONE)
    row = page.locator(".pk-list[data-window] > [data-tag]").nth(3)
    tag = row.get_attribute("data-tag")
    box = row.bounding_box()
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": box["x"] + 60, "y": box["y"] + 20}]})
    menu = page.locator(".pk-menu-layer .pk-context-menu")
    menu.wait_for(state="visible")
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    submenu = menu.locator(".pk-button[data-submenu]")
    assert submenu.inner_text() == "Flag"
    submenu.tap()
    assert menu.locator(".pk-button").all_inner_texts() == ["Flag", "Red", "Orange", "Yellow", "Green", "Blue", "Purple", "Gray"]
    menu.locator(".pk-menu-back").tap()
    assert "Reply" in menu.locator(".pk-button").all_inner_texts()
    menu.locator(".pk-button[data-submenu]").tap()
    act(page, lambda: menu.locator(".pk-button", has_text="Purple").tap())
    shown = page.locator(f".pk-list[data-window] > [data-tag='{tag}'] .pk-stack .pk-icon[data-symbol='flag.fill']")
    assert shown.get_attribute("data-color") == "purple"
    page.context.close()
