"""Postbox in a real terminal (tmux): `postbox tui` at the sizes people use, driven by keys and
the mouse, its screen compared cell for cell with the renderer's own frame, and the terminal left
as it was found on every way out (issue 38, D-112)."""
import datetime
import os
import signal
import subprocess

import pytest

from conftest import POSTBOX, SAMPLE_ENDING
from terminal import Terminal

pytestmark = pytest.mark.skipif(subprocess.run(["which", "tmux"], capture_output=True).returncode != 0,
                                reason="tmux is not installed (scripts/setup-browser installs it)")

RESTORED = {"alternate_on": "0", "mouse_sgr_flag": "0", "mouse_button_flag": "0", "mouse_any_flag": "0", "cursor_flag": "1",
            "keypad_flag": "0"}


def tui(tmp_path, columns, rows, *arguments, data=None, environment=None, sample_ending=SAMPLE_ENDING):
    data = data or tmp_path / "data"
    command = [POSTBOX, "tui", "--data-dir", str(data), *sample_ending, *arguments]
    return Terminal(command, columns, rows, tmp_path, environment={"TZ": "UTC", "SWIFT_BACKTRACE": "interactive=no", **(environment or {})})


@pytest.fixture
def terminal_factory(tmp_path):
    made = []

    def make(*args, **kwargs):
        terminal = tui(tmp_path, *args, **kwargs)
        made.append(terminal)
        return terminal
    yield make
    for terminal in made:
        terminal.close()


@pytest.mark.parametrize("columns,rows", [(80, 24), (100, 30), (135, 40), (200, 50)])
def test_the_screen_is_the_renderers_frame_at_every_size(terminal_factory, columns, rows):
    terminal = terminal_factory(columns, rows)
    terminal.wait_until_shows_snapshot()
    screen = "\n".join(terminal.screen())
    if columns == 100:
        # 800 points: the message alone, the list behind ‹ Inbox (D-66), as Mail on an iPad in portrait.
        assert "‹ Inbox" in screen and "To: You" in screen
    else:
        assert "Mailboxes" in screen
    if columns >= 135:
        # Three columns: the sidebar, the list and the message (D-112: regular from 100 columns).
        assert "Favorites" in screen and "Search" in screen and "To: You" in screen
    if columns == 80:
        # Compact: the mailboxes alone, as Mail on a phone; rows push the next screen.
        assert "Search" not in screen and "›" in screen


def test_keys_move_the_selection_and_the_mouse_selects(terminal_factory):
    terminal = terminal_factory(200, 50)
    terminal.wait_until_shows_snapshot()
    first_subject = terminal.screen()[4][82:].strip()
    terminal.keys("Down")
    terminal.wait(lambda: terminal.screen()[4][82:].strip() != first_subject, message="↓ did not open the next message")
    terminal.wait_until_shows_snapshot()
    # A click on the Sent mailbox in the sidebar.
    row = next(index for index, line in enumerate(terminal.screen()) if "Sent" in line[:34])
    terminal.click(6, row)
    terminal.wait(lambda: "Sent" in terminal.screen()[0][35:75], message="the click did not open Sent")
    terminal.wait_until_shows_snapshot()
    # The selected row carries the accent while its list has the focus (tmux re-encodes colours).
    styled = terminal.styled_screen().split("\n")[row]
    assert "48;2;10;132;255" in styled, styled


def test_a_resize_reflows_at_once(terminal_factory):
    terminal = terminal_factory(200, 50)
    terminal.wait_until_shows_snapshot()
    terminal.resize(80, 24)
    terminal.wait(lambda: len(terminal.snapshot_text()) == 24, message="no frame for 80×24")
    terminal.wait_until_shows_snapshot()
    assert "Search" not in "\n".join(terminal.screen())
    terminal.resize(135, 40)
    terminal.wait(lambda: len(terminal.snapshot_text()) == 40, message="no frame for 135×40")
    terminal.wait_until_shows_snapshot()
    assert "Search" in "\n".join(terminal.screen())


def assert_restored(terminal, status):
    terminal.wait_for_text(f"EXITED {status}")
    assert terminal.restored() == RESTORED
    settings = "\n".join(terminal.screen())
    # stty -a in the pane after the program: canonical input and echo are back.
    assert " icanon" in settings and " echo" in settings and "-icanon" not in settings and "-echo " not in settings, settings


def test_quitting_restores_the_terminal(terminal_factory):
    terminal = terminal_factory(100, 30)
    terminal.wait_until_shows_snapshot()
    assert terminal.flag("alternate_on") == "1" and terminal.flag("mouse_sgr_flag") == "1"
    terminal.keys("C-q")
    assert_restored(terminal, 0)


@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_signal_restores_the_terminal(terminal_factory, name):
    terminal = terminal_factory(100, 30)
    terminal.wait_until_shows_snapshot()
    os.kill(terminal.program_pid(), getattr(signal, name))
    assert_restored(terminal, 128 + getattr(signal, name))


