"""Steps 6-9 of a combat in the engine (12.2.7-12.2.10): fire in the right order and the
owners' loss choices (``combat_losses``) when more than one assignment is legal."""
from __future__ import annotations

from ...core import dice
from ...core.actions import Action
from ...core.prompts import Prompt
from ...core.state import other
from ...core.steps import Decision, log, step
from ..fire import column_shift, fire, sinai_drm
from ..losses import LossOption, loss_options
from ..resolve import SCHEDULES
from . import standing_events
from .record import charts, edition_2022, ground_of, played_effects, reserve_for, side_pieces, take_losses
from .retreat import after_fire
from .withdrawal import corps_first
from ...core.messages import msg



# the firing side and the fire table, as the log names them
ROLE_WORDS = {"attacker": msg("combat.engine.fire.attacker", "attacker"),
              "defender": msg("combat.engine.fire.defender", "defender")}
TABLE_WORDS = {"army": msg("combat.engine.fire.army", "army"), "corps": msg("combat.engine.fire.corps", "corps")}


def schedule(ctx, st, order: str) -> None:
    c = st.sub["combat"]
    c["order"] = order
    c["todo"] = [list(x) for x in SCHEDULES[order]]
    _run(ctx, st)


def _options(ctx, st, c, role: str) -> list[LossOption]:
    side = c["side"] if role == "attacker" else other(c["side"])
    ln = c["ln"].get("defender" if role == "attacker" else "attacker", 0)
    fort = c["fort"] if role == "defender" and not c.get("fort_destroyed") else 0
    pieces = side_pieces(ctx, st, c, role)
    options = loss_options(pieces, ln, reserve=reserve_for(ctx, st, side, pieces), fort=fort,
                           attacker=role == "attacker", allow_reduced_replacement=edition_2022(ctx),
                           army_first=edition_2022(ctx))
    if role == "defender" and played_effects(c).withdrawal:
        options = corps_first(ctx, options)   # 12.6.9
    return options


def fire_inputs(ctx, st, c, role: str):
    """What one side fires with now (12.2.3, 12.2.7, 12.2.8): its pieces, the column shift,
    the drm and the fort it adds. Also read by the UI to show the odds before the roll."""
    tables = charts(ctx)
    pieces = side_pieces(ctx, st, c, role)
    fort = c["fort"] if role == "defender" and not c.get("fort_destroyed") else 0
    effects = played_effects(c)
    drm = (sinai_drm(set(c["origins"].values()), standing_events.sinai_pipeline(st, c["side"])) + effects.attacker_drm) \
        if role == "attacker" else effects.defender_drm
    drm += standing_events.combat_drm(ctx, st, c, role)   # standing events: Yanks and Tanks, Kerensky, Brusilov
    return pieces, column_shift(tables, ground_of(c), role), drm, fort


def _fire(ctx, st, c, role: str) -> None:
    tables = charts(ctx)
    pieces, shift, drm, fort = fire_inputs(ctx, st, c, role)
    if not pieces and not fort:
        c["ln"][role] = 0
        return
    effects = played_effects(c)
    army = effects.attacker_army_table if role == "attacker" else effects.defender_army_table
    shots = fire(tables, pieces, dice.roll_d6(st), shift=shift, drm=drm, fort=fort, army_table=army)
    c["ln"][role] = shots.ln
    c.setdefault("fires", {})[role] = {"table": shots.table, "strength": shots.strength, "column": shots.column_label,
                                       "shift": shift, "drm": shots.drm, "die": shots.die, "ln": shots.ln}
    log(st, "fire", msg("combat.engine.fire.fires_on_the_table_column",
                        "{role} fires {strength} on the {table} table, column {column_label}: rolled {die}{drm:+d}, "
                        "LN {ln}",
                        role=ROLE_WORDS[role], strength=shots.strength, table=TABLE_WORDS.get(shots.table, shots.table),
                        column_label=shots.column_label, die=shots.die, drm=shots.drm, ln=shots.ln),
        c["side"] if role == "attacker" else other(c["side"]),
        dice=[shots.die], spaces=[c["target"]])


def _run(ctx, st) -> None:
    c = st.sub["combat"]
    while c["todo"]:
        kind, role = c["todo"][0]
        if kind == "fire":
            _fire(ctx, st, c, role)
        else:
            options = _options(ctx, st, c, role)
            if len(options) > 1:
                c["asking"] = role
                st.step = "combat_losses"
                return
            take_losses(ctx, st, c, role, options[0])
        c["todo"].pop(0)
    after_fire(ctx, st)


def encode(option: LossOption) -> str:
    """A loss option as a stable string: ``unit:steps,...|army>corps,...|fort``."""
    parts = [",".join(f"{u}:{n}" for u, n in option.steps), ",".join(f"{a}>{k}" for a, k in option.replacements)]
    return "|".join(parts + (["fort"] if option.fort else []))


@step("combat_losses")
class ChooseLosses(Decision):
    def prompt(self, ctx, st):
        c = st.sub["combat"]
        role = c["asking"]
        side = c["side"] if role == "attacker" else other(c["side"])
        ln = c["ln"].get("defender" if role == "attacker" else "attacker", 0)
        return Prompt(side, side, self.name, msg("combat.engine.fire.take_losses_of",
                                                 "{side}: take losses of {ln} (12.4)",
                                                 side=side, ln=ln),
                      {"buttons": [encode(o) for o in _options(ctx, st, c, role)]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        return [Action("losses", choice=encode(o)) for o in _options(ctx, st, c, c["asking"])]

    legal = Decision.candidates_are_legal

    doing = msg("combat.engine.fire.choose_losses", "choose losses")

    def check_losses(self, ctx, st, a):
        c = st.sub["combat"]
        if a.choice not in {encode(o) for o in _options(ctx, st, c, c["asking"])}:   # the candidates' choices
            return msg("combat.engine.fire.those_losses_are_not_a",
                       "those losses are not a legal way to take this loss number (12.4.3)")
        return None

    def apply_losses(self, ctx, st, a):
        c = st.sub["combat"]
        role = c.pop("asking")
        option = next(o for o in _options(ctx, st, c, role) if encode(o) == a.choice)
        take_losses(ctx, st, c, role, option)
        c["todo"].pop(0)
        _run(ctx, st)
