"""`pip install ./python` makes a wheel that holds the C library, and the package installed
from it finds that library with no repository and no MAPMATH_LIBRARY."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import mapmath
import numpy
from conftest import REPOSITORY


def build_env() -> dict[str, str]:
    """The environment of a build: the repository's library when built, else the loaded one."""
    env = {k: v for k, v in os.environ.items() if k != "MAPMATH_LIBRARY"}
    if not (REPOSITORY / "build" / "capi" / "lib" / "libmapmath.so").is_file():
        env["MAPMATH_LIBRARY"] = mapmath.library_path
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["PIP_ROOT_USER_ACTION"] = "ignore"
    return env


def test_wheel_holds_the_library_and_installs_into_a_fresh_environment(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-build-isolation", "--no-deps",
                    "-w", str(wheels), str(REPOSITORY / "python")], check=True, env=build_env())
    (wheel,) = wheels.glob("mapmath-*.whl")
    assert wheel.name.startswith("mapmath-1.1.0-py3-none-")  # ctypes: any Python 3, this platform
    assert not wheel.name.endswith("-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert {"mapmath/libmapmath.so", "mapmath/py.typed", "mapmath/__init__.py"} <= names

    environment = tmp_path / "venv"
    venv.create(environment, with_pip=True)
    python = environment / "bin" / "python"
    # NumPy from this Python's environment (itself often a virtual environment, whose
    # packages system_site_packages would not see), through a .pth file; mapmath not.
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    (Path(purelib) / "outer-numpy.pth").write_text(str(Path(numpy.__file__).resolve().parent.parent) + "\n")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-index", "--no-deps", "--ignore-installed", str(wheel)],
                   check=True, env=build_env())
    env = {k: v for k, v in build_env().items() if k not in ("MAPMATH_LIBRARY", "PYTHONPATH")}
    script = ("import mapmath; c = mapmath.Camera(41.85, -87.65, 14, 30, 45); "
              "v = mapmath.Viewport(400, 800, mapmath.EdgeInsets(bottom=200)); "
              "print(mapmath.library_path); print(f'{mapmath.project(c, v, 41.86, -87.64)[0]:.17g}')")
    output = subprocess.run([str(python), "-c", script], check=True, capture_output=True, text=True,
                            env=env, cwd=tmp_path).stdout.splitlines()
    assert Path(output[0]).resolve().is_relative_to(environment.resolve())
    expected = (REPOSITORY / "Examples" / "expected-output.txt").read_text().splitlines()
    assert f"point.x {output[1]}" in expected
