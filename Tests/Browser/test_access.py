"""Who may use a server (SECURITY.md "Who can reach the server"): the Host and Origin allow-list
that stops DNS rebinding, and the access token of a server reachable beyond this machine. Tried as
an attacker would: raw requests with forged headers, and a real Chromium that resolves another
site's name to this machine."""
import base64
import os
import re
import socket
import subprocess
import time

import pytest

from conftest import CATALOG, CHROMIUM, free_port, wait_idle

QUERY = "v=1&path=/&w=390&h=844&pointer=coarse&dir=ltr&scheme=light&reduceMotion=0"


def request(port, head, address="127.0.0.1"):
    """Sends raw request lines (the Host header among them, or not) and returns (status, headers, body)."""
    with socket.create_connection((address, port), timeout=5) as connection:
        connection.sendall((head + "Connection: close\r\n\r\n").encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    header_text, _, body = data.partition(b"\r\n\r\n")
    lines = header_text.decode(errors="replace").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().lower(), []).append(value.strip())
    return int(lines[0].split()[1]), headers, body


def get(port, path="/", host=None, extra=""):
    host_line = "" if host is None else f"Host: {host}\r\n"
    return request(port, f"GET {path} HTTP/1.1\r\n{host_line}{extra}")


def upgrade(port, host, origin, extra=""):
    key = base64.b64encode(os.urandom(16)).decode()
    head = (f"GET /panekit/socket?{QUERY} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n{extra}")
    if origin is not None:
        head += f"Origin: {origin}\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall((head + "\r\n").encode())
        return int(connection.recv(4096).decode(errors="replace").split()[1])


def host_cases(port):
    """(Host header, answered?) for a server on 127.0.0.1:port."""
    return [
        (f"127.0.0.1:{port}", True), (f"localhost:{port}", True), (f"[::1]:{port}", True), (f"LocalHost:{port}", True),
        (f"evil.example:{port}", False), ("evil.example", False), (f"localhost:{port + 1}", False),
        (f"127.1:{port}", False), (f"2130706433:{port}", False), (f"0x7f.0.0.1:{port}", False),
        (f"[::ffff:127.0.0.1]:{port}", False), (f"127.0.0.2:{port}", False), (f"localhost.:{port}", False),
        (f"{socket.gethostname()}:{port}", False), ("", False), (f"user@localhost:{port}", False),
    ]


def test_http_answers_allowed_host_names_only(server):
    """A page, an asset and the health check: 200 for the loopback names at the port, 421 for any
    other name or form (DNS rebinding), and for a request with no Host at all."""
    for host, allowed in host_cases(server.port):
        for path in ["/catalog/tabs", "/panekit/panekit.js", "/health"]:
            status, _, body = get(server.port, path, host)
            assert status == (200 if allowed else 421), (host, path, status)
            if not allowed:
                assert b"pk-app" not in body and b"<" not in body
    status, _, _ = get(server.port, "/", None)
    assert status in (400, 421)  # HTTP/1.1 without Host: refused before routing
    # Two Host headers: refused (RFC 9112), whichever comes first.
    for first, second in ((f"127.0.0.1:{server.port}", "evil.example"), ("evil.example", f"127.0.0.1:{server.port}")):
        assert request(server.port, f"GET /catalog/tabs HTTP/1.1\r\nHost: {first}\r\nHost: {second}\r\n")[0] in (400, 421)
    # An absolute-form target names another host in the request line: Host decides, and is checked.
    status, _, body = request(server.port, f"GET http://evil.example:{server.port}/catalog/tabs HTTP/1.1\r\nHost: evil.example:{server.port}\r\n")
    assert status == 421 and b"pk-app" not in body
    # Before routing means whatever the method or path.
    for method in ("POST", "PUT", "DELETE", "OPTIONS"):
        status, _, _ = request(server.port, f"{method} /catalog/tabs HTTP/1.1\r\nHost: evil.example:{server.port}\r\nContent-Length: 0\r\n")
        assert status == 421, method


def test_head_answers_like_get_without_a_body(server):
    status, headers, body = get(server.port, "/catalog/tabs", f"127.0.0.1:{server.port}")
    head_status, head_headers, head_body = request(server.port, f"HEAD /catalog/tabs HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n")
    assert (status, head_status) == (200, 200)
    assert head_body == b""
    assert head_headers["content-type"] == headers["content-type"]
    assert head_headers["content-length"] == [str(len(body))]
    assert get(server.port, "/nowhere", f"127.0.0.1:{server.port}")[0] == 404
    assert request(server.port, f"HEAD /nowhere HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n")[0] == 404
    assert request(server.port, f"HEAD / HTTP/1.1\r\nHost: evil.example:{server.port}\r\n")[0] == 421
    for path, content_type in (("/panekit/panekit.js", "text/javascript; charset=utf-8"), ("/health", None)):
        status, headers, body = request(server.port, f"HEAD {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n")
        assert status == 200 and body == b""
        if content_type:
            assert headers["content-type"] == [content_type]


