"""The board: a Qt-free snapshot of what is on the map (``position``), the sandbox that
edits it (``sandbox``), and the QGraphicsScene that draws it (``scene`` and ``items``)."""
