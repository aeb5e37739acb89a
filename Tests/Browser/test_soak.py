"""Load and soak (issue 7, SECURITY.md): 1,000 pages on one Postbox server for three minutes — or
as long as PANEKIT_SOAK_SECONDS says (the long run: 600) — then closed, then as many again, three times.
Three, because the server's memory takes about two to level off (glibc's arenas grow in steps
while every page opens its first messages): measured 2026-11-25, 990 MiB at the start, 1,427 MiB
from 120 s on, +0.1 MiB over the last 60 s and 12,000 events. A one-minute run judged that
warm-up, between 5 % and 11 % from run to run.

No errors, memory flat after warm-up, every session freed once its page has gone, and the memory
reused by the next pages. The figures are printed; timings are reported, never judged here.
"""
import asyncio
import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from conftest import POSTBOX, Server

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Benchmarks" / "load"))
from soak import make_sample, soak  # noqa: E402

SESSIONS = int(os.environ.get("PANEKIT_SOAK_SESSIONS", "1000"))
SECONDS = int(os.environ.get("PANEKIT_SOAK_SECONDS", "180"))


def test_a_thousand_pages_for_a_while_lose_nothing_and_leave_nothing(tmp_path, capsys):
    folder = tmp_path / "data"
    make_sample(folder, 2000)
    server = Server([POSTBOX, "serve", "--data-dir", str(folder)])
    server.start()
    try:
        # In a thread of its own: pytest's thread may hold Playwright's running event loop.
        with ThreadPoolExecutor(max_workers=1) as thread:
            figures = thread.submit(asyncio.run, soak(server.base, server.process.pid, SESSIONS, SECONDS, interval=5.0)).result()
        assert server.process.poll() is None, "the server is still running"
    finally:
        server.kill()
    samples = figures.pop("samples")
    with capsys.disabled():
        print("\nsoak:", json.dumps(figures, ensure_ascii=False))
        print("soak: resident MiB over time (s, MiB):", samples)
    assert figures["opened"] == SESSIONS
    assert figures["errors"] == [], figures["errors"][:5]
    assert figures["events"] >= SESSIONS * SECONDS / 5 * 0.5, "the pages kept working"
    # Pages opened messages, which marks them read, and heard of each other's writes (D-45).
    assert figures["messages_opened"] >= figures["events"] / 2
    assert figures["pushes"] > 0
    # Flat after warm-up. Memory may take one bounded step and then stay — replies a slow reader has
    # not yet taken, for one, wait in the server's socket buffers (30 to 50 KB a page when this client
    # falls behind on a busy machine) and the allocator keeps the high-water mark. Measured: +32 MiB
    # between 100 s and 140 s in CI on 2026-11-27, +38 and +49 MiB in two runs of 2026-11-29, flat
    # before and after each (the third run that day took no step). So the step is bounded by 64 KiB
    # a page, or 10 % when that is more. A leak keeps growing with every
    # event, to the end: the last quarter against the one before it (a kilobyte an event is 12 %
    # over the ten-minute run, PANEKIT_SOAK_SECONDS=600), while the last samples still climb. The
    # step can land in the last quarter too (seen on 2026-11-29: +38 MiB from 135 s to 170 s of a
    # three-minute run, then flat), which is why a last quarter that grew and then stopped passes.
    allowance = max(0.10 * figures["rss_mib"]["after_warm_up"], 64 / 1024 * SESSIONS)
    assert figures["rss_mib"]["end"] - figures["rss_mib"]["after_warm_up"] <= allowance, figures["rss_mib"]
    tail = [rss for _, rss in samples[-4:]]
    still_climbing = tail[-1] - tail[0] > 0.005 * tail[-1]
    assert figures["growth_in_last_quarter"] <= 0.10 or not still_climbing, (figures["rss_mib"], samples[-8:])
    # No leaked sessions: each page's session is freed when its socket closes…
    assert figures["sessions_left"] == 0 and figures["sessions_left_after_reopening"] == 0
    # …and its memory serves the next pages: of three rounds of as many pages again, one at least
    # adds little. A leak adds what the first pages took in every round; the allocator instead
    # raises its high-water mark once, in whichever round the pages' threads happen to meet
    # (measured in CI: 39 %, 62 %, -6 %; 5 %, 0 %, 63 %; 1 %, 4 %, 32 %), so the last round alone
    # says nothing.
    assert min(figures["reopening_cost"]) <= 0.15, (figures["reopening_cost"], figures["rss_mib"])
