"""The public API: every name in mapmath.__all__ exists, and every public class, function,
method and property has a doc comment."""

from __future__ import annotations

import inspect

import mapmath


def test_every_public_name_is_documented() -> None:
    undocumented = []
    for name in mapmath.__all__:
        obj = getattr(mapmath, name)
        if not (inspect.isclass(obj) or inspect.isfunction(obj)):
            continue  # __version__, library_path, LatLon: documented where they are assigned
        if not (obj.__doc__ or "").strip():
            undocumented.append(name)
        if inspect.isclass(obj):
            for member, value in vars(obj).items():
                if member.startswith("_") or not (inspect.isfunction(value) or isinstance(value, (property, classmethod))):
                    continue
                function = value.__func__ if isinstance(value, classmethod) else value
                if not (function.__doc__ or "").strip():
                    undocumented.append(f"{name}.{member}")
    assert undocumented == []


def test_all_is_complete_and_sorted_by_kind() -> None:
    public = {n for n in dir(mapmath) if not n.startswith("_") and not inspect.ismodule(getattr(mapmath, n))}
    assert public - set(mapmath.__all__) == set()
