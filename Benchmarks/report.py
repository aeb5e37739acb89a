"""Gathers benchmark results (JSON arrays of {name, unit, median, p99, runs, note}) into
Benchmarks/results/latest.json, each with a note on the machine, and prints a table.

    python3 Benchmarks/report.py results-1.json [results-2.json …]
"""
import json
import os
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        kib = int(next(l for l in Path("/proc/meminfo").read_text().splitlines() if l.startswith("MemTotal")).split()[1])
        memory = f", {kib / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration, ValueError):
        pass
    return f"{platform.system()} {platform.release()}, {os.cpu_count()} cores ({cpu}){memory}, release build"


def main(paths):
    note = machine()
    results = []
    for path in paths:
        for entry in json.loads(Path(path).read_text()):
            entry["machine"] = note
            results.append(entry)
    out = ROOT / "Benchmarks" / "results" / "latest.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
    width = max(len(r["name"]) for r in results) if results else 10
    print(f"{'benchmark':<{width}}  {'median':>13}  {'p95':>13}  {'p99':>13}  {'runs':>6}")
    for r in results:
        unit = r["unit"]
        p95 = f"{r['p95']:>10} {unit:<2}" if "p95" in r else f"{'—':>13}"
        print(f"{r['name']:<{width}}  {r['median']:>10} {unit:<2}  {p95}  {r['p99']:>10} {unit:<2}  {r['runs']:>6}")
    print(f"\n{len(results)} results in {out.relative_to(ROOT)} — {note}")


if __name__ == "__main__":
    main(sys.argv[1:])
