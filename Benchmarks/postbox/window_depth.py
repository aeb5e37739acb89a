"""What a list window costs at depth in a big mailbox: the query Postbox runs — rows from a
(date, id) position through the date index — against SQL's OFFSET, at several depths of the
Inbox. Reads a data folder made by open_mailbox.py (or `postbox generate`). Prints one JSON object
of medians (milliseconds) per depth.

    .venv/bin/python Benchmarks/postbox/window_depth.py /tmp/postbox-bench-1000000
"""
import json
import sqlite3
import statistics
import sys
import time

RUNS = 15
COLUMNS = "id, date, sender, subject, snippet, isRead, isFlagged"


def median_ms(db, sql, arguments):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        db.execute(sql, arguments).fetchall()
        times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 3)


def main(folder):
    db = sqlite3.connect(f"file:{folder}/mail.sqlite?mode=ro", uri=True)
    total = db.execute("SELECT count(*) FROM message WHERE mailboxId = 'inbox'").fetchone()[0]
    results = {"inboxMessages": total}
    for depth in (0, 10_000, 100_000, 300_000, total - 201):
        if depth < 0 or depth >= total:
            continue
        date, row = db.execute("SELECT date, id FROM message WHERE mailboxId = 'inbox' ORDER BY date DESC, id DESC LIMIT 1 OFFSET ?",
                               (depth,)).fetchone()
        keyset = median_ms(db, f"SELECT {COLUMNS} FROM message WHERE mailboxId = 'inbox' AND (date, id) <= (?, ?) "
                               "ORDER BY date DESC, id DESC LIMIT 201", (date, row))
        offset = median_ms(db, f"SELECT {COLUMNS} FROM message WHERE mailboxId = 'inbox' "
                               "ORDER BY date DESC, id DESC LIMIT 201 OFFSET ?", (depth,))
        results[str(depth)] = {"positionMedianMs": keyset, "offsetMedianMs": offset, "runs": RUNS}
    print(json.dumps(results))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/postbox-bench-1000000")
