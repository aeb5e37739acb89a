"""Postbox on several nodes behind nginx (issue 17), on this machine: three `postbox serve`
processes on one throwaway PostgreSQL (scripts/throwaway-postgres), or on one SQLite file, behind
the nginx block of docs/deploy.md with the three in its upstream. A change made through one node reaches pages on
the others without their input; a page whose node is killed reconnects through the proxy to
another node and comes back as it was."""
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

import pytest

from conftest import CHROMIUM, DESKTOP, POSTBOX, ROOT, SAMPLE_CLOCK, SAMPLE_ENDING, Server, act, free_port, wait_idle
from test_proxy import NGINX, stop, wait_for_port, write_proxy

NAME = "mail.test"
TOKEN = "nodes-test-token-0123456789"
THROWAWAY_POSTGRES = str(ROOT / "scripts" / "throwaway-postgres")


def wait_until(condition, seconds=5):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.005)
    return condition()


def sessions(node):
    """How many pages a node serves now (`/health/sessions`, which needs the token)."""
    request = urllib.request.Request(f"{node.base}/health/sessions", headers={"Cookie": f"panekit-token-{node.port}={TOKEN}"})
    try:
        with urllib.request.urlopen(request, timeout=2) as response:
            return int(re.search(rb'"sessions":(\d+)', response.read()).group(1))
    except OSError:
        return None


@pytest.fixture(scope="module", params=["postgres", "sqlite"])
def cluster(request):
    if not os.path.exists(NGINX):
        pytest.skip(f"{NGINX} is missing (scripts/setup-browser installs it)")
    folder = tempfile.mkdtemp(prefix="panekit-nodes-")
    os.chmod(folder, 0o755)
    nodes, nginx = [], None
    try:
        if request.param == "postgres":
            url = subprocess.run([THROWAWAY_POSTGRES, "start", f"{folder}/postgres"], check=True, capture_output=True,
                                 text=True, stdin=subprocess.DEVNULL).stdout.strip()
            store = ["--database", url]
        else:
            store = ["--data-dir", f"{folder}/data"]
        for _ in range(3):
            node = Server([POSTBOX, "serve", *store, "--allowed-host", NAME, *SAMPLE_ENDING],
                          environment={"PANEKIT_TOKEN": TOKEN})
            node.start()  # one after another: the first makes the sample mailbox
            nodes.append(node)
        http, tls = free_port(), free_port()
        command = write_proxy(folder, NAME, [f"127.0.0.1:{node.port}" for node in nodes], f"127.0.0.1:{tls}", f"127.0.0.1:{http}")
        errors_file = open(f"{folder}/nginx.stderr", "w+")
        nginx = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors_file)
        errors = lambda: open(f"{folder}/nginx.stderr").read()
        wait_for_port(tls, nginx, "nginx", errors)
        yield {"nodes": nodes, "tls": tls, "errors": errors, "base": f"https://{NAME}:{tls}"}
    finally:
        stop(nginx)
        for node in nodes:
            node.kill()
        if os.path.exists(f"{folder}/postgres"):
            subprocess.run([THROWAWAY_POSTGRES, "stop", f"{folder}/postgres"], capture_output=True, stdin=subprocess.DEVNULL)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def resolving_browser(browser):
    """A Chromium that resolves the proxy's name to this machine."""
    other = browser.browser_type.launch(executable_path=CHROMIUM, args=["--no-sandbox", f"--host-resolver-rules=MAP {NAME} 127.0.0.1"])
    yield other
    other.close()


def new_page(browser, url, size=DESKTOP):
    context = browser.new_context(viewport={"width": size["width"], "height": size["height"]}, ignore_https_errors=True)
    page = context.new_page()
    page.clock.set_fixed_time(SAMPLE_CLOCK)
    page.goto(url)
    wait_idle(page)
    return page


