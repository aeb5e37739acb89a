"""Browser tests: the Catalog served on a free port, driven by Playwright in Debian's Chromium.

Every step waits for the client's idle signal (`#pk-app[data-panekit-idle]`), never for time.
"""
import datetime
import os
import socket
import sqlite3
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
CATALOG = os.environ.get("PANEKIT_CATALOG", str(ROOT / ".build" / "debug" / "catalog"))
CHROMIUM = os.environ.get("PANEKIT_CHROMIUM", "/usr/bin/chromium")
# Screenshots go to an ignored folder; PANEKIT_SCREENSHOTS=docs/screenshots updates the README's.
SCREENSHOTS = ROOT / os.environ.get("PANEKIT_SCREENSHOTS", ".build/screenshots")

PHONE = {"width": 390, "height": 844, "touch": True}
TABLET_LANDSCAPE = {"width": 1180, "height": 820, "touch": True}
TABLET_PORTRAIT = {"width": 820, "height": 1180, "touch": True}
DESKTOP = {"width": 1440, "height": 900, "touch": False}
SIZES = {"phone": PHONE, "tablet": TABLET_LANDSCAPE, "tablet-portrait": TABLET_PORTRAIT, "desktop": DESKTOP}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


POSTBOX = os.environ.get("PANEKIT_POSTBOX", str(ROOT / ".build" / "debug" / "postbox"))
# The sample mailbox of every test ends at the same moment (a first run's ends when it starts), so
# dates and screenshots do not depend on the day the tests run.
SAMPLE_ENDING = ["--sample-ending", "2026-11-01T09:00:00Z"]
# What the pages' clocks read: the sample mailbox's last day, a little after its newest message.
SAMPLE_CLOCK = datetime.datetime(2026, 11, 1, 12, 0, tzinfo=datetime.timezone.utc)


def consumer_app(name):
    """Serves Tests/Consumer's PaneKitUI app `name` on a free port (`App.main` reads PANEKIT_PORT)
    while the caller's `with` block runs; yields its base URL, port and first line of output."""
    binary = ROOT / "Tests" / "Consumer" / ".build" / "debug" / name
    if not binary.exists():
        pytest.fail("Tests/Consumer is not built: run scripts/test (it builds it before the browser tests)")
    port = free_port()
    process = subprocess.Popen([str(binary)], env={**os.environ, "PANEKIT_PORT": str(port), "PANEKIT_HOST": "127.0.0.1"},
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline().strip()
    try:
        yield type(name, (), {"base": f"http://127.0.0.1:{port}", "port": port, "line": line})()
    finally:
        process.kill()
        process.wait()


class Server:
    """A server process (the Catalog by default); can be killed and started again on the same port.
    `port_arguments` turns the port into the command's arguments (`--port N` by default);
    `environment` adds variables (a PaneKitUI app reads PANEKIT_PORT)."""

    def __init__(self, command=None, port_arguments=lambda port: ["--port", str(port)], environment=None):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process = None
        self.command = command or [CATALOG]
        self.port_arguments = port_arguments
        self.environment = environment or {}

    def start(self):
        env = {**os.environ, **{name: value.format(port=self.port) for name, value in self.environment.items()}}
        self.process = subprocess.Popen(self.command + self.port_arguments(self.port), stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, env=env)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/health", timeout=1) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the catalog did not start")

    def kill(self):
        if self.process:
            self.process.kill()
            self.process.wait()
            self.process = None


@pytest.fixture(scope="session")
def server():
    server = Server()
    server.start()
    yield server
    server.kill()


def started_postbox(data):
    """Postbox serving the data folder `data` (its sample mailbox made on first start), started."""
    server = Server([POSTBOX, "serve", "--data-dir", str(data), *SAMPLE_ENDING])
    server.data = data
    server.start()
    return server


@pytest.fixture(scope="session")
def postbox(tmp_path_factory):
    """Postbox on a fresh data folder: it makes its sample mailbox on first start."""
    server = started_postbox(tmp_path_factory.mktemp("postbox-data"))
    yield server
    server.kill()


def choose_tabs(server):
    """Saves the choice of a tab bar for compact width in `server`'s store, as Settings does (a
    phone shows Mail's one stack unless people choose tabs, D-97); pages opened after it use tabs."""
    with sqlite3.connect(Path(server.data) / "mail.sqlite") as database:
        database.execute("INSERT OR REPLACE INTO setting (key, value) VALUES ('settings', '{\"compactStyle\":\"tabs\"}')")


@pytest.fixture(scope="session")
def postbox_tabs(tmp_path_factory):
    """Postbox whose person chose tabs for compact width."""
    server = started_postbox(tmp_path_factory.mktemp("postbox-tabs-data"))
    choose_tabs(server)
    yield server
    server.kill()


# On a phone, the screen a stack shows (the ones under it stay in the page, hidden; D-79).
PHONE_SCREEN = ".pk-nav-body > :not([hidden]) "


@pytest.fixture
def private_postbox(tmp_path):
    """Postbox on a data folder of its own, for a test that changes saved settings."""
    server = started_postbox(tmp_path)
    yield server
    server.kill()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


def wait_idle(page):
    page.wait_for_selector("#pk-app[data-panekit-idle]", state="attached", timeout=10_000)


def open_page(browser, server, path, size, **context_options):
    """A new page of its own context at a size; touch sizes emulate a touch screen."""
    context = browser.new_context(
        viewport={"width": size["width"], "height": size["height"]},
        has_touch=size["touch"],
        is_mobile=size["touch"] and size["width"] < 600,
        **context_options,
    )
    page = context.new_page()
    # The page's clock reads the sample mailbox's day (its newest message arrives at 09:00 UTC),
    # so dates show as Mail shows them that day, whatever day the tests run.
    page.clock.set_fixed_time(SAMPLE_CLOCK)
    page.goto(server.base + path)
    wait_idle(page)
    return page


def swipe_row(page, row, distance):
    """Drags a list row toward its leading edge by `distance` px with the mouse, starting 30 px in
    from its trailing edge, and waits until it settles open: its buttons may arrive in a patch
    after the drag ends (D-69)."""
    box = row.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 30, y)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] - 30 - distance, y, steps=8)
    page.mouse.up()
    page.wait_for_function("(row) => row.dataset.swiped !== undefined", arg=row.element_handle())


def act(page, action):
    """Runs an action that sends a message and waits until its reply is applied."""
    action()
    wait_idle(page)


def resize(page, width, height):
    """Resizes the window and waits until the page shows the layout for the new size (the
    resize event can arrive after Playwright returns, so the idle signal alone is not enough)."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_selector(f'.pk-root[data-w="{width}"]', state="attached", timeout=10_000)
    wait_idle(page)


def settle(page):
    """Waits until no CSS transition or animation is running (for measuring and axe). Polls from
    Python: the page's CSP forbids the string evaluation wait_for_function uses."""
    deadline = time.time() + 5
    while page.evaluate("document.getAnimations().some(a => a.playState === 'running')"):
        if time.time() > deadline:
            raise TimeoutError("animations still running")
        time.sleep(0.03)


def columns(page):
    """The visible split view columns, by name, with their boxes (once they stop moving)."""
    settle(page)
    result = {}
    for column in page.query_selector_all(".pk-column"):
        box = column.bounding_box()
        result[column.get_attribute("data-column")] = box
    return result


def shoot(page, name):
    settle(page)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
