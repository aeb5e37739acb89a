"""Postbox pages follow writes they did not make (issue 14, D-45): another page reads a message,
another process imports mail. Nothing is typed or clicked in the page that changes."""
import subprocess
import time

from conftest import DESKTOP, POSTBOX, act, open_page


def inbox_badge(page):
    count = page.query_selector(".pk-sidebar-row[data-tag='favorite-inbox'] .pk-count")
    return int(count.inner_text()) if count else 0


def wait_until(condition, seconds=5):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.005)
    return condition()


def test_reading_in_one_page_changes_the_badge_in_another(browser, private_postbox):
    reader = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    watcher = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    before = inbox_badge(watcher)
    assert before > 0
    unread_rows = ".pk-column[data-column=supplementary] .pk-list [data-tag]:has(.pk-icon[data-symbol='circle.fill'][data-color=accent])"
    unread_in_watcher = len(watcher.query_selector_all(unread_rows))
    act(reader, lambda: reader.click(unread_rows))
    start = time.monotonic()
    assert wait_until(lambda: inbox_badge(watcher) == before - 1)
    print(f"the other page's badge changed {(time.monotonic() - start) * 1000:.0f} ms after the reply")
    # The list's unread dot went too, and the watcher still works.
    assert wait_until(lambda: len(watcher.query_selector_all(unread_rows)) == unread_in_watcher - 1)
    watcher.wait_for_selector("#pk-app[data-panekit-idle]", state="attached", timeout=5000)
    act(watcher, lambda: watcher.click(".pk-column[data-column=supplementary] .pk-list [data-tag] >> nth=0"))
    assert watcher.inner_text("main .pk-text[data-style=title]")
    reader.context.close()
    watcher.context.close()


def test_mail_imported_into_a_running_server_appears_in_open_pages(browser, private_postbox, tmp_path):
    page = open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP)
    before = inbox_badge(page)
    mbox = tmp_path / "arrivals.mbox"
    mbox.write_bytes(
        b"From ada@example.com Mon Dec 31 09:00:00 2035\nFrom: Ada <ada@example.com>\nTo: me@example.com\n"
        b"Date: Mon, 31 Dec 2035 09:00:00 +0000\nSubject: Engine notes, delivered live\nMessage-ID: <live-1@example.com>\n\n"
        b"The analytical engine weaves algebraic patterns.\n\n"
        b"From grace@example.com Mon Dec 31 08:00:00 2035\nFrom: Grace <grace@example.com>\nTo: me@example.com\n"
        b"Date: Mon, 31 Dec 2035 08:00:00 +0000\nSubject: Compiler notes, delivered live\nMessage-ID: <live-2@example.com>\n\n"
        b"It is easier to ask forgiveness.\n")
    result = subprocess.run([POSTBOX, "import", str(mbox), "--data-dir", str(private_postbox.data)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "Imported 2 messages" in result.stdout
    list_text = lambda: page.inner_text(".pk-column[data-column=supplementary]")
    assert wait_until(lambda: "Engine notes, delivered live" in list_text() and "Compiler notes, delivered live" in list_text())
    assert wait_until(lambda: inbox_badge(page) == before + 2)
    page.context.close()


def test_D_117_pages_showing_the_same_mailbox_share_a_refresh_and_each_opens_what_arrived(browser, private_postbox, tmp_path):
    """Two pages at the same address and size: an import reaches both as one refresh, computed by
    one and taken by the other (D-117), and in each the message that arrived opens (the taker's own
    controllers catch up before its click: SharedPushTests)."""
    pages = [open_page(browser, private_postbox, "/mailbox/inbox", DESKTOP) for _ in range(2)]
    mbox = tmp_path / "shared.mbox"
    mbox.write_bytes(
        b"From ada@example.com Mon Dec 31 10:00:00 2035\nFrom: Ada <ada@example.com>\nTo: me@example.com\n"
        b"Date: Mon, 31 Dec 2035 10:00:00 +0000\nSubject: Shared refresh arrives\nMessage-ID: <shared-1@example.com>\n\n"
        b"One refresh for every page that shows the same thing.\n")
    result = subprocess.run([POSTBOX, "import", str(mbox), "--data-dir", str(private_postbox.data)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    rows = ".pk-column[data-column=supplementary] .pk-list [data-tag]"
    for page in pages:
        assert wait_until(lambda: "Shared refresh arrives" in page.inner_text(".pk-column[data-column=supplementary]"))
    for page in pages:
        page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached", timeout=5000)
        act(page, lambda: page.click(f"{rows}:has-text('Shared refresh arrives')"))
        assert wait_until(lambda: "Shared refresh arrives" in page.inner_text("main .pk-text[data-style=title]"))
        assert "One refresh for every page" in page.inner_text("main")
    for page in pages:
        page.context.close()
