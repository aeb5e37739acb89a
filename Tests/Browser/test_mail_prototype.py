"""The Mail prototype of "Sidebar navigation in SwiftUI" (Examples/MailPrototype, written for
PaneKitUI as for SwiftUI today) at phone, tablet and desktop sizes: three columns where they fit,
one stack on a phone, selections driving the next column. The sidebar column's list is the
platform's sidebar (a tree of mailboxes, D-53)."""
import pytest

from conftest import DESKTOP, PHONE, ROOT, SIZES, Server, act, open_page, shoot

BINARY = ROOT / ".build" / "debug" / "mail-prototype"


@pytest.fixture(scope="module")
def prototype():
    server = Server([str(BINARY)])
    server.start()
    yield server
    server.kill()


def column(page, name):
    return page.inner_text(f".pk-column[data-column={name}]")


def test_three_columns_on_a_desktop_follow_the_selections(browser, prototype):
    page = open_page(browser, prototype, "/", DESKTOP)
    # The app starts with Inbox selected, as the article's does.
    assert "Subject1" in column(page, "supplementary") and "Select mail..." in column(page, "secondary")
    assert page.query_selector(".pk-sidebar") is not None
    act(page, lambda: page.get_by_role("treeitem", name="Sent").click())
    assert "Subject2" in column(page, "supplementary")
    act(page, lambda: page.get_by_role("option", name="Subject2").click())
    detail = column(page, "secondary")
    assert "Subject2" in detail and "Very long body..." in detail
    page.context.close()


def test_one_stack_on_a_phone(browser, prototype):
    page = open_page(browser, prototype, "/", PHONE)
    assert page.get_by_role("treeitem", name="Inbox").is_visible()
    act(page, lambda: page.get_by_role("treeitem", name="Inbox").click())
    act(page, lambda: page.get_by_role("option", name="Subject1").click())
    assert page.get_by_text("Very long body...").is_visible()
    act(page, lambda: page.get_by_role("button", name="Inbox").click())  # back to the folder
    assert page.get_by_role("option", name="Subject1").is_visible()
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_screenshots(browser, prototype, size):
    page = open_page(browser, prototype, "/", SIZES[size])
    if SIZES[size]["width"] > 1000:
        act(page, lambda: page.get_by_role("option", name="Subject1").click())
    shoot(page, f"mail-prototype-{size}")
    page.context.close()
