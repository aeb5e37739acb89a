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
    assert f"Imported {count - partial} messages into inbox; {partial} already there; 0 broken." in result.stdout
    with sqlite3.connect(database) as connection:
        assert connection.execute("SELECT COUNT(*), COUNT(DISTINCT messageId) FROM message").fetchone() == (count, count)
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
