"""Errors of the C library as Python exceptions."""

from __future__ import annotations

import enum

from . import _native

__all__ = ["ErrorCode", "MapMathError", "check"]


class ErrorCode(enum.IntEnum):
    """The C library's `mm_error` values (mapmath.h); `MapMathError.code` holds one."""

    OK = 0
    """Success."""
    NULL_POINTER = 1
    """A pointer argument was NULL (never from these bindings)."""
    STRUCT_SIZE = 2
    """A struct's size field was too small (never from these bindings)."""
    NOT_FINITE = 3
    """A number that must be finite was NaN or infinite."""
    VIEWPORT_SIZE = 4
    """A viewport's width or height was not positive."""
    PADDING = 5
    """A padding was negative, or together as wide or as tall as the view."""
    LIMITS = 6
    """Camera limits with min_zoom above max_zoom, or a bad tilt table."""
    BOUNDS = 7
    """Bounds with south above north or a latitude outside [-90, 90]."""
    BEYOND_HORIZON = 8
    """A single point at or beyond the horizon (the batch functions give NaN instead)."""
    COUNT = 9
    """An array count too large for the address space (never from these bindings)."""


def message(code: int) -> str:
    """`mm_error_message(code)`: the library's one-line description of an error."""
    return str(_native.lib.mm_error_message(code).decode("utf-8"))


class MapMathError(ValueError):
    """A refusal by the C library: a `ValueError` whose text is `mm_error_message`'s,
    after the call and arguments it concerns.

    Attributes: `code` (an `ErrorCode`), `message` (the library's text alone) and
    `context` (what was called, with which values).
    """

    code: ErrorCode
    message: str
    context: str

    def __init__(self, code: int, context: str) -> None:
        try:
            self.code = ErrorCode(code)
        except ValueError:  # a code newer than these bindings: keep the number
            self.code = code  # type: ignore[assignment]
        self.message = message(code)
        self.context = context
        super().__init__(f"{context}: {self.message}")


def check(code: int, context: str) -> None:
    """Raise `MapMathError(code, context)` unless `code` is MM_OK."""
    if code:
        raise MapMathError(code, context)
