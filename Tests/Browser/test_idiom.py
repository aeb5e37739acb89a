"""The idiom comes from the device, the size classes from the window (D-62): the page reports
its screen, so an iPad window made narrow stays an iPad and a large phone on its side stays a
phone."""
from conftest import wait_idle


def root_traits(browser, server, viewport, screen, touch):
    context = browser.new_context(viewport=viewport, screen=screen, has_touch=touch, is_mobile=touch and screen["width"] < 600)
    page = context.new_page()
    page.goto(server.base + "/catalog/tab-sidebar")
    wait_idle(page)
    traits = page.get_attribute(".pk-root", "data-idiom"), page.get_attribute(".pk-root", "data-h")
    context.close()
    return traits


def test_D_62_a_narrow_ipad_window_stays_an_ipad(browser, server):
    assert root_traits(browser, server, {"width": 320, "height": 1180}, {"width": 820, "height": 1180}, True) == ("pad", "compact")


def test_D_62_a_large_phone_on_its_side_stays_a_phone(browser, server):
    assert root_traits(browser, server, {"width": 932, "height": 430}, {"width": 430, "height": 932}, True) == ("phone", "regular")


def test_D_62_a_desktop_window_is_a_mac_and_a_phone_a_phone(browser, server):
    assert root_traits(browser, server, {"width": 1440, "height": 900}, {"width": 1440, "height": 900}, False) == ("mac", "regular")
    assert root_traits(browser, server, {"width": 390, "height": 844}, {"width": 390, "height": 844}, True) == ("phone", "compact")
