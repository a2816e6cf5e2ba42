"""The engine's running combat (``state.sub["combat"]``, 12.0) as the combat window's
``CombatView``. Qt-free. Fire results and dice are read from the log entries written since
the attack was declared, so the window shows exactly what the engine rolled."""
from __future__ import annotations

import re

from ..table.combat_view import ORDERS, CombatSideView, CombatView, FireLine, UnitLine
from .targets import route

# The engine's fire log entry (rules/combat_fire.py): strength, table, column, die, drm, LN.
_FIRE = re.compile(r"(attacker|defender) fires (\d+) on the (\w+) table, column ([^:]+): rolled (\d+)([+-]\d+), LN (\d+)")

_STAGES = {"combat_cards": "Combat cards (9.5.4)", "flank": "Flank attack (12.3)",
           "choose_losses": "Losses (12.4)", "choose_retreat": "Retreat (12.5)", "advance": "Advance (12.7)"}


_RULE_REF = re.compile(r"\s*\((\d+(?:\.\d+)+)\)")


def stage_text(kind: str, text: str) -> str:
    """The stage's title and the prompt's text; a rule number the title already gives is not
    repeated ("Losses (12.4) — CP: take losses of 3")."""
    title = _STAGES.get(kind, kind.replace("_", " ").capitalize())
    cited = set(_RULE_REF.findall(title))
    text = _RULE_REF.sub(lambda m: "" if m.group(1) in cited else m.group(0), text).strip()
    return f"{title} — {text}" if text else title


def running_combat(game) -> dict | None:
    sub = game.state.sub
    c = sub.get("combat") if isinstance(sub, dict) else None
    return c if isinstance(c, dict) and c.get("target") else None


def unit_steps(data, st, uid: str) -> int:
    """Steps a unit has on the map: 2 at full strength, 1 reduced, 0 once eliminated (2.2.1)."""
    if st.where.get(uid) not in data.map.spaces:
        return 0
    return 1 if uid in st.reduced else 2


def combat_steps(data, st, c: dict) -> dict[str, int]:
    """Steps of every unit of a combat, taken when it starts, so its losses can be shown."""
    return {u: unit_steps(data, st, u) for u in (*c.get("attackers", ()), *c.get("defenders", ()))}


def _unit_line(data, st, uid: str, origin: str | None, steps_before: dict) -> UnitLine:
    u = data.units[uid]
    reduced = uid in st.reduced
    where = origin or st.where.get(uid, "")
    space = data.map.spaces[where].name if where in data.map.spaces else where
    gone = st.where.get(uid) not in data.map.spaces
    lost = max(0, steps_before[uid] - unit_steps(data, st, uid)) if uid in steps_before else 0
    return UnitLine(uid, u.name, u.nation, str(u.reduced if reduced else u.full), reduced, space, lost,
                    "eliminated" if gone else "")


def _since_attack(game) -> list[dict]:
    log = game.log
    start = max((i for i, e in enumerate(log) if e.get("kind") == "combat"), default=len(log))
    return log[start + 1:]


def fires(game) -> dict[str, FireLine]:
    """role -> its fire in this combat, read from the engine's fire log entries."""
    out = {}
    for e in _since_attack(game):
        m = _FIRE.search(e.get("text", "")) if e.get("kind") == "fire" else None
        if m:
            role, strength, table, column, die, drm, ln = m.groups()
            out[role] = FireLine(table, int(strength), column, 0, int(drm), int(die), int(ln))
    return out


# What a combat writes in the log; an ended combat's view stops at anything else (the next
# round, a phase change) written by the same action.
_COMBAT_KINDS = frozenset({"combat_card", "flank", "fire", "combat_result", "eliminated", "replacement",
                           "fort_destroyed", "retreat", "retreat_cancelled", "advance", "mo"})


def _combat_lines(game, over: bool = False) -> list[str]:
    """Log lines since the last declared attack: cards, flank roll, fire, losses, retreat."""
    lines = []
    for e in _since_attack(game):
        if over and e.get("kind") not in _COMBAT_KINDS:
            break
        dice = f" [dice {', '.join(str(d) for d in e['dice'])}]" if e.get("dice") else ""
        lines.append(e.get("text", "") + dice)
    return lines


def combat_view(data, game, planned: dict | None = None, finished: dict | None = None,
                steps_before: dict | None = None) -> CombatView | None:
    """None when no combat is being resolved. ``planned``: role -> the fire it would make now
    (``odds.planned_fire``), shown until the dice speak. ``finished``: the record of a combat
    that has just ended (the engine drops it), shown with what its log says happened.
    ``steps_before``: unit -> steps when the combat began (``combat_steps``), for the losses."""
    c = running_combat(game)
    if c is None and finished is not None:
        return _view(data, game, finished, None, {}, True, steps_before or {})
    if c is None:
        return None
    return _view(data, game, c, game.prompt, planned, False, steps_before or {})


def _view(data, game, c: dict, prompt, planned: dict | None, over: bool, steps_before: dict) -> CombatView:
    st = game.state
    side = c["side"]
    enemy = "cp" if side == "ap" else "ap"
    origins = c.get("origins", {})
    attackers = tuple(_unit_line(data, st, u, origins.get(u), steps_before) for u in c.get("attackers", ()))
    defenders = tuple(_unit_line(data, st, u, c["target"], steps_before) for u in c.get("defenders", ()))
    cards = c.get("cards", {}) or {}
    names = lambda ids: tuple(data.cards[x].name if x in data.cards else x for x in ids)  # noqa: E731
    losses_by = prompt.side if prompt is not None and prompt.kind == "choose_losses" else None
    ln = c.get("ln", {}) or {}
    losses_ln = None
    if losses_by:
        losses_ln = ln.get("defender" if losses_by == side else "attacker")
    legal = game.legal_actions() if prompt is not None and not over else []
    spaces = data.map.spaces
    retreats = tuple(sorted({route(a, spaces)[-1] for a in legal if a.type == "retreat" and route(a, spaces)}))
    advances = tuple(sorted({route(a, spaces)[-1] for a in legal if a.type == "advance" and route(a, spaces)}))
    stage = "Combat over" if over else (stage_text(prompt.kind, prompt.text) if prompt is not None else "")
    lines = _combat_lines(game, over)
    if lines:
        stage += "\n" + "\n".join(lines[-6:])
    order = c.get("order", "simultaneous")
    fired = {**(planned or {}), **fires(game)}
    return CombatView(
        target=spaces[c["target"]].name, target_id=c["target"], terrain=str(c.get("terrain", "")),
        attacker=CombatSideView(side, attackers, 0, names(cards.get("attacker", ())), fire=fired.get("attacker")),
        defender=CombatSideView(enemy, defenders, int(c.get("fort") or 0), names(cards.get("defender", ())),
                                fire=fired.get("defender")),
        trench=int(c.get("trench") or 0), stage=stage, order=order if order in ORDERS else "simultaneous",
        losses_by=losses_by, losses_ln=losses_ln, retreat=int(c.get("retreat") or 0),
        retreat_cancellable=bool(c.get("cancellable")),
        retreat_spaces=tuple(spaces[s].name for s in retreats), advance_spaces=tuple(spaces[s].name for s in advances))
