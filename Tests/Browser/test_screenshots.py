"""Screenshots of every Catalog page at each size, saved under .build/screenshots for review
(PANEKIT_SCREENSHOTS=docs/screenshots updates the README's). They assert only that each page rendered; people look at the pictures."""
import pytest

from conftest import SIZES, open_page, shoot

PAGES = ["", "catalog/split-triple/Work/Report", "catalog/split-double/Work", "catalog/split-inspector/Work/Report",
         "catalog/split-trailing/Travel", "catalog/tabs", "catalog/tab-sidebar", "catalog/sidebar", "catalog/sheets", "catalog/popovers",
         "catalog/stacked", "catalog/tabs-beside-detail", "catalog/split-nested",
         "catalog/split-classic"]


@pytest.mark.parametrize("size", ["phone", "tablet", "tablet-portrait", "desktop"])
@pytest.mark.parametrize("path", PAGES)
def test_screenshot(browser, server, path, size):
    page = open_page(browser, server, "/" + path, SIZES[size])
    assert page.query_selector(".pk-root") is not None
    shoot(page, f"{(path.split('/')[1] if '/' in path else 'index')}-{size}")
    page.context.close()
