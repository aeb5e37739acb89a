"""Live appearance (issue 16): switching the system between light and dark, or asking for
reduced motion or more contrast, changes an open page at once."""
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


def test_increase_contrast_reaches_an_open_page(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work/Report", DESKTOP)
    color = "() => getComputedStyle(document.querySelector('.pk-root')).getPropertyValue('--pk-secondary-text').trim()"
    for scheme, normal, more in [("light", "#5f5f64", "#3a3a3e"), ("dark", "#a1a1a6", "#d6d6db")]:
        page.emulate_media(color_scheme=scheme, contrast="no-preference")
        page.wait_for_selector(f'.pk-root[data-scheme="{scheme}"]', state="attached", timeout=10_000)
        assert page.evaluate(color) == normal
        page.emulate_media(contrast="more")
        assert page.evaluate(color) == more, "secondary text darkens (lightens in dark mode) at once"
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
