"""Tab bars in the browser: More, stacks per tab, the bar while typing, tabs into a sidebar."""
from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, open_page, resize, settle


def tab_titles(page):
    return [tab.get_attribute("aria-label") or tab.inner_text().strip().split("\n")[0] for tab in page.query_selector_all(".pk-tab")]


def test_TB_1_nine_tabs_show_four_and_more_on_a_phone_seven_and_more_on_a_tablet(browser, server):
    phone = open_page(browser, server, "/catalog/tabs", PHONE)
    assert tab_titles(phone) == ["Inbox", "Flagged", "Drafts", "Sent", "More"]
    tablet = open_page(browser, server, "/catalog/tabs", TABLET_LANDSCAPE)
    assert len(tab_titles(tablet)) == 8 and tab_titles(tablet)[-1] == "More"
    assert phone.get_attribute(".pk-tabs", "data-position") == "bottom"
    assert tablet.get_attribute(".pk-tabs", "data-position") == "top"


def test_TB_5_each_tab_keeps_its_stack_and_a_retap_pops_to_root(browser, server):
    page = open_page(browser, server, "/catalog/tabs", PHONE)
    act(page, lambda: page.click("[data-tag='Inbox 2']"))
    assert page.inner_text(".pk-bar-title") == "Inbox 2"
    act(page, lambda: page.click(".pk-tab >> text=Flagged"))
    assert page.inner_text(".pk-bar-title") == "Flagged"
    act(page, lambda: page.click(".pk-tab >> text=Inbox"))
    assert page.inner_text(".pk-bar-title") == "Inbox 2"
    act(page, lambda: page.click(".pk-tab >> text=Inbox"))
    assert page.inner_text(".pk-bar-title") == "Inbox"


def test_TB_2_more_lists_the_rest_and_edit_reorders(browser, server):
    page = open_page(browser, server, "/catalog/tabs", PHONE)
    act(page, lambda: page.click(".pk-tab >> text=More"))
    rows = [row.get_attribute("data-tag") for row in page.query_selector_all(".pk-list [data-tag]")]
    assert rows == ["Archive", "Junk", "Trash", "Notes", "Folders"]
    act(page, lambda: page.click("text=Edit"))
    assert page.query_selector("[role=dialog]") is not None
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.query_selector("[role=dialog]") is not None, "only Done ends customizing"
    act(page, lambda: page.click("[role=dialog] >> text=Done"))
    assert page.query_selector("[role=dialog]") is None


def test_tab_bar_hides_while_typing_on_a_phone(browser, server):
    page = open_page(browser, server, "/catalog/tabs", PHONE)
    act(page, lambda: page.click("[data-tag='Inbox 1']"))
    act(page, lambda: page.click("input"))
    assert page.get_attribute(".pk-tabs", "data-bar-hidden") == ""
    act(page, lambda: page.keyboard.type("Thanks"))
    act(page, lambda: page.click(".pk-bar-title"))
    assert page.get_attribute(".pk-tabs", "data-bar-hidden") is None


def test_D_58_a_pushed_screen_that_asks_hides_the_tab_bar_until_it_is_popped(browser, server):
    for size in [PHONE, TABLET_LANDSCAPE]:
        page = open_page(browser, server, "/catalog/tabs", size)
        act(page, lambda: page.click("[data-tag='Inbox 1']"))
        assert page.is_visible(".pk-tabbar")
        act(page, lambda: page.get_by_role("button", name="Read Full Screen").click())
        assert page.get_attribute(".pk-tabs", "data-bar-hidden") == ""
        assert not page.is_visible(".pk-tabbar")
        act(page, lambda: page.get_by_role("button", name="Inbox 1").click())
        assert page.is_visible(".pk-tabbar"), "Back brings the bar back"
        page.context.close()


def test_TB_13_tabs_adapt_into_a_sidebar_in_landscape_and_toggle(browser, server):
    page = open_page(browser, server, "/catalog/tab-sidebar", TABLET_LANDSCAPE)
    assert page.query_selector(".pk-tabs > .pk-sidebar") is not None
    act(page, lambda: page.click(".pk-sidebar-toggle"))
    assert page.query_selector(".pk-tabs > .pk-sidebar") is None
    act(page, lambda: page.click(".pk-sidebar-toggle"))
    act(page, lambda: page.click(".pk-sidebar [data-tag=work]"))
    assert page.inner_text(".pk-tab-content .pk-bar-title") == "Work"
    mac = open_page(browser, server, "/catalog/tab-sidebar", DESKTOP)
    assert mac.query_selector(".pk-tab") is None, "on the Mac the sidebar replaces the tab bar"


