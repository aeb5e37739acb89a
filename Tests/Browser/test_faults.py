"""Faults (issue 7, SECURITY.md): the server killed with SIGKILL while people work."""
import re

from conftest import DESKTOP, PHONE, act, open_page, settle, wait_idle


def restart(server, page):
    """SIGKILL, the page shows it lost the server, then the server starts again on its port and
    the page reconnects by itself."""
    server.kill()
    page.wait_for_selector("#pk-banner:not([hidden])", timeout=10_000)
    server.start()
    page.wait_for_selector("#pk-banner[hidden]", state="attached", timeout=15_000)
    wait_idle(page)


def test_a_draft_being_typed_survives_a_killed_server(browser, private_postbox):
    for size in (DESKTOP, PHONE):
        page = open_page(browser, private_postbox, "/mailbox/inbox", size)
        act(page, lambda: page.click("[aria-label='New Message']"))
        settle(page)
        text = "Dear Ada, about the sidebar — " + ("desktop" if size is DESKTOP else "phone")
        # Typed key by key: each keystroke is an event the server saves the draft on.
        act(page, lambda: page.click(".pk-sheet textarea"))
        for character in text:
            act(page, lambda: page.keyboard.type(character))
        url = page.url
        assert re.search(r"/mailbox/inbox/compose/\d+$", url)
        restart(private_postbox, page)
        assert page.url == url
        assert page.input_value(".pk-sheet textarea") == text
        page.context.close()


def test_a_killed_server_comes_back_with_the_open_message(browser, private_postbox):
    page = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    first = page.query_selector(".pk-column[data-column=supplementary] [data-window] > [data-tag]")
    tag = first.get_attribute("data-tag")
    act(page, lambda: first.click())
    assert page.url.endswith(f"/mailbox/inbox/message/{tag}")
    restart(private_postbox, page)
    assert page.url.endswith(f"/mailbox/inbox/message/{tag}")
    assert page.get_attribute(f".pk-column[data-column=supplementary] [data-tag='{tag}']", "aria-selected") == "true"
    page.context.close()


