"""Combat (12.0): the pure resolution and the engine steps that carry it out.

The modules here are pure functions of combat pieces and tables: ``designate`` (12.1 may
these units attack that space?), ``fire`` (12.2 strength, table, column shifts, LN),
``flank`` (12.3), ``card_effects`` (9.5.4 the combat-card mechanism, a registry the card
events fill), ``losses`` (12.4), ``resolve`` (12.2 one combat from start to end, for tests
and tools), ``retreat`` (12.5) and ``advance`` (12.7). ``combat.engine`` holds the decision
steps that run a combat on the game state, in the order of 12.1: attacks, combat cards,
fire, retreat, advance, and the combat record the UI reads. It imports ``core``, ``board``,
``turn`` and ``operations``."""
