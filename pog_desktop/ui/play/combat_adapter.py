"""The engine's combat (12.0) as the combat window's ``CombatView``. Qt-free. It reads the
engine's public record of the combat in progress (``Game.combat``) and of the one just ended
(``Game.last_combat``), the decision's data (``rules.choices.decision``: the loss number owed,
the retreat) and routes as the engine describes them (``choices.route_of``): fire results,
dice and the flank roll are the engine's own records (``fires``, ``flank``), step losses its
``step_loss`` log entries. The window shows exactly what the engine did."""
from __future__ import annotations

from ...rules.choices import decision, route_of
from ..engine_text import render
from ..table.combat_view import ORDERS, CombatSideView, CombatView, FireLine, FlankView, UnitLine


# The title of each combat step (the prompt kind is the step's name); the prompt's text,
# which cites its own rule, follows it.
_STAGES = {"combat_cards": "Combat cards", "flank": "Flank attack", "combat_losses": "Losses",
           "retreat": "Retreat", "advance": "Advance"}


def stage_text(kind: str, text: str) -> str:
    """The stage's title and the prompt's text ("Losses — CP: take losses of 3 (12.4)")."""
    title = _STAGES.get(kind, kind.replace("_", " ").capitalize())
    return f"{title} — {text}" if text else title


def running_combat(game) -> dict | None:
    """The engine's record of the combat in progress (``Game.combat``), or None."""
    return game.combat


def finished_combat(game) -> dict | None:
    """The engine's record of the combat that has just ended (``State.last_combat``), while
    the game waits at the attack step with nothing logged since: so it stays in view until
    the next action, and a reopened save (or an undo back to that moment) shows it too."""
    rec = game.last_combat
    if running_combat(game) is not None or not isinstance(rec, dict):
        return None
    # every combat ends back at the attack step (12.2.12); "done" there logs nothing
    just_ended = rec.get("log_end") == len(game.log) and game.state.step == "attack"
    return rec if just_ended else None


def _since_attack(game) -> list[dict]:
    log = game.log
    start = max((i for i, e in enumerate(log) if e.get("kind") == "combat"), default=len(log))
    return log[start + 1:]


def step_losses(game, finished: dict | None = None) -> dict[str, list[dict]]:
    """unit -> the step losses it took in this combat, in order: the engine's ``step_loss``
    entries logged since the attack was declared (or those of a ``finished`` combat's record)."""
    entries = finished.get("losses", []) if finished is not None else \
        [e["loss"] for e in _since_attack(game) if e.get("kind") == "step_loss" and "loss" in e]
    out: dict[str, list[dict]] = {}
    for loss in entries:
        out.setdefault(loss["unit"], []).append(loss)
    return out


def _unit_line(data, st, uid: str, origin: str | None, losses: dict) -> UnitLine:
    u = data.units[uid]
    reduced = uid in st.reduced
    where = origin or st.where.get(uid, "")
    space = data.map.spaces[where].name if where in data.map.spaces else where
    gone = st.where.get(uid) not in data.map.spaces
    mine = losses.get(uid, ())
    fate = mine[-1]["to"] if mine else ""
    if gone and fate != "replaced":
        fate = "eliminated"    # also a unit caught after retreating (12.5.8), which loses no step first
    return UnitLine(uid, u.name, u.nation, str(u.reduced if reduced else u.full), reduced, space,
                    sum(x["steps"] for x in mine), fate)


def fires(game, c: dict | None = None) -> dict[str, FireLine]:
    """role -> its fire in this combat as the engine rolled it (its ``fires`` record)."""
    c = c if c is not None else running_combat(game)
    out = {}
    for role, f in ((c or {}).get("fires") or {}).items():
        out[role] = FireLine(f["table"], int(f["strength"]), str(f["column"]), int(f.get("shift", 0)),
                             int(f["drm"]), int(f["die"]), int(f["ln"]))
    return out


