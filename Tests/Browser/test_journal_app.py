"""Tests/Consumer's Journal (issue 35), a settings-heavy app written as for Apple's SwiftUI with
the import line as the only change: a sidebar of entries with search suggestions, an editor whose
toolbar is a `ToolbarContent` of the app's own, Settings of many sections in @AppStorage that
change what every screen shows, a statistics sheet of bars drawn with shapes."""

import pytest

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, TABLET_PORTRAIT, act, consumer_app, open_page, shoot, wait_idle


@pytest.fixture(scope="module")
def journal():
    yield from consumer_app("Journal")


def test_editing_an_entry_and_its_own_toolbar(browser, journal):
    page = open_page(browser, journal, "/", DESKTOP)
    assert "5 entries, 1 pinned" in page.inner_text(".pk-column[data-column=primary]").lower()
    act(page, lambda: page.get_by_role("option", name="Market day").click())
    detail = page.locator(".pk-column[data-column=secondary]")
    assert detail.get_by_role("radio", name="Good").get_attribute("aria-checked") == "true"
    field = detail.get_by_placeholder("What happened today?")
    act(page, lambda: field.fill("Bought plums and a loaf and some cheese"))
    assert "8 words" in detail.inner_text()
    # The editor's toolbar is a ToolbarContent of the app's own.
    act(page, lambda: page.get_by_role("button", name="Pin", exact=True).click())
    assert "5 entries, 2 pinned" in page.inner_text(".pk-column[data-column=primary]").lower()
    shoot(page, "journal-editor-desktop")
    page.context.close()


def test_settings_in_app_storage_change_the_list_and_stay_with_the_browser(browser, journal):
    page = open_page(browser, journal, "/", TABLET_PORTRAIT)
    assert "words" in page.inner_text("body")
    act(page, lambda: page.get_by_role("button", name="Settings").first.click())
    sheet = page.locator(".pk-sheet")
    act(page, lambda: sheet.get_by_role("switch", name="Show Word Counts").click())
    act(page, lambda: sheet.get_by_role("switch", name="Daily Reminder").click())
    assert "A reminder at 9 PM." in sheet.inner_text()
    shoot(page, "journal-settings-tablet")
    act(page, lambda: sheet.get_by_role("button", name="Done").click())
    assert "words" not in page.inner_text("body")
    other = page.context.new_page()
    other.goto(journal.base + "/")
    other.wait_for_selector("#pk-app[data-panekit-idle]", state="attached")
    assert "words" not in other.inner_text("body")
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_on_a_phone_search_suggestions_and_statistics(browser, journal, scheme):
    page = open_page(browser, journal, "/", PHONE, color_scheme=scheme)
    field = page.get_by_placeholder("Entries, words or tags")
    act(page, lambda: field.focus())
    act(page, lambda: page.get_by_role("button", name="#walks").click())
    assert field.input_value() == "walks"
    assert "2 results" in page.inner_text("body").lower()
    act(page, lambda: field.fill(""))
    act(page, lambda: page.get_by_role("button", name="Statistics").click())
    sheet = page.locator(".pk-sheet")
    assert "Moods" in sheet.inner_text()
    bars = sheet.locator(".pk-zstack .pk-shape")
    assert bars.count() == 8, "a track and a bar for each of four moods"
    shoot(page, f"journal-statistics-phone-{scheme}")
    page.context.close()


@pytest.mark.parametrize("size, scheme", [(PHONE, "light"), (PHONE, "dark"), (DESKTOP, "light")])
def test_D_108_value_controls_in_settings(browser, journal, size, scheme):
    """D-108: a Stepper steps and stops at its bound, a Slider and a DatePicker send what people
    choose (the date in the reader's time zone), progress is a bar, LabeledContent shows its value
    trailing and a Link is a control, all as Apple's SwiftUI code wrote them."""
    page = open_page(browser, journal, "/", size, color_scheme=scheme, timezone_id="America/Los_Angeles")
    act(page, lambda: page.get_by_role("button", name="Settings").first.click())
    sheet = page.locator(".pk-sheet").last
    stepper = sheet.get_by_role("group", name="Daily Goal: 200 words")
    act(page, lambda: stepper.get_by_role("button", name="Increment").click())
    assert "Daily Goal: 250 words" in sheet.inner_text()
    assert sheet.locator("progress.pk-progress-bar").get_attribute("max") == "1"
    slider = sheet.get_by_role("slider", name="Line Spacing")
    act(page, lambda: slider.fill("0.75"))
    assert "Line spacing 75 %." in sheet.inner_text()
    date = sheet.get_by_label("Journal Since")
    assert date.input_value() == "2026-12-31", "1 Jan 2027 00:00 UTC is still 31 December in California"
    act(page, lambda: date.fill("2027-03-05"))
    # The day changes and the time of day it had stays (16:00 in California), sent as seconds.
    assert date.get_attribute("data-epoch") == str(1_804_204_800 + (8 + 16) * 3600)
    assert "1.4" in sheet.get_by_text("Version").locator("..").inner_text()
    assert sheet.get_by_role("button", name="Privacy Policy").count() == 1
    sheet.get_by_role("group", name="Daily Goal: 250 words").scroll_into_view_if_needed()
    shoot(page, f"journal-value-controls-{'phone' if size is PHONE else 'desktop'}-{scheme}")
    page.context.close()


@pytest.mark.parametrize("size", [DESKTOP, TABLET_LANDSCAPE], ids=["desktop", "tablet"])
def test_D_109_return_moves_to_the_entry_and_done_puts_the_keyboard_away(browser, journal, size):
    """D-109: the editor's fields follow a @FocusState. Return in the title (its .onSubmit) moves the
    focus to the entry; Done, shown while a field has the focus, takes the focus away."""
    page = open_page(browser, journal, "/", size)
    act(page, lambda: page.get_by_role("option", name="Market day").click())
    detail = page.locator(".pk-column[data-column=secondary]")
    title = detail.get_by_placeholder("Title")
    entry = detail.get_by_placeholder("What happened today?")
    done = page.get_by_role("button", name="Done", exact=True)
    assert done.count() == 0
    act(page, lambda: title.click())
    assert done.is_visible(), "Done shows while a field has the focus"
    act(page, lambda: title.press("End"))
    act(page, lambda: title.press("Enter"))
    page.wait_for_function("document.activeElement && document.activeElement.placeholder === 'What happened today?'")
    wait_idle(page)
    assert entry.evaluate("(element) => element === document.activeElement")
    shoot(page, "journal-focus-" + ("desktop" if size is DESKTOP else "tablet"))
    act(page, lambda: done.click())
    page.wait_for_function("!document.activeElement || !['INPUT', 'TEXTAREA'].includes(document.activeElement.tagName)")
    wait_idle(page)
    assert done.count() == 0, "no field has the focus: Done goes"
    page.context.close()