def test_a_crash_restores_the_terminal(terminal_factory):
    terminal = terminal_factory(100, 30, "--crash-on-f12")
    terminal.wait_until_shows_snapshot()
    terminal.keys("F12")
    terminal.wait(lambda: any(line.startswith("EXITED ") for line in terminal.screen()), message="the program did not crash")
    status = next(line for line in terminal.screen() if line.startswith("EXITED ")).split()[1]
    assert int(status) >= 128, status
    assert_restored(terminal, status)


def test_suspend_and_resume_repaint(terminal_factory):
    terminal = terminal_factory(100, 30)
    terminal.wait_until_shows_snapshot()
    terminal.keys("C-z")
    terminal.wait(lambda: terminal.flag("alternate_on") == "0", message="Ctrl+Z did not leave the alternate screen")
    assert terminal.flag("mouse_sgr_flag") == "0"
    os.kill(terminal.program_pid(), signal.SIGCONT)
    terminal.wait(lambda: terminal.flag("alternate_on") == "1", message="SIGCONT did not come back")
    terminal.wait_until_shows_snapshot()
    terminal.keys("C-q")
    assert_restored(terminal, 0)


@pytest.mark.parametrize("columns,rows,appearance", [(200, 50, "dark"), (80, 24, "dark"), (135, 40, "light")])
def test_screenshots_of_the_terminal(terminal_factory, browser, columns, rows, appearance):
    """Pictures of what tmux shows, cell for cell (capture-pane with its colours), for people to
    look at beside Mail: PANEKIT_SCREENSHOTS=docs/screenshots updates the README's."""
    from conftest import SCREENSHOTS
    from terminal import capture_html
    # Mail that arrived this morning, so the list reads as Mail's does: times, Yesterday, weekdays.
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")
    terminal = terminal_factory(columns, rows, "/mailbox/inbox/message/3", "--appearance", appearance,
                                sample_ending=["--sample-ending", now])
    terminal.wait_until_shows_snapshot()
    background, foreground = ("#1c1c1e", "#f2f2f7") if appearance == "dark" else ("#ffffff", "#1c1c1e")
    page = browser.new_page(viewport={"width": columns * 9 + 24, "height": rows * 18 + 24})
    page.set_content(capture_html(terminal, background, foreground))
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"terminal-{columns}x{rows}-{appearance}.png"))
    page.close()


def sidebar_count(terminal, mailbox="Inbox"):
    """The unread count the terminal's sidebar shows beside the first row named `mailbox`."""
    for line in terminal.screen():
        left = line[:34].split()
        if len(left) >= 2 and left[1] == mailbox:
            return int(left[-1]) if left[-1].isdigit() else 0
    raise AssertionError(f"no {mailbox} row:\n" + "\n".join(terminal.screen()))


def test_a_terminal_and_a_browser_page_follow_each_other(terminal_factory, browser, tmp_path):
    """One mailbox, two renderers, two processes: a message read in a browser page lowers the
    open terminal's badge unasked, and one read in the terminal lowers the page's (D-45, D-112)."""
    from conftest import DESKTOP, act, open_page, started_postbox
    from test_postbox_live import inbox_badge, wait_until
    data = tmp_path / "shared"
    server = started_postbox(data)
    try:
        terminal = terminal_factory(200, 50, "/mailbox/inbox", data=data)
        terminal.wait_until_shows_snapshot()
        page = open_page(browser, server, "/mailbox/inbox", DESKTOP)
        before = sidebar_count(terminal)
        assert before == inbox_badge(page) and before > 0
        unread = ".pk-column[data-column=supplementary] .pk-list [data-tag]:has(.pk-icon[data-symbol='circle.fill'][data-color=accent])"
        act(page, lambda: page.click(unread))
        terminal.wait(lambda: sidebar_count(terminal) == before - 1, message="the terminal's badge did not follow the page")
        terminal.wait_until_shows_snapshot()
        # The other way: a click on the first unread message (its dot) in the terminal's list.
        row = next(index for index, line in enumerate(terminal.screen()) if "●" in line[35:40])
        terminal.click(40, row)
        terminal.wait(lambda: sidebar_count(terminal) == before - 2, message="reading in the terminal did not lower its badge")
        assert wait_until(lambda: inbox_badge(page) == before - 2), (inbox_badge(page), before - 2)
        page.context.close()
    finally:
        server.kill()


TERMINAL_HOSTILE_MBOX = "".join(
    f"From evil@example.com Mon Jan  1 00:00:00 2035\nFrom: evil{index}@example.com\nTo: you@example.com\n"
    f"Subject: Hostile {index} {text}\nMessage-ID: <terminal-hostile-{index}@example.com>\n"
    f"Date: Mon, 1 Jan 2035 10:0{index}:00 +0000\n\nBody {text} end\n\n"
    for index, text in enumerate([
        "\x1b]52;c;cHduZWQ=\x07",        # write the clipboard
        "\x1b]2;pwned\x1b\\",             # retitle the window
        "\x1b[2J\x1b[H",                  # clear the screen
        "\x1b[?1049l\x1b[?1000l",         # leave the alternate screen, stop the mouse
        "\x1bP+q544e\x1b\\",              # ask the terminal its name (DCS)
    ]))


