"""Faults (issue 7, SECURITY.md): the server killed with SIGKILL while people work."""
import re

from conftest import DESKTOP, PHONE, act, open_page, settle, wait_idle


def restart(server, page):
    """SIGKILL, the page shows it lost the server, then the server starts again on its port and
    the page reconnects by itself."""
    server.kill()
    page.wait_for_selector("#pk-banner:not([hidden])", timeout=10_000)
    server.start()
    page.wait_for_selector("#pk-banner[hidden]", state="attached", timeout=15_000)
    wait_idle(page)


def test_a_draft_being_typed_survives_a_killed_server(browser, private_postbox):
    for size in (DESKTOP, PHONE):
        page = open_page(browser, private_postbox, "/mailbox/inbox", size)
        act(page, lambda: page.click("[aria-label='New Message']"))
        settle(page)
        text = "Dear Ada, about the sidebar — " + ("desktop" if size is DESKTOP else "phone")
        # Typed key by key: each keystroke is an event the server saves the draft on.
        act(page, lambda: page.click(".pk-sheet textarea"))
        for character in text:
            act(page, lambda: page.keyboard.type(character))
        url = page.url
        assert re.search(r"/mailbox/inbox/compose/\d+$", url)
        restart(private_postbox, page)
        assert page.url == url
        assert page.input_value(".pk-sheet textarea") == text
        page.context.close()


def test_a_killed_server_comes_back_with_the_open_message(browser, private_postbox):
    page = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    first = page.query_selector(".pk-column[data-column=supplementary] [data-window] > [data-tag]")
    tag = first.get_attribute("data-tag")
    act(page, lambda: first.click())
    assert page.url.endswith(f"/mailbox/inbox/message/{tag}")
    restart(private_postbox, page)
    assert page.url.endswith(f"/mailbox/inbox/message/{tag}")
    assert page.get_attribute(f".pk-column[data-column=supplementary] [data-tag='{tag}']", "aria-selected") == "true"
    page.context.close()
