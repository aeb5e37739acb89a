"""Postbox in a real terminal (tmux): `postbox tui` at the sizes people use, driven by keys and
the mouse, its screen compared cell for cell with the renderer's own frame, and the terminal left
as it was found on every way out (issue 38, D-112)."""
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


def tui(tmp_path, columns, rows, *arguments, data=None, environment=None):
    data = data or tmp_path / "data"
    command = [POSTBOX, "tui", "--data-dir", str(data), *SAMPLE_ENDING, *arguments]
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