def test_hostile_mail_changes_nothing_outside_its_cells(terminal_factory, tmp_path):
    data = tmp_path / "hostile"
    mbox = tmp_path / "hostile.mbox"
    mbox.write_text(TERMINAL_HOSTILE_MBOX)
    result = subprocess.run([POSTBOX, "import", str(mbox), "--data-dir", str(data)], capture_output=True, text=True, timeout=60)
    assert "Imported 5 messages" in result.stdout, result.stdout + result.stderr
    terminal = terminal_factory(200, 50, "/mailbox/inbox", data=data)
    terminal.wait_until_shows_snapshot()
    terminal.keys("Right")
    for _ in range(5):
        terminal.keys("Down")
        terminal.wait_until_shows_snapshot()
        # Still on the alternate screen with the mouse on, the title Postbox's, no clipboard write.
        assert terminal.flag("alternate_on") == "1" and terminal.flag("mouse_sgr_flag") == "1"
        # The window's title is the message's subject (as a browser tab's), its controls removed:
        # the OSC 2 inside it never ran.
        assert terminal.flag("pane_title") != "pwned"
        assert terminal.tmux("list-buffers").strip() == ""
    screen = "\n".join(terminal.screen())
    assert "\\u{1b}]2;pwned" in screen or "\\u{1b}[2J" in screen, screen
    terminal.keys("C-q")
    assert_restored(terminal, 0)


CATALOG_PAGES = ["split-triple", "split-double", "split-inspector", "split-trailing", "tabs", "tab-sidebar", "sidebar", "sheets",
                 "popovers", "stacked", "tabs-beside-detail", "split-nested", "split-classic"]


@pytest.mark.parametrize("columns,rows", [(80, 24), (200, 50)])
def test_every_catalog_page_runs_in_the_terminal(tmp_path, columns, rows):
    """`catalog tui /catalog/<page>`: each page draws, Tab moves the focus, and quitting restores."""
    from conftest import CATALOG
    for page in CATALOG_PAGES:
        terminal = Terminal([CATALOG, "tui", f"/catalog/{page}"], columns, rows, tmp_path,
                            environment={"SWIFT_BACKTRACE": "interactive=no"})
        try:
            terminal.wait_until_shows_snapshot()
            assert any(line.strip() for line in terminal.screen()), page
            terminal.keys("Tab")
            terminal.keys("Tab")
            terminal.wait_until_shows_snapshot()
            terminal.keys("C-q")
            assert_restored(terminal, 0)
        finally:
            terminal.close()


def test_SV_L8_SV_L10_a_classic_split_view_collapses_and_expands_in_the_terminal(tmp_path):
    """The catalog's classic split view: the conversation beside the list with the display-mode
    button the app placed (full-screen arrows), on the list's stack with Back in 70 columns, and
    beside it again in 120."""
    from conftest import CATALOG
    terminal = Terminal([CATALOG, "tui", "/catalog/split-classic/Ben%20Okafor"], 120, 30, tmp_path,
                        environment={"SWIFT_BACKTRACE": "interactive=no"})
    try:
        terminal.wait_until_shows_snapshot()
        top = terminal.screen()[0]
        assert "Messages" in top and "Ben Okafor" in top and "⇱" in top
        terminal.resize(70, 20)
        terminal.wait(lambda: len(terminal.snapshot_text()) == 20, message="no frame for 70×20")
        terminal.wait_until_shows_snapshot()
        top = terminal.screen()[0]
        assert "‹ Messages" in top and "Ben Okafor" in top and "⇱" not in top
        terminal.resize(120, 30)
        terminal.wait(lambda: len(terminal.snapshot_text()) == 30, message="no frame for 120×30")
        terminal.wait_until_shows_snapshot()
        screen = "\n".join(terminal.screen())
        assert "Chloé Martin" in screen and "Friday" in screen and "⇱" in terminal.screen()[0]
        terminal.keys("C-q")
        assert_restored(terminal, 0)
    finally:
        terminal.close()


def test_a_panekitui_app_runs_in_the_terminal(tmp_path):
    """`mail-prototype tui`: PaneKitUI's App.main picks the terminal's runner (D-112)."""
    from conftest import ROOT
    binary = ROOT / ".build" / "debug" / "mail-prototype"
    terminal = Terminal([str(binary), "tui"], 135, 40, tmp_path, environment={"SWIFT_BACKTRACE": "interactive=no"})
    try:
        terminal.wait_until_shows_snapshot()
        screen = "\n".join(terminal.screen())
        assert "Inbox" in screen, screen
        terminal.keys("Down")
        terminal.wait_until_shows_snapshot()
        terminal.keys("C-q")
        assert_restored(terminal, 0)
    finally:
        terminal.close()
