"""Containers inside containers in the browser (D-64; the catalog's Tabs beside a detail and
Nested split views pages): a tab bar in a split view's primary column, a split view in a column
that collapses and expands with its column's width."""
from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, open_page, resize, settle, shoot


def test_D_64_tabs_beside_a_detail(browser, server):
    for size, name in [(TABLET_LANDSCAPE, "tablet"), (DESKTOP, "desktop")]:
        page = open_page(browser, server, "/catalog/tabs-beside-detail", size)
        settle(page)
        column = page.query_selector(".pk-column[data-column=primary]").bounding_box()
        bar = page.query_selector(".pk-column[data-column=primary] .pk-tabbar").bounding_box()
        assert bar["x"] >= column["x"] and bar["x"] + bar["width"] <= column["x"] + column["width"] + 1
        assert abs(bar["y"] + bar["height"] - (column["y"] + column["height"])) <= 1, "a bottom tab bar in the column"
        act(page, lambda: page.click("[data-tag='Lunch on Friday?']"))
        assert "Lunch on Friday?" in page.inner_text(".pk-column[data-column=secondary]")
        act(page, lambda: page.click(".pk-column[data-column=primary] .pk-tab >> text=Sent"))
        assert page.query_selector("[data-tag=Hotel]") is not None
        assert "Lunch on Friday?" in page.inner_text(".pk-column[data-column=secondary]"), "the detail stays"
        shoot(page, f"tabs-beside-detail-selected-{name}")
        page.context.close()
    phone = open_page(browser, server, "/catalog/tabs-beside-detail", PHONE)
    act(phone, lambda: phone.click("[data-tag=Invoice]"))
    assert phone.inner_text(".pk-bar-title") == "Invoice"
    assert phone.query_selector(".pk-tabbar") is None, "the message goes over the tabs"
    act(phone, lambda: phone.get_by_role("button", name="Inbox").click())
    assert phone.query_selector(".pk-tabbar") is not None
    phone.context.close()


def test_D_64_a_split_view_in_a_column_follows_its_width(browser, server):
    page = open_page(browser, server, "/catalog/split-nested", DESKTOP)
    inner = ".pk-column[data-column=secondary] > .pk-split"
    assert page.query_selector(inner) is not None
    assert page.get_attribute(inner, "data-collapsed") is None
    act(page, lambda: page.click("[data-tag=Travel]"))
    assert "Work — Travel" in page.inner_text(inner)
    shoot(page, "split-nested-selected-desktop")
    resize(page, 900, 800)
    assert page.get_attribute(".pk-split", "data-collapsed") is None, "the outer split view stays side by side"
    assert page.get_attribute(inner, "data-collapsed") == "", "its narrow column collapses the inner one"
    # Hiding the outer sidebar widens the column: the inner split view expands again.
    act(page, lambda: page.click(".pk-column[data-column=primary] [data-tap$=':displayMode']"))
    assert page.get_attribute(inner, "data-collapsed") is None
    page.context.close()
    phone = open_page(browser, server, "/catalog/split-nested", PHONE)
    act(phone, lambda: phone.click("[data-tag=Home]"))
    assert phone.inner_text(".pk-bar-title") == "Folders"
    act(phone, lambda: phone.click("[data-tag=Travel]"))
    assert "Home — Travel" in phone.inner_text(".pk-main")
    act(phone, lambda: phone.get_by_role("button", name="Folders").click())
    act(phone, lambda: phone.get_by_role("button", name="Accounts").click())
    assert phone.inner_text(".pk-bar-title") == "Accounts"
    phone.context.close()
