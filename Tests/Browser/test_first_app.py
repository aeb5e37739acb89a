"""The getting-started article ("Your first PaneKit app") shows the code of Tests/Consumer's
FirstApp unchanged, and that app — built by scripts/test in a package that depends on PaneKit as a
user's does — serves its two columns on a desktop and one stack on a phone."""
import re
import urllib.request

import pytest

from conftest import DESKTOP, PHONE, ROOT, Server, act, open_page

ARTICLE = ROOT / "Sources" / "PaneKitServer" / "PaneKitServer.docc" / "YourFirstPaneKitApp.md"
SOURCE = ROOT / "Tests" / "Consumer" / "Sources" / "FirstApp" / "FirstApp.swift"
BINARY = ROOT / "Tests" / "Consumer" / ".build" / "debug" / "FirstApp"


def test_the_article_shows_the_apps_code_unchanged():
    blocks = re.findall(r"```swift\n(.*?)```", ARTICLE.read_text(), re.S)
    code = [block for block in blocks if not block.startswith("// swift-tools-version")]
    assert len(code) >= 4
    assert "\n".join(code) == SOURCE.read_text()


@pytest.fixture(scope="module")
def first_app():
    if not BINARY.exists():
        pytest.fail("Tests/Consumer is not built: run scripts/test (it builds it before the browser tests)")
    server = Server([str(BINARY)], port_arguments=lambda port: [str(port)])
    server.start()
    yield server
    server.kill()


def test_the_first_app_shows_two_columns_on_a_desktop(browser, first_app):
    page = open_page(browser, first_app, "/", DESKTOP)
    assert page.query_selector(".pk-column[data-column=primary]") is not None
    assert "Choose a note." in page.inner_text(".pk-column[data-column=secondary]")
    act(page, lambda: page.get_by_role("option", name="Groceries").click())
    assert page.url.endswith("/note/groceries")
    assert "Apples, bread, coffee." in page.inner_text(".pk-column[data-column=secondary]")
    assert page.title() == "Groceries"
    page.context.close()


def test_the_first_app_is_one_stack_on_a_phone_and_urls_bring_notes_back(browser, first_app):
    page = open_page(browser, first_app, "/", PHONE)
    assert page.get_by_role("option", name="Ideas").is_visible()
    act(page, lambda: page.get_by_role("option", name="Ideas").click())
    assert page.url.endswith("/note/ideas")
    assert page.get_by_text("A mail app in three columns.").is_visible()
    page.reload()
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert page.get_by_text("A mail app in three columns.").is_visible()
    page.context.close()
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(first_app.base + "/note/nothing")
    assert missing.value.code == 404
