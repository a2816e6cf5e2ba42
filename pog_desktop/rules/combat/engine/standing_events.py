"""What standing events do inside a combat, asked by the combat rules in two places:
``attack_ban`` when an attack is designated, ``combat_drm`` when a side fires.

* Lloyd George (CP 55), this turn: no British attack on German units in a level 2 trench.
* Stavka Timidity (CP 58), this turn: no Russian attack on a space of entrenched Germans only.
* Yanks and Tanks (AP 35), this round: +2 to the Allied rolls of combats with a US unit.
* Kerensky Offensive (AP 45), this round: +2 to Russian attacks on AH, BU or TU units (2004: every such attack;
  2022: one such attack, through ``round_events`` as a card the AP may use once).
* Brusilov Offensive (AP 46), this round: +1 to every Russian attack; one attack on non-German units
  ignores trenches (``round_events``, used once like a card).
* Sinai Pipeline (AP 49): Allied attacks from Sinai lose the -3 (``sinai_pipeline``).
* Peace Offensive (CP 51): ``after_combat`` costs 1 VP when no attacker advanced.
* Haig (CP 61), this turn: ``retreat_ignored`` for entrenched Germans in FR, BE or GE attacked
  by British units, unless Michael, Blucher or Peace Offensive has been played."""
from __future__ import annotations

from ...core.effects import in_effect, played, played_this_turn, round_flag_on, score
from ...core.messages import msg


LLOYD_GEORGE, STAVKA_TIMIDITY, SINAI_PIPELINE = "cp55", "cp58", "ap49"
PEACE_OFFENSIVE, HAIG = "cp51", "cp61"
HAIG_NATIONS = frozenset({"fr", "be", "ge"})
GERMAN_1918_OFFENSIVES = ("cp49", "cp50", "cp51")   # Michael, Blucher, Peace Offensive: Haig has no effect after them


def _nations(ctx, units) -> set:
    return {ctx.unit_nation[u] for u in units}


def attack_ban(ctx, st, side: str, attackers, target: str) -> str | None:
    if not played_this_turn(st, LLOYD_GEORGE) and not played_this_turn(st, STAVKA_TIMIDITY):
        return None   # neither event this turn (the usual case): nothing to look at
    defenders = [u for u in st.at.get(target, ()) if ctx.unit_side[u] != side]
    level = st.trench.get(target, 0) if st.trench_side.get(target) != side else 0
    attacking = _nations(ctx, attackers)
    if played_this_turn(st, LLOYD_GEORGE) and in_effect(st, LLOYD_GEORGE) and "br" in attacking \
            and level == 2 and "ge" in _nations(ctx, defenders):
        return msg("combat.engine.standing_events.lloyd_george_no_british_attack",
                   "Lloyd George: no British attack on German units in a level 2 trench this turn")
    if played_this_turn(st, STAVKA_TIMIDITY) and "ru" in attacking and level and defenders \
            and _nations(ctx, defenders) == {"ge"}:
        return msg("combat.engine.standing_events.stavka_timidity_no_russian_attack",
                   "Stavka Timidity: no Russian attack on entrenched German units alone this turn")
    return None


def combat_drm(ctx, st, c: dict, role: str) -> int:
    """The drm standing events add to ``role``'s fire in combat ``c``."""
    ap_role = "attacker" if c["side"] == "ap" else "defender"
    if role != ap_role:
        return 0
    units = c["attackers"] + c["defenders"]
    drm = 0
    if round_flag_on(st, "yanks_and_tanks") and "us" in _nations(ctx, units):
        drm += 2
    if role == "attacker" and "ru" in _nations(ctx, c["attackers"]):
        if round_flag_on(st, "kerensky_offensive") and _nations(ctx, c["defenders"]) & {"ah", "bu", "tu"} \
                and ctx.options.get("edition") != "2022":   # 2022: one attack, played as a card
            drm += 2
        if round_flag_on(st, "brusilov_offensive"):
            drm += 1
    return drm


def sinai_pipeline(st, side: str) -> bool:
    return side == "ap" and in_effect(st, SINAI_PIPELINE)


def after_combat(ctx, st, c: dict) -> None:
    """CP 51 (T.7): the attacker played Peace Offensive and no unit advanced into the space."""
    if PEACE_OFFENSIVE in c.get("cards", {}).get("attacker", ()) and not c["advanced"]:
        score(ctx, st, PEACE_OFFENSIVE, "peace_offensive_no_advance")


def retreat_ignored(ctx, st, c: dict) -> bool:
    """CP 61: the defenders keep their space (our ruling: always, the choice being theirs to gain);
    not once a German 1918 offensive card was played (the card text)."""
    level = c["trench"]
    if any(played(st, x) for x in GERMAN_1918_OFFENSIVES):
        return False
    return (played_this_turn(st, HAIG) and c["side"] == "ap" and level > 0
            and ctx.spaces[c["target"]].nation in HAIG_NATIONS and "br" in _nations(ctx, c["attackers"])
            and _nations(ctx, [u for u in c["defenders"] if st.where.get(u) == c["target"]]) == {"ge"})


ROUND_EVENTS = {"ap35": "yanks_and_tanks", "ap45": "kerensky_offensive", "ap46": "brusilov_offensive"}


def round_events(ctx, st, c: dict) -> frozenset[str]:
    """The "this round" events in force for combat ``c`` (Yanks and Tanks only with a US unit
    in it), as card ids: combat cards' conditions read them."""
    out = {card for card, flag in ROUND_EVENTS.items() if round_flag_on(st, flag)}
    if "us" not in _nations(ctx, c["attackers"] + c["defenders"]):
        out.discard("ap35")
    return frozenset(out)


def event_cards(ctx, st, side: str, c: dict) -> list[str]:
    """Events of this round that act like a combat card the owner may use once: Brusilov's
    trench-free attack, and Kerensky's +2 in the 2022 text."""
    return sorted(x for x in round_events(ctx, st, c) - {"ap35"} if ctx.cards[x].side == side)