def inbox_badge(page):
    count = page.query_selector(".pk-sidebar-row[data-tag='favorite-inbox'] .pk-count")
    return int(count.inner_text()) if count else 0


UNREAD_ROWS = ".pk-column[data-column=supplementary] .pk-list [data-tag]:has(.pk-icon[data-symbol='circle.fill'][data-color=accent])"


def test_a_change_through_one_node_reaches_pages_on_the_others(resolving_browser, cluster):
    first, second, third = cluster["nodes"]
    reader = new_page(resolving_browser, f"{first.base}/mailbox/inbox?token={TOKEN}")
    watchers = [new_page(resolving_browser, f"{node.base}/mailbox/inbox?token={TOKEN}") for node in (second, third)]
    before = inbox_badge(watchers[0])
    assert before > 0 and inbox_badge(watchers[1]) == before
    act(reader, lambda: reader.click(UNREAD_ROWS))
    start = time.monotonic()
    for watcher in watchers:
        assert wait_until(lambda: inbox_badge(watcher) == before - 1), "the other node's page did not follow"
    print(f"pages on the two other nodes showed the change {(time.monotonic() - start) * 1000:.0f} ms after the reply")
    for page in [reader, *watchers]:
        page.context.close()


def test_a_page_whose_node_dies_comes_back_through_the_proxy_as_it_was(resolving_browser, cluster):
    nodes, base = cluster["nodes"], cluster["base"]
    assert wait_until(lambda: sum(sessions(node) or 0 for node in nodes) == 0, 10), "the first test's pages closed"
    page = new_page(resolving_browser, f"{base}/mailbox/inbox?token={TOKEN}")
    act(page, lambda: page.click(".pk-column[data-column=supplementary] .pk-list [data-tag] >> nth=2"))
    subject = page.inner_text("main .pk-text[data-style=title]")
    act(page, lambda: page.click("[aria-label='New Message']"))
    act(page, lambda: page.fill(".pk-sheet [aria-label=To]", "ada@example.com"))
    act(page, lambda: page.fill(".pk-sheet textarea", "Dear Ada, written on one node"))
    url = page.url
    assert re.search(r"/compose/\d+$", url), url
    serving = [node for node in nodes if sessions(node) == 1]
    assert len(serving) == 1, [sessions(node) for node in nodes]
    dead = serving[0]
    dead.process.kill()  # SIGKILL: no goodbye to the page
    dead.process.wait()
    start = time.monotonic()
    # Typed while the page has no node: on a socket about to close, or on none.
    page.fill(".pk-sheet textarea", "Dear Ada, written on one node, and more while it died")
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="detached", timeout=5000)
    wait_idle(page)
    print(f"the page was back {(time.monotonic() - start) * 1000:.0f} ms after its node was killed")
    assert [node for node in nodes if node is not dead and sessions(node) == 1], "another node serves it"
    assert page.url == url
    assert page.query_selector(".pk-sheet") is not None, "the sheet is open again"
    assert page.input_value(".pk-sheet textarea") == "Dear Ada, written on one node, and more while it died"
    assert "ada@example.com" in page.inner_text(".pk-sheet .pk-form > .pk-stack >> nth=0"), "the address, a token now"
    # Behind the sheet, the message it was opened over.
    assert subject in page.inner_text("main")
    # It hears changes made through another node again.
    before = inbox_badge(page)
    other = next(node for node in nodes if node is not dead)
    reader = new_page(resolving_browser, f"{other.base}/mailbox/inbox?token={TOKEN}")
    act(reader, lambda: reader.click(UNREAD_ROWS))
    assert wait_until(lambda: inbox_badge(page) == before - 1, 5)
    reader.context.close()
    # What was typed while no node listened reached the store: a reload shows it.
    page.reload()
    wait_idle(page)
    assert page.input_value(".pk-sheet textarea") == "Dear Ada, written on one node, and more while it died"
    page.context.close()
    dead.start()
