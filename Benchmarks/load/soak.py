"""Soak: N pages on one Postbox server for a while, each over its own WebSocket, reading mail
the way people do — opening messages (which marks them read: the store changes under every other
page) and going back to the mailbox. The pages open Inbox, Archive and Flagged. Then every page
closes.

Checks what must hold however fast the machine is: every event is answered and none with an
error, no socket is refused or dropped, the server's memory is flat after warm-up, and no session
is left once the pages have gone (`/health/sessions`), and as many pages again — three times — reuse
the memory the first ones freed. Prints the figures as JSON.

    .venv/bin/python Benchmarks/load/soak.py [--sessions 1000] [--seconds 600] [--interval 5] [data folder]

With no folder, a sample of 2,000 messages is made in a temporary folder. The postbox binary is
$PANEKIT_POSTBOX (default .build/release/postbox, else .build/debug/postbox).
"""
import argparse
import asyncio
import json
import math
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[2]
if "PANEKIT_POSTBOX" not in os.environ and (ROOT / ".build" / "release" / "postbox").exists():
    os.environ["PANEKIT_POSTBOX"] = str(ROOT / ".build" / "release" / "postbox")
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from conftest import POSTBOX, Server  # noqa: E402

QUERY = "v=1&w=1440&h=900&pointer=fine&dir=ltr&scheme=light&reduceMotion=0&path="
MAILBOXES = ["/mailbox/inbox", "/mailbox/archive", "/mailbox/inbox", "/mailbox/flagged"]  # page n opens MAILBOXES[n % 4]


