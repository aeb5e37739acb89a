"""Load: N pages at once on one Postbox server (release build), each over its own WebSocket
selecting a message about once a second (or every `--interval` seconds) for a fixed time. Reports the round-trip latency of
those events (p50, p99), errors, the server's CPU time per event, and its resident memory per
session. It stops by itself. Prints a JSON array of measurements. Pages offer the socket's
compression, as browsers do; `--plain` measures them without it (rows named `load-plain.…`).

    swift build -c release --product postbox
    .venv/bin/python Benchmarks/load/sessions.py [--seconds 60] [--sessions 100,1000] [--interval 1] [--plain] [data folder]
"""
import argparse
import asyncio
import gc
import json
import math
import os
import random
import re
import statistics
import sys
import time
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[2]
os.environ.setdefault("PANEKIT_POSTBOX", str(ROOT / ".build" / "release" / "postbox"))
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from conftest import POSTBOX, Server  # noqa: E402

# "deflate" offers permessage-deflate as browsers do; None (--plain) offers nothing.
COMPRESSION = "deflate"
PREFIX = "load"
QUERY = "v=1&path=%2Fmailbox%2Finbox&w=1440&h=900&pointer=fine&dir=ltr&scheme=light&reduceMotion=0"


def resident_kib(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    """The process's user and system CPU time so far, from /proc/<pid>/stat."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1]


async def page(base, seconds, interval, latencies, errors, ready, stop):
    """One page: opens its socket, reads the first page, then selects a message every `interval`
    seconds."""
    url = base.replace("http", "ws") + "/panekit/socket?" + QUERY
    try:
        async with websockets.connect(url, origin=base, max_size=None, open_timeout=60, ping_interval=None,
                                      compression=COMPRESSION) as socket:
            first = await socket.recv()
            html = json.loads(first)["ops"][0][2]
            list_id = re.search(r'data-select="([^"]+)" data-window=', html) or re.search(r'data-window="[^"]+"[^>]*data-select="([^"]+)"', html)
            tags = re.findall(r'role="option" data-tag="(\d+)"', html) or re.findall(r'data-tag="(\d+)"', html)
            if not list_id or not tags:
                errors.append("no message list on the first page")
                return
            # Keep what the page needs, not its 300 KB first message: at 10,000 pages the client's
            # memory would run out first.
            list_id, tags = list_id.group(1), tags[:20]
            del first, html
            ready.release()
            await stop.wait()
            sequence = 0
            deadline = time.monotonic() + seconds
            await asyncio.sleep(random.random() * interval)  # spread the pages over the interval
            while time.monotonic() < deadline:
                sequence += 1
                message = {"type": "select", "list": list_id, "tag": tags[sequence % len(tags)], "seq": sequence}
                start = time.monotonic()
                await socket.send(json.dumps(message))
                while True:
                    reply = json.loads(await socket.recv())
                    if reply.get("seq") == sequence:
                        break
                latencies.append((time.monotonic() - start) * 1000)
                if reply.get("type") == "error":
                    errors.append(reply.get("message", "error"))
                await asyncio.sleep(max(0, interval - (time.monotonic() - start)))
    except Exception as error:  # a refused or dropped connection counts as an error
        errors.append(f"{type(error).__name__}: {error}")
        ready.release()


async def open_and_run(pid, count, make, wave, pause):
    """Starts `count` clients, `make(ready, stop)` each, `wave` at a time with `pause` seconds
    between waves (each releases `ready` once open, then waits for `stop`), then lets them all go at
    once. Returns the server's RSS in KiB before, with all open, and after, and its CPU seconds
    while they ran."""
    baseline = resident_kib(pid)
    ready = asyncio.Semaphore(0)
    stop = asyncio.Event()
    tasks = []
    for index in range(count):
        tasks.append(asyncio.create_task(make(ready, stop)))
        if index % wave == wave - 1:
            await asyncio.sleep(pause)
    for _ in range(count):
        await ready.acquire()
    opened = resident_kib(pid)
    cpu_before = cpu_seconds(pid)
    stop.set()
    await asyncio.gather(*tasks)
    return baseline, opened, resident_kib(pid), cpu_seconds(pid) - cpu_before


async def run(base, pid, sessions, seconds, interval=1):
    latencies, errors = [], []
    # Open in waves, as pages would.
    baseline, opened, steady, cpu = await open_and_run(
        pid, sessions, lambda ready, stop: page(base, seconds, interval, latencies, errors, ready, stop), 50, 0.05)
    per_session = max(0, max(opened, steady) - baseline) * 1024 / sessions
    every = "a second" if interval == 1 else f"every {interval:g} s"
    note = f"{sessions} pages, one select {every} each for {seconds} s"
    results = [{"name": f"{PREFIX}.{sessions}.event-latency", "unit": "ms",
                "median": round(statistics.median(latencies), 2) if latencies else 0,
                "p99": round(percentile(latencies, 0.99), 2) if latencies else 0,
                "runs": len(latencies), "errors": len(errors), "note": note + (f"; first error: {errors[0]}" if errors else "")},
               {"name": f"{PREFIX}.{sessions}.server-cpu-per-event", "unit": "ms",
                "median": round(cpu * 1000 / len(latencies), 3) if latencies else 0,
                "p99": round(cpu * 1000 / len(latencies), 3) if latencies else 0, "runs": 1,
                "note": "the server's CPU time (user and system, all threads) while the pages selected, per select: "
                        "the socket in, the write, the patch out, and what the write pushes to the other pages"},
               {"name": f"{PREFIX}.{sessions}.resident-memory-per-session", "unit": "bytes",
                "median": round(per_session), "p99": round(per_session), "runs": 1,
                "note": f"server RSS {baseline // 1024} MiB before, {max(opened, steady) // 1024} MiB with {sessions} pages"}]
    return results


def main():
    # The client's garbage collector stops every page it runs at once, for longer the more pages
    # it holds; its pauses would be counted as the server's latency (as in ssh_sessions.py, D-113).
    gc.disable()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--sessions", default="100,1000")
    parser.add_argument("--interval", type=float, default=1, help="seconds between a page's selects")
    parser.add_argument("--plain", action="store_true", help="pages that do not offer compression")
    parser.add_argument("folder", nargs="?", default="/tmp/panekit-bench-data/postbox-bench-10000")
    arguments = parser.parse_args()
    global COMPRESSION, PREFIX
    if arguments.plain:
        COMPRESSION, PREFIX = None, "load-plain"
    results = []
    for sessions in [int(n) for n in arguments.sessions.split(",")]:
        server = Server([POSTBOX, "serve", "--data-dir", arguments.folder])
        server.start()
        try:
            results += asyncio.run(run(server.base, server.process.pid, sessions, arguments.seconds, arguments.interval))
        finally:
            server.kill()
    print(json.dumps(results, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
