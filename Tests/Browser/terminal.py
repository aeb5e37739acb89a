"""Drives a real terminal, tmux, with a program in it: keys and mouse bytes in, the screen out.

Every wait is for what the screen or the renderer's own snapshot shows (bounded), never a sleep."""
import os
import subprocess
import time
import uuid

TMUX = "tmux"


class Terminal:
    """A tmux server of its own with one pane running `command` at `columns`×`rows`. The program
    writes the renderer's view of each frame to `snapshot` (PANEKIT_TUI_SNAPSHOT)."""

    def __init__(self, command, columns, rows, tmp_path, environment=None, after="echo EXITED $?; stty -a; sleep 600"):
        self.socket = f"pk-{uuid.uuid4().hex[:10]}"
        self.snapshot = tmp_path / f"snapshot-{self.socket}.txt"
        env = {"TERM": "tmux-256color", "COLORTERM": "truecolor", "PANEKIT_TUI_SNAPSHOT": str(self.snapshot),
               "LANG": "C.UTF-8", **(environment or {})}
        exports = " ".join(f"{name}={shell_quote(value)}" for name, value in env.items())
        line = f"env {exports} {' '.join(shell_quote(part) for part in command)}; {after}"
        self.tmux("-f", "/dev/null", "new-session", "-d", "-x", str(columns), "-y", str(rows), line)
        self.tmux("set-option", "-s", "escape-time", "0")
        self.tmux("set-option", "-g", "status", "off")

    def tmux(self, *arguments, check=True):
        return subprocess.run([TMUX, "-L", self.socket, *arguments], capture_output=True, text=True, check=check, timeout=30).stdout

    def keys(self, *keys):
        self.tmux("send-keys", *keys)

    def bytes(self, data: bytes):
        """Sends raw bytes (mouse reports, escape sequences) as if the terminal had."""
        self.tmux("send-keys", "-H", *[f"{byte:02x}" for byte in data])

    def click(self, column, row, button=0):
        """A press and release at a 0-based cell, as SGR-1006 mouse reports."""
        self.bytes(f"\x1b[<{button};{column + 1};{row + 1}M\x1b[<{button};{column + 1};{row + 1}m".encode())

    def screen(self):
        return self.tmux("capture-pane", "-p", "-N").split("\n")[:-1]

    def styled_screen(self):
        return self.tmux("capture-pane", "-p", "-e", "-N")

    def flag(self, name):
        return self.tmux("display-message", "-p", f"#{{{name}}}").strip()

    def resize(self, columns, rows):
        self.tmux("resize-window", "-x", str(columns), "-y", str(rows))

    def pid(self):
        return int(self.tmux("display-message", "-p", "#{pane_pid}").strip())

    def program_pid(self):
        """The program's own process: the pane's shell's child."""
        children = subprocess.run(["pgrep", "-P", str(self.pid())], capture_output=True, text=True).stdout.split()
        return int(children[0])

    def snapshot_text(self):
        """The glyph lines of the renderer's last frame, or [] before the first."""
        try:
            text = self.snapshot.read_text()
        except FileNotFoundError:
            return []
        return text.split("\n--\n")[0].split("\n")

    def wait(self, condition, seconds=20, message="the screen never showed it"):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.02)
        raise AssertionError(f"{message}:\n" + "\n".join(self.screen()))

    def wait_for_text(self, text, seconds=20):
        self.wait(lambda: any(text in line for line in self.screen()), seconds, f"never showed {text!r}")

    def snapshot_styles(self):
        """The renderer's last frame as rows of (text, style) cells, styles as `visible_style` makes them."""
        try:
            glyphs, letters, legend = self.snapshot.read_text().split("\n--\n")
        except (FileNotFoundError, ValueError):
            return []
        meaning = {".": {}}
        for entry in legend.strip().split("\n"):
            if entry:
                letter, description = entry.split(": ", 1) if ": " in entry else (entry.rstrip(":"), "")
                meaning[letter] = parse_legend(description)
        rows = []
        for text, styles in zip(glyphs.split("\n"), letters.split("\n")):
            characters = iter(text)
            row = []
            for letter in styles:
                if letter == "~":
                    continue
                character = next(characters, " ")
                row.append(visible_style(character, meaning.get(letter, {})))
            rows.append(row)
        return rows

    def screen_styles(self):
        """What tmux shows, as rows of (text, style) cells."""
        # capture-pane -e writes each change once: a style set on one line holds on the next.
        rows, style = [], {}
        for line in self.styled_screen().split("\n")[:-1]:
            cells, style = parse_sgr_line(line, style)
            rows.append([visible_style(character, cell_style) for character, cell_style in cells])
        return rows

    def wait_until_shows_snapshot(self, seconds=20):
        """Waits until what tmux shows is, cell for cell, the renderer's own last frame: the same
        text and the same colours and attributes wherever they show."""
        def same():
            expected = self.snapshot_text()
            return (bool(expected) and [line.rstrip() for line in self.screen()] == [line.rstrip() for line in expected]
                    and same_styles(self.snapshot_styles(), self.screen_styles()))
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if same():
                return
            time.sleep(0.02)
        expected, shown = self.snapshot_text(), self.screen()
        diff = [f"{index}: expected {a!r}\n{index}:    shown {b!r}" for index, (a, b) in enumerate(zip(expected, shown)) if a.rstrip() != b.rstrip()]
        for index, (a, b) in enumerate(zip(self.snapshot_styles(), self.screen_styles())):
            if not same_styles([a], [b]):
                column = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y) if any(x != y for x, y in zip(a, b)) else min(len(a), len(b))
                diff.append(f"row {index}, column {column}: expected {a[column:column + 3]} shown {b[column:column + 3]}")
        raise AssertionError("tmux does not show the renderer's frame:\n" + "\n".join(diff[:10]))

    def restored(self):
        """What tmux says about the modes a program may leave behind."""
        return {name: self.flag(name) for name in ("alternate_on", "mouse_sgr_flag", "mouse_button_flag", "mouse_any_flag",
                                                    "cursor_flag", "keypad_flag")}

    def close(self):
        self.tmux("kill-server", check=False)


