"""How long Postbox takes to open a mailbox and a message as the store grows. For each message
count it makes (once, then reuses) a sample data folder, serves it from the release build, and
times in Chromium: loading /mailbox/inbox until the page is idle, selecting the first message,
and scrolling to the end of the list's first window until the server has moved the window (the
next rows are on the page). Prints one JSON object of medians (milliseconds) per count.

    swift build -c release --product postbox
    .venv/bin/python Benchmarks/postbox/open_mailbox.py 1000 1000000
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
os.environ.setdefault("PANEKIT_POSTBOX", str(ROOT / ".build" / "release" / "postbox"))
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from conftest import CHROMIUM, POSTBOX, Server, act, wait_idle  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

RUNS = 7


def data_folder(count):
    folder = Path(os.environ.get("PANEKIT_BENCH_DATA", "/tmp")) / f"postbox-bench-{count}"
    generate_seconds = None
    if not (folder / "complete").exists():  # an interrupted run leaves no marker: start again
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        start = time.perf_counter()
        subprocess.run([POSTBOX, "generate", "--messages", str(count), "--data-dir", str(folder)], check=True, stdout=subprocess.DEVNULL)
        generate_seconds = round(time.perf_counter() - start, 1)
        (folder / "complete").touch()
    size = sum(f.stat().st_size for f in folder.glob("mail.sqlite*"))
    return folder, generate_seconds, size


def measure(browser, server):
    opens, selects, moves = [], [], []
    for _ in range(RUNS):
        context = browser.new_context(viewport={"width": 1440, "height": 900})
        page = context.new_page()
        start = time.perf_counter()
        page.goto(server.base + "/mailbox/inbox")
        wait_idle(page)
        opens.append((time.perf_counter() - start) * 1000)
        row = page.query_selector(".pk-list .pk-row[data-tag]")
        start = time.perf_counter()
        act(page, row.click)
        page.wait_for_selector(".pk-list .pk-row[aria-selected=true]", state="attached")
        selects.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        page.evaluate("""() => {
            const list = document.querySelector(".pk-column[data-column=supplementary] [data-window]");
            const view = list.parentElement.closest(".pk-nav-body");
            view.scrollTop = view.scrollHeight - view.clientHeight;
        }""")
        page.wait_for_selector('.pk-column[data-column=supplementary] [data-window]:not([data-offset="0"])', state="attached")
        wait_idle(page)
        moves.append((time.perf_counter() - start) * 1000)
        context.close()
    return [round(statistics.median(values), 1) for values in (opens, selects, moves)]


def main(counts):
    results = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for count in counts:
            folder, generate_seconds, size = data_folder(count)
            server = Server([POSTBOX, "serve", "--data-dir", str(folder)])
            server.start()
            try:
                open_ms, select_ms, move_ms = measure(browser, server)
            finally:
                server.kill()
            results[str(count)] = {
                "openInboxMedianMs": open_ms,
                "selectMessageMedianMs": select_ms,
                "moveWindowMedianMs": move_ms,
                "databaseBytes": size,
                "generateSeconds": generate_seconds,
                "runs": RUNS,
            }
        browser.close()
    print(json.dumps(results))


if __name__ == "__main__":
    main([int(arg) for arg in sys.argv[1:]] or [1_000, 1_000_000])
