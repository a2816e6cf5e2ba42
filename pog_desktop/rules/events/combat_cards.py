"""Combat cards (9.5.4) as entries of the combat-card registry (``rules/combat/cards.py``):
what each does to a combat and when it may be played. Conditions look only at the combat as
designated (``CardContext``); printed prerequisites (Michael after H-L, Royal Tank Corps after
Landships ...) are checked by ``cc_play`` through ``events.prerequisite_error``.

Not here yet (they need more than a drm, a trench cancel, a flank or firing first): Withdrawal,
They Shall Not Pass, Backs to the Wall, Alberich (retreats), Kemal, Maude, Turk Determination
(tables and trenches of their own), Place of Execution (French fort spaces), Alpenkorps
(the attackers' terrain), and the VP of Peace Offensive."""
from __future__ import annotations

from ..combat.cards import REGISTRY, TRENCH_STEP, CardContext, CombatCard, register
from ..turn_track import season

PUTNIK_LAST_TURN = 7   # Fall 1915 (T.0): Putnik is a 1914-1915 card


def _mine(c: CardContext):
    return c.attackers if c.role == "attacker" else c.defenders


def attack_by(*nations):
    """An attack with at least one unit of ``nations`` (9.5.4.1.1: AUS, CND, PT, ANA are not BR)."""
    return lambda c: c.role == "attacker" and any(p.nation in nations for p in c.attackers)


def fight_by(*nations):
    """An attack or a defence with a unit of ``nations``."""
    return lambda c: any(p.nation in nations for p in _mine(c))


def defenders_all(nation):
    return lambda c: bool(c.defenders) and all(p.nation == nation for p in c.defenders)


def every(*conds):
    return lambda c: all(f(c) for f in conds)


def severe_weather(c: CardContext) -> bool:
    """AP 7 / CP 4: the defender in a mountain space in Fall or Winter, or a swamp in Spring or Fall."""
    s = season(c.turn)
    return c.role == "defender" and ((c.ground.terrain == "mountain" and s in ("fall", "winter"))
                                     or (c.ground.terrain == "swamp" and s in ("spring", "fall")))


def entrenched(c: CardContext) -> bool:
    return c.ground.effective_trench > 0


def clear(c: CardContext) -> bool:
    return c.ground.terrain == "clear"


def attack_only_by(nation):
    return lambda c: c.role == "attacker" and bool(c.attackers) and all(p.nation == nation for p in c.attackers)


CARDS = (
    CombatCard("ap04", "ap", drm=1, condition=fight_by("ru")),                                  # Pleve
    CombatCard("ap05", "ap", drm=1, condition=every(fight_by("sb"), lambda c: c.turn <= PUTNIK_LAST_TURN)),
    CombatCard("ap07", "ap", drm=2, condition=severe_weather),
    CombatCard("ap18", "ap", drm=1, condition=attack_by("br")),                                 # Hurricane Barrage
    CombatCard("ap19", "ap", drm=1, condition=attack_by("br", "fr")),                           # Air Superiority
    CombatCard("ap21", "ap", drm=1, condition=attack_by("fr")),                                 # Phosgene Gas
    CombatCard("ap36", "ap", drm=1, once_per_turn=True, condition=every(attack_by("br"), entrenched)),  # Mine Attack
    CombatCard("ap48", "ap", step=TRENCH_STEP, negates_trench_shifts=True, once_per_turn=True,
               condition=every(attack_by("br"), clear)),                                        # Royal Tank Corps
    CombatCard("ap58", "ap", drm=1, condition=attack_by("ru")),                                 # Russian Guards
    CombatCard("ap59", "ap", drm=1, condition=attack_only_by("it")),                            # Alpine Troops
    CombatCard("cp02", "cp", flank_auto_success=True,
               condition=every(attack_by("ge"), defenders_all("ru"), lambda c: c.flank_attempt)),  # Wireless Intercepts
    CombatCard("cp03", "cp", drm=1, condition=every(attack_by("ge"), defenders_all("ru"))),     # Von Francois
    CombatCard("cp04", "cp", drm=2, condition=severe_weather),
    CombatCard("cp15", "cp", drm=1, condition=attack_by("ge")),                                 # Chlorine Gas
    CombatCard("cp16", "cp", drm=1, condition=fight_by("tu")),                                  # Liman Von Sanders
    CombatCard("cp18", "cp", drm=1, condition=every(lambda c: c.role == "defender", fight_by("ge"), entrenched)),
    CombatCard("cp19", "cp", drm=1, condition=attack_by("ge")),                                 # Flamethrowers
    CombatCard("cp35", "cp", drm=1, condition=attack_by("ge")),                                 # Mustard Gas
    CombatCard("cp40", "cp", drm=1, condition=attack_by("ge")),                                 # Air Superiority
    CombatCard("cp43", "cp", step=TRENCH_STEP, negates_trench=True,
               condition=every(lambda c: c.role == "attacker", defenders_all("it"))),           # Von Below
    CombatCard("cp44", "cp", step=TRENCH_STEP, negates_trench=True, fires_first=True,
               condition=every(lambda c: c.role == "attacker", defenders_all("ru"))),           # Von Hutier
    CombatCard("cp49", "cp", step=TRENCH_STEP, negates_trench=True, drm=1, condition=attack_by("ge")),  # Michael
    CombatCard("cp50", "cp", step=TRENCH_STEP, negates_trench=True, condition=attack_by("ge")),         # Blucher
    CombatCard("cp51", "cp", step=TRENCH_STEP, negates_trench=True, condition=attack_by("ge")),  # Peace Offensive
    CombatCard("cp57", "cp", drm=1, condition=fight_by("ah")),                                  # Kaisertreu
    CombatCard("cp62", "cp", drm=1, condition=every(attack_by("ge"), clear)),                   # Achtung: Panzer
)

for _card in CARDS:
    if _card.card not in REGISTRY:   # a test may have filled the registry first
        register(_card)
