"""Each library product links only what it needs (issue 37, D-111), checked on the programs of
Tests/Consumer, a package that depends on PaneKit as a user's does and that scripts/test builds
with the default traits: Postbox without PostgreSQL, the SwiftUI layer without the server."""
import subprocess

import pytest

from conftest import POSTBOX, ROOT

CONSUMER = ROOT / "Tests" / "Consumer" / ".build" / "debug"

# A symbol of each heavy dependency, as it shows in the program's symbol table.
HUMMINGBIRD = "11Hummingbird"
GRDB = "4GRDB"
POSTGRES = "11PostgresNIO"
BORINGSSL = "CNIOBoringSSL"


def symbols(name):
    binary = CONSUMER / name
    if not binary.exists():
        pytest.fail("Tests/Consumer is not built: run scripts/test (it builds it before the browser tests)")
    return subprocess.run(["nm", str(binary)], capture_output=True, text=True, check=True).stdout


def links(text, marker):
    return marker in text


@pytest.mark.parametrize("program", ["OnlyPaneKit", "OnlyPaneKitHTML", "OnlyPaneKitTerminal", "OnlyPaneKitUI"])
def test_the_core_the_renderer_and_the_swiftui_layer_link_no_server_and_no_database(program):
    table = symbols(program)
    for marker in (HUMMINGBIRD, GRDB, POSTGRES, BORINGSSL):
        assert not links(table, marker), f"{program} links {marker}"


@pytest.mark.parametrize("program", ["OnlyPostboxStore", "OnlyPostboxKit"])
def test_the_mail_store_and_postbox_screens_link_sqlite_alone(program):
    table = symbols(program)
    assert links(table, GRDB)
    for marker in (HUMMINGBIRD, POSTGRES, BORINGSSL):
        assert not links(table, marker), f"{program} links {marker}"


def test_a_newcomers_postbox_has_no_postgresql_and_says_how_to_get_it(tmp_path):
    table = symbols("postbox")
    assert links(table, HUMMINGBIRD) and links(table, GRDB)
    assert not links(table, POSTGRES) and not links(table, BORINGSSL)
    run = subprocess.run([str(CONSUMER / "postbox"), "serve", "--data-dir", str(tmp_path), "--database", "postgres://postbox@/mail"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode != 0
    assert "--database needs Postbox built with PostgreSQL: swift run --traits PostgreSQL postbox" in run.stderr
    assert not any(tmp_path.iterdir()), "nothing is written before the refusal"


def test_postbox_built_with_the_postgresql_trait_links_it():
    table = subprocess.run(["nm", POSTBOX], capture_output=True, text=True, check=True).stdout
    assert links(table, POSTGRES)


def test_a_swiftui_app_that_links_no_runner_says_what_to_add():
    run = subprocess.run([str(CONSUMER / "OnlyPaneKitUI")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert "OnlyPaneKitUIApp links no runner" in run.stderr
    assert '.product(name: "PaneKitServer", package: "PaneKit")' in run.stderr


def test_the_terminal_renderer_alone_draws_a_stack_and_its_push():
    """PaneKitTerminal with PaneKit alone: a Scene in cells, then the few bytes of a push."""
    result = subprocess.run([str(CONSUMER / "OnlyPaneKitTerminal")], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    first, push, title = result.stdout.split(maxsplit=2)
    assert int(first) > 0 and 0 < int(push) < int(first)
    assert "Message" in title and "Inbox" in title
