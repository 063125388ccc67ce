"""Builds the mapmath wheel with the C library inside it.

The library is taken from, first found wins:
1. the environment variable MAPMATH_LIBRARY (a path to libmapmath.so);
2. the repository's build/capi/lib/libmapmath.so (this file's folder's parent is the
   repository root), which `make capi` is run to build when it is missing.
It is copied into the wheel's mapmath/ folder, where mapmath._native finds it first,
so the installed package needs neither the repository nor an environment variable.
The wheel is tagged for this platform (py3-none-<platform>: ctypes, no Python ABI).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

try:  # setuptools >= 70.1 has its own
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # older setuptools: the wheel package's
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent
NAME = "libmapmath.dylib" if sys.platform == "darwin" else "libmapmath.so"


def library() -> Path:
    """The built C library to ship (see the module's doc)."""
    given = os.environ.get("MAPMATH_LIBRARY")
    if given:
        path = Path(given)
        if not path.is_file():
            raise SystemExit(f"mapmath: MAPMATH_LIBRARY={given} is not a file")
        return path
    built = REPOSITORY / "build" / "capi" / "lib" / NAME
    if not built.is_file():
        if not (REPOSITORY / "Makefile").is_file():
            raise SystemExit(
                f"mapmath: {built} is missing and {REPOSITORY} is not the mapsim repository; "
                "set MAPMATH_LIBRARY to a built libmapmath")
        print(f"mapmath: {built} is missing; running `make capi` in {REPOSITORY}", file=sys.stderr)
        subprocess.run(["make", "-C", str(REPOSITORY), "capi"], check=True)
    return built


class BuildWithLibrary(build_py):
    """build_py that also copies the C library into the built package."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "mapmath" / NAME
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(library(), target)


class NativeDistribution(Distribution):
    """A distribution with native code (the library), so that it builds and installs into
    the platform's folders (platlib) and makes a platform wheel."""

    def has_ext_modules(self) -> bool:
        return True


class PlatformWheel(bdist_wheel):
    """A wheel for this platform, for any Python 3: ctypes needs no Python ABI."""

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(distclass=NativeDistribution, cmdclass={"build_py": BuildWithLibrary, "bdist_wheel": PlatformWheel})
