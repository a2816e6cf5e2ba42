"""The PySide6 user interface. Only this package imports Qt."""
import sys

if sys.version_info < (3, 12):
    import ctypes

    # PySide6 6.12 built for Python 3.11 releases one reference to None on every call of a
    # method that returns nothing (painter.setPen, item.setToolTip ...), so after a few
    # thousand calls the interpreter aborts with "none_dealloc". From Python 3.12 None is
    # immortal; here we make it practically so by giving it a huge reference count.
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
