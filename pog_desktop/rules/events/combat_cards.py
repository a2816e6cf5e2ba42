"""Combat cards (9.5.4) as entries of the combat-card registry (``rules/combat/card_effects.py``):
what each does to a combat and when it may be played. Conditions look only at the combat as
designated (``CardContext``); printed prerequisites (Michael after H-L, Royal Tank Corps after
Landships ...) are checked by ``combat.engine.card_play`` through ``core.effects.prerequisite_error``.

Kerensky (2022) and Brusilov's trench-free attack are not cards in the hand: their events put
them in play for the round (``combat.engine.standing_events.event_cards``)."""
from __future__ import annotations

from ..combat.card_effects import REGISTRY, TRENCH_STEP, CardContext, CombatCard, register
from ..core.turn_track import season

PUTNIK_LAST_TURN = 7   # Fall 1915 (T.0): Putnik is a 1914-1915 card


ATTACK, DEFENCE = frozenset({"attacker"}), frozenset({"defender"})
FRANCE_BELGIUM = frozenset({"fr", "be"})


def by(*nations):
    """9.5.4.1.1: the card helps only a side with a unit of one of ``nations``."""
    return frozenset(nations)


def defenders_all(nation):
    return lambda c: bool(c.defenders) and all(p.nation == nation for p in c.defenders)


def defenders_include(nation):
    """Von Francois, Von Hutier: "against Russian units"; the cards that need the space to hold
    only one nation's units (Wireless Intercepts, Von Below) say so."""
    return lambda c: any(p.nation == nation for p in c.defenders)


def every(*conds):
    return lambda c: all(f(c) for f in conds)


def severe_weather(c: CardContext) -> bool:
    """AP 7 / CP 4: the defender in a mountain space in Fall or Winter, or a swamp in Spring or Fall."""
    s = season(c.turn)
    return (c.ground.terrain == "mountain" and s in ("fall", "winter")) \
        or (c.ground.terrain == "swamp" and s in ("spring", "fall"))


def entrenched(c: CardContext) -> bool:
    return c.ground.effective_trench > 0


def clear(c: CardContext) -> bool:
    return c.ground.terrain == "clear"


def royal_tank_corps(c: CardContext) -> bool:
    """AP 48: a clear-terrain target (2022 card: in France or Belgium). Only the trench's column
    shifts go: 12.3.1 lets only the CP trench-cancelling cards open a flank attack."""
    return clear(c) and (not c.edition_2022 or c.target_nation in FRANCE_BELGIUM)


def only(nation):
    return lambda c: bool(c.attackers) and all(p.nation == nation for p in c.attackers)


def french_fort(c: CardContext) -> bool:
    return c.fort_nation == "fr"


def alpenkorps(c: CardContext) -> bool:
    """CP 30: an attack into or out of a mountain space (2022: a German attack)."""
    if c.edition_2022 and not any(p.nation == "ge" for p in c.attackers):
        return False
    return c.ground.terrain == "mountain" or "mountain" in c.attacking_terrains


def kemal(c: CardContext) -> bool:
    """CP 31: a Turkish defender with a combat factor of 1 or more (SN is not TU, 9.5.4.1.1)."""
    return any(p.nation == "tu" and p.cf >= 1 for p in c.defenders)


def no_trench(c: CardContext) -> bool:
    return c.ground.trench == 0 and not c.ground.fort_alone


def backs_to_the_wall(c: CardContext) -> bool:
    """AP 63: a British army among the defenders, in France or Belgium."""
    return c.target_nation in FRANCE_BELGIUM and any(p.nation == "br" and p.is_army for p in c.defenders)


def alberich(c: CardContext) -> bool:
    """CP 64: an Allied attack in France or Belgium without Royal Tank Corps or Yanks and Tanks."""
    return c.target_nation in FRANCE_BELGIUM and "ap48" not in c.played and "ap35" not in c.round_events


def kerensky_2022(c: CardContext) -> bool:
    """AP 45, 2022 text: one Russian attack that round on a space with AH, BU or TU units."""
    return c.edition_2022 and "ap45" in c.round_events and any(p.nation in ("ah", "bu", "tu") for p in c.defenders)


def brusilov(c: CardContext) -> bool:
    """AP 46: one Russian attack that round on CP units none of which is German (2022 12.2.4
    note: also against a space without a trench)."""
    return "ap46" in c.round_events and bool(c.defenders) and all(p.nation != "ge" for p in c.defenders)


def maude(c: CardContext) -> bool:
    """AP 61: an attack whose British units all trace supply to Basra."""
    british = [p.id for p in c.attackers if p.nation == "br"]
    return bool(british) and all(u in c.basra_line for u in british)


