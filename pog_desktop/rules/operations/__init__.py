"""What a player does with a card in an action round (8.1, 9.0): the action round itself
(``action_round``: play for OPS, SR, RP or the event), one operation (``operation``:
activation 9.2, then movement, then combat), activation costs (``activation``), movement
(10.0, 11.0), strategic redeployment (``redeploy``, 13.0) and replacements (``replacements``,
17.0). It imports ``core``, ``board`` and ``turn``; the combat an operation starts is reached
through the declared turn flow (``rules/flow.py``)."""
