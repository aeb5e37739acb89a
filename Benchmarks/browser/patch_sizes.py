"""Bytes on the wire for the Catalog's triple-column page: the full page, selecting a row, and a
1440 → 390 → 1440 resize. Prints one JSON object.

    swift build --product catalog && .venv/bin/python Benchmarks/browser/patch_sizes.py
"""
import sys, json
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2] / "Tests" / "Browser"))
from conftest import *
s = Server(); s.start()
try:
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        ctx = b.new_context(viewport={"width":1440,"height":900})
        page = ctx.new_page()
        frames = []
        page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(f)))
        page.goto(s.base + "/catalog/split-triple/Work"); wait_idle(page)
        full = len(frames[-1].encode())
        frames.clear(); act(page, lambda: page.click("[data-tag=Report]"))
        select = len(frames[-1].encode())
        frames.clear(); act(page, lambda: page.click("[data-tag=Budget]"))
        select2 = len(frames[-1].encode())
        frames.clear(); resize(page, 390, 844); r1 = sum(len(f.encode()) for f in frames)
        frames.clear(); resize(page, 1440, 900); r2 = sum(len(f.encode()) for f in frames)
        print(json.dumps({"fullPageBytes": full, "selectRowBytes": select, "selectNextRowBytes": select2, "resize1440to390Bytes": r1, "resize390to1440Bytes": r2}))
finally:
    s.kill()
