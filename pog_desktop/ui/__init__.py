"""The PySide6 user interface. Only this package imports Qt."""
import sys

if sys.version_info < (3, 12):
    import ctypes

    # PySide6 6.12 built for Python 3.11 releases one reference to None on every call of a
    # method that returns nothing (painter.setPen, item.setToolTip ...), and likewise to
    # True/False, so after a few thousand calls the interpreter aborts with "none_dealloc"
    # or "bool_dealloc". From Python 3.12 these singletons are immortal; here we make them
    # practically so by giving them a huge reference count.
    for _singleton in (None, True, False, NotImplemented, Ellipsis):
        ctypes.c_ssize_t.from_address(id(_singleton)).value += 1 << 40