# What a combat writes in the log; an ended combat's view stops at anything else (the next
# round, a phase change) written by the same action.
_COMBAT_KINDS = frozenset({"combat_card", "flank", "fire", "combat_result", "eliminated", "replacement", "step_loss",
                           "fort_destroyed", "retreat", "retreat_cancelled", "advance", "mo"})


def _combat_lines(game, over: bool = False) -> list[str]:
    """Log lines since the last declared attack: cards, flank roll, fire, losses, retreat."""
    lines = []
    for e in _since_attack(game):
        if over and e.get("kind") not in _COMBAT_KINDS:
            break
        dice = f" [dice {', '.join(str(d) for d in e['dice'])}]" if e.get("dice") else ""
        lines.append(render(e.get("text", "")) + dice)
    return lines


def combat_view(data, game, planned: dict | None = None) -> CombatView | None:
    """None when no combat is being resolved and none has just ended. ``planned``: role ->
    the fire it would make now (``odds.planned_fire``), shown until the dice speak. A combat
    that has just ended is the engine's record of it (``finished_combat``)."""
    c = running_combat(game)
    if c is not None:
        return _view(data, game, c, game.prompt, planned, False)
    done = finished_combat(game)
    return _view(data, game, done, None, {}, True) if done is not None else None


def _flank(data, c: dict) -> FlankView | None:
    f = c.get("flank")
    if not f:
        return None
    name = data.map.spaces[f["pinning"]].name if f["pinning"] in data.map.spaces else f["pinning"]
    return FlankView(name, int(f["drm"]), int(f["die"]), bool(f["success"]))


def _view(data, game, c: dict, prompt, planned: dict | None, over: bool) -> CombatView:
    st = game.state
    side = c["side"]
    enemy = "cp" if side == "ap" else "ap"
    origins = c.get("origins", {})
    losses = step_losses(game, c if over else None)
    attackers = tuple(_unit_line(data, st, u, origins.get(u), losses) for u in c.get("attackers", ()))
    defenders = tuple(_unit_line(data, st, u, c["target"], losses) for u in c.get("defenders", ()))
    cards = c.get("cards", {}) or {}
    names = lambda ids: tuple(data.cards[x].name if x in data.cards else x for x in ids)  # noqa: E731
    now = decision(game) if not over else {}
    losses_by = prompt.side if prompt is not None and prompt.kind == "combat_losses" else None
    losses_ln = now.get("owed") if losses_by else None
    legal = game.legal_actions() if prompt is not None and not over else []
    spaces = data.map.spaces
    retreats = tuple(sorted({route_of(a)[-1] for a in legal if a.type == "retreat" and route_of(a)}))
    advances = tuple(sorted({route_of(a)[-1] for a in legal if a.type == "advance" and route_of(a)}))
    stage = "Combat over" if over else (stage_text(prompt.kind, render(prompt.text)) if prompt is not None else "")
    lines = _combat_lines(game, over)
    if lines:
        stage += "\n" + "\n".join(lines[-6:])
    order = c.get("order", "simultaneous")
    fired = {**(planned or {}), **fires(game, c)}
    winner = {"attacker": side, "defender": enemy}.get(c.get("winner")) if over else None
    return CombatView(
        target=spaces[c["target"]].name, target_id=c["target"], terrain=str(c.get("terrain", "")),
        attacker=CombatSideView(side, attackers, 0, names(cards.get("attacker", ())), fire=fired.get("attacker")),
        defender=CombatSideView(enemy, defenders, int(c.get("fort") or 0), names(cards.get("defender", ())),
                                fire=fired.get("defender")),
        trench=int(c.get("trench") or 0), stage=stage, order=order if order in ORDERS else "simultaneous",
        flank=_flank(data, c), winner=winner,
        losses_by=losses_by, losses_ln=losses_ln, retreat=int(c.get("retreat") or 0),
        retreat_cancellable=bool(now.get("retreat_cancellable")),
        retreat_spaces=tuple(spaces[s].name for s in retreats), advance_spaces=tuple(spaces[s].name for s in advances))
