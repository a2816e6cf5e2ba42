"""What the last finished combat did, kept in ``State.last_combat`` as plain data: so a table
view shows the combat that just ended, and a reopened save still shows it, without copying
the engine's working data (``st.sub["combat"]``, dropped when the combat ends, 12.2.12)."""
from __future__ import annotations

from ..retreat import combat_winner


def summarise(st, c: dict) -> dict:
    """The record of combat ``c`` as it ends: who fought where, each side's fire (table,
    strength, column, shift, drm, die, LN: 12.2.7-12.2.9), the flank roll (12.3), every step
    lost (12.4), the cards played, the winner (12.2.11, ``None`` when both lose), the retreat
    (length and paths, 12.5) and the units that advanced (12.7). ``log_end``: the log's length
    then, so a view can tell whether anything happened since."""
    ln = c.get("ln", {})
    cards = c.get("cards") or {}
    return {
        "turn": st.turn, "round": st.round, "side": c["side"], "target": c["target"], "terrain": c["terrain"],
        "attackers": list(c["attackers"]), "defenders": list(c["defenders"]), "origins": dict(c["origins"]),
        "fort": c["fort"], "trench": c["trench"], "order": c.get("order", "simultaneous"),
        "flank": dict(c["flank"]) if c.get("flank") else None,
        "fires": {role: dict(f) for role, f in c.get("fires", {}).items()},
        "losses": [dict(x) for x in c.get("losses", ())],
        "cards": {role: list(cards.get(role, ())) for role in ("attacker", "defender")},
        "winner": combat_winner(ln.get("attacker", 0), ln.get("defender", 0)) if ln else None,
        "retreat": int(c.get("retreat") or 0), "retreats": [list(p) for p in c.get("paths", ())],
        "advanced": list(c.get("advanced", ())), "replaced": dict(c.get("replaced", {})),
        "fort_destroyed": bool(c.get("fort_destroyed")), "log_end": len(st.log),
    }


def running(st) -> dict | None:
    """The working data of the combat in progress, also while an event's question has
    broken into it (``steps.interrupt`` keeps the interrupted data under ``resume``)."""
    sub = st.sub
    while isinstance(sub, dict):
        if "combat" in sub:
            return sub["combat"]
        sub = (sub.get("resume") or {}).get("sub")
    return None


def in_progress(st) -> dict | None:
    """The record of the combat in progress so far, in the shape of ``summarise`` (the fires,
    flank roll, losses and cards up to now; ``winner`` once both sides have fired), with
    ``in_progress`` true and ``step`` the decision it waits for; None outside a combat."""
    c = running(st)
    if c is None:
        return None
    rec = summarise(st, c)
    if len(c.get("ln", {})) < 2:
        rec["winner"] = None
    rec["in_progress"] = True
    rec["step"] = st.step
    return rec
