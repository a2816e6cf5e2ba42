"""QGraphicsItems of the board, one module per kind of thing on the table."""
