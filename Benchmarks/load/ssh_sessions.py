"""Load: N SSH sessions at once on one `postbox serve --ssh-port` (release build, SSH trait), each
a terminal page that gets a key press (↓ nine times, then ↑ nine times) about once a second for a fixed time.
Reports the time from each key to the first bytes of the answer (p50, p99), the bytes an answer
takes, errors, the server's CPU time per event and its resident memory per session. The clients
are asyncssh connections in this one process, each with a pty of the given size. Python's
garbage collector is off while they run: its pauses stop every client at once and were counted
as the server's latency (a p99 of 56–76 ms with it on, 29 ms off, the same server). Prints a JSON
array of measurements.

    swift build -c release --traits SSH --product postbox
    .venv/bin/python Benchmarks/load/ssh_sessions.py [--seconds 60] [--sessions 100,1000] [--size 80x24] [data folder]
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
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import asyncssh

ROOT = Path(__file__).resolve().parents[2]
POSTBOX = os.environ.get("PANEKIT_POSTBOX", str(ROOT / ".build" / "release" / "postbox"))
sys.path.insert(0, str(ROOT / "Benchmarks" / "load"))
from sessions import open_and_run, percentile  # noqa: E402


def start_server(folder, keys, sessions):
    out = tempfile.NamedTemporaryFile("w+", suffix=".out", delete=False)
    process = subprocess.Popen([POSTBOX, "serve", "--data-dir", folder, "--port", "0", "--ssh-port", "0",
                                "--ssh-authorized-keys", keys, "--ssh-max-connections", str(sessions + 10)],
                               stdout=out, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        found = re.search(r"Postbox over SSH on [^:]+:(\d+)", Path(out.name).read_text())
        if found:
            return process, int(found.group(1))
        if process.poll() is not None:
            raise SystemExit(f"postbox stopped: {Path(out.name).read_text()}")
        time.sleep(0.05)
    process.kill()
    raise SystemExit("postbox did not start its SSH server")


async def session(port, key, size, seconds, latencies, sizes, errors, ready, stop):
    columns, rows = size
    try:
        async with asyncssh.connect("127.0.0.1", port, username="bench", client_keys=[key], known_hosts=None,
                                    agent_path=None, config=None) as connection:
            process = await connection.create_process("/mailbox/inbox", term_type="xterm-256color", term_size=(columns, rows),
                                                      encoding=None)
            first = b""
            while b"Inbox" not in first:
                first += await asyncio.wait_for(process.stdout.read(65536), 60)
            # The first ↓ puts the highlight on the first message; then nine down and nine up, so
            # every key moves it (a key that changes nothing gets no answer).
            process.stdin.write(b"\x1b[B")
            await asyncio.wait_for(process.stdout.read(65536), 60)
            ready.release()
            await stop.wait()
            await asyncio.sleep(random.random())  # spread the sessions over the second
            deadline = time.monotonic() + seconds
            step = 0
            while time.monotonic() < deadline:
                key_bytes = b"\x1b[B" if step % 18 < 9 else b"\x1b[A"
                step += 1
                start = time.monotonic()
                process.stdin.write(key_bytes)
                answer = await asyncio.wait_for(process.stdout.read(65536), 30)
                latencies.append((time.monotonic() - start) * 1000)
                sizes.append(len(answer))
                await asyncio.sleep(max(0, 1 - (time.monotonic() - start)))
            process.stdin.write(b"\x11")  # Ctrl+Q
    except Exception as error:  # a refused or dropped connection counts as an error
        errors.append(f"{type(error).__name__}: {error}")
        ready.release()


async def run(port, pid, key, sessions, seconds, size):
    latencies, sizes, errors = [], [], []
    # Connect in waves, as people would.
    baseline, opened, _, cpu = await open_and_run(
        pid, sessions, lambda ready, stop: session(port, key, size, seconds, latencies, sizes, errors, ready, stop), 20, 0.1)
    per_session = max(0, opened - baseline) * 1024 / sessions
    name = f"ssh.{sessions}.{size[0]}x{size[1]}"
    note = f"{sessions} SSH sessions at {size[0]}×{size[1]}, a key a second each for {seconds} s"
    return [
        {"name": f"{name}.key-to-answer", "unit": "ms", "median": round(statistics.median(latencies), 2) if latencies else 0,
         "p99": round(percentile(latencies, 0.99), 2) if latencies else 0, "runs": len(latencies), "errors": len(errors),
         "note": note + (f"; first error: {errors[0]}" if errors else "")},
        {"name": f"{name}.answer.bytes", "unit": "bytes", "median": statistics.median(sizes) if sizes else 0,
         "p99": percentile(sizes, 0.99) if sizes else 0, "runs": len(sizes), "note": "the first read of the answer to ↓ or ↑"},
        {"name": f"{name}.server-cpu-per-event", "unit": "ms", "median": round(cpu * 1000 / len(latencies), 3) if latencies else 0,
         "p99": round(cpu * 1000 / len(latencies), 3) if latencies else 0, "runs": 1,
         "note": "the server's CPU time (all threads: SSH's encryption, the session, the frame) per key"},
        {"name": f"{name}.resident-memory-per-session", "unit": "bytes", "median": round(per_session), "p99": round(per_session),
         "runs": 1, "note": f"server RSS {baseline // 1024} MiB before, {opened // 1024} MiB with {sessions} sessions"},
    ]


def main():
    gc.disable()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--sessions", default="100,1000")
    parser.add_argument("--size", default="80x24")
    parser.add_argument("folder", nargs="?", default="/tmp/panekit-bench-data/postbox-bench-10000")
    arguments = parser.parse_args()
    size = tuple(int(part) for part in arguments.size.split("x"))
    with tempfile.TemporaryDirectory() as folder:
        key_path = Path(folder) / "id_ed25519"
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(key_path)], check=True)
        keys = Path(folder) / "authorized_keys"
        keys.write_text(Path(str(key_path) + ".pub").read_text())
        key = asyncssh.read_private_key(str(key_path))
        results = []
        for sessions in [int(n) for n in arguments.sessions.split(",")]:
            process, port = start_server(arguments.folder, str(keys), sessions)
            try:
                results += asyncio.run(run(port, process.pid, key, sessions, arguments.seconds, size))
            finally:
                process.kill()
                process.wait()
    print(json.dumps(results, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
