"""Examples/python/example.py prints Examples/expected-output.txt byte for byte (the
README's Swift example, also printed by the C and Swift examples), and the demo session
runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import mapmath
from conftest import REPOSITORY


def run(script: Path) -> bytes:
    """`script`'s standard output, run with the mapmath these tests import."""
    env = dict(os.environ)
    package_parent = str(Path(mapmath.__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join([package_parent, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return subprocess.run([sys.executable, str(script)], env=env, check=True, capture_output=True,
                          cwd=REPOSITORY).stdout


def test_example_prints_the_expected_output() -> None:
    expected = (REPOSITORY / "Examples" / "expected-output.txt").read_bytes()
    assert run(REPOSITORY / "Examples" / "python" / "example.py") == expected


def test_demo_session_shows_three_lines_and_the_result() -> None:
    output = run(REPOSITORY / "Examples" / "python" / "session.py").decode()
    lines = output.splitlines()
    assert [line.startswith(">>> ") for line in lines[:3]] == [True, True, True]
    assert lines[3].startswith("(array([") and "nan" in output
