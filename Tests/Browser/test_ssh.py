"""Postbox over SSH (`postbox serve --ssh-port`): the real OpenSSH client in tmux logs in with a
key, gets its own terminal page at the pty's size, follows window changes, and leaves the terminal
as it found it; strangers, sessions without a pty and servers open to the network without keys
are refused; limits and the idle timeout close what they should (issue 38, D-112).

Every wait polls for what the screen or the server says, with a deadline."""
import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import time

import pytest

from conftest import POSTBOX, ROOT, SAMPLE_ENDING, free_port
from terminal import Terminal

pytestmark = pytest.mark.skipif(not (shutil.which("ssh") and shutil.which("ssh-keygen") and shutil.which("tmux")),
                                reason="needs ssh, ssh-keygen and tmux (scripts/setup-browser installs them)")

RESTORED = {"alternate_on": "0", "mouse_sgr_flag": "0", "mouse_button_flag": "0", "mouse_any_flag": "0", "cursor_flag": "1",
            "keypad_flag": "0"}


def wait_for(predicate, seconds=20, what="it"):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


class SSHPostbox:
    """`postbox serve --ssh-port 0` on a data folder; knows the SSH port it printed."""

    def __init__(self, data, *arguments):
        self.data = data
        self.web_port = free_port()
        self.out = data.parent / f"{data.name}-out.txt"
        self.err = data.parent / f"{data.name}-err.txt"
        with open(self.out, "w") as out, open(self.err, "w") as err:
            self.process = subprocess.Popen([POSTBOX, "serve", "--data-dir", str(data), *SAMPLE_ENDING, "--port", str(self.web_port),
                                             "--ssh-port", "0", *arguments], stdout=out, stderr=err, stdin=subprocess.DEVNULL)

    def wait(self):
        def listening():
            assert self.process.poll() is None, self.err.read_text()
            found = re.search(r"Postbox over SSH on [^:]+:(\d+) .*\(host key (SHA256:\S+)\)", self.out.read_text())
            return found and "Postbox on" in self.out.read_text() and found
        found = wait_for(listening, 60, "the server to listen")
        self.port, self.fingerprint = int(found.group(1)), found.group(2)
        self.base = f"http://127.0.0.1:{self.web_port}"
        return self

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="module")
def keys(tmp_path_factory):
    folder = tmp_path_factory.mktemp("keys")
    paths = {}
    for name, kind in [("allowed", ["-t", "ed25519"]), ("stranger", ["-t", "ed25519"]), ("ecdsa", ["-t", "ecdsa", "-b", "384"])]:
        path = str(folder / name)
        subprocess.run(["ssh-keygen", "-q", *kind, "-N", "", "-C", name, "-f", path], check=True)
        paths[name] = path
    return paths


@pytest.fixture
def servers(tmp_path):
    started = []

    def start(name="data", authorized=("allowed", "ecdsa"), keys=None, arguments=()):
        data = tmp_path / name
        data.mkdir(exist_ok=True)
        if keys is not None and authorized:
            (data / "authorized_keys").write_text("".join(open(keys[name] + ".pub").read() for name in authorized))
        server = SSHPostbox(data, *arguments)
        started.append(server)
        return server
    yield start
    for server in started:
        server.stop()


def ssh(port, key, *arguments, options=()):
    return ["ssh", "-F", "/dev/null", "-i", key, "-p", str(port), *options, "-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none",
            "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
            "mail@127.0.0.1", *arguments]


def client(tmp_path, command, columns=100, rows=30):
    """The real ssh client in a tmux pane of its own; the pane prints ssh's exit status after."""
    return Terminal(command, columns, rows, tmp_path, environment={"TERM": "tmux-256color"}, after="echo EXITED $?; sleep 600")


def test_a_session_is_postbox_at_the_ptys_size_follows_window_changes_and_restores(servers, keys, tmp_path):
    server = servers(keys=keys).wait()
    terminal = client(tmp_path, ssh(server.port, keys["allowed"], "-tt", "/mailbox/inbox"))
    try:
        terminal.wait_for_text("Mailboxes")
        screen = "\n".join(terminal.screen())
        # 100×30 is regular: the mailbox list beside the message column (D-112).
        assert "Search" in screen and "Inbox" in screen, screen
        assert terminal.flag("alternate_on") == "1" and terminal.flag("mouse_sgr_flag") == "1"
        # window-change: 80 columns is compact, the stack of one column.
        terminal.resize(80, 24)
        terminal.wait(lambda: "‹ Mailboxes" in "\n".join(terminal.screen()), message="the window change did not reach the session")
        terminal.keys("Down")
        terminal.keys("C-q")
        terminal.wait_for_text("EXITED 0")
        assert {name: terminal.flag(name) for name in RESTORED} == RESTORED
    finally:
        terminal.close()


