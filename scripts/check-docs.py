#!/usr/bin/env python3
"""Runs the examples of README.md and docs/*.md and checks they print what the page shows.

Usage: check-docs.py MAPSIM [FILE.md ...]      (default: README.md docs/*.md)
       check-docs.py --write MAPSIM FILE.md      (writes what each exact session prints
                                                 into the page, for a person to review)
       check-docs.py --self-test MAPSIM

Rules (docs/ci.md, "The docs are tested"):
- A fenced block whose lines start with `$ ` is a terminal session. Each `$ ` line is run
  with `sh -c` (mapsim on PATH) in a scratch copy of traces/, Tests/Fixtures/ and
  Examples/, and what it prints (stdout, then stderr) must equal the lines shown after it,
  up to the next `$ ` line or the fence, byte for byte.
- A block right after a line `<!-- excerpt -->` shows an excerpt: each line shown must
  appear in the output, in order; a line `...` stands for lines left out.
- A block right after `<!-- not run -->` is not run (a command that needs a device).
- A ```json block holding "format": "mapsim-trace/1" is a trace: it must pass
  `mapsim check --strict`.
Exit 0 when every example holds, 1 naming each that does not (file and line), 64 on usage.
Standard library only: it runs under any python3.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = ["traces", "Tests/Fixtures", "Examples"]


@dataclass
class Session:
    """One `$ ` command of a page with the output lines shown under it."""
    path: str
    line: int
    command: str
    shown: list[str] = field(default_factory=list)
    excerpt: bool = False


@dataclass
class Trace:
    """A trace shown as JSON in a page."""
    path: str
    line: int
    text: str


def parse(path: str, text: str) -> tuple[list[Session], list[Trace]]:
    """The sessions and traces of one page."""
    sessions: list[Session] = []
    traces: list[Trace] = []
    lines = text.split("\n")
    i = 0
    marker = ""
    while i < len(lines):
        stripped = lines[i].strip()
        if stripped in ("<!-- excerpt -->", "<!-- not run -->"):
            marker = stripped
            i += 1
            continue
        fence = re.match(r"^(\s*)(```+)\s*(\w*)", lines[i])
        if not fence:
            if stripped:
                marker = ""
            i += 1
            continue
        indent, ticks, language = fence.group(1), fence.group(2), fence.group(3)
        start = i + 1
        end = start
        while end < len(lines) and not lines[end].strip().startswith(ticks):
            end += 1
        body = [line[len(indent):] if line.startswith(indent) else line for line in lines[start:end]]
        if marker != "<!-- not run -->":
            if language == "json" and '"mapsim-trace/1"' in "\n".join(body):
                traces.append(Trace(path, start, "\n".join(body) + "\n"))
            elif any(line.startswith("$ ") for line in body):
                current: Session | None = None
                for offset, line in enumerate(body):
                    if line.startswith("$ "):
                        current = Session(path, start + offset + 1, line[2:], excerpt=marker == "<!-- excerpt -->")
                        sessions.append(current)
                    elif current is not None:
                        current.shown.append(line)
        marker = ""
        i = end + 1
    return sessions, traces


def holds(session: Session, printed: list[str]) -> bool:
    """Whether the printed lines are what the session shows."""
    if not session.excerpt:
        return printed == session.shown
    position = 0
    for line in session.shown:
        if line.strip() in ("...", "…"):
            continue
        while position < len(printed) and printed[position] != line:
            position += 1
        if position == len(printed):
            return False
        position += 1
    return True


def first_difference(shown: list[str], printed: list[str]) -> str:
    """The first line at which the two differ, for the failure message."""
    for k in range(max(len(shown), len(printed))):
        a = shown[k] if k < len(shown) else "(nothing)"
        b = printed[k] if k < len(printed) else "(nothing)"
        if a != b:
            return f"output line {k + 1}: shown {a!r}, printed {b!r}"
    return "the same"


def run_pages(mapsim: str, pages: list[tuple[str, str]],
              printed_by: dict[tuple[str, int], list[str]] | None = None) -> list[str]:
    """Runs every example of the pages; returns one failure line each (and, given
    `printed_by`, keeps what each session printed by its page and line)."""
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="mapsim-docs-") as scratch:
        bin_dir = Path(scratch) / "bin"
        bin_dir.mkdir()
        os.symlink(os.path.abspath(mapsim), bin_dir / "mapsim")
        env = dict(os.environ, PATH=f"{bin_dir}:{os.environ.get('PATH', '/usr/bin:/bin')}", LC_ALL="C")
        work = Path(scratch) / "work"
        for name in COPIED:
            if (ROOT / name).exists():
                shutil.copytree(ROOT / name, work / name, symlinks=True)
        (work / "out").mkdir(parents=True, exist_ok=True)
        for path, text in pages:
            sessions, traces = parse(path, text)
            for session in sessions:
                run = subprocess.run(["sh", "-c", session.command], cwd=work, env=env,
                                     capture_output=True, text=True, timeout=300)
                if run.returncode < 0 or run.returncode >= 128:
                    failures.append(f"{path}:{session.line}: `{session.command}` died (status {run.returncode})")
                    continue
                printed = (run.stdout + run.stderr).split("\n")
                if printed and printed[-1] == "":
                    printed.pop()
                if printed_by is not None:
                    printed_by[(path, session.line)] = printed
                if not holds(session, printed):
                    kind = "excerpt not found in" if session.excerpt else "differs from"
                    failures.append(f"{path}:{session.line}: `{session.command}`: the page {kind} what it prints; "
                                    + first_difference(session.shown, printed))
            for number, trace in enumerate(traces):
                file = work / f"docs-trace-{number}.json"
                file.write_text(trace.text)
                run = subprocess.run([mapsim, "check", "--strict", str(file)], capture_output=True, text=True,
                                     timeout=300)
                if run.returncode != 0:
                    detail = (run.stdout + run.stderr).strip().replace("\n", " | ")
                    failures.append(f"{path}:{trace.line}: the trace shown fails `mapsim check --strict`: {detail}")
    return failures


def self_test(mapsim: str) -> int:
    """Shows that each rule can fail: a wrong output, an excerpt out of order, a failing trace."""
    good = "```\n$ mapsim --version | head -c 6\nmapsim\n```\n"
    cases = {
        "exact output holds": ("```\n$ printf 'a\\nb\\n'\na\nb\n```\n", 0),
        "a wrong line fails": ("```\n$ printf 'a\\nb\\n'\na\nc\n```\n", 1),
        "a missing line fails": ("```\n$ printf 'a\\nb\\n'\na\n```\n", 1),
        "an excerpt in order holds": ("<!-- excerpt -->\n```\n$ printf 'a\\nb\\nc\\n'\na\n...\nc\n```\n", 0),
        "an excerpt out of order fails": ("<!-- excerpt -->\n```\n$ printf 'a\\nb\\nc\\n'\nc\n...\na\n```\n", 1),
        "a block not run is not run": ("<!-- not run -->\n```\n$ false\nnothing\n```\n", 0),
        "mapsim is on the PATH": (good, 0),
        "a trace that fails its check fails": (
            '```json\n{"format": "mapsim-trace/1", "name": "t", "viewport": {"width": 400, "height": 800},'
            ' "camera": {"lat": 0, "lng": 0, "zoom": 3}, "touches": [],'
            ' "expect": [{"camera": {"zoom": 4}}]}\n```\n', 1),
        "a trace that passes holds": (
            '```json\n{"format": "mapsim-trace/1", "name": "t", "viewport": {"width": 400, "height": 800},'
            ' "camera": {"lat": 0, "lng": 0, "zoom": 3}, "touches": [],'
            ' "expect": [{"camera": {"zoom": 3}}]}\n```\n', 0),
    }
    wrong = 0
    for name, (text, expected) in cases.items():
        failures = run_pages(mapsim, [(f"self-test ({name})", text)])
        if (1 if failures else 0) != expected:
            print(f"check-docs self-test: {name}: expected {'a failure' if expected else 'no failure'}, got {failures}")
            wrong += 1
    print(f"check-docs self-test: {len(cases) - wrong} of {len(cases)} rules behave")
    return 1 if wrong else 0


def write(mapsim: str, name: str) -> int:
    """Replaces the shown output of each exact session of the page with what it prints."""
    text = (ROOT / name).read_text()
    printed_by: dict[tuple[str, int], list[str]] = {}
    run_pages(mapsim, [(name, text)], printed_by)
    lines = text.split("\n")
    sessions, _ = parse(name, text)
    for session in sorted(sessions, key=lambda s: -s.line):
        if session.excerpt:
            continue
        start = session.line  # the index after the `$ ` line
        indent = re.match(r"^(\s*)", lines[start - 1]).group(1)
        lines[start:start + len(session.shown)] = [indent + line if line else line
                                                  for line in printed_by[(name, session.line)]]
    (ROOT / name).write_text("\n".join(lines))
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "--self-test":
        return self_test(argv[1])
    if len(argv) == 3 and argv[0] == "--write":
        return write(argv[1], argv[2])
    if not argv or argv[0].startswith("-"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    mapsim, files = argv[0], argv[1:]
    if not files:
        files = ["README.md"] + sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))
    pages = []
    for name in files:
        try:
            pages.append((name, (ROOT / name).read_text()))
        except OSError as error:
            print(f"check-docs: {name}: {error.strerror}", file=sys.stderr)
            return 66
    failures = run_pages(mapsim, pages)
    sessions = sum(len(parse(p, t)[0]) for p, t in pages)
    traces = sum(len(parse(p, t)[1]) for p, t in pages)
    for failure in failures:
        print(failure)
    print(f"docs: {sessions + traces - len(failures)} of {sessions + traces} examples hold "
          f"({sessions} commands, {traces} traces in {len(pages)} pages)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
