"""The classic split view in the browser (SV-L1…SV-L16; the catalog's Classic split view page,
a messenger built the way apps written before iOS 14 are): the conversation moves between the
detail and the collapsed stack as the window changes, the display-mode button the app placed
changes the mode, and the placeholder comes back when the person went back to the list."""
from conftest import DESKTOP, TABLET_LANDSCAPE, TABLET_PORTRAIT, act, open_page, resize, shoot


def bar_titles(page):
    return [t.strip() for t in page.locator(".pk-bar-title").all_inner_texts()]


def test_SV_L8_SV_L10_a_conversation_goes_to_the_stack_and_back(browser, server):
    page = open_page(browser, server, "/catalog/split-classic", TABLET_LANDSCAPE)
    assert page.query_selector(".pk-split[data-style=unspecified]") is not None
    assert "No Conversation Selected" in page.inner_text(".pk-column[data-column=secondary]")
    shoot(page, "split-classic-empty-tablet")
    act(page, lambda: page.click("[data-tag='Ben Okafor']"))
    assert "Friday" in page.inner_text(".pk-column[data-column=secondary]")
    assert page.url.endswith("/catalog/split-classic/Ben%20Okafor")
    shoot(page, "split-classic-conversation-tablet")
    resize(page, 500, 820)
    assert page.get_attribute(".pk-split", "data-collapsed") == ""
    assert bar_titles(page)[-1] == "Ben Okafor", "the conversation joined the stack"
    act(page, lambda: page.get_by_role("button", name="Info").click())
    assert bar_titles(page)[-1] == "Info"
    shoot(page, "split-classic-info-collapsed")
    resize(page, 1180, 820)
    assert page.get_attribute(".pk-split", "data-collapsed") is None
    assert "Ben Okafor" in page.inner_text(".pk-column[data-column=primary]"), "the list is back in the primary"
    assert "Shared photos" in page.inner_text(".pk-column[data-column=secondary]"), "the conversation and its info went back"
    resize(page, 500, 820)
    act(page, lambda: page.get_by_role("button", name="Ben Okafor").click())
    act(page, lambda: page.get_by_role("button", name="Messages").click())
    assert bar_titles(page)[-1] == "Messages"
    resize(page, 1180, 820)
    assert "No Conversation Selected" in page.inner_text(".pk-column[data-column=secondary]"), "SV-L11: back at the list, the placeholder"
    page.context.close()


def test_SV_L14_the_display_mode_button_the_app_placed(browser, server):
    page = open_page(browser, server, "/catalog/split-classic/Ana%20Lima", DESKTOP)
    button = ".pk-column[data-column=secondary] [data-kind=displayMode]"
    assert page.get_attribute(button, "aria-label") == "Hide Sidebar"
    act(page, lambda: page.click(button))
    assert page.query_selector(".pk-column[data-column=primary]") is None
    assert page.get_attribute(button, "aria-label") == "Messages", "a back chevron named by the primary"
    shoot(page, "split-classic-secondary-only-desktop")
    act(page, lambda: page.click(button))
    assert page.query_selector(".pk-column[data-column=primary]") is not None
    page.context.close()

    upright = open_page(browser, server, "/catalog/split-classic", TABLET_PORTRAIT)
    assert upright.get_attribute(".pk-split", "data-mode") == "oneOverSecondary", "SV-L13: over the detail upright"
    shoot(upright, "split-classic-tablet-portrait")
    act(upright, lambda: upright.click("[data-tag='Chloé Martin']"))
    assert upright.get_attribute(".pk-split", "data-mode") == "secondaryOnly", "choosing closes the list over it"
    shoot(upright, "split-classic-conversation-tablet-portrait")
    upright.context.close()
