"""Playing a game on the board: the engine joined to the board and the table view (issue 6).

``PlayController(match, scene, table)`` is the glue; ``position_from_game`` draws a game on
the board; ``targets`` reads what the legal actions offer; ``combat_adapter`` feeds the
combat window; ``table_shot`` renders a saved game without a window."""
