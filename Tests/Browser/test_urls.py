"""URLs: deep links, reload, back and forward, and a server restart, all restore the state."""
from conftest import DESKTOP, PHONE, act, open_page, wait_idle


def test_deep_links_show_the_same_content_in_each_layout(browser, server):
    for size in (PHONE, DESKTOP):
        page = open_page(browser, server, "/catalog/split-triple/Travel/Hotel", size)
        assert "Hotel" in page.inner_text(".pk-split main")


def test_reload_back_and_forward_restore_the_state(browser, server):
    page = open_page(browser, server, "/catalog/split-triple", DESKTOP)
    act(page, lambda: page.click("[data-tag=Work]"))
    act(page, lambda: page.click("[data-tag=Budget]"))
    assert page.url.endswith("/catalog/split-triple/Work/Budget")
    page.reload()
    wait_idle(page)
    assert page.get_attribute("[data-tag=Budget]", "aria-selected") == "true"
    act(page, lambda: page.go_back())
    assert page.url.endswith("/catalog/split-triple/Work")
    assert page.query_selector("[data-tag=Budget][aria-selected=true]") is None
    act(page, lambda: page.go_forward())
    assert page.get_attribute("[data-tag=Budget]", "aria-selected") == "true"


def test_a_server_restart_reconnects_and_restores_from_the_url(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work/Roadmap", DESKTOP)
    server.kill()
    page.wait_for_selector("#pk-banner:not([hidden])", timeout=10_000)
    server.start()
    page.wait_for_selector("#pk-banner[hidden]", state="attached", timeout=15_000)
    wait_idle(page)
    assert page.get_attribute("[data-tag=Roadmap]", "aria-selected") == "true"


def test_unknown_pages_answer_404(browser, server):
    page = open_page(browser, server, "/catalog/split-triple", DESKTOP)
    response = page.goto(server.base + "/no/such/page")
    assert response.status == 404
