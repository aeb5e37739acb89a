"""Click → DOM updated, measured in the page: from a click on a row (or a Back button) to the
moment the client has applied the server's patch (its `panekit:patch` performance mark), over
200 interactions at desktop and at phone size (a push and a Back each counted apart), with the
client's part (from the message's arrival), on Postbox serving a sample mailbox from the
release build. Prints a JSON array of measurements (milliseconds): median, p95, p99, runs.

    swift build -c release --product postbox
    .venv/bin/python Benchmarks/browser/click_to_dom.py [data folder]
"""
import json
import math
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
os.environ.setdefault("PANEKIT_POSTBOX", str(ROOT / ".build" / "release" / "postbox"))
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from conftest import CHROMIUM, POSTBOX, Server, settle, wait_idle  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

INTERACTIONS = int(os.environ.get("PANEKIT_BENCH_INTERACTIONS", "200"))

# Clicks the element and resolves with the milliseconds until the next patch is applied, and the
# part of them the client spent applying it (from the message's arrival, `panekit:receive`).
CLICK = """(selector) => new Promise((resolve, reject) => {
    const target = document.querySelector(selector);
    if (!target) { reject(new Error("no " + selector)); return; }
    let start = 0;
    let received = 0;
    const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
            if (entry.startTime < start) continue;
            if (entry.name === "panekit:receive" && !received) received = entry.startTime;
            if (entry.name === "panekit:patch") {
                observer.disconnect();
                resolve([entry.startTime - start, entry.startTime - (received || entry.startTime)]);
                return;
            }
        }
    });
    observer.observe({ type: "mark" });
    start = performance.now();
    target.click();
})"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1]


def summary(name, values, note):
    return {"name": name, "unit": "ms", "median": round(statistics.median(values), 2),
            "p95": round(percentile(values, 0.95), 2), "p99": round(percentile(values, 0.99), 2),
            "runs": len(values), "note": note}


def desktop(browser, base):
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    page.goto(base + "/mailbox/inbox")
    wait_idle(page)
    times, client = [], []
    for index in range(INTERACTIONS):
        row = f".pk-column[data-column=supplementary] [data-window] > [data-tag]:nth-of-type({index % 12 + 1})"
        total, applying = page.evaluate(CLICK, row)
        times.append(total)
        client.append(applying)
        wait_idle(page)
    context.close()
    return [summary("browser.desktop.select-message", times, "1440×900, mouse: a message in the list, then the next"),
            summary("browser.desktop.select-message.client", client, "of which the client applying the patch (arrival → applied)")]


def phone(browser, base):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(base + "/mailbox/inbox")
    wait_idle(page)
    opens, backs, open_client, back_client = [], [], [], []
    for index in range(INTERACTIONS):
        if index % 2 == 0:
            total, applying = page.evaluate(CLICK, f".pk-tab-content [data-window] > [data-tag]:nth-of-type({index // 2 % 12 + 1})")
            opens.append(total)
            open_client.append(applying)
        else:
            total, applying = page.evaluate(CLICK, ".pk-tab-content .pk-bar .pk-back")
            backs.append(total)
            back_client.append(applying)
        wait_idle(page)
        settle(page)
    context.close()
    return [summary("browser.phone.open-message", opens, "390×844, touch: a message pushed from the list"),
            summary("browser.phone.open-message.client", open_client, "of which the client applying the patch"),
            summary("browser.phone.back", backs, "390×844, touch: Back from the message to the list"),
            summary("browser.phone.back.client", back_client, "of which the client applying the patch")]


def main(folder):
    server = Server([POSTBOX, "serve", "--data-dir", str(folder)])
    server.start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            results = desktop(browser, server.base) + phone(browser, server.base)
            browser.close()
    finally:
        server.kill()
    print(json.dumps(results, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/panekit-bench-data/postbox-bench-10000")