def test_the_web_page_and_the_ssh_session_share_the_mail(servers, keys, tmp_path, browser):
    """A message read over SSH lowers the web page's badge unasked: one process, one store."""
    from conftest import DESKTOP, open_page
    from test_postbox_live import inbox_badge
    server = servers(keys=keys).wait()
    page = open_page(browser, server, "/mailbox/inbox", DESKTOP)
    before = inbox_badge(page)
    terminal = client(tmp_path, ssh(server.port, keys["allowed"], "-tt", "/mailbox/inbox"), 200, 50)
    try:
        terminal.wait_for_text("Favorites")
        row = next(index for index, line in enumerate(terminal.screen()) if "●" in line[35:40])
        terminal.click(40, row)
        wait_for(lambda: inbox_badge(page) == before - 1, what="the page's badge to follow the SSH session")
        terminal.keys("C-q")
        terminal.wait_for_text("EXITED 0")
    finally:
        terminal.close()
        page.context.close()


@pytest.mark.parametrize("arguments", [["-T"], ["/mailbox/inbox"]])
def test_a_session_without_a_pty_is_refused_with_a_message(servers, keys, arguments):
    server = servers(keys=keys).wait()
    result = subprocess.run(ssh(server.port, keys["allowed"], *arguments), capture_output=True, text=True, timeout=60,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 1
    assert "no terminal" in result.stderr and "ssh -t" in result.stderr


def test_an_ecdsa_key_logs_in_and_a_stranger_is_refused(servers, keys, tmp_path):
    server = servers(keys=keys).wait()
    refused = subprocess.run(ssh(server.port, keys["stranger"], "-tt"), capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert refused.returncode == 255 and "Permission denied" in refused.stderr
    terminal = client(tmp_path, ssh(server.port, keys["ecdsa"], "-tt"))
    try:
        terminal.wait_for_text("Inbox")
        terminal.keys("C-q")
        terminal.wait_for_text("EXITED 0")
    finally:
        terminal.close()


def test_the_host_key_is_private_and_the_same_after_a_restart(servers, keys):
    first = servers(keys=keys).wait()
    key = first.data / "ssh_host_ed25519_key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    listed = subprocess.run(["ssh-keygen", "-l", "-f", str(key)], capture_output=True, text=True, check=True).stdout
    assert first.fingerprint in listed
    first.stop()
    second = servers(keys=keys).wait()
    assert second.fingerprint == first.fingerprint


def test_beyond_loopback_without_keys_the_server_refuses_to_start(servers):
    server = servers(name="open", authorized=(), arguments=("--host", "0.0.0.0", "--token", "a" * 32))
    assert server.process.wait(timeout=60) != 0
    assert "authorized" in server.err.read_text().lower() or "authorized" in server.out.read_text().lower()


def test_on_loopback_without_keys_any_key_from_this_computer_logs_in(servers, keys, tmp_path):
    server = servers(name="loopback", authorized=()).wait()
    terminal = client(tmp_path, ssh(server.port, keys["stranger"], "-tt"))
    try:
        terminal.wait_for_text("Inbox")
        terminal.keys("C-q")
        terminal.wait_for_text("EXITED 0")
    finally:
        terminal.close()


def test_connections_are_limited_and_an_idle_one_is_closed(servers, keys, tmp_path):
    server = servers(keys=keys, arguments=("--ssh-max-connections", "1", "--ssh-idle-timeout", "2")).wait()
    terminal = client(tmp_path, ssh(server.port, keys["allowed"], "-tt"))
    try:
        terminal.wait_for_text("Inbox")
        # A second connection is closed before the SSH greeting.
        with socket.create_connection(("127.0.0.1", server.port), timeout=20) as second:
            assert second.recv(256) == b""
        # Nothing typed: the first is closed, with a message, and the terminal is restored.
        terminal.wait(lambda: any("without input" in line for line in terminal.screen()), seconds=30,
                      message="the idle connection was not closed")
        terminal.wait_for_text("EXITED 255")
        assert terminal.flag("alternate_on") == "0" and terminal.flag("mouse_sgr_flag") == "0"
    finally:
        terminal.close()


def test_postbox_without_the_ssh_trait_says_how_to_get_it(tmp_path):
    """The default build (Tests/Consumer, as `swift run postbox` makes it) has no SSH server."""
    binary = ROOT / "Tests" / "Consumer" / ".build" / "debug" / "postbox"
    if not binary.exists():
        pytest.fail("Tests/Consumer is not built: run scripts/test")
    result = subprocess.run([str(binary), "serve", "--data-dir", str(tmp_path), "--ssh-port", "2222"], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode != 0
    assert "swift run --traits SSH postbox" in result.stderr
