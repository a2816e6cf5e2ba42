"""The turn flow, declared in one place: where one part of the rules hands the game to a part
above it. Lower layers never import higher ones (docs/architecture.md), so they ask the
game's ``ctx.flow`` by name for what comes next; the Game puts this table there.

Everything else in the sequence of play (6.0) is ordinary calls downwards: the turn's phases
(``turn.sequence``), an action round's card play (``operations.action_round``), an operation's
activation and movement (``operations.operation``, ``operations.movement``) and a combat's
steps (``combat.engine``). The decision steps register themselves with ``core.steps.step``
in the modules listed in ``STEP_MODULES``.
"""
from __future__ import annotations

from .board import overstack
from .combat.engine import attacks, opening
from .events import catalog
from .operations import action_round, command_play, redeploy, replacements
from .turn import neutral_entry

FLOW = {
    # 9.2.9: once an operation's movement is over, its attacks (operations.movement)
    "attacks": attacks.start_attacks,
    # 12.2.4 / 12.2.6: a combat-card stage is over: the flank attempt, or fire (combat.engine.card_play)
    "combat_cards_done": opening.resume_after_cards,
    # 6.0 F: after the war status phase, the replacement phase (turn.sequence)
    "replacement_phase": replacements.begin_phase,
    # seed 003 (four players): a turn's rounds and the next command's play (turn.sequence)
    "command_turn": command_play.begin_turn,
    "command_next": command_play.next_play,
}

# the modules whose decision steps and card events a game needs (imported for registration)
STEP_MODULES = (overstack, attacks, catalog, action_round, command_play, redeploy, neutral_entry)
