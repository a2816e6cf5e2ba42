"""Python's cyclic garbage collector paused while a game file is read and replayed.

A replay allocates hundreds of thousands of objects (log entries, messages, actions, state
copies) and frees almost all of them by reference counting; the collector, triggered by the
allocations alone, walks the growing heap again and again for the few cycles there are. In
a process holding little else that cost 2-5% of opening a 3,280-action game (measured).
Paused for the load, the collector finds those cycles at its next run after it."""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def collector_paused() -> Iterator[None]:
    """No automatic collection inside; the collector's previous state is restored after
    (also as a decorator: ``@collector_paused()``)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
