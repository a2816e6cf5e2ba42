"""The odds of a combat before any die is rolled (12.2.3, 12.2.7, 12.2.8): each side's
table, strength, column after terrain and trench shifts, and drm, computed by the engine's
own functions on its combat record. Nothing is applied to a clone: a clone would roll the
same dice as the real game and could give the result away.

Used to show an attack's odds before the player designates it, and the planned fire in the
combat window until the dice are rolled."""
from __future__ import annotations

from ...rules import choices
from ..table.combat_view import FireLine
from ..translate import QT_TRANSLATE_NOOP, translate

ROLES = choices.ROLES


def _lines(fires: dict) -> dict[str, FireLine]:
    return {role: FireLine(f["table"], f["strength"], f["column"], f["shift"], f["drm"]) for role, f in fires.items()}


def planned_fire(game) -> dict[str, FireLine]:
    """role -> its fire as things stand in the running combat (cards played so far count)."""
    return _lines(choices.planned_fire(game))


def attack_odds(game, action) -> dict[str, FireLine]:
    """role -> its fire if ``action`` (an ``attack``) were designated now, before combat cards."""
    return _lines(choices.attack_fire(game, action))


TABLE_WORDS = (QT_TRANSLATE_NOOP("Odds", "army"), QT_TRANSLATE_NOOP("Odds", "corps"))


def odds_text(odds: dict[str, FireLine]) -> str:
    """"army 8 col 8 (−1) vs corps 3 col 3" in a line."""
    parts = []
    for role in ROLES:
        f = odds.get(role)
        if f is None:
            parts.append(translate("Odds", "no fire"))
            continue
        shift = f" ({'+' if f.shift > 0 else '−'}{abs(f.shift)})" if f.shift else ""
        drm = f" drm {f.drm:+d}" if f.drm else ""
        parts.append(translate("Odds", "{table} {strength} col {column}")
                     .format(table=translate("Odds", f.table), strength=f.strength, column=f.column) + shift + drm)
    return translate("Odds", " vs ").join(parts)


def flank_odds(game, action) -> tuple[int, int]:
    """(drm, die faces out of 6 that succeed) of a flank attempt pinning from
    ``action.space`` in the running combat: the engine's own ``flank_chance``, the one its
    flank step rolls against (12.3.2, 12.3.3)."""
    odds = choices.flank_odds(game, action)
    return odds["drm"], len(odds["rolls"])


def choice_notes(game, actions) -> dict:
    """action -> its odds in words: an attack (both fires), a flank attempt (its chance;
    12.3.3: success = the attacker fires first) and declining it, an advance (how far)."""
    notes = {}
    for a in actions:
        if a.type == "attack":
            notes[a] = odds_text(attack_odds(game, a))
        elif a.type == "flank" and game.combat is not None:
            drm, wins = flank_odds(game, a)
            notes[a] = translate("Odds", "drm {drm}: {wins} in 6 to fire first, else the defender fires first") \
                .format(drm=f"{drm:+d}", wins=wins)
        elif a.type == "no_flank":
            notes[a] = translate("Odds", "both fire at once")
        elif a.type == "advance" and choices.route_of(a):
            # 12.7: no die; what decides is how far the victors go (no further than the retreat)
            n = len(choices.route_of(a))
            notes[a] = translate("Odds", "1 space, no die roll") if n == 1 else \
                translate("Odds", "{n} spaces, no die roll").format(n=n)
    return notes
