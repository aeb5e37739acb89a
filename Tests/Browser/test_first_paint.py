"""D-78: the socket's first message, against the first paint. A page shown again at the size it
was last seen (the viewport cookie's guess is right) keeps its first paint: the first message has
no operations; a page whose guess was wrong gets the whole page, as before."""
import json

from conftest import DESKTOP, open_page, wait_idle


def first_messages(page, server, path):
    """Loads `path` and returns the first message each socket received, decoded."""
    received = []

    def watch(socket):
        frames = []
        socket.on("framereceived", lambda payload: frames.append(payload))
        received.append(frames)

    page.on("websocket", watch)
    page.goto(server.base + path)
    wait_idle(page)
    return [json.loads(frames[0]) for frames in received if frames]


def test_d78_a_page_seen_at_its_size_keeps_its_first_paint(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    # The first visit has left its viewport in a cookie: this load's guess is right.
    first = first_messages(page, postbox, "/mailbox/inbox")[0]
    assert first["type"] == "patch" and first["ops"] == []
    painted = page.locator("#pk-app").get_attribute("data-paint")
    assert painted and len(painted) == 16
    # The page goes on from its first paint: selecting a message patches it.
    row = page.locator(".pk-row").nth(2)
    row.click()
    wait_idle(page)
    assert row.get_attribute("aria-selected") == "true"
    page.context.close()


def test_d78_a_wrong_guess_gets_the_whole_page(browser, postbox):
    page = open_page(browser, postbox, "/mailbox/inbox", DESKTOP)
    # The cookie says a phone; the window is a desktop's.
    page.context.add_cookies([{"name": "pk-viewport", "value": "390x844,coarse,390x844", "url": postbox.base}])
    messages = first_messages(page, postbox, "/mailbox/inbox")
    assert messages[0]["ops"] and messages[0]["ops"][0][:2] == ["r", "root"]
    assert page.locator("#pk-app").get_attribute("data-paint") != ""
    assert page.locator(".pk-row").count() > 0
    page.context.close()
