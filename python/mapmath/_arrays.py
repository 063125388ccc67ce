"""NumPy arrays in and out of the C batch functions, with as few copies as possible.

The batch functions read and write interleaved pairs of doubles (mm_coordinate,
mm_world_point, mm_screen_point: `{double, double}`), which is exactly a C-contiguous
float64 array of shape (..., 2). Such an array is passed as it is (no copy); anything
else is converted once into a fresh buffer of that shape. Results are written into a
fresh (..., 2) array, or into `out=`, and returned as views of its two columns.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["FloatArray", "real_array", "pair_input", "pair_output", "columns"]

FloatArray = npt.NDArray[np.float64]
"""A float64 NumPy array."""

_F8 = np.dtype(np.float64)


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


def pair_input(first: Any, second: Any, points: Any, names: tuple[str, str]) -> np.ndarray:
    """The (..., 2) C-contiguous float64 array that the library reads.

    Either `first` and `second` (broadcast together like NumPy, then interleaved: one
    copy) or `points`, an array of shape (..., 2) (passed with no copy when it is
    already native float64, C-contiguous and aligned; otherwise converted once).
    """
    a_name, b_name = names
    if points is not None:
        if first is not None or second is not None:
            raise TypeError(f"give either {a_name} and {b_name} or points=, not both")
        p = real_array(points, "points")
        if p.ndim == 0 or p.shape[-1] != 2:
            raise ValueError(f"points must have shape (..., 2), not {p.shape}")
        return p if _passable(p) else np.ascontiguousarray(p, dtype=np.float64)
    if first is None or second is None:
        raise TypeError(f"give both {a_name} and {b_name}, or points=")
    a = real_array(first, a_name)
    b = real_array(second, b_name)
    try:
        shape = np.broadcast_shapes(a.shape, b.shape)
    except ValueError:
        raise ValueError(f"{a_name} and {b_name} cannot be broadcast together: shapes {a.shape} and {b.shape}") from None
    buffer = np.empty(shape + (2,), dtype=np.float64)
    buffer[..., 0] = a
    buffer[..., 1] = b
    return buffer


def pair_output(out: Any, source: np.ndarray) -> np.ndarray:
    """The (..., 2) float64 array the library writes: `out` checked (same shape as
    `source`, native float64, C-contiguous, aligned, writeable, not overlapping
    `source`), or a fresh one."""
    if out is None:
        return np.empty(source.shape, dtype=np.float64)
    if not isinstance(out, np.ndarray):
        raise TypeError(f"out must be a NumPy array, not {type(out).__name__}")
    if out.shape != source.shape:
        raise ValueError(f"out must have shape {source.shape}, not {out.shape}")
    if not _passable(out) or not out.flags.writeable:
        raise ValueError("out must be a writeable, C-contiguous, aligned float64 array")
    if np.may_share_memory(out, source):
        raise ValueError("out must not overlap the input")
    return out


def columns(out: np.ndarray) -> tuple[Any, Any]:
    """The two columns of a (..., 2) result as views (NumPy scalars for shape (2,))."""
    if out.ndim == 1:
        return out[0], out[1]
    return out[..., 0], out[..., 1]
