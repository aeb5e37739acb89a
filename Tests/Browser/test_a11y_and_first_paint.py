"""Accessibility (axe-core, no serious or critical violations) and no layout flash on phones."""
import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, open_page, settle

PAGES = ["/", "/catalog/split-triple/Work/Report", "/catalog/split-inspector/Work/Report", "/catalog/tabs",
         "/catalog/tab-sidebar", "/catalog/sidebar", "/catalog/sheets", "/catalog/popovers",
         "/catalog/stacked", "/catalog/tabs-beside-detail", "/catalog/split-nested",
         "/catalog/split-classic"]


@pytest.mark.parametrize("size", [PHONE, TABLET_LANDSCAPE, DESKTOP], ids=["phone", "tablet", "desktop"])
@pytest.mark.parametrize("path", PAGES)
def test_axe_finds_no_serious_violations(browser, server, path, size):
    page = open_page(browser, server, path, size)
    settle(page)
    results = Axe().run(page)
    serious = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    assert not serious, "\n".join(f"{v['id']}: {v['help']} ({[n['target'] for n in v['nodes']][:3]})" for v in serious)
    page.context.close()


def test_axe_on_an_open_sheet_and_dialog(browser, server):
    page = open_page(browser, server, "/catalog/sheets", PHONE)
    act(page, lambda: page.click("text=Unsaved changes"))
    act(page, lambda: page.fill("input", "Hi"))
    act(page, lambda: page.click("text=Cancel"))
    settle(page)
    results = Axe().run(page)
    serious = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    assert not serious, [v["id"] for v in serious]


def test_a_phone_never_sees_the_desktop_layout(browser, server):
    # No viewport cookie and a desktop User-Agent: the first paint is the desktop guess, so the
    # client must keep it hidden until the phone layout arrives.
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    page.add_init_script("""
      window.__flash = false;
      const check = () => {
        const app = document.getElementById('pk-app');
        const root = app && app.firstElementChild;
        if (root && root.dataset.h === 'regular' && !app.hidden && getComputedStyle(app).visibility !== 'hidden') window.__flash = true;
        if (!(app && app.hasAttribute('data-panekit-idle'))) requestAnimationFrame(check);
      };
      document.addEventListener('DOMContentLoaded', check);
    """)
    page.goto(server.base + "/catalog/split-triple/Work/Report")
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert page.get_attribute(".pk-root", "data-h") == "compact"
    assert page.evaluate("window.__flash") is False
