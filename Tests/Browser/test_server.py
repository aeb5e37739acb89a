"""The server at the HTTP level: socket upgrades (Origin, version), page headers, health."""
import base64
import json
import os
import socket
import urllib.request

import pytest


def upgrade(server, query, origin):
    """Sends a WebSocket upgrade request and returns the status line."""
    key = base64.b64encode(os.urandom(16)).decode()
    request = (f"GET /panekit/socket?{query} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
               f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n")
    if origin:
        request += f"Origin: {origin}\r\n"
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as connection:
        connection.sendall((request + "\r\n").encode())
        return connection.recv(4096).decode(errors="replace").split("\r\n")[0]


QUERY = "v=1&path=/&w=390&h=844&pointer=coarse&dir=ltr&scheme=light&reduceMotion=0"


def test_the_socket_upgrades_for_the_pages_own_origin_only(server):
    assert " 101 " in upgrade(server, QUERY, f"http://127.0.0.1:{server.port}")
    assert " 101 " not in upgrade(server, QUERY, "http://evil.example")
    assert " 101 " not in upgrade(server, QUERY, None)


def test_the_socket_refuses_another_protocol_version_or_a_bad_viewport(server):
    origin = f"http://127.0.0.1:{server.port}"
    assert " 101 " not in upgrade(server, QUERY.replace("v=1", "v=2"), origin)
    assert " 101 " not in upgrade(server, QUERY.replace("w=390", "w=-5"), origin)
    assert " 101 " not in upgrade(server, QUERY.replace("w=390", "w=abc"), origin)


def test_pages_carry_a_content_security_policy_without_inline_script(server):
    with urllib.request.urlopen(server.base + "/catalog/tabs") as response:
        policy = response.headers["Content-Security-Policy"]
        body = response.read().decode()
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy.split("script-src")[1].split(";")[0]
    assert "frame-ancestors 'none'" in policy
    assert "<script type=\"module\" src=\"/panekit/panekit.js\"></script>" in body
    assert "<script>" not in body


def test_health(server):
    with urllib.request.urlopen(server.base + "/health") as response:
        assert response.status == 200 and response.read() == b"ok"


def test_a_closed_page_frees_its_session():
    """`/health/sessions` counts the sessions alive: one per open socket, gone when it closes."""
    import time
    from contextlib import ExitStack

    from conftest import Server
    from websockets.sync.client import connect

    server = Server()
    server.start()

    def sessions():
        with urllib.request.urlopen(server.base + "/health/sessions") as response:
            assert response.headers["Content-Type"] == "application/json"
            return json.loads(response.read())["sessions"]

    try:
        assert sessions() == 0
        url = f"ws://127.0.0.1:{server.port}/panekit/socket?{QUERY}"
        with ExitStack() as pages:
            for _ in range(3):
                pages.enter_context(connect(url, origin=server.base, max_size=None)).recv()  # the first page: its session exists
            assert sessions() == 3
        deadline = time.time() + 10
        while sessions() and time.time() < deadline:
            time.sleep(0.05)
        assert sessions() == 0
    finally:
        server.kill()


def test_sigterm_shuts_the_server_down_gracefully():
    from conftest import Server
    import signal
    server = Server()
    server.start()
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(timeout=15) == 0


def test_a_page_that_floods_the_socket_is_slowed_down_not_disconnected(server):
    """More than the burst at once: the excess is answered with errors and dropped; the page's
    socket stays open, and once it slows down its events are served again (SECURITY.md)."""
    import time

    from websockets.sync.client import connect

    url = f"ws://127.0.0.1:{server.port}/panekit/socket?{QUERY}"
    with connect(url, origin=f"http://127.0.0.1:{server.port}", max_size=None) as socket:
        socket.recv()  # the first page
        viewport = {"type": "viewport", "width": 390, "height": 844, "pointer": "coarse", "dir": "ltr",
                    "scheme": "light", "reduceMotion": False}
        for sequence in range(1, 1001):
            socket.send(json.dumps({**viewport, "seq": sequence}))
        replies = [json.loads(socket.recv(timeout=30)) for _ in range(1000)]
        limited = [r for r in replies if r["type"] == "error" and "too many messages" in r["message"]]
        served = [r for r in replies if r["type"] == "patch"]
        time.sleep(2.5)  # the bucket fills again
        socket.send(json.dumps({**viewport, "seq": 5000}))
        after = json.loads(socket.recv(timeout=30))
    assert limited and len(served) >= 200 and len(limited) + len(served) == 1000
    assert after["type"] == "patch" and after["seq"] == 5000


def test_the_socket_is_compressed_when_the_page_offers_it(server):
    """permessage-deflate (RFC 7692) with a 4 KB window each way (D-116); a page that does not
    offer it gets plain messages."""
    from websockets.sync.client import connect

    url = f"ws://127.0.0.1:{server.port}/panekit/socket?{QUERY}"
    origin = f"http://127.0.0.1:{server.port}"
    with connect(url, origin=origin, max_size=None) as socket:
        extensions = socket.response.headers.get("Sec-WebSocket-Extensions", "")
        assert "permessage-deflate" in extensions and "server_max_window_bits=12" in extensions, extensions
        assert json.loads(socket.recv())["type"] == "patch"
        viewport = {"type": "viewport", "width": 1440, "height": 900, "pointer": "fine", "dir": "ltr",
                    "scheme": "light", "reduceMotion": False, "seq": 1}
        socket.send(json.dumps(viewport))
        assert json.loads(socket.recv(timeout=30))["type"] == "patch", "a compressed message is understood"
    with connect(url, origin=origin, max_size=None, compression=None) as socket:
        assert "Sec-WebSocket-Extensions" not in socket.response.headers
        assert json.loads(socket.recv())["type"] == "patch"


def test_a_compressed_message_that_inflates_past_the_limit_is_refused(server):
    """A few hundred compressed bytes that would inflate to 200 KB, past the 64 KB a message may be:
    the socket closes without inflating it, and the server goes on serving."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    url = f"ws://127.0.0.1:{server.port}/panekit/socket?{QUERY}"
    origin = f"http://127.0.0.1:{server.port}"
    with connect(url, origin=origin, max_size=None) as socket:
        socket.recv()
        socket.send(json.dumps({"type": "viewport", "width": 390, "height": 844, "pointer": "coarse", "dir": "ltr",
                                "scheme": "light", "reduceMotion": False, "seq": 1, "pad": "x" * 200_000}))
        # Closed at once: the socket does not inflate it (a plain 200 KB message closes it too).
        with pytest.raises(ConnectionClosed):
            socket.recv(timeout=30)
    with connect(url, origin=origin, max_size=None) as socket:
        assert json.loads(socket.recv())["type"] == "patch"
