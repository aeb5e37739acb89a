"""Full keyboard access and the app's shortcuts (issue 15, D-63): Tab moves between focus groups
(sidebar, list, detail, then the bars), arrows and typing choose within one, Escape goes back,
Ctrl-F goes to search, KeyCommands run on their keys and are listed by Ctrl-/ or holding Ctrl."""
import time

from conftest import DESKTOP, PHONE, TABLET_LANDSCAPE, act, open_page, settle


def focused(page, expression):
    return page.evaluate(f"(() => {{ const e = document.activeElement; return {expression}; }})()")


def test_D_63_tab_moves_between_focus_groups_in_reading_order(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work", DESKTOP)
    page.keyboard.press("Tab")
    assert focused(page, "e.closest('.pk-column').dataset.column") == "primary"
    assert focused(page, "e.dataset.tag") == "Work", "the list's selected row"
    page.keyboard.press("Tab")
    assert focused(page, "e.closest('.pk-column').dataset.column") == "supplementary"
    # Nothing is selected there yet: the first row is the way in.
    assert focused(page, "e.dataset.tag") == "Report"
    page.keyboard.press("Tab")
    assert focused(page, "e.closest('.pk-column').dataset.column") == "secondary"
    page.keyboard.press("Tab")
    assert focused(page, "!!e.closest('.pk-bar')"), "then the bars"
    page.keyboard.press("Shift+Tab")
    assert focused(page, "e.closest('.pk-column').dataset.column") == "secondary"


def test_SV_F1_left_and_right_go_between_columns_the_server_hears_where_and_the_app_can_move_it(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work", DESKTOP)
    page.evaluate("""() => {
        window.focusReports = [];
        const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) {
            try { const m = JSON.parse(data); if (m.type === 'columnFocus') window.focusReports.push(m.column); } catch (e) {}
            return send.call(this, data);
        };
    }""")
    page.keyboard.press("Tab")
    assert focused(page, "e.closest('.pk-column').dataset.column") == "primary"
    page.keyboard.press("ArrowRight")
    assert focused(page, "e.closest('.pk-column').dataset.column") == "supplementary"
    assert focused(page, "e.dataset.tag") == "Report"
    page.keyboard.press("ArrowLeft")
    assert focused(page, "e.dataset.tag") == "Work"
    assert page.evaluate("window.focusReports") == ["primary", "supplementary", "primary"]
    # The app moves the focus (its ⌥⌘I key command calls split.focus(.supplementary)).
    act(page, lambda: page.keyboard.press("Control+Alt+i"))
    assert focused(page, "e.closest('.pk-column').dataset.column") == "supplementary"


def test_D_63_arrows_and_typing_choose_and_escape_goes_back(browser, server):
    page = open_page(browser, server, "/catalog/split-triple/Work", DESKTOP)
    page.keyboard.press("Tab")
    act(page, lambda: page.keyboard.press("t"))
    assert page.get_attribute("[data-tag=Travel]", "aria-selected") == "true", "typing a name selects its row"
    time.sleep(0.9)  # a pause starts a new name
    act(page, lambda: page.keyboard.press("i"))
    assert page.get_attribute("[data-tag=Inbox]", "aria-selected") == "true"
    phone = open_page(browser, server, "/catalog/tabs", PHONE)
    phone.keyboard.press("Tab")
    assert focused(phone, "e.dataset.tag") == "Inbox 1"
    act(phone, lambda: phone.keyboard.press("Enter"))
    assert phone.inner_text(".pk-tab-content .pk-bar-title") == "Inbox 1"
    act(phone, lambda: phone.keyboard.press("Escape"))
    assert phone.inner_text(".pk-tab-content .pk-bar-title") == "Inbox", "Escape goes back"


def test_D_63_arrows_choose_in_the_tab_bar_and_ctrl_f_goes_to_search(browser, server):
    page = open_page(browser, server, "/catalog/tabs", TABLET_LANDSCAPE)
    page.keyboard.press("Shift+Tab")
    assert focused(page, "e.getAttribute('role')") == "tab"
    act(page, lambda: page.keyboard.press("ArrowRight"))
    assert "Flagged" in page.inner_text(".pk-tab[aria-selected=true]")
    assert focused(page, "e.textContent").strip().startswith("Flagged")
    sidebar = open_page(browser, server, "/catalog/tab-sidebar", TABLET_LANDSCAPE)
    act(sidebar, lambda: sidebar.keyboard.press("Control+f"))
    assert sidebar.inner_text(".pk-tab-content .pk-bar-title") == "Search"


def test_D_63_key_commands_run_and_are_listed(browser, server):
    page = open_page(browser, server, "/catalog/stacked", DESKTOP)
    act(page, lambda: page.keyboard.press("Control+Alt+Digit1"))
    assert page.query_selector(".pk-presentation") is not None, "⌥⌘1 (Ctrl+Alt+1 here) presented the sheet"
    act(page, lambda: page.keyboard.press("Escape"))
    assert page.query_selector(".pk-presentation") is None
    page.keyboard.press("Control+Slash")
    panel = page.query_selector(".pk-shortcuts")
    assert panel.is_visible()
    assert "Sheet over a Cover" in panel.inner_text() and "Ctrl+Alt+2" in panel.inner_text()
    assert "⌥⌘2" not in panel.inner_text(), "the keys as this system writes them"
    page.keyboard.press("Escape")
    assert not panel.is_visible()
    # Holding Ctrl shows the list; letting go hides it.
    page.keyboard.down("Control")
    time.sleep(1.3)
    assert panel.is_visible()
    page.keyboard.up("Control")
    assert not panel.is_visible()
    # Choosing a shortcut in the list runs it.
    page.keyboard.press("Control+Slash")
    act(page, lambda: page.click(".pk-shortcut:has-text('Form That Asks')"))
    assert page.get_attribute(".pk-sheet", "aria-label") == "Account"
    settle(page)
