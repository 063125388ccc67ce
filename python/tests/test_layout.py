"""The ctypes structs against the header: sizes and field offsets as a C compiler lays
them out, the `size` fields the bindings set, and the library's version and defaults."""

from __future__ import annotations

import ctypes
import shutil
import subprocess
from pathlib import Path

import pytest

import mapmath
from mapmath import _native
from conftest import HEADER

STRUCTS = {
    "mm_coordinate": _native.Coordinate, "mm_world_point": _native.Point, "mm_screen_point": _native.Point,
    "mm_edge_insets": _native.EdgeInsets, "mm_bounds": _native.Bounds, "mm_tilt_stop": _native.TiltStop,
    "mm_camera": _native.Camera, "mm_viewport": _native.Viewport, "mm_camera_limits": _native.CameraLimits,
    "mm_visible_region": _native.VisibleRegion,
}


def compiler() -> str:
    for name in ("cc", "clang", "gcc"):
        if shutil.which(name):
            return name
    pytest.skip("no C compiler to lay out the header's structs")  # the C library needs one anyway


def c_layout(tmp_path: Path) -> dict[str, int]:
    """sizeof of each struct and offsetof of each field, printed by a program built with the header."""
    lines = ['#include <stdio.h>', '#include <stddef.h>', '#include "mapmath.h"', "int main(void) {"]
    for c_name, py_type in STRUCTS.items():
        lines.append(f'printf("{c_name} %zu\\n", sizeof({c_name}));')
        for field, _ in py_type._fields_:
            # mm_screen_point and mm_world_point share one ctypes struct: same fields x, y.
            lines.append(f'printf("{c_name}.{field} %zu\\n", offsetof({c_name}, {field}));')
    lines += ['printf("MM_VERSION_MAJOR %d\\n", MM_VERSION_MAJOR);', "return 0; }"]
    source = tmp_path / "layout.c"
    source.write_text("\n".join(lines))
    binary = tmp_path / "layout"
    subprocess.run([compiler(), "-std=c11", "-I", str(HEADER.parent), str(source), "-o", str(binary)], check=True)
    output = subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout
    return {key: int(value) for key, value in (line.split() for line in output.splitlines())}


def test_structs_match_the_header(tmp_path: Path) -> None:
    layout = c_layout(tmp_path)
    for c_name, py_type in STRUCTS.items():
        assert ctypes.sizeof(py_type) == layout[c_name], c_name
        for field, _ in py_type._fields_:
            assert getattr(py_type, field).offset == layout[f"{c_name}.{field}"], (c_name, field)
    assert layout["MM_VERSION_MAJOR"] == _native.HEADER_VERSION_MAJOR


def test_versioned_structs_carry_their_size() -> None:
    for py_type in (_native.Camera, _native.Viewport, _native.CameraLimits, _native.VisibleRegion):
        assert py_type().size == ctypes.sizeof(py_type)
    camera = mapmath.Camera(1, 2, 3)
    assert camera._c.size == ctypes.sizeof(_native.Camera)  # as mm_camera_make wrote it
    assert mapmath.Viewport(10, 20)._c.size == ctypes.sizeof(_native.Viewport)


def test_library_version_and_error_codes_match_the_header() -> None:
    assert mapmath.library_version().split(".")[0] == "1"
    text = HEADER.read_text()
    for code in mapmath.ErrorCode:
        name = "MM_OK" if code.name == "OK" else f"MM_ERROR_{code.name}"
        assert f"{name} = {code.value}" in text, name


def test_library_is_found() -> None:
    assert Path(mapmath.library_path).name.startswith("libmapmath")
