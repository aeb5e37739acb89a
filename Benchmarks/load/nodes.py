"""Load on 1, 2 and 3 Postbox nodes sharing one store (issue 17): a throwaway PostgreSQL
(scripts/throwaway-postgres), or one SQLite file; N pages spread evenly over the nodes, each over
its own WebSocket selecting the next message as soon as the last one's reply arrives (a closed
loop: the most the nodes can do). Reports events per second, the round trip's p50 and p99, and
per event the CPU time of the nodes and of PostgreSQL and PostgreSQL's own counters
(transactions, rows read and written, buffer reads). With two nodes or more, also how long a
write through the first node takes to reach pages on the others (a push, unasked: the
`LISTEN`/`NOTIFY` path, or SQLite's data_version). Prints a JSON array of measurements.

The clients run on the same machine and take CPU from the nodes: on a 2-core machine the figures
show the shape (where the time goes), not what separate machines would do.

    swift build -c release --product postbox
    .venv/bin/python Benchmarks/load/nodes.py [--nodes 1,2,3] [--pages 30] [--seconds 20] [--store postgres|sqlite]
"""
import argparse
import asyncio
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[2]
os.environ.setdefault("PANEKIT_POSTBOX", str(ROOT / ".build" / "release" / "postbox"))
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from conftest import POSTBOX, Server  # noqa: E402

sys.path.insert(0, str(ROOT / "Benchmarks" / "load"))
import push_latency  # noqa: E402

THROWAWAY_POSTGRES = str(ROOT / "scripts" / "throwaway-postgres")
QUERY = "v=1&path=%2Fmailbox%2Finbox&w=1440&h=900&pointer=fine&dir=ltr&scheme=light&reduceMotion=0"
TICKS = os.sysconf("SC_CLK_TCK")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1]


def cpu_seconds(pids):
    """User and system CPU time of these processes (and their finished children), in seconds."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += sum(int(value) for value in fields[11:15])
        except OSError:
            pass
    return total / TICKS


def postgres_pids(folder):
    """The server's processes: the postmaster (its pid file) and its children, the backends."""
    master = int(Path(f"{folder}/data/postmaster.pid").read_text().split()[0])
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == master:
                    children.append(int(entry.name))
            except OSError:
                pass
    return [master, *children]


def postgres_counters(url):
    """pg_stat_database's counters for Postbox's database, summed over the server."""
    columns = "xact_commit, tup_returned, tup_fetched, tup_inserted, tup_updated, blks_hit, blks_read"
    line = subprocess.run(["psql", url, "-Atc", f"SELECT {columns} FROM pg_stat_database WHERE datname = current_database()"],
                          check=True, capture_output=True, text=True).stdout.strip()
    return dict(zip([name.strip() for name in columns.split(",")], map(int, line.split("|"))))


async def page(base, deadline, latencies, errors, ready, go):
    url = base.replace("http", "ws") + "/panekit/socket?" + QUERY
    try:
        async with websockets.connect(url, origin=base, max_size=None, open_timeout=60, ping_interval=None) as socket:
            html = json.loads(await socket.recv())["ops"][0][2]
            list_id = re.search(r'data-select="([^"]+)" data-window=', html) or re.search(r'data-window="[^"]+"[^>]*data-select="([^"]+)"', html)
            tags = re.findall(r'role="option" data-tag="(\d+)"', html) or re.findall(r'data-tag="(\d+)"', html)
            if not list_id or not tags:
                errors.append("no message list on the first page")
                ready.release()
                return
            ready.release()
            await go.wait()
            sequence = 0
            while time.monotonic() < deadline[0]:
                sequence += 1
                message = {"type": "select", "list": list_id.group(1), "tag": tags[sequence % min(len(tags), 40)], "seq": sequence}
                start = time.monotonic()
                await socket.send(json.dumps(message))
                while True:
                    reply = json.loads(await socket.recv())
                    if reply.get("seq") == sequence:
                        break
                latencies.append((time.monotonic() - start) * 1000)
                if reply.get("type") == "error":
                    errors.append(reply.get("message", "error"))
    except Exception as error:
        errors.append(f"{type(error).__name__}: {error}")
        ready.release()


