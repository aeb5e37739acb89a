"""Live appearance (issue 16): switching the system between light and dark, or asking for
reduced motion, changes an open page at once."""
from conftest import DESKTOP, PHONE, open_page, wait_idle


def test_a_change_of_light_or_dark_mode_reaches_an_open_page(browser, server):
    for size in [PHONE, DESKTOP]:
        page = open_page(browser, server, "/catalog/sheets", size)
        assert page.get_attribute(".pk-root", "data-scheme") == "light"
        page.emulate_media(color_scheme="dark")
        page.wait_for_selector('.pk-root[data-scheme="dark"]', state="attached", timeout=10_000)
        wait_idle(page)
        page.emulate_media(color_scheme="light")
        page.wait_for_selector('.pk-root[data-scheme="light"]', state="attached", timeout=10_000)
        page.context.close()


def test_reduced_motion_reaches_an_open_page(browser, server):
    page = open_page(browser, server, "/catalog/sheets", DESKTOP)
    assert page.get_attribute(".pk-root", "data-reduce-motion") is None
    page.emulate_media(reduced_motion="reduce")
    page.wait_for_selector(".pk-root[data-reduce-motion]", state="attached", timeout=10_000)
    page.context.close()


def test_text_follows_apples_type_ramp_and_prefers_inter_to_the_linux_default(browser, server):
    sizes = {}
    for size, name in [(PHONE, "phone"), (DESKTOP, "desktop")]:
        page = open_page(browser, server, "/catalog/split-triple/Work/Report", size)
        style = "(selector) => getComputedStyle(document.querySelector(selector)).fontSize"
        sizes[name] = (page.evaluate(style, '.pk-text[data-style="title"]'), page.evaluate(style, '.pk-text[data-style="body"]'))
        family = page.evaluate("getComputedStyle(document.body).fontFamily")
        assert family.index("Inter") < family.index("system-ui"), "Inter before the system's default on Linux"
        assert page.evaluate("document.fonts.check('17px Inter')")
        page.context.close()
    assert sizes["phone"] == ("28px", "17px"), "Title 28, Body 17 on iPhone"
    assert sizes["desktop"] == ("22px", "13px"), "Title 22, Body 13 on the Mac"
