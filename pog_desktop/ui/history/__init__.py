"""The game's past positions, read-only: a timeline of the match (``timeline.py``), the
reusable replay controls (``controls.py``: play, pause, step, slider) and the history
window that joins them to a board of its own (``window.py``)."""
