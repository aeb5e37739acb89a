"""HTTPS through nginx, as docs/deploy.md configures it, run for real: the doc's `nginx` block
with a test name, free ports and a self-signed certificate, in front of a Catalog on loopback that
allows that name and demands a token. Chromium resolves the test's names to this machine, opens
the page over TLS, and the page's WebSocket goes through the proxy (wss)."""
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time

import pytest

from conftest import CATALOG, CHROMIUM, DESKTOP, ROOT, act, free_port, wait_idle
from test_access import request, upgrade

NGINX = "/usr/sbin/nginx"
DEPLOYMENT = ROOT / "docs" / "deploy.md"
NAME = "mail.test"
TOKEN = "proxy-test-token-0123456789"


def documented_config():
    """The one ```nginx block of docs/deploy.md, as written there."""
    blocks = re.findall(r"^```nginx\n(.*?)^```", DEPLOYMENT.read_text(), re.S | re.M)
    assert len(blocks) == 1, "docs/deploy.md should hold exactly one nginx block"
    return blocks[0]


def substitute(text, replacements):
    """Replaces each documented value, failing when the doc no longer has it (so the test never
    runs a configuration other than the documented one without saying so)."""
    for old, new in replacements:
        assert old in text, f"the nginx block of docs/deploy.md no longer contains {old!r}"
        text = text.replace(old, new)
    assert "example.com" not in text and "127.0.0.1:8080" not in text, text
    return text


def write_proxy(folder, name, upstream, https_listen, http_listen, extra=()):
    """Writes, in `folder`, a self-signed certificate for `name` and the nginx configuration of
    docs/deploy.md with that name, these upstream servers (addresses with ports) and listen
    addresses, plus the main configuration Debian's /etc/nginx/nginx.conf would be: in the
    foreground, its pid, log and temp files in the folder, the doc's block inside `http`. Returns
    the command that runs it."""
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", f"/CN={name}",
                    "-addext", f"subjectAltName=DNS:{name}", "-keyout", f"{folder}/key.pem", "-out", f"{folder}/cert.pem"],
                   check=True, capture_output=True)
    servers = "".join(f"server {server} max_fails=1 fail_timeout=5s;\n    " for server in upstream).rstrip()
    site = substitute(documented_config(), [
        ("/etc/letsencrypt/live/mail.example.com/fullchain.pem", f"{folder}/cert.pem"),
        ("/etc/letsencrypt/live/mail.example.com/privkey.pem", f"{folder}/key.pem"),
        ("server 127.0.0.1:8080 max_fails=1 fail_timeout=5s;", servers),
        ("listen 443 ssl;", f"listen {https_listen} ssl;"),
        ("listen 80;", f"listen {http_listen};"),
        *extra,
        ("mail.example.com", name),
    ])
    with open(f"{folder}/panekit.conf", "w") as file:
        file.write(site)
    temp = "\n".join(f"    {kind}_temp_path {folder}/{kind};" for kind in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    with open(f"{folder}/nginx.conf", "w") as file:
        file.write(f"daemon off;\nworker_processes 1;\npid {folder}/nginx.pid;\nerror_log stderr notice;\n"
                   f"events {{ worker_connections 1024; }}\n"
                   f"http {{\n    access_log off;\n{temp}\n    include {folder}/panekit.conf;\n}}\n")
    return [NGINX, "-p", folder, "-c", f"{folder}/nginx.conf", "-e", "stderr"]


def wait_for_port(port, process, what, errors):
    deadline = time.time() + 10
    while time.time() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited with status {process.returncode}: {errors()}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"{what} did not listen on port {port}: {errors()}")


def stop(process):
    if process and process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="module")