CARDS = (
    CombatCard("ap04", "ap", drm=1, nations=by("ru")),                                          # Pleve
    CombatCard("ap05", "ap", drm=1, nations=by("sb"), condition=lambda c: c.turn <= PUTNIK_LAST_TURN),
    CombatCard("ap06", "ap", withdrawal=True, roles=DEFENCE),                                   # Withdrawal
    CombatCard("ap07", "ap", drm=2, roles=DEFENCE, condition=severe_weather),
    CombatCard("ap18", "ap", drm=1, roles=ATTACK, nations=by("br")),                            # Hurricane Barrage
    CombatCard("ap19", "ap", drm=1, roles=ATTACK, nations=by("br", "fr")),                      # Air Superiority
    CombatCard("ap21", "ap", drm=1, roles=ATTACK, nations=by("fr")),                            # Phosgene Gas
    CombatCard("ap36", "ap", drm=1, once_per_turn=True, roles=ATTACK, nations=by("br"), condition=entrenched),
    CombatCard("ap39", "ap", cancels_retreat=True, kept_unless_lost=True, roles=DEFENCE,
               condition=french_fort),                                                          # They Shall Not Pass
    CombatCard("ap45", "ap", drm=2, roles=ATTACK, nations=by("ru"), condition=kerensky_2022),   # Kerensky (2022)
    CombatCard("ap46", "ap", step=TRENCH_STEP, negates_trench=True, roles=ATTACK, nations=by("ru"),
               condition=brusilov),                                                             # Brusilov's attack
    CombatCard("ap48", "ap", step=TRENCH_STEP, negates_trench_shifts=True, once_per_turn=True,
               roles=ATTACK, nations=by("br"), condition=royal_tank_corps),
    CombatCard("ap58", "ap", drm=1, roles=ATTACK, nations=by("ru")),                            # Russian Guards
    CombatCard("ap59", "ap", drm=1, roles=ATTACK, nations=by("it"), condition=only("it")),      # Alpine Troops
    CombatCard("ap61", "ap", army_table=True, roles=ATTACK, nations=by("br"), condition=maude),  # Maude
    CombatCard("ap63", "ap", cancels_retreat=True, roles=DEFENCE, condition=backs_to_the_wall),
    CombatCard("cp02", "cp", flank_auto_success=True, roles=ATTACK, nations=by("ge"),
               condition=every(defenders_all("ru"), lambda c: c.flank_attempt)),                # Wireless Intercepts
    CombatCard("cp03", "cp", drm=1, roles=ATTACK, nations=by("ge"), condition=defenders_include("ru")),  # Von Francois
    CombatCard("cp04", "cp", drm=2, roles=DEFENCE, condition=severe_weather),
    CombatCard("cp15", "cp", drm=1, roles=ATTACK, nations=by("ge")),                            # Chlorine Gas
    CombatCard("cp16", "cp", drm=1, nations=by("tu")),                                          # Liman Von Sanders
    CombatCard("cp18", "cp", drm=1, roles=DEFENCE, nations=by("ge"), condition=entrenched),     # Fortified MGs
    CombatCard("cp19", "cp", drm=1, roles=ATTACK, nations=by("ge")),                            # Flamethrowers
    CombatCard("cp26", "cp", drm=2, roles=ATTACK, condition=french_fort),                       # Place of Execution
    CombatCard("cp30", "cp", drm=1, roles=ATTACK, condition=alpenkorps),
    CombatCard("cp31", "cp", army_table=True, once_per_turn=True, roles=DEFENCE, nations=by("tu"), condition=kemal),
    CombatCard("cp35", "cp", drm=1, roles=ATTACK, nations=by("ge")),                            # Mustard Gas
    CombatCard("cp40", "cp", drm=1, roles=ATTACK, nations=by("ge")),                            # Air Superiority
    CombatCard("cp43", "cp", step=TRENCH_STEP, negates_trench=True, roles=ATTACK,
               condition=defenders_all("it")),                                                  # Von Below
    CombatCard("cp44", "cp", step=TRENCH_STEP, negates_trench=True, fires_first=True, roles=ATTACK,
               condition=defenders_include("ru")),                                                  # Von Hutier
    CombatCard("cp49", "cp", step=TRENCH_STEP, negates_trench=True, drm=1, roles=ATTACK, nations=by("ge")),  # Michael
    CombatCard("cp50", "cp", step=TRENCH_STEP, negates_trench=True, roles=ATTACK, nations=by("ge")),  # Blucher
    CombatCard("cp51", "cp", step=TRENCH_STEP, negates_trench=True, roles=ATTACK, nations=by("ge")),  # Peace Offensive
    CombatCard("cp56", "cp", withdrawal=True, roles=DEFENCE),                                   # Withdrawal
    CombatCard("cp57", "cp", drm=1, nations=by("ah")),                                          # Kaisertreu
    CombatCard("cp60", "cp", trench_floor=1, roles=DEFENCE, nations=by("tu"),
               condition=no_trench),                                                            # Turk Determination
    CombatCard("cp62", "cp", drm=1, roles=ATTACK, nations=by("ge"), condition=clear),           # Achtung: Panzer
    CombatCard("cp64", "cp", cancels_attack=True, roles=DEFENCE, condition=alberich),           # Alberich
)

for _card in CARDS:
    if _card.card not in REGISTRY:   # a test may have filled the registry first
        register(_card)