def test_the_socket_needs_an_allowed_host_and_origin(server):
    port = server.port
    own = f"http://127.0.0.1:{port}"
    assert upgrade(port, f"127.0.0.1:{port}", own) == 101
    assert upgrade(port, f"localhost:{port}", f"http://localhost:{port}") == 101
    assert upgrade(port, f"[::1]:{port}", f"http://[::1]:{port}") == 101
    assert upgrade(port, f"localhost:{port}", own) == 101  # another allowed name of this server
    # DNS rebinding: the attacker's name in both headers, as the browser sends them. A refused
    # upgrade is answered 400 before any session exists.
    refused = [
        (f"evil.example:{port}", f"http://evil.example:{port}"),
        (f"127.0.0.1:{port}", f"http://evil.example:{port}"),
        (f"127.0.0.1:{port}", f"http://localhost:{port + 1}"),  # another local server's page
        (f"127.0.0.1:{port}", "null"),
        (f"127.0.0.1:{port}", None),
        (f"2130706433:{port}", f"http://2130706433:{port}"),
        ("", own),
    ]
    for host, origin in refused:
        assert upgrade(port, host, origin) == 400, (host, origin)


@pytest.fixture
def rebinding_browser(browser):
    """A Chromium whose resolver sends evil.example (an attacker's site) to this machine, as a
    DNS rebinding attack does after the page has loaded."""
    attacker = browser.browser_type.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--host-resolver-rules=MAP evil.example 127.0.0.1"])
    yield attacker
    attacker.close()


def test_a_page_under_another_host_name_gets_nothing(rebinding_browser, server):
    context = rebinding_browser.new_context()
    page = context.new_page()
    response = page.goto(f"http://evil.example:{server.port}/catalog/tabs")
    assert response.status == 421
    assert page.query_selector("#pk-app") is None
    assert "Tabs" not in page.content()
    # The attacker's script tries the socket and the server's own address; neither gives anything.
    outcome = page.evaluate(
        """([port]) => new Promise(resolve => {
            const socket = new WebSocket(`ws://evil.example:${port}/panekit/socket?""" + QUERY + """`);
            socket.onmessage = () => resolve("message");
            socket.onerror = () => resolve("refused");
            setTimeout(() => resolve("timeout"), 5000);
        })""", [server.port])
    assert outcome == "refused"
    read = page.evaluate(
        """([port]) => fetch(`http://127.0.0.1:${port}/catalog/tabs`).then(r => r.text()).then(() => "read", () => "blocked")""",
        [server.port])
    assert read == "blocked"
    # The same browser reaches the server by its own name.
    page.goto(f"http://localhost:{server.port}/catalog/tabs")
    wait_idle(page)
    assert page.query_selector("#pk-app .pk-root") is not None
    context.close()


def start_with_output(arguments, env=None):
    """Starts the Catalog with these arguments and returns (process, the line it printed when listening)."""
    process = subprocess.Popen([CATALOG] + arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               env={**os.environ, **(env or {})})
    line = process.stdout.readline()
    if not line:
        process.kill()
        raise RuntimeError("the catalog printed nothing")
    return process, line.strip()


@pytest.fixture(scope="module")
def open_to_network():
    """The Catalog listening on every address (0.0.0.0): it makes a token and prints its link."""
    port = free_port()
    process, line = start_with_output(["--host", "0.0.0.0", "--port", str(port)])
    token = re.search(r"\?token=([0-9a-f]{64}) ", line)
    yield port, token.group(1) if token else None, line
    process.kill()
    process.wait()


def test_a_server_beyond_loopback_says_who_can_reach_it_and_makes_a_token(open_to_network):
    port, token, line = open_to_network
    assert token, line
    assert f":{port}/?token={token}" in line and "anyone who can reach port" in line


