"""The game's state and its step machinery, the lowest layer of the rules: the changing
``State`` (plain data, JSON, cheap clones) and the static ``Context`` built from the data
files, actions and their shapes, prompts, the registry of decision steps (``steps``),
seeded dice, the rule switches (``options``), the scenario setup (4.0, 5.0), the turn
track's seasons, the counters the rules name one by one, and the events in force as the
state records them (``effects``). Nothing here knows a rule of movement, combat or the turn;
every other part of ``rules/`` builds on it."""
