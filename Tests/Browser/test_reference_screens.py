"""Reference screenshots (issue 16): Postbox and the catalog at the four sizes, light and dark, in
the states a designer checks — first paint, a message, compose (medium and large), settings,
search, More and Edit, sidebar editing, a question. Each new screenshot is compared with its
committed reference under Tests/Browser/references; a difference beyond a small tolerance fails
and writes old | new | difference to .build/screenshot-diffs. A change of look is a deliberate,
reviewed update: `PANEKIT_RECORD_REFERENCES=1 .venv/bin/pytest Tests/Browser/test_reference_screens.py`,
then look at every image before committing it.

Each Postbox screenshot starts from a fresh copy of the same sample data, with the page's clock
fixed on the sample's last day, so it does not depend on the tests before it or on today's date."""
import datetime
import io
import os
import shutil

import pytest
from PIL import Image, ImageChops

from conftest import PHONE_SCREEN, POSTBOX, ROOT, choose_tabs, SAMPLE_ENDING, SIZES, Server, act, settle, wait_idle

REFERENCES = ROOT / "Tests" / "Browser" / "references"
DIFFS = ROOT / ".build" / "screenshot-diffs"
RECORD = os.environ.get("PANEKIT_RECORD_REFERENCES") == "1"
# A pixel counts as changed when a channel moves by more than this; a screenshot fails when more
# than this share of its pixels changed (anti-aliasing moves a few, a moved view many).
PIXEL_THRESHOLD = 32
CHANGED_SHARE = 0.0003
NOW = datetime.datetime(2026, 11, 1, 12, 0, tzinfo=datetime.timezone.utc)


def compare(name, png):
    reference = REFERENCES / f"{name}.png"
    if RECORD:
        REFERENCES.mkdir(parents=True, exist_ok=True)
        reference.write_bytes(png)
        return
    if not reference.exists():
        pytest.fail(f"no reference {reference.name}: record it (PANEKIT_RECORD_REFERENCES=1), look at it, commit it")
    new = Image.open(io.BytesIO(png)).convert("RGB")
    old = Image.open(reference).convert("RGB")
    if new.size != old.size:
        pytest.fail(f"{name}: {new.size} instead of {old.size}")
    mask = ImageChops.difference(new, old).convert("L").point(lambda value: 255 if value > PIXEL_THRESHOLD else 0)
    changed = mask.histogram()[255] / (new.size[0] * new.size[1])
    if changed > CHANGED_SHARE:
        DIFFS.mkdir(parents=True, exist_ok=True)
        sheet = Image.new("RGB", (new.size[0] * 3, new.size[1]), "white")
        sheet.paste(old, (0, 0))
        sheet.paste(new, (new.size[0], 0))
        sheet.paste(Image.composite(Image.new("RGB", new.size, "red"), new.convert("L").convert("RGB"), mask), (new.size[0] * 2, 0))
        sheet.save(DIFFS / f"{name}.png")
        pytest.fail(f"{name}: {changed:.2%} of the pixels changed; see {DIFFS / name}.png (old | new | changes)")


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """The sample data folder, made once by Postbox's first start."""
    data = tmp_path_factory.mktemp("reference-sample")
    server = Server([POSTBOX, "serve", "--data-dir", str(data), *SAMPLE_ENDING])
    server.start()
    server.kill()
    return data


@pytest.fixture
def fresh_postbox(sample, tmp_path):
    """Postbox on a fresh copy of the sample data."""
    data = tmp_path / "data"
    shutil.copytree(sample, data)
    server = Server([POSTBOX, "serve", "--data-dir", str(data)])
    server.data = data
    server.start()
    yield server
    server.kill()


def open_at(browser, server, path, size, scheme):
    context = browser.new_context(viewport={"width": size["width"], "height": size["height"]}, has_touch=size["touch"],
                                  is_mobile=size["touch"] and size["width"] < 600, color_scheme=scheme,
                                  locale="en-US", timezone_id="UTC")
    page = context.new_page()
    page.clock.set_fixed_time(NOW)
    page.goto(server.base + path)
    wait_idle(page)
    return page


