"""A long mailbox scrolls through a window of rows that the server moves (DESIGN §4 "list window
scroll"): the page never holds more than one window, and what people look at does not jump."""
from conftest import DESKTOP, PHONE, act, open_page, settle, wait_idle

LIST = "[data-window]"


def frames(page):
    """Lets the client's scroll handler run (it waits for an animation frame)."""
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def window_state(page):
    return page.evaluate("""(selector) => {
        const list = [...document.querySelectorAll(selector)].find((l) => l.offsetParent);
        const view = list.parentElement.closest(".pk-nav-body");
        const box = view.getBoundingClientRect();
        const rows = [...list.querySelectorAll(":scope > [data-tag]")];
        const first = rows.find((row) => row.getBoundingClientRect().bottom > box.top + 1);
        return {
            offset: Number(list.dataset.offset), more: list.hasAttribute("data-more"), rows: rows.length,
            first: first ? Number(first.getAttribute("aria-posinset")) : null,
            tag: first ? first.dataset.tag : null,
            top: first ? Math.round(first.getBoundingClientRect().top) : null,
        };
    }""", LIST)


def scroll_by(page, delta):
    page.mouse.wheel(0, delta)
    frames(page)
    wait_idle(page)
    frames(page)
    settle(page)


def scroll_until_moved(page, step=2400, tries=60):
    for _ in range(tries):
        if window_state(page)["offset"] > 0:
            return
        scroll_by(page, step)
    raise AssertionError("the window never moved")


def run_through(page, step):
    state = window_state(page)
    assert state["offset"] == 0 and state["more"] and state["rows"] == 200
    seen = [state["first"]]
    # Down until the window has moved twice.
    while window_state(page)["offset"] < 300:
        before = window_state(page)
        scroll_by(page, step)
        after = window_state(page)
        assert after["rows"] <= 200, "one window at a time"
        assert after["first"] >= before["first"], f"scrolling down never goes back: {before} → {after}"
        if after["offset"] != before["offset"]:
            # The row people were looking at moved by the scroll and nothing else.
            top = page.evaluate("""(tag) => {
                const row = document.querySelector(`[data-window] [data-tag='${tag}']`);
                return row ? row.getBoundingClientRect().top : null; }""", before["tag"])
            # Rows scrolled past without being laid out (content-visibility) stand at the
            # measured average height until they are: allow a quarter pixel each.
            rows_past = step / page.evaluate("""() => parseFloat(document.querySelector('[data-window]')
                .style.getPropertyValue('--pk-row-estimate')) || 64""")
            assert top is not None and abs(top - (before["top"] - step)) <= 2 + 0.25 * rows_past, (before, after, top)
        seen.append(after["first"])
        assert len(seen) < 400, "the window did not follow the scroll"
    # A moved window keeps the row in view where it was.
    state = window_state(page)
    assert state["first"] > 300
    # And back up to the top.
    while window_state(page)["offset"] > 0 or window_state(page)["first"] > 1:
        before = window_state(page)
        scroll_by(page, -step)
        after = window_state(page)
        assert after["first"] <= before["first"], f"scrolling up never goes forward: {before} → {after}"
        seen.append(after["first"])
        assert len(seen) < 800, "the window did not follow the scroll back"
    assert window_state(page)["first"] == 1


def test_scrolling_moves_the_window_both_ways_on_desktop(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    box = page.query_selector(".pk-column[data-column=supplementary]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    run_through(page, 2400)


def test_scrolling_moves_the_window_on_a_phone(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", {**PHONE, "touch": False})
    page.mouse.move(195, 500)
    run_through(page, 2400)


def test_a_moved_window_keeps_the_selection_and_the_url(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    box = page.query_selector(".pk-column[data-column=supplementary]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    scroll_until_moved(page)
    state = window_state(page)
    row = page.query_selector(f"{LIST} [data-tag='{state['tag']}']")
    row.click()
    wait_idle(page)
    assert page.url.endswith(f"/message/{state['tag']}")
    assert page.get_attribute(f"{LIST} [data-tag='{state['tag']}']", "aria-selected") == "true"


def test_another_mailbox_after_a_moved_window_scrolls_again(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    box = page.query_selector(".pk-column[data-column=supplementary]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    scroll_until_moved(page)
    # Archive (528 messages) starts at its top, and its window moves too.
    act(page, lambda: page.click(".pk-sidebar [data-tag=archive]"))
    assert page.url.endswith("/mailbox/archive")
    settle(page)
    assert window_state(page)["offset"] == 0 and window_state(page)["first"] == 1
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    scroll_until_moved(page)
    # Back to the Inbox: at its top again, and its window moves again (no request is held back
    # because the same slice was asked for before).
    act(page, lambda: page.click(".pk-sidebar [data-tag=inbox]"))
    settle(page)
    assert window_state(page)["offset"] == 0 and window_state(page)["first"] == 1
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    scroll_until_moved(page)