def proxy():
    """nginx on free loopback ports (HTTP and HTTPS) in front of a Catalog started as the doc
    says: loopback, `--allowed-host` the public name, a token in PANEKIT_TOKEN."""
    if not os.path.exists(NGINX):
        pytest.skip(f"{NGINX} is missing (scripts/setup-browser installs it)")
    folder = tempfile.mkdtemp(prefix="panekit-proxy-")
    os.chmod(folder, 0o755)  # nginx's workers (nobody, when the tests run as root) use its temp folders
    app, http, tls = free_port(), free_port(), free_port()
    catalog = nginx = None
    try:
        command = write_proxy(folder, NAME, [f"127.0.0.1:{app}"], f"127.0.0.1:{tls}", f"127.0.0.1:{http}")

        catalog = subprocess.Popen([CATALOG, "--port", str(app), "--allowed-host", NAME], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env={**os.environ, "PANEKIT_TOKEN": TOKEN})
        nginx_errors = open(f"{folder}/nginx.stderr", "w+")
        nginx = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=nginx_errors)
        errors = lambda: open(f"{folder}/nginx.stderr").read()
        wait_for_port(app, catalog, "the catalog", lambda: "")
        wait_for_port(tls, nginx, "nginx", errors)
        wait_for_port(http, nginx, "nginx", errors)
        yield {"app": app, "http": http, "tls": tls, "errors": errors}
    finally:
        stop(nginx)
        stop(catalog)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def resolving_browser(browser):
    """A Chromium that resolves the proxy's name, and another site's, to this machine."""
    other = browser.browser_type.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", f"--host-resolver-rules=MAP {NAME} 127.0.0.1, MAP evil.example 127.0.0.1"])
    yield other
    other.close()


def test_a_page_over_https_and_its_socket_over_wss(resolving_browser, proxy):
    tls, app = proxy["tls"], proxy["app"]
    context = resolving_browser.new_context(ignore_https_errors=True, viewport={"width": DESKTOP["width"], "height": DESKTOP["height"]})
    page = context.new_page()
    sockets = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    response = page.goto(f"https://{NAME}:{tls}/catalog/split-triple?token={TOKEN}")
    assert response.status == 200, proxy["errors"]()
    wait_idle(page)  # the socket is open: the upgrade went through nginx
    # The token left the URL, which names the first item the page opened on (D-66).
    assert page.url == f"https://{NAME}:{tls}/catalog/split-triple/Inbox/Welcome"
    assert sockets and all(url.startswith(f"wss://{NAME}:{tls}/panekit/socket?") for url in sockets), sockets
    # X-Forwarded-Proto reached the server: the token's cookie is Secure, named by the port of
    # the browser's address as nginx forwards it ($host carries no port: HTTPS's 443).
    cookie = next(c for c in context.cookies() if c["name"] == "panekit-token-443")
    assert (cookie["value"], cookie["secure"], cookie["httpOnly"], cookie["sameSite"]) == (TOKEN, True, True, "Strict")
    # Events go up the socket and patches come back through the proxy.
    act(page, lambda: page.click(".pk-column[data-column=primary] [data-tag=Work]"))
    act(page, lambda: page.click(".pk-column[data-column=supplementary] [data-tag=Report]"))
    assert page.url == f"https://{NAME}:{tls}/catalog/split-triple/Work/Report"
    assert page.get_attribute("[data-tag=Work]", "aria-selected") == "true"
    assert page.get_attribute("[data-tag=Report]", "aria-selected") == "true"
    # A new page of the same browser needs no token: the cookie is sent over HTTPS.
    again = context.new_page()
    assert again.goto(f"https://{NAME}:{tls}/catalog/tabs").status == 200
    wait_idle(again)
    context.close()


def test_plain_http_is_sent_to_https(proxy):
    http = proxy["http"]
    status, headers, _ = request(http, f"GET /catalog/tabs?x=1 HTTP/1.1\r\nHost: {NAME}:{http}\r\n")
    assert status == 301
    assert headers["location"] == [f"https://{NAME}/catalog/tabs?x=1"]  # port 443, as deployed


def test_other_names_and_origins_are_refused(resolving_browser, proxy):
    tls, app = proxy["tls"], proxy["app"]
    # Another name that reaches nginx's TLS port is forwarded with that name, and the server refuses it.
    context = resolving_browser.new_context(ignore_https_errors=True)
    page = context.new_page()
    for path in ["/", f"/catalog/tabs?token={TOKEN}"]:
        response = page.goto(f"https://evil.example:{tls}{path}")
        assert response.status == 421, path
        assert page.query_selector("#pk-app") is None
    context.close()
    # Straight to the server with the proxied name and the cookie: only the proxied site's pages
    # may open a socket.
    cookie = f"Cookie: panekit-token-80={TOKEN}\r\n"  # a bare Host, and no proxy to say HTTPS: port 80
    assert upgrade(app, NAME, f"https://{NAME}:{tls}", cookie) == 101
    assert upgrade(app, NAME, f"https://{NAME}", cookie) == 101
    assert upgrade(app, NAME, f"https://evil.example:{tls}", cookie) == 400
    assert upgrade(app, NAME, "https://evil.example", cookie) == 400
    assert upgrade(app, NAME, f"https://{NAME}:{tls}") == 400  # no token