def test_the_token_none_wrong_right_and_the_cookie_again(open_to_network):
    port, token, _ = open_to_network
    host = f"127.0.0.1:{port}"
    for path in ["/", "/catalog/tabs", "/panekit/panekit.js", "/health/sessions"]:
        assert get(port, path, host)[0] == 403, path
    assert get(port, "/?token=" + "0" * 64, host)[0] == 403
    assert get(port, "/?token=" + token[:-1], host)[0] == 403
    assert get(port, "/health", host)[0] == 200  # a load balancer's check needs no token
    status, headers, _ = get(port, f"/catalog/tabs?token={token}", host)
    assert status == 303 and headers["location"] == ["/catalog/tabs"]
    cookie = headers["set-cookie"][0]
    assert cookie.startswith(f"panekit-token-{port}={token};")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Path=/" in cookie
    assert get(port, "/catalog/tabs", host, f"Cookie: panekit-token-{port}={token}\r\n")[0] == 200
    assert get(port, "/catalog/tabs", host, f"Cookie: panekit-token-{port}={token[:-1]}x\r\n")[0] == 403
    assert get(port, "/catalog/tabs", host, f"Cookie: panekit-token-{port + 1}={token}\r\n")[0] == 403
    # The socket demands the cookie too.
    origin = f"http://{host}"
    assert upgrade(port, host, origin) == 400
    assert upgrade(port, host, origin, f"Cookie: panekit-token-{port}={token}\r\n") == 101
    # An IP address is answered (with the token; DNS cannot rename it); another name is not.
    cookie = f"Cookie: panekit-token-{port}={token}\r\n"
    assert get(port, "/catalog/tabs", f"10.1.2.3:{port}", cookie)[0] == 200
    assert get(port, "/catalog/tabs", f"evil.example:{port}", cookie)[0] == 421
    # A socket from a page at another IP address is refused, even with the cookie: any site can be
    # served from an IP address.
    assert upgrade(port, f"10.1.2.3:{port}", f"http://10.1.2.3:{port}", cookie) == 101
    assert upgrade(port, f"10.1.2.3:{port}", f"http://6.6.6.6:{port}", cookie) == 400


def test_a_person_opens_the_link_once_and_the_page_works(browser, open_to_network):
    port, token, _ = open_to_network
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{port}/catalog/tabs?token={token}")
    wait_idle(page)  # the socket opened with the cookie: the page is live
    assert page.url == f"http://127.0.0.1:{port}/catalog/tabs"  # the token is gone from the address bar
    assert "token" not in page.evaluate("document.cookie")  # scripts cannot read it
    page.goto(f"http://127.0.0.1:{port}/catalog/split-triple")
    wait_idle(page)
    assert page.query_selector(".pk-column") is not None
    context.close()
    stranger = browser.new_context()
    other = stranger.new_page()
    assert other.goto(f"http://127.0.0.1:{port}/catalog/tabs").status == 403
    assert other.query_selector("#pk-app") is None
    stranger.close()


def test_a_token_set_by_the_environment_is_demanded_on_loopback_too():
    port = free_port()
    process, line = start_with_output(["--port", str(port)], env={"PANEKIT_TOKEN": "given-token-0123456789"})
    try:
        assert line.endswith("only this computer can reach it") and "?token=given-token-0123456789" in line
        host = f"127.0.0.1:{port}"
        assert get(port, "/", host)[0] == 403
        assert get(port, "/?token=given-token-0123456789", host)[0] == 303
    finally:
        process.kill()
        process.wait()


def test_the_socket_address_without_an_upgrade_says_what_it_is(server):
    status, headers, _ = get(server.port, "/panekit/socket", f"127.0.0.1:{server.port}")
    assert status == 426 and headers["upgrade"] == ["websocket"]


def test_a_plain_get_changes_no_mail(postbox):
    """Another site can make a browser send a GET (an image, a link): showing a message's URL
    over HTTP must not mark it read; the live page does."""
    import sqlite3
    import urllib.request
    database = postbox.data / "mail.sqlite"
    with sqlite3.connect(database) as connection:
        message, = connection.execute("SELECT id FROM message WHERE mailboxId = 'inbox' AND isRead = 0 LIMIT 1").fetchone()
    for method in ("GET", "HEAD"):
        request = urllib.request.Request(f"{postbox.base}/mailbox/inbox/message/{message}", method=method)
        with urllib.request.urlopen(request) as response:
            assert response.status == 200
    with sqlite3.connect(database) as connection:
        assert connection.execute("SELECT isRead FROM message WHERE id = ?", (message,)).fetchone()[0] == 0


def test_a_refused_request_is_one_log_line():
    port = free_port()
    process = subprocess.Popen([CATALOG, "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        process.stdout.readline()
        get(port, "/", f"evil.example:{port}\r\nX-Forged: 1")
        get(port, "/", f"127.0.0.1:{port}")
    finally:
        process.terminate()
        _, errors = process.communicate(timeout=15)
    refused = [line for line in errors.splitlines() if "refused" in line]
    assert len(refused) == 1 and "host=evil.example" in refused[0], errors