def test_an_import_killed_midway_leaves_a_consistent_store_and_a_rerun_finishes_without_duplicates(tmp_path):
    import sqlite3
    import subprocess
    import time

    from conftest import POSTBOX

    count = 8000
    mbox = tmp_path / "big.mbox"
    with mbox.open("w") as out:
        for index in range(count):
            out.write(f"From sender{index % 50}@example.com Mon Jan  1 00:00:00 2035\n"
                      f"From: Sender {index % 50} <sender{index % 50}@example.com>\nTo: you@example.com\n"
                      f"Subject: Message {index} about the sidebar\nMessage-ID: <bulk-{index}@example.com>\n"
                      f"Date: Mon, 1 Jan 2035 10:{index % 60:02d}:00 +0000\n\n"
                      + f"Line {index} of a message that is long enough to take some time to import.\n" * 20 + "\n")
    data = tmp_path / "data"
    database = data / "mail.sqlite"

    def messages():
        with sqlite3.connect(database, timeout=5) as connection:
            return connection.execute("SELECT COUNT(*) FROM message").fetchone()[0]

    importer = subprocess.Popen([POSTBOX, "import", str(mbox), "--data-dir", str(data)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.time() + 60
    while time.time() < deadline:
        if database.exists():
            try:
                if messages() > 0:
                    break
            except sqlite3.OperationalError:
                pass
        time.sleep(0.02)
    importer.kill()  # SIGKILL, midway
    importer.wait()
    partial = messages()
    assert 0 < partial < count, "the kill landed midway"

    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        connection.execute("INSERT INTO message_fts(message_fts) VALUES('integrity-check')")
        # Batches are transactions: whole batches are there, and the unread counts SQLite keeps
        # match the messages.
        assert partial % 500 == 0
        kept = dict(connection.execute("SELECT mailboxId, count FROM unread_count").fetchall())
        counted = dict(connection.execute("SELECT mailboxId, COUNT(*) FROM message WHERE isRead = 0 GROUP BY mailboxId").fetchall())
        assert {k: v for k, v in kept.items() if v} == counted

    result = subprocess.run([POSTBOX, "import", str(mbox), "--data-dir", str(data)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert f"Imported {count - partial} messages into Inbox; {partial} already there; 0 broken." in result.stdout
    with sqlite3.connect(database) as connection:
        assert connection.execute("SELECT COUNT(*), COUNT(DISTINCT messageId) FROM message").fetchone() == (count, count)
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_page_that_stops_reading_holds_up_only_itself(private_postbox):
    """A client that sends and never reads: the server's writes to it wait (the socket pushes
    back), so its memory does not grow with what it would send, and other pages are served."""
    import json
    import time

    from websockets.sync.client import connect

    def resident_kib():
        with open(f"/proc/{private_postbox.process.pid}/status") as status:
            return int(next(line for line in status if line.startswith("VmRSS")).split()[1])

    query = "v=1&path=%2Fmailbox%2Finbox&w=1440&h=900&pointer=fine&dir=ltr&scheme=light&reduceMotion=0"
    url = f"ws://127.0.0.1:{private_postbox.port}/panekit/socket?{query}"
    origin = f"http://127.0.0.1:{private_postbox.port}"
    sizes = [{"width": 390, "height": 844, "pointer": "coarse"}, {"width": 1440, "height": 900, "pointer": "fine"}]

    def viewport(index):
        return json.dumps({"type": "viewport", **sizes[index % 2], "dir": "ltr", "scheme": "light", "reduceMotion": False, "seq": index})

    # Warm up with a page that reads, so the figure below is the stalled page's alone.
    with connect(url, origin=origin, max_size=None) as reader:
        reader.recv()
        for index in range(20):
            reader.send(viewport(index))
            reader.recv()
    before = resident_kib()
    # Each reply switches the whole layout (about 190 KB); 150 of them would be 28 MB.
    with connect(url, origin=origin, max_size=None, max_queue=1, close_timeout=1) as stalled:
        for index in range(150):
            stalled.send(viewport(index))
        time.sleep(3)
        grown = resident_kib() - before
        with connect(url, origin=origin, max_size=None) as other:
            other.recv()
            start = time.monotonic()
            other.send(viewport(1001))
            reply = json.loads(other.recv(timeout=10))
            assert reply["type"] == "patch" and time.monotonic() - start < 5
        print(f"server grew by {grown} KiB while a page did not read")
        assert grown < 12_000, f"the server grew by {grown} KiB for a page that does not read"


def run_postbox_as_another_user(arguments, timeout=30):
    """Runs postbox as `nobody` when the tests run as root (root writes anywhere, so a read-only
    folder needs someone else to be read-only for), as the current user otherwise."""
    import os
    import shutil
    import subprocess

    from conftest import POSTBOX

    command = [POSTBOX, *arguments]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        assert setpriv, "setpriv (util-linux) is needed to run postbox as another user"
        command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout)


def test_a_read_only_data_folder_is_a_clear_error_and_nothing_changes():
    """SECURITY.md: a data folder Postbox cannot write to stops `serve` and `import` with one
    clear line; the database is left byte for byte as it was."""
    import hashlib
    import os
    import shutil
    import subprocess
    import tempfile
    from pathlib import Path

    from conftest import POSTBOX, free_port

    # Under /tmp with open permissions: `nobody` must reach the folder to find it read-only.
    root = Path(tempfile.mkdtemp(prefix="postbox-readonly-"))
    try:
        root.chmod(0o755)
        folder = root / "data"
        subprocess.run([POSTBOX, "generate", "--messages", "30", "--data-dir", str(folder)], check=True, capture_output=True)
        database = folder / "mail.sqlite"
        before = hashlib.sha256(database.read_bytes()).hexdigest()
        database.chmod(0o444)
        folder.chmod(0o555)
        mbox = root / "one.mbox"
        mbox.write_text("From a@example.com Mon Jan  1 00:00:00 2035\nFrom: a@example.com\nSubject: Hi\nMessage-ID: <ro@example.com>\n\nHello\n")
        mbox.chmod(0o644)
        for arguments in (["serve", "--port", str(free_port())], ["import", str(mbox)]):
            result = run_postbox_as_another_user([*arguments, "--data-dir", str(folder)])
            assert result.returncode == 1, (arguments, result.returncode, result.stderr)
            assert f"the data folder {folder} is read-only" in result.stderr, result.stderr
            assert "give it write access" in result.stderr
            assert "Usage" not in result.stderr, "a clear error, not a usage text"
        assert sorted(path.name for path in folder.iterdir()) == ["mail.sqlite"], "no journal left behind"
        assert hashlib.sha256(database.read_bytes()).hexdigest() == before
    finally:
        for path in (root, root / "data"):
            if path.exists():
                path.chmod(0o755)
        shutil.rmtree(root, ignore_errors=True)


def test_a_damaged_database_is_a_clear_error_and_is_left_as_it_was(tmp_path):
    import hashlib
    import subprocess

    from conftest import POSTBOX, free_port

    folder = tmp_path / "data"
    folder.mkdir()
    database = folder / "mail.sqlite"
    database.write_bytes(b"This is not SQLite. " * 400)
    before = hashlib.sha256(database.read_bytes()).hexdigest()
    result = subprocess.run([POSTBOX, "serve", "--port", str(free_port()), "--data-dir", str(folder)],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 1, result.stderr
    assert "The mail database is damaged, or the file is not a mail database." in result.stderr
    assert hashlib.sha256(database.read_bytes()).hexdigest() == before