def shoot(page):
    """A screenshot once nothing moves and every image has arrived: icons are CSS masks fetched
    on first use, which a busy machine may not have drawn yet when the page says it is idle."""
    settle(page)
    page.wait_for_load_state("networkidle")
    return page.screenshot(animations="disabled")


def compose(page, size):
    act(page, lambda: page.click("[aria-label='New Message']"))


def compose_large(page, size):
    compose(page, size)
    act(page, lambda: page.fill(".pk-sheet [aria-label=Subject]", "Sidebar metrics"))
    act(page, lambda: page.click(".pk-sheet textarea"))


def question(page, size):
    compose(page, size)
    act(page, lambda: page.fill(".pk-sheet textarea", "About the sidebar"))
    # A Mac's compose window closes by its Close button (D-101); elsewhere by Cancel.
    act(page, lambda: page.click(".pk-window-close" if size == "desktop" else ".pk-sheet [aria-label=Cancel]"))


def more_edit(page, size):
    act(page, lambda: page.click(".pk-tab >> text=More"))
    act(page, lambda: page.click("text=Edit"))


def sidebar_edit(page, size):
    act(page, lambda: page.click(".pk-column[data-column=primary] .pk-bar >> text=Edit"))


def message_phone(page, size):
    act(page, lambda: page.click(PHONE_SCREEN + ".pk-list [data-tag]:nth-child(1)"))


# (name, path, what to do after opening, sizes, schemes)
ALL, LIGHT_DARK = list(SIZES), ["light", "dark"]
WIDE = ["tablet", "tablet-portrait", "desktop"]
POSTBOX_STATES = [
    ("open", "/", None, ALL, LIGHT_DARK),
    ("message", "/mailbox/inbox", message_phone, ["phone"], LIGHT_DARK),
    ("compose", "/mailbox/inbox", compose, ALL, LIGHT_DARK),
    ("compose-large", "/mailbox/inbox", compose_large, ["phone"], ["light"]),
    ("question", "/mailbox/inbox", question, ALL, ["light"]),
    ("settings", "/mailbox/inbox/settings", None, ALL, ["light"]),
    ("search", "/mailbox/inbox/search/green", None, ALL, ["light"]),
    ("more-edit", "/mailbox/inbox", more_edit, ["phone"], LIGHT_DARK),
    ("open-tabs", "/mailbox/inbox", None, ["phone"], ["light"]),
    ("sidebar-edit", "/mailbox/inbox", sidebar_edit, ["tablet", "desktop"], ["light"]),
]
# States of the tab bar a person may choose for a phone (a phone is Mail's one stack otherwise).
TABS_STATES = {"more-edit", "open-tabs"}
CATALOG_PAGES = [
    ("index", "/", ALL, LIGHT_DARK),
    ("split-triple", "/catalog/split-triple", ALL, ["light"]),
    ("tabs", "/catalog/tabs", ALL, ["light"]),
    ("tab-sidebar", "/catalog/tab-sidebar", WIDE, ["light"]),
]


def cases(states):
    for state in states:
        for size in state[-2]:
            for scheme in state[-1]:
                yield pytest.param(state, size, scheme, id=f"{state[0]}-{size}-{scheme}")


@pytest.mark.parametrize("state, size, scheme", list(cases(POSTBOX_STATES)))
def test_postbox_looks_as_its_reference(browser, fresh_postbox, state, size, scheme):
    name, path, action, _, _ = state
    if name in TABS_STATES:
        choose_tabs(fresh_postbox)
    page = open_at(browser, fresh_postbox, path, SIZES[size], scheme)
    if action:
        action(page, size)
    compare(f"postbox-{name}-{size}-{scheme}", shoot(page))
    page.context.close()


@pytest.mark.parametrize("state, size, scheme", list(cases(CATALOG_PAGES)))
def test_catalog_looks_as_its_reference(browser, server, state, size, scheme):
    name, path, _, _ = state
    page = open_at(browser, server, path, SIZES[size], scheme)
    compare(f"catalog-{name}-{size}-{scheme}", shoot(page))
    page.context.close()
