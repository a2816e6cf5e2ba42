"""Combat (12.0) as pure functions the engine calls step by step.

designate  12.1  may these units attack that space?
fire       12.2  strength, table, column shifts, LN
flank      12.3  eligibility, drm, who fires first
cards      9.5.4 the combat card mechanism (a registry the card events fill)
losses     12.4  legal loss assignments and applying one
resolve    12.2  steps 2 and 6-12 for one combat
retreat    12.5  length, cancelling, legal paths, elimination
advance    12.7  routes, stops, checks, control
trenches   11.2  entrenching and trench changes
"""
from .advance import AdvanceMap, advance_allowed, advance_routes, advance_takes_control, check_advance, may_advance
from .cards import CardContext, CardEffects, CombatCard, after_combat, card_effects, playable, register
from .designate import AttackSituation, attack_problem
from .fire import Fire, Ground, column_shift, combat_strength, fire, sinai_drm, table_for
from .flank import FlankChance, best_pinning_space, flank_chance, flank_drm, flank_problem, flank_succeeds
from .losses import LossOption, LossOutcome, apply_losses, loss_options
from .pieces import Piece
from .resolve import ATTACKER_FIRST, DEFENDER_FIRST, SIMULTANEOUS, CombatResult, CombatSetup, resolve_combat
from .retreat import (RetreatMap, combat_winner, defender_must_retreat, may_cancel_retreat, retreat_length,
                      retreat_paths, retreat_takes_control, unable_to_retreat)
from .trenches import entrench_succeeds, trench_after_attrition, trench_after_enemy_entry, trench_after_entrench