def resident_bytes(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def live_sessions(base):
    with urllib.request.urlopen(base + "/health/sessions", timeout=10) as response:
        return json.loads(response.read())["sessions"]


def live_sessions_settled(base, within=60):
    """The sessions left once they stop going away (0 when every page's session was freed)."""
    deadline = time.monotonic() + within
    while (left := live_sessions(base)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1] if ordered else 0


class Page:
    """One page: its socket, the list it shows and the rows in it."""

    def __init__(self, base, number, stats):
        self.base, self.number, self.stats = base, number, stats
        self.sequence = 0
        self.list_id, self.tags = None, []

    def learn(self, html):
        """The message list's id and its first rows, from a reply's HTML."""
        match = re.search(r'<[^>]*\bdata-select="([^"]+)"[^>]*\bdata-window=', html)
        # Rows are elements with role="option"; attributes come in any order.
        tags = [re.search(r'\bdata-tag="(\d+)"', element).group(1)
                for element in re.findall(r'<[^>]*\brole="option"[^>]*>', html) if 'data-tag="' in element]
        if match and tags:
            self.list_id, self.tags = match.group(1), tags[:20]

    async def ask(self, socket, message):
        """Sends one message and waits for its reply; counts it and any error."""
        self.sequence += 1
        message["seq"] = self.sequence
        start = time.monotonic()
        await socket.send(json.dumps(message))
        while True:
            reply = json.loads(await socket.recv())
            if reply.get("seq") == self.sequence:
                break
            if reply.get("push"):
                # Another page's write, sent unasked while this page was idle (D-45).
                self.stats["pushes"] += 1
        self.stats["latencies"].append((time.monotonic() - start) * 1000)
        if reply.get("type") == "error":
            self.stats["errors"].append(f"page {self.number}: {reply.get('message')} for {message}")
        for op in reply.get("ops", []):
            if len(op) > 2 and isinstance(op[-1], str) and "data-window" in op[-1]:
                self.learn(op[-1])
        return reply

    async def run(self, ready, go, stop, interval):
        path = MAILBOXES[self.number % len(MAILBOXES)]
        url = self.base.replace("http", "ws") + "/panekit/socket?" + QUERY + path.replace("/", "%2F")
        try:
            async with websockets.connect(url, origin=self.base, max_size=None, open_timeout=120, ping_interval=None) as socket:
                first = json.loads(await socket.recv())
                self.learn(first["ops"][0][2])
                self.stats["opened"] += 1
                ready.release()
                await go.wait()
                await asyncio.sleep(random.random() * interval)  # spread the pages out
                while not stop.is_set():
                    if self.sequence % 4 == 3 or not self.tags:
                        # Back to the mailbox alone, as with the browser's Back button.
                        await self.ask(socket, {"type": "history", "path": path})
                    else:
                        await self.ask(socket, {"type": "select", "list": self.list_id, "tag": random.choice(self.tags)})
                        self.stats["messages_opened"] += 1
                    try:
                        await asyncio.wait_for(stop.wait(), timeout=interval * (0.5 + random.random()))
                    except asyncio.TimeoutError:
                        pass
        except Exception as error:  # a refused or dropped connection counts as an error
            self.stats["errors"].append(f"page {self.number}: {type(error).__name__}: {error}")
            ready.release()


async def soak(base, pid, sessions, seconds, interval, sample_every=5.0, log=print):
    """Opens `sessions` pages, keeps them busy for `seconds`, closes them; returns the figures."""
    stats = {"latencies": [], "errors": [], "opened": 0, "pushes": 0, "messages_opened": 0}
    baseline = resident_bytes(pid)
    ready, go, stop = asyncio.Semaphore(0), asyncio.Event(), asyncio.Event()
    pages = [Page(base, number, stats) for number in range(sessions)]
    opening = time.monotonic()
    tasks = []
    for page in pages:
        tasks.append(asyncio.create_task(page.run(ready, go, stop, interval)))
        if len(tasks) % 50 == 0:
            await asyncio.sleep(0.05)  # in waves, as people arrive
    for _ in pages:
        await ready.acquire()
    opened_in = time.monotonic() - opening
    opened_rss = resident_bytes(pid)
    log(f"soak: {stats['opened']} pages open in {opened_in:.1f} s, server {opened_rss / 2**20:.0f} MiB")
    go.set()
    samples = []  # (seconds since go, resident bytes)
    start = time.monotonic()
    while (elapsed := time.monotonic() - start) < seconds:
        samples.append((elapsed, resident_bytes(pid)))
        await asyncio.sleep(min(sample_every, max(0.1, seconds - elapsed)))
    samples.append((time.monotonic() - start, resident_bytes(pid)))
    stop.set()
    await asyncio.gather(*tasks)
    closed = time.monotonic()
    left = None
    while time.monotonic() - closed < 60:
        left = live_sessions(base)
        if left == 0:
            break
        await asyncio.sleep(0.2)
    freed_in = time.monotonic() - closed
    closed_rss = resident_bytes(pid)
    # The same number of pages again, three times, each round closed before the next: memory
    # the first pages freed is used again. The first rounds may still grow the allocator's
    # arenas (other threads serve them); the last must add next to nothing — a leak adds a first
    # round's worth every time.
    reopened_rss = []
    for _ in range(3):
        reopened = {"latencies": [], "errors": [], "opened": 0}
        ready, go, stop = asyncio.Semaphore(0), asyncio.Event(), asyncio.Event()
        stop.set()
        again = []
        for number in range(sessions):
            again.append(asyncio.create_task(Page(base, number, reopened).run(ready, go, stop, interval)))
            if len(again) % 50 == 0:
                await asyncio.sleep(0.05)
        for _ in range(sessions):
            await ready.acquire()
        reopened_rss.append(resident_bytes(pid))
        go.set()
        await asyncio.gather(*again)
        stats["errors"] += reopened["errors"]
        live_sessions_settled(base)
    # Warm-up: the first two fifths of the run (every page has opened messages and gone back; the
    # caches and the allocator's arenas have grown: about two minutes for 1,000 pages, so "after
    # warm-up" is judged from the middle fifth of a three-minute run). Then memory may still take a bounded step
    # (a glibc arena growing its heap) but must not keep growing: the last quarter against the
    # end of warm-up, and against the quarter before it.
    def median_between(start, end):
        inside = [rss for at, rss in samples if start * seconds <= at <= end * seconds]
        return statistics.median(inside) if inside else opened_rss
    warmed = median_between(0.4, 0.6)
    third_quarter = median_between(0.5, 0.75)
    late = median_between(0.75, 1.0)
    latencies = stats["latencies"]
    return {
        "sessions": sessions, "seconds": seconds, "events": len(latencies), "errors": stats["errors"],
        "messages_opened": stats["messages_opened"], "pushes": stats["pushes"],
        "opened": stats["opened"], "opened_in_s": round(opened_in, 1),
        "latency_ms": {"p50": round(statistics.median(latencies), 2) if latencies else 0,
                       "p99": round(percentile(latencies, 0.99), 2)},
        "rss_mib": {"before": round(baseline / 2**20, 1), "opened": round(opened_rss / 2**20, 1),
                    "after_warm_up": round(warmed / 2**20, 1), "end": round(late / 2**20, 1),
                    "peak": round(max(rss for _, rss in samples) / 2**20, 1),
                    "after_close": round(closed_rss / 2**20, 1), "reopened": [round(rss / 2**20, 1) for rss in reopened_rss]},
        "rss_per_session_kib": round((opened_rss - baseline) / 1024 / max(1, sessions)),
        "growth_after_warm_up": round(late / warmed - 1, 4),
        "growth_in_last_quarter": round(late / third_quarter - 1, 4),
        # What each round of pages opened again added, as a share of what the first pages took.
        "reopening_cost": [round((rss - previous) / max(1, opened_rss - baseline), 4)
                           for previous, rss in zip([closed_rss] + reopened_rss, reopened_rss)],
        "sessions_left": left, "freed_in_s": round(freed_in, 1), "sessions_left_after_reopening": live_sessions_settled(base),
        "samples": [(round(at, 1), round(rss / 2**20, 1)) for at, rss in samples],
    }


def make_sample(folder, messages):
    subprocess.run([POSTBOX, "generate", "--messages", str(messages), "--data-dir", str(folder)], check=True, capture_output=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--seconds", type=int, default=600)
    parser.add_argument("--interval", type=float, default=5.0, help="seconds between one page's events, on average")
    parser.add_argument("folder", nargs="?")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="postbox-soak-") as temporary:
        folder = arguments.folder or str(Path(temporary) / "data")
        if not arguments.folder:
            make_sample(folder, 2000)
        server = Server([POSTBOX, "serve", "--data-dir", folder])
        server.start()
        try:
            figures = asyncio.run(soak(server.base, server.process.pid, arguments.sessions, arguments.seconds, arguments.interval,
                                       log=lambda line: print(line, file=sys.stderr)))
        finally:
            server.kill()
    print(json.dumps(figures, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
