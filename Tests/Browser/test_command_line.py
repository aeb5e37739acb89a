"""The command lines tell the truth, tried as a new user would: where the server listens (also
into a pipe), a port in use or an impossible address is one line and a failing exit, and an
import of something that is not an mbox says so without echoing raw bytes."""
import os
import shutil
import socket
import subprocess
import tempfile
import time

from conftest import CATALOG, POSTBOX, ROOT, free_port


def run(arguments, timeout=60, **options):
    return subprocess.run(arguments, capture_output=True, text=True, errors="replace", timeout=timeout, **options)


def no_raw_bytes(text):
    """No control characters (cursor moves, colours, bells) and no invalid UTF-8 reach the terminal."""
    return not any(ord(c) < 32 and c not in "\n" or 0x7F <= ord(c) <= 0x9F or c == "\ufffd" for c in text)


def test_the_listening_line_reaches_a_pipe_as_soon_as_the_server_listens(tmp_path):
    port = free_port()
    process = subprocess.Popen([POSTBOX, "serve", "--port", str(port), "--data-dir", str(tmp_path)],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        lines = [process.stdout.readline().strip() for _ in range(2)]
        assert lines[0].startswith("Making a sample mailbox")
        assert lines[1] == f"Postbox on http://127.0.0.1:{port}/ — only this computer can reach it"
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            pass  # it listens by the time it says so
    finally:
        process.kill()
        process.wait()


def test_a_port_in_use_is_one_line_and_a_failing_exit(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        for command in ([POSTBOX, "serve", "--data-dir", str(tmp_path)], [CATALOG]):
            result = run(command + ["--port", str(port)])
            assert result.returncode != 0
            assert "on http://" not in result.stdout, result.stdout
            errors = [line for line in result.stderr.splitlines() if line.strip()]
            assert errors == [f"Error: cannot listen on port {port}: it is in use (stop the other server, or pass --port)"], result.stderr


def test_impossible_ports_and_hosts_are_refused_before_anything_starts(tmp_path):
    for arguments in (["--port", "99999"], ["--port", "-1"], ["--port", "http"]):
        result = run([POSTBOX, "serve", "--data-dir", str(tmp_path)] + arguments)
        assert result.returncode != 0 and "--port" in result.stderr and "on http://" not in result.stdout
    result = run([CATALOG, "--port", "70000"])
    assert result.returncode != 0 and "from 1 to 65535" in result.stderr
    for host, reason in (("nosuch.invalid", "not an address or host name"), ("10.254.254.254", "no such address")):
        result = run([POSTBOX, "serve", "--host", host, "--port", str(free_port()), "--data-dir", str(tmp_path)])
        assert result.returncode == 1 and reason in result.stderr and "on http://" not in result.stdout, result.stderr
    result = run([POSTBOX, "serve", "--allowed-host", "evil example", "--data-dir", str(tmp_path)])
    assert result.returncode != 0 and "--allowed-host" in result.stderr
    result = run([POSTBOX, "serve", "--token", "short", "--data-dir", str(tmp_path)])
    assert result.returncode != 0 and "16 to 256" in result.stderr
    result = run([POSTBOX, "serve", "--sample-ending", "yesterday", "--data-dir", str(tmp_path)])
    assert result.returncode != 0 and "--sample-ending takes a date such as 2026-11-01T09:00:00Z" in result.stderr


def test_port_zero_listens_on_a_free_port_and_says_which(tmp_path):
    process = subprocess.Popen([CATALOG, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = process.stdout.readline()
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
        assert port > 0
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            pass
    finally:
        process.kill()
        process.wait()


def test_the_catalog_parses_its_arguments_like_postbox():
    result = run([CATALOG, "--help"])
    assert result.returncode == 0 and "serve" in result.stdout and "tui" in result.stdout
    result = run([CATALOG, "serve", "--help"])
    assert result.returncode == 0
    for option in ("--host", "--port", "--allowed-host", "--token"):
        assert option in result.stdout
    result = run([CATALOG, "--bogus"])
    assert result.returncode != 0 and "Unknown option '--bogus'" in result.stderr


def test_a_file_that_is_not_an_mbox_is_refused_without_echoing_it(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("Shopping list\n\x1b[31mred\x1b]0;owned\x07\nmilk\n")
    noise = tmp_path / "noise.bin"
    noise.write_bytes(bytes(range(256)) * 40 + os.urandom(4000))
    empty = tmp_path / "empty.mbox"
    empty.write_bytes(b"")
    data = tmp_path / "data"
    for path, reason in ((text, 'it does not begin with a "From " line'), (noise, 'it does not begin with a "From " line'),
                         (empty, "it is empty")):
        result = run([POSTBOX, "import", str(path), "--data-dir", str(data)])
        assert result.returncode == 1, result
        assert result.stderr.strip() == f"Error: {path} is not an mbox file: {reason}"
        assert result.stdout == "" and no_raw_bytes(result.stderr)
    assert not data.exists()  # refused before the store is opened: nothing made


def test_import_refuses_a_nameless_mailbox_and_names_folders_by_name(tmp_path):
    mbox = tmp_path / "receipts.mbox"
    mbox.write_bytes(
        b"From shop@example.com Thu Nov 21 09:00:00 2026\nFrom: Shop <shop@example.com>\nSubject: Your receipt\n"
        b"Message-ID: <r1@example.com>\n\nThanks\n\n"
        b"From x Thu Nov 21 09:00:00 2026\nSubject: \x1b[2Jbroken\x07\nContent-Type: multipart/mixed\n\nno boundary\n")
    data = tmp_path / "data"
    for name in ("", "   "):
        result = run([POSTBOX, "import", str(mbox), "--mailbox", name, "--data-dir", str(data)])
        assert result.returncode != 0 and "--mailbox needs a name" in result.stderr
    result = run([POSTBOX, "import", str(mbox), "--mailbox", "Receipts", "--data-dir", str(data)])
    assert result.returncode == 0, result.stderr
    assert "into Receipts;" in result.stdout
    assert no_raw_bytes(result.stdout + result.stderr)
    result = run([POSTBOX, "import", str(mbox), "--data-dir", str(data)])
    assert "into Inbox;" in result.stdout and "inbox;" not in result.stdout


def test_generate_import_and_serve_on_postgresql_and_a_clear_line_when_it_is_unreachable(tmp_path):
    """Issue 17: the same commands with --database (or POSTBOX_DATABASE) keep the mail in
    PostgreSQL; a server that cannot be reached, or a URL that is not one, is one line."""
    # A folder the server's user can reach (it runs as postgres when the tests run as root;
    # pytest's own folders are private).
    folder = tempfile.mkdtemp(prefix="panekit-cli-postgres-")
    os.chmod(folder, 0o755)
    script = str(ROOT / "scripts" / "throwaway-postgres")
    started = run([script, "start", f"{folder}/pg"], stdin=subprocess.DEVNULL)
    assert started.returncode == 0, started.stderr
    url = started.stdout.strip()
    try:
        result = run([POSTBOX, "generate", "--messages", "200", "--database", url])
        assert result.returncode == 0, result.stderr
        assert "Made 200 messages in postgres://postbox@/postgres?host=" in result.stdout
        mbox = tmp_path / "one.mbox"
        mbox.write_bytes(b"From a@example.com Thu Nov 21 09:00:00 2026\nFrom: Ada <a@example.com>\nSubject: Analytical\n"
                         b"Message-ID: <pg-1@example.com>\n\nNotes.\n")
        result = run([POSTBOX, "import", str(mbox), "--mailbox", "Notes"], env={**os.environ, "POSTBOX_DATABASE": url})
        assert result.returncode == 0, result.stderr
        assert "Imported 1 messages into Notes;" in result.stdout
        result = run([POSTBOX, "generate", "--database", url])
        assert result.returncode == 1 and "already holds mail" in result.stderr
    finally:
        run([script, "stop", f"{folder}/pg"], stdin=subprocess.DEVNULL)
        shutil.rmtree(folder, ignore_errors=True)
    result = run([POSTBOX, "generate", "--database", url])
    assert result.returncode == 1
    assert "cannot open the mail database at postgres://postbox@/postgres" in result.stderr
    assert "can't reach its mail database server" in result.stderr
    result = run([POSTBOX, "serve", "--database", "mysql://nope"])
    assert result.returncode != 0 and "--database takes a PostgreSQL URL" in result.stderr
