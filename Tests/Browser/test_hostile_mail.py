"""Mail is data, never code: imported messages that carry scripts, event handlers and
javascript: links show as text at every size and run nothing."""
import base64
import subprocess

import pytest

from conftest import POSTBOX, SIZES, Server, open_page, settle

# Each message tries to set window.__pwned through a different door.
HOSTILE_MBOX = "\n".join([
    "From evil@example.com Mon Jan  1 00:00:00 2035",
    "From: evil@example.com",
    "To: you@example.com",
    "Subject: <script>window.__pwned = 'subject'</script>",
    "Message-ID: <hostile-1@example.com>",
    "Date: Mon, 1 Jan 2035 10:00:00 +0000",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<p>Hello</p><script>window.__pwned = 'html-script'</script>",
    "<img src=x onerror=\"window.__pwned = 'img-onerror'\">",
    "<a href=\"javascript:window.__pwned = 'link'\">open</a>",
    "<style>body { display: none }</style>",
    "",
    "From evil@example.com Mon Jan  1 00:00:00 2035",
    "From: \"<img src=x onerror=window.__pwned='from'>\" <evil@example.com>",
    "To: you@example.com",
    "Subject: =?utf-8?B?" + base64.b64encode(b"<svg onload=window.__pwned='encoded-word'>").decode() + "?=",
    "Message-ID: <hostile-2@example.com>",
    "Date: Mon, 1 Jan 2035 11:00:00 +0000",
    "Content-Type: multipart/alternative; boundary=XX",
    "",
    "--XX",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "<svg onload=\"window.__pwned = 'plain'\"></svg><iframe src=\"javascript:parent.__pwned='iframe'\"></iframe>",
    "--XX",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<script>window.__pwned = 'alternative-html'</script>",
    "--XX--",
    "",
    "From evil@example.com Mon Jan  1 00:00:00 2035",
    "From: \u202eevil@example.com",
    "To: you@example.com",
    "Subject: Right-to-left \u202eoverride\u202c and a NUL \x00 byte\"'><b>",
    "Message-ID: <hostile-3@example.com>",
    "Date: Mon, 1 Jan 2035 12:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "A line of a megabyte follows.",
    "<b>" + "x" * 1_000_000 + "</b>",
    "",
])


@pytest.fixture(scope="module")
def hostile_postbox(tmp_path_factory):
    data = tmp_path_factory.mktemp("hostile")
    mbox = data / "hostile.mbox"
    mbox.write_text(HOSTILE_MBOX)
    result = subprocess.run([POSTBOX, "import", str(mbox), "--data-dir", str(data)], capture_output=True, text=True)
    assert "Imported 3 messages" in result.stdout, result.stdout + result.stderr
    server = Server([POSTBOX, "serve", "--data-dir", str(data)])
    server.start()
    yield server
    server.kill()


@pytest.mark.parametrize("size", ["phone", "tablet", "desktop"])
def test_imported_mail_runs_no_script_at_any_size(browser, hostile_postbox, size):
    page = open_page(browser, hostile_postbox, "/mailbox/inbox", SIZES["desktop"])
    ids = [row.get_attribute("data-tag") for row in page.query_selector_all(".pk-list .pk-row[data-tag]")]
    assert len(ids) == 3
    page.context.close()
    for id in ids:
        errors = []
        page = open_page(browser, hostile_postbox, f"/mailbox/inbox/message/{id}", SIZES[size])
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        dialogs = []
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        page.wait_for_timeout(300)  # give an onerror or onload the time to fire
        assert page.evaluate("() => window.__pwned") is None
        assert dialogs == []
        assert errors == []
        assert "\x00" not in page.content()
        # Nothing executable made it into the document: our own module scripts only, no handlers,
        # no javascript: links, no frames, and the page is still visible.
        assert page.evaluate("""() => [...document.scripts].every((script) => script.src.includes('/panekit/'))""")
        assert page.evaluate("""() => [...document.querySelectorAll('*')].every((element) =>
            ![...element.attributes].some((attribute) => attribute.name.startsWith('on')))""")
        assert page.query_selector_all("a[href^='javascript:' i], iframe, svg[onload], img[onerror]") == []
        assert page.is_visible(".pk-root")
        # Long unbroken markup wraps inside the message and truncates in the bar.
        settle(page)
        assert page.evaluate("() => [...document.querySelectorAll('.pk-content')].every((c) => c.scrollWidth <= c.clientWidth + 1)")
        assert page.evaluate("""() => [...document.querySelectorAll('.pk-bar')].every((bar) => {
            const title = bar.querySelector('.pk-bar-title'), leading = bar.querySelector('.pk-bar-leading');
            if (!title || !leading) return true;
            const t = title.getBoundingClientRect(), l = leading.getBoundingClientRect();
            return t.width === 0 || l.width === 0 || t.left >= l.right - 1 || t.right <= l.left + 1; })""")
        # The markup shows as the text it is.
        text = page.inner_text("body")
        assert "<script>" in text or "<svg onload" in text or "<img src=x" in text or "<b>" in text
        # Nothing after a NUL is lost.
        if "Right-to-left" in text:
            assert "byte\"'><b>" in text
        page.context.close()
