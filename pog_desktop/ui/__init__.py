"""The PySide6 user interface. Only this package imports Qt.

PySide6 6.12.0 built for Python 3.11 drops a reference to None/True/False on every call of a
method that returns nothing, and the interpreter aborts after a few thousand calls
(``none_dealloc``). ``pyproject.toml`` therefore excludes 6.12 on Python < 3.12, where those
objects are not immortal.
"""
