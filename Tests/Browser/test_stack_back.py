"""D-79: a stack keeps the screen under its top in the page, hidden and inert. Back on a phone
shows the list again where it was scrolled, with a patch of a few hundred bytes instead of the
whole list (NV-7). Shown on a tab of a phone whose person chose tabs; Mail's own stack keeps its
screens the same way."""
import json
import re

from conftest import PHONE, act, open_page, settle

BODY = ".pk-tab-content .pk-nav-body"


def test_back_shows_the_kept_list_where_it_was_scrolled_with_a_small_patch(browser, postbox_tabs):
    page = open_page(browser, postbox_tabs, "/mailbox/inbox", PHONE)
    frames = []
    page.on("websocket", lambda socket: socket.on("framereceived", lambda payload: frames.append(payload)))
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    settle(page)
    body = page.locator(BODY)
    # A row well down the list, scrolled into view, opens its message; the list stays in the
    # page, hidden, under it.
    row = page.locator(f"{BODY} .pk-list > [data-tag]").nth(20)
    row.scroll_into_view_if_needed()
    settle(page)
    scrolled = body.evaluate("(view) => view.scrollTop")
    assert scrolled > 0
    act(page, lambda: row.click())
    settle(page)
    assert re.search(r"/mailbox/inbox/message/\d+$", page.url)
    screens = page.locator(f"{BODY} > *")
    assert screens.count() == 2
    assert screens.nth(0).get_attribute("hidden") == "" and screens.nth(0).get_attribute("inert") == ""
    assert not screens.nth(0).is_visible()
    assert body.evaluate("(view) => view.scrollTop") == 0, "a pushed screen starts at its top"
    assert page.query_selector(".pk-tab-content .pk-toolbar") is not None
    list_element = screens.nth(0).element_handle()
    frames.clear()
    act(page, lambda: page.click(".pk-tab-content .pk-bar .pk-back"))
    settle(page)
    assert page.url.endswith("/mailbox/inbox")
    patches = [json.loads(frame) for frame in frames if isinstance(frame, str)]
    back = [patch for patch in patches if patch.get("type") == "patch"]
    assert back, "Back was answered"
    size = sum(len(json.dumps(patch["ops"])) for patch in back)
    assert size < 4000, f"Back sent {size} bytes of operations: {back}"
    # The very list element is shown again, scrolled where it was.
    assert page.locator(f"{BODY} > *").count() == 1
    assert page.evaluate("([list, body]) => document.querySelector(body).firstElementChild === list && !list.hidden",
                         [list_element, BODY])
    assert abs(body.evaluate("(view) => view.scrollTop") - scrolled) <= 1
    toolbar = page.query_selector(".pk-tab-content .pk-toolbar")
    assert toolbar.query_selector("[aria-label=Reply]") is None, "the message's toolbar went with it"
    assert toolbar.query_selector("[role=status]") is not None, "the list's own bar is back (D-100)"