def test_D_60_a_sidebar_only_tab_hands_the_selection_over_on_a_phone_and_takes_it_back(browser, server):
    page = open_page(browser, server, "/catalog/tab-sidebar", TABLET_LANDSCAPE)
    act(page, lambda: page.click(".pk-sidebar [data-tag=junk]"))
    assert page.inner_text(".pk-tab-content .pk-bar-title") == "Junk"
    resize(page, 390, 844)
    assert page.inner_text(".pk-tab-content .pk-bar-title") == "Inbox"
    assert page.get_attribute(".pk-tab[aria-selected=true]", "aria-label") == "Inbox" or \
        "Inbox" in page.inner_text(".pk-tab[aria-selected=true]")
    resize(page, 1180, 820)
    assert page.inner_text(".pk-tab-content .pk-bar-title") == "Junk"
    page.context.close()


def test_TB_2_edit_reorders_by_keyboard(browser, server):
    page = open_page(browser, server, "/catalog/tabs", PHONE)
    act(page, lambda: page.click(".pk-tab >> text=More"))
    act(page, lambda: page.click("text=Edit"))
    page.focus("[role=dialog] [data-tag=Flagged]")
    act(page, lambda: page.keyboard.press("Alt+ArrowUp"))
    assert page.query_selector_all("[role=dialog] [data-move] [data-tag]")[0].get_attribute("data-tag") == "Flagged"
    act(page, lambda: page.click("[role=dialog] >> text=Done"))
    assert tab_titles(page)[:2] == ["Flagged", "Inbox"]


def test_D_65_a_row_dropped_on_a_bar_item_in_edit_replaces_it(browser, server):
    page = open_page(browser, server, "/catalog/tabs", PHONE)
    act(page, lambda: page.click(".pk-tab >> text=More"))
    act(page, lambda: page.click("text=Edit"))
    settle(page)
    row = page.query_selector("[role=dialog] [data-tag=Notes]").bounding_box()
    target = page.query_selector("[role=dialog] [data-drop] >> text=Flagged").bounding_box()
    page.mouse.move(row["x"] + row["width"] / 2, row["y"] + row["height"] / 2)
    page.mouse.down()
    steps = 12
    for step in range(1, steps + 1):
        page.mouse.move(row["x"] + row["width"] / 2 + (target["x"] + target["width"] / 2 - row["x"] - row["width"] / 2) * step / steps,
                        row["y"] + row["height"] / 2 + (target["y"] + target["height"] / 2 - row["y"] - row["height"] / 2) * step / steps)
    act(page, lambda: page.mouse.up())
    act(page, lambda: page.click("[role=dialog] >> text=Done"))
    titles = tab_titles(page)
    assert titles[1] == "Notes" and "Flagged" not in titles, "Notes took Flagged's place in the bar"
    page.context.close()


def test_D_61_more_navigation_delegate_hears_a_tab_opened_from_more(browser, server):
    page = open_page(browser, server, "/catalog/tabs", PHONE)
    act(page, lambda: page.click(".pk-tab >> text=More"))
    act(page, lambda: page.click("[data-tag=Notes]"))
    assert "Opened from More" in page.inner_text(".pk-tab-content"), "the page's More delegate heard it"
    act(page, lambda: page.click(".pk-tab >> text=Inbox"))
    assert "Opened from More" not in page.inner_text(".pk-tab-content"), "a tab in the bar is its own stack's"
    page.context.close()


def test_TB_17_a_tab_that_does_not_allow_hiding_has_no_hide_control(browser, server):
    page = open_page(browser, server, "/catalog/tab-sidebar", TABLET_LANDSCAPE)
    act(page, lambda: page.keyboard.press("Control+Alt+KeyE"))
    assert page.get_attribute(".pk-tabs > .pk-sidebar", "data-editing") == ""
    inbox = page.query_selector(".pk-sidebar [data-tag=inbox]")
    drafts = page.query_selector(".pk-sidebar [data-tag=drafts]")
    assert inbox.query_selector("[data-tap$=':visibility']") is None, "Inbox cannot be hidden"
    assert drafts.query_selector("[data-tap$=':visibility']") is not None
    page.context.close()
