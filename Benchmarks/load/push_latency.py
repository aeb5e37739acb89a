"""Push latency: how long after one page writes do the other pages showing the data get their
patch, sent unasked (D-44, D-45)? One writer page opens a message and presses Flag / Unflag (a
write each time, visible in every Inbox page as the row's flag); N watcher pages show the Inbox
and only read. Each round measures, for every watcher, the time from the writer's message to the
watcher's push. Prints a JSON array of measurements (median and p99 over all rounds and watchers).

    swift build -c release --product postbox
    .venv/bin/python Benchmarks/load/push_latency.py [--watchers 1,100,1000] [--rounds 20] [data folder]
"""
import argparse
import asyncio
import json
import math
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[2]
os.environ.setdefault("PANEKIT_POSTBOX", str(ROOT / ".build" / "release" / "postbox"))
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from conftest import POSTBOX, Server  # noqa: E402

QUERY = "v=1&w=1440&h=900&pointer=fine&dir=ltr&scheme=light&reduceMotion=0&path="


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1]


def socket_url(base, path):
    return base.replace("http", "ws") + "/panekit/socket?" + QUERY + path.replace("/", "%2F")


async def watcher(base, ready, pushes):
    """A page showing the Inbox: records when each push arrives. It reads until cancelled, with
    no timer per message: the client's own cost per message is counted as latency, so it is kept
    small."""
    async with websockets.connect(socket_url(base, "/mailbox/inbox"), origin=base, max_size=None,
                                  open_timeout=120, ping_interval=None) as socket:
        await socket.recv()
        ready.release()
        async for raw in socket:
            if json.loads(raw).get("push"):
                pushes.append(time.monotonic())


async def run(base, watchers, rounds, watcher_bases=None, name=None):
    """The writer on `base`; the watchers there too, or spread over `watcher_bases` (other nodes
    of one store: Benchmarks/load/nodes.py)."""
    watcher_bases = watcher_bases or [base]
    ready = asyncio.Semaphore(0)
    pushes = [[] for _ in range(watchers)]
    tasks = []
    for index in range(watchers):
        tasks.append(asyncio.create_task(watcher(watcher_bases[index % len(watcher_bases)], ready, pushes[index])))
        if index % 50 == 49:
            await asyncio.sleep(0.05)
    for _ in range(watchers):
        await ready.acquire()
    latencies, missed = [], 0
    async with websockets.connect(socket_url(base, "/mailbox/inbox"), origin=base, max_size=None, ping_interval=None) as writer:
        html = json.loads(await writer.recv())["ops"][0][2]
        first = re.search(r'\bdata-tag="(\d+)"[^>]*\brole="option"', html).group(1)
        sequence = 0

        async def ask(message):
            nonlocal sequence
            sequence += 1
            await writer.send(json.dumps({**message, "seq": sequence}))
            while True:
                reply = json.loads(await writer.recv())
                if reply.get("seq") == sequence:
                    return reply

        await writer.send(json.dumps({"type": "history", "path": f"/mailbox/inbox/message/{first}", "seq": 0}))
        reply = json.loads(await writer.recv())
        page = json.dumps(reply)
        # The Flag button comes new, or as a bar button that was another one (its symbol changed).
        flag = (re.search(r'data-tap=\\"([^"\\]+)\\" type=\\"button\\"><span[^>]*data-symbol=\\"flag\\"', page)
                or re.search(r'\["a", "([^"#]+)#i", "data-symbol", "flag"\]', page))
        if not flag:
            raise SystemExit("no Flag button on the message page")
        await asyncio.sleep(1)  # the opening's own pushes settle
        for _ in range(rounds):
            for received in pushes:
                received.clear()
            start = time.monotonic()
            await ask({"type": "tap", "id": flag.group(1)})
            deadline = time.monotonic() + 30
            while any(not received for received in pushes) and time.monotonic() < deadline:
                await asyncio.sleep(0.001)
            for received in pushes:
                if received:
                    latencies.append((received[0] - start) * 1000)
                else:
                    missed += 1
            await asyncio.sleep(0.3)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return [{"name": name or f"push.{watchers}.write-to-other-page", "unit": "ms",
             "median": round(statistics.median(latencies), 2) if latencies else 0,
             "p99": round(percentile(latencies, 0.99), 2) if latencies else 0,
             "runs": len(latencies), "errors": missed,
             "note": f"one page flags a message, {watchers} Inbox pages get the push; {rounds} rounds; {missed} pushes missing after 30 s"}]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--watchers", default="1,100,1000")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("folder", nargs="?", default="/tmp/panekit-bench-data/postbox-bench-10000")
    arguments = parser.parse_args()
    results = []
    for watchers in [int(n) for n in arguments.watchers.split(",")]:
        with tempfile.TemporaryDirectory() as copy:
            # A copy: flagging changes the mail, and other benchmarks read the folder as made.
            shutil.copytree(arguments.folder, copy, dirs_exist_ok=True)
            server = Server([POSTBOX, "serve", "--data-dir", copy])
            server.start()
            try:
                results += asyncio.run(run(server.base, watchers, arguments.rounds))
            finally:
                server.kill()
    print(json.dumps(results, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
