"""NumPy arrays in and out of the C batch functions, with as few copies as possible.

The batch functions read and write interleaved pairs of doubles (mm_coordinate,
mm_world_point, mm_screen_point: `{double, double}`), which is exactly a C-contiguous
float64 array of shape (..., 2).

- `points=` of that kind is passed as it is (no copy); any other (..., 2) array is
  converted once into a fresh one.
- Two separate inputs of one shape (lat and lon, x and y: the common case) are
  interleaved into a reused buffer of `CHUNK_ROWS` rows, one chunk per library call:
  one copy of each number, but no full-size temporary. A fresh 16 MB array costs 4,096
  page faults on first touch, more than the library's own work on 10^6 points on the
  development machine (python/README.md, Benchmark).
- Inputs of different shapes are broadcast into one fresh (..., 2) array.

Results are written into a fresh (..., 2) array, or into `out=`, and returned as views
of its two columns.
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import numpy.typing as npt

from ._errors import MapMathError

__all__ = ["FloatArray", "CHUNK_ROWS", "real_array", "run_pairs", "columns"]

FloatArray = npt.NDArray[np.float64]
"""A float64 NumPy array."""

CHUNK_ROWS = 65_536
"""Rows (1 MiB of pairs) interleaved per library call from separate inputs: our choice,
measured as the knee on the development machine (4,096 rows: 1.4x slower; 10^6 rows at
once: 1.4x slower, from page faults)."""

_F8 = np.dtype(np.float64)
_ROW_BYTES = 16


def real_array(value: Any, name: str) -> np.ndarray:
    """`value` as a NumPy array of real numbers (ints, unsigned, floats; object arrays
    converted to float64); TypeError for booleans, complex numbers, text and the like."""
    a = np.asarray(value)
    if a.dtype.kind in "iuf":
        return a
    if a.dtype.kind == "O":
        try:
            return a.astype(np.float64)
        except (TypeError, ValueError):
            pass
    raise TypeError(f"{name} must be real numbers, not an array of {a.dtype}")


def _passable(a: np.ndarray) -> bool:
    """Whether the library can read `a` in place: native float64, C-contiguous, aligned."""
    return a.dtype == _F8 and a.flags.c_contiguous and a.flags.aligned


def _flat_view(a: np.ndarray) -> np.ndarray | None:
    """`a` as a 1-D view (no copy), or None where only a copy could flatten it."""
    if a.ndim <= 1 or a.flags.c_contiguous:
        return a.reshape(-1)
    return None


def _output(out: Any, shape: tuple[int, ...], inputs: tuple[np.ndarray, ...]) -> np.ndarray:
    """The (..., 2) float64 array the library writes: `out` checked (shape `shape`,
    native float64, C-contiguous, aligned, writeable, overlapping no input), or a fresh one."""
    if out is None:
        return np.empty(shape, dtype=np.float64)
    if not isinstance(out, np.ndarray):
        raise TypeError(f"out must be a NumPy array, not {type(out).__name__}")
    if out.shape != shape:
        raise ValueError(f"out must have shape {shape}, not {out.shape}")
    if not _passable(out) or not out.flags.writeable:
        raise ValueError("out must be a writeable, C-contiguous, aligned float64 array")
    if any(np.may_share_memory(out, a) for a in inputs):
        raise ValueError("out must not overlap the input")
    return out


def columns(out: np.ndarray) -> tuple[Any, Any]:
    """The two columns of a (..., 2) result as views (NumPy scalars for shape (2,))."""
    if out.ndim == 1:
        return out[0], out[1]
    return out[..., 0], out[..., 1]


def run_pairs(call: Callable[[int, int, int], int], first: Any, second: Any, points: Any, out: Any,
              names: tuple[str, str], context: Callable[[], str]) -> tuple[Any, Any]:
    """Run a batch function over pairs and return the two result columns.

    `call(source_address, count, destination_address)` calls the library on `count`
    interleaved pairs and returns its mm_error. The pairs are `first` and `second`
    (broadcast together like NumPy operands) or `points` (..., 2); see the module's doc
    for the copies each costs. A refusal raises MapMathError with `context()`.
    """
    a_name, b_name = names
    if points is not None:
        if first is not None or second is not None:
            raise TypeError(f"give either {a_name} and {b_name} or points=, not both")
        p = real_array(points, "points")
        if p.ndim == 0 or p.shape[-1] != 2:
            raise ValueError(f"points must have shape (..., 2), not {p.shape}")
        source = p if _passable(p) else np.ascontiguousarray(p, dtype=np.float64)
        result = _output(out, source.shape, (source,))
        code = call(source.ctypes.data, source.size // 2, result.ctypes.data)
        if code:
            raise MapMathError(code, context())
        return columns(result)
    if first is None or second is None:
        raise TypeError(f"give both {a_name} and {b_name}, or points=")
    a = real_array(first, a_name)
    b = real_array(second, b_name)
    flat_a, flat_b = (_flat_view(a), _flat_view(b)) if a.shape == b.shape else (None, None)
    if flat_a is None or flat_b is None:
        try:
            shape = np.broadcast_shapes(a.shape, b.shape)
        except ValueError:
            raise ValueError(f"{a_name} and {b_name} cannot be broadcast together: "
                             f"shapes {a.shape} and {b.shape}") from None
        source = np.empty(shape + (2,), dtype=np.float64)
        source[..., 0] = a
        source[..., 1] = b
        result = _output(out, source.shape, (a, b))
        code = call(source.ctypes.data, source.size // 2, result.ctypes.data)
        if code:
            raise MapMathError(code, context())
        return columns(result)
    result = _output(out, a.shape + (2,), (a, b))
    count = flat_a.size
    buffer = np.empty((min(count, CHUNK_ROWS), 2), dtype=np.float64)
    source_address, destination = buffer.ctypes.data, result.ctypes.data
    for start in range(0, max(count, 1), CHUNK_ROWS):
        stop = min(count, start + CHUNK_ROWS)
        buffer[: stop - start, 0] = flat_a[start:stop]
        buffer[: stop - start, 1] = flat_b[start:stop]
        # The shared arguments are checked before any element: a refusal comes on the
        # first chunk, before anything is written (mapmath.h).
        code = call(source_address, stop - start, destination + start * _ROW_BYTES)
        if code:
            raise MapMathError(code, context())
    return columns(result)
