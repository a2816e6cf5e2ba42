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


def _stamping(method):
    """The builtin ``method``, then a new stamp (nothing is drawn if it raised: nothing changed)."""
    def stamped(self, *args, **kwargs):
        out = method(self, *args, **kwargs)
        self.stamp = _next()
        return out
    stamped.__name__ = method.__name__
    return stamped


def _in_place(operator):
    """A set's in-place operator (``|=`` ...) that draws a new stamp once it changed the set."""
    def method(self, other):
        if operator(self, other) is NotImplemented:
            return NotImplemented   # not a set: Python raises its TypeError
        self.stamp = _next()
        return self
    method.__name__ = operator.__name__
    return method


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

    def __setitem__(self, key, value):   # written out: the engine's most frequent write
        _dict_set(self, key, value)
        self.stamp = _next()

    __delitem__ = _stamping(dict.__delitem__)
    __ior__ = _stamping(dict.__ior__)
    pop = _stamping(dict.pop)
    popitem = _stamping(dict.popitem)
    setdefault = _stamping(dict.setdefault)
    update = _stamping(dict.update)
    clear = _stamping(dict.clear)


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

    add = _stamping(set.add)
    discard = _stamping(set.discard)
    remove = _stamping(set.remove)
    pop = _stamping(set.pop)
    clear = _stamping(set.clear)
    update = _stamping(set.update)
    difference_update = _stamping(set.difference_update)
    intersection_update = _stamping(set.intersection_update)
    symmetric_difference_update = _stamping(set.symmetric_difference_update)
    __ior__ = _in_place(set.__ior__)
    __iand__ = _in_place(set.__iand__)
    __isub__ = _in_place(set.__isub__)
    __ixor__ = _in_place(set.__ixor__)