def same_styles(expected, shown):
    """Rows of cells alike. tmux leaves out the cells an erase filled at the end of a line
    (capture-pane keeps only cells written), so those may be missing when they are spaces."""
    if len(expected) != len(shown):
        return False
    for want, have in zip(expected, shown):
        if want[:len(have)] != have or any(cell[0] != " " for cell in want[len(have):]):
            return False
    return True


def parse_legend(description):
    """`fg=#0A84FF bg=idx(4) bold` → a style dictionary."""
    style = {}
    for part in description.split():
        if part.startswith(("fg=", "bg=")):
            value = part[3:]
            if value.startswith("#"):
                style[part[:2]] = ("rgb", int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))
            elif value.startswith("idx("):
                style[part[:2]] = ("idx", int(value[4:-1]))
        else:
            style[part] = True
    return style


def parse_sgr_line(line, style):
    """A line of `capture-pane -e`, starting in `style`: each character with the style SGR gave
    it, and the style at the end of the line."""
    cells, index = [], 0
    while index < len(line):
        if line[index] == "\x1b" and line[index + 1:index + 2] == "[":
            end = index + 2
            while end < len(line) and not line[end].isalpha():
                end += 1
            if line[end] == "m":
                style = apply_sgr(style, line[index + 2:end])
            index = end + 1
            continue
        cells.append((line[index], dict(style)))
        index += 1
    return cells, style


def apply_sgr(style, parameters):
    codes = [int(code) if code else 0 for code in parameters.split(";")] if parameters else [0]
    style = dict(style)
    names = {1: "bold", 2: "faint", 3: "italic", 4: "underline", 7: "reverse", 9: "strikethrough"}
    offs = {22: ("bold", "faint"), 23: ("italic",), 24: ("underline",), 27: ("reverse",), 29: ("strikethrough",)}
    index = 0
    while index < len(codes):
        code = codes[index]
        if code == 0:
            style = {}
        elif code in names:
            style[names[code]] = True
        elif code in offs:
            for name in offs[code]:
                style.pop(name, None)
        elif code in (38, 48):
            key = "fg" if code == 38 else "bg"
            if codes[index + 1] == 2:
                style[key] = ("rgb", codes[index + 2], codes[index + 3], codes[index + 4])
                index += 4
            else:
                style[key] = ("idx", codes[index + 2])
                index += 2
        elif code == 39:
            style.pop("fg", None)
        elif code == 49:
            style.pop("bg", None)
        elif 30 <= code <= 37 or 90 <= code <= 97:
            style["fg"] = ("idx", code - 30 if code < 90 else code - 82)
        elif 40 <= code <= 47 or 100 <= code <= 107:
            style["bg"] = ("idx", code - 40 if code < 100 else code - 92)
        index += 1
    return style


def visible_style(character, style):
    """What shows of a cell: a space shows only its background (and underline, strike, reverse)."""
    if character == " " and not any(style.get(name) for name in ("underline", "strikethrough", "reverse")):
        return (character, tuple(sorted((key, value) for key, value in style.items() if key == "bg")))
    return (character, tuple(sorted(style.items())))


def shell_quote(text):
    return "'" + str(text).replace("'", "'\"'\"'") + "'"


def capture_html(terminal, background="#1c1c1e", foreground="#f2f2f7"):
    """What tmux shows, as an HTML page of cells in a monospaced font, for a screenshot."""
    import html
    rows, style = [], {}
    for line in terminal.styled_screen().split("\n")[:-1]:
        cells, style = parse_sgr_line(line, style)
        rows.append(cells)

    def color(value, default):
        if not value:
            return default
        if value[0] == "rgb":
            return f"rgb({value[1]},{value[2]},{value[3]})"
        index = value[1]
        ansi = ["#000000", "#c91b00", "#00c200", "#c7c400", "#0225c7", "#c930c7", "#00c5c7", "#c7c7c7",
                "#686868", "#ff6e67", "#5ffa68", "#fffc67", "#6871ff", "#ff77ff", "#60fdff", "#ffffff"]
        if index < 16:
            return ansi[index]
        if index >= 232:
            grey = 8 + (index - 232) * 10
            return f"rgb({grey},{grey},{grey})"
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return f"rgb({steps[index // 36]},{steps[index // 6 % 6]},{steps[index % 6]})"

    lines = []
    for cells in rows:
        spans = []
        for character, cell in cells:
            fg, bg = color(cell.get("fg"), foreground), color(cell.get("bg"), "transparent")
            if cell.get("reverse"):
                fg, bg = (bg if bg != "transparent" else background), fg
            css = f"color:{fg};background:{bg}"
            if cell.get("bold"):
                css += ";font-weight:bold"
            if cell.get("faint"):
                css += ";opacity:0.55"
            if cell.get("underline"):
                css += ";text-decoration:underline"
            spans.append(f'<span style="{css}">{html.escape(character)}</span>')
        lines.append("".join(spans))
    return ("<!doctype html><meta charset=utf-8><style>body{margin:0;background:" + background + "}"
            "pre{margin:0;padding:12px;font:15px/18px 'DejaVu Sans Mono',monospace;color:" + foreground + "}"
            "span{white-space:pre}</style><pre>" + "\n".join(lines) + "</pre>")