async def run(nodes, pages, seconds):
    latencies, errors = [], []
    ready, go, deadline = asyncio.Semaphore(0), asyncio.Event(), [0.0]
    tasks = [asyncio.create_task(page(nodes[index % len(nodes)].base, deadline, latencies, errors, ready, go)) for index in range(pages)]
    for _ in range(pages):
        await ready.acquire()
    await asyncio.sleep(1)  # the pages' first refreshes settle
    deadline[0] = time.monotonic() + seconds
    go.set()
    await asyncio.gather(*tasks)
    return latencies, errors


def measure(store, url, folder, node_count, pages, seconds, postgres_folder):
    nodes = []
    try:
        for _ in range(node_count):
            node = Server([POSTBOX, "serve", *store])
            node.start()
            nodes.append(node)
        node_pids = [node.process.pid for node in nodes]
        database_pids = postgres_pids(postgres_folder) if postgres_folder else []
        counters = postgres_counters(url) if url else None
        cpu_nodes, cpu_database = cpu_seconds(node_pids), cpu_seconds(database_pids)
        latencies, errors = asyncio.run(run(nodes, pages, seconds))
        events = len(latencies)
        used_nodes = cpu_seconds(node_pids) - cpu_nodes
        used_database = cpu_seconds(database_pids) - cpu_database if postgres_folder else 0
        name = f"nodes.{'postgres' if url else 'sqlite'}.{node_count}"
        note = f"{node_count} node(s), {pages} pages in a closed loop for {seconds} s, clients on the same machine"
        if errors:
            note += f"; {len(errors)} errors, first: {errors[0]}"
        results = [
            {"name": f"{name}.events-per-second", "unit": "events/s", "median": round(events / seconds, 1), "p99": round(events / seconds, 1),
             "runs": events, "errors": len(errors), "note": note},
            {"name": f"{name}.event-latency", "unit": "ms", "median": round(statistics.median(latencies), 2),
             "p99": round(percentile(latencies, 0.99), 2), "runs": events, "note": note},
            {"name": f"{name}.node-cpu-per-event", "unit": "ms", "median": round(used_nodes * 1000 / max(events, 1), 3),
             "p99": round(used_nodes * 1000 / max(events, 1), 3), "runs": events, "note": "all nodes' CPU time over events"},
        ]
        if url:
            after = postgres_counters(url)
            per_event = {key: round((after[key] - counters[key]) / max(events, 1), 2) for key in after}
            results.append({"name": f"{name}.postgres-cpu-per-event", "unit": "ms", "median": round(used_database * 1000 / max(events, 1), 3),
                            "p99": round(used_database * 1000 / max(events, 1), 3), "runs": events,
                            "note": "PostgreSQL's processes' CPU time over events; per event: " + json.dumps(per_event)})
        if node_count > 1:
            results += asyncio.run(push_latency.run(nodes[0].base, 30, 20, watcher_bases=[node.base for node in nodes[1:]],
                                                    name=f"{name}.write-to-page-on-another-node"))
        return results
    finally:
        for node in nodes:
            node.kill()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", default="1,2,3")
    parser.add_argument("--pages", type=int, default=30)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--messages", type=int, default=10000)
    parser.add_argument("--store", choices=["postgres", "sqlite"], default="postgres")
    arguments = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="panekit-nodes-bench-")
    os.chmod(folder, 0o755)  # the server runs as postgres when this runs as root
    postgres_folder = None
    url = None
    try:
        if arguments.store == "postgres":
            postgres_folder = f"{folder}/postgres"
            url = subprocess.run([THROWAWAY_POSTGRES, "start", postgres_folder], check=True, capture_output=True, text=True,
                                 stdin=subprocess.DEVNULL).stdout.strip()
            store = ["--database", url]
        else:
            store = ["--data-dir", f"{folder}/data"]
        subprocess.run([POSTBOX, "generate", "--messages", str(arguments.messages), *store], check=True, capture_output=True)
        results = []
        for count in [int(n) for n in arguments.nodes.split(",")]:
            results += measure(store, url, folder, count, arguments.pages, arguments.seconds, postgres_folder)
        print(json.dumps(results, indent=2, ensure_ascii=False))
    finally:
        if postgres_folder:
            subprocess.run([THROWAWAY_POSTGRES, "stop", postgres_folder], capture_output=True, stdin=subprocess.DEVNULL)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
