"""Dicts and sets that know when they changed: the position's containers in ``State``.

Each one carries a ``stamp``, a number drawn from one process-wide counter and never drawn
twice. Every method that changes the contents draws a new one, so two containers with the
same stamp hold the same contents: a container built afresh (or unpickled, or deep-copied)
gets a new stamp, and only ``copy`` (``State.clone``) passes its stamp on, with contents equal
at that moment; from then on each side draws its own numbers. Supply keys what it works out
from the position on the stamps (``board/in_supply.py``) instead of reading the contents again.

Reads are the builtin ones (C speed); writes go through the overrides below. Every mutating
method of ``dict`` and ``set`` is overridden (a test compares the list with the builtins').
Writing through ``dict.__setitem__(d, ...)`` by hand would bypass the stamp: nothing does.
"""
from __future__ import annotations

from itertools import count

_next = count(1).__next__
# the builtins' own methods, looked up once: every write of the position goes through them
_dict_new, _dict_set, _dict_update = dict.__new__, dict.__setitem__, dict.update
_set_new, _set_update = set.__new__, set.update


class TDict(dict):
    __slots__ = ("stamp",)

    def __init__(self, *args, **kwargs):
        dict.__init__(self, *args, **kwargs)
        self.stamp = _next()

    def copy(self) -> "TDict":
        """An equal copy with the same stamp (see the module's docstring). Filled by the
        builtin update, without ``__init__`` (``State.clone`` copies three of them)."""
        new = _dict_new(TDict)
        _dict_update(new, self)
        new.stamp = self.stamp
        return new

    def __reduce__(self):   # pickle, copy.copy, deepcopy: a new container, a new stamp
        return (TDict, (dict(self),))

    def __setitem__(self, key, value):
        _dict_set(self, key, value)
        self.stamp = _next()

    def __delitem__(self, key):
        dict.__delitem__(self, key)
        self.stamp = _next()

    def __ior__(self, other):
        dict.__ior__(self, other)
        self.stamp = _next()
        return self

    def pop(self, *args):
        self.stamp = _next()
        return dict.pop(self, *args)

    def popitem(self):
        self.stamp = _next()
        return dict.popitem(self)

    def setdefault(self, key, default=None):
        self.stamp = _next()
        return dict.setdefault(self, key, default)

    def update(self, *args, **kwargs):
        dict.update(self, *args, **kwargs)
        self.stamp = _next()

    def clear(self):
        dict.clear(self)
        self.stamp = _next()


def _in_place(operator):
    """A set's in-place operator (``|=`` ...) that draws a new stamp once it changed the set."""
    def method(self, other):
        if operator(self, other) is NotImplemented:
            return NotImplemented   # not a set: Python raises its TypeError
        self.stamp = _next()
        return self
    method.__name__ = operator.__name__
    return method


class TSet(set):
    __slots__ = ("stamp",)

    def __init__(self, *args):
        set.__init__(self, *args)
        self.stamp = _next()

    def copy(self) -> "TSet":
        """An equal copy with the same stamp (see the module's docstring)."""
        new = _set_new(TSet)
        _set_update(new, self)
        new.stamp = self.stamp
        return new

    def __reduce__(self):
        return (TSet, (set(self),))

    def add(self, item):
        set.add(self, item)
        self.stamp = _next()

    def discard(self, item):
        set.discard(self, item)
        self.stamp = _next()

    def remove(self, item):
        set.remove(self, item)
        self.stamp = _next()

    def pop(self):
        self.stamp = _next()
        return set.pop(self)

    def clear(self):
        set.clear(self)
        self.stamp = _next()

    def update(self, *others):
        set.update(self, *others)
        self.stamp = _next()

    def difference_update(self, *others):
        set.difference_update(self, *others)
        self.stamp = _next()

    def intersection_update(self, *others):
        set.intersection_update(self, *others)
        self.stamp = _next()

    def symmetric_difference_update(self, other):
        set.symmetric_difference_update(self, other)
        self.stamp = _next()

    __ior__ = _in_place(set.__ior__)
    __iand__ = _in_place(set.__iand__)
    __isub__ = _in_place(set.__isub__)
    __ixor__ = _in_place(set.__ixor__)
