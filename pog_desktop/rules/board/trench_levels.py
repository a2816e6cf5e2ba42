"""Trenches (11.2): digging in, and what enemy entry and attrition do to a trench.

A trench is a level (0, 1 or 2) and, for the 2022 reading of 11.2.6-11.2.7, an owner."""
from __future__ import annotations

MAX_LEVEL = 2
#: 11.2.10 (optional): these nations' armies get -1 on the attempt after a failed one.
LEARNING_NATIONS = frozenset({"ge", "br", "fr", "it"})


def entrench_succeeds(die: int, army_lf: int, failed_last_round: bool = False, nation: str = "",
                      learning_rule: bool = False) -> bool:
    """11.2.2 / 11.2.10: success on a roll at or under the army's LF; the optional rule gives
    -1 (never more) to a GE, BR, FR or IT army that failed in the previous round."""
    drm = -1 if (learning_rule and failed_last_round and nation in LEARNING_NATIONS) else 0
    return die + drm <= army_lf


def trench_after_entrench(level: int, success: bool) -> int:
    """11.2.2-11.2.3: success places a level 1 trench or deepens level 1 to 2 (never more)."""
    return min(MAX_LEVEL, level + 1) if success else level


def trench_after_enemy_entry(level: int, owner: str, enemy: str, enemy_owns_l1: bool = False) -> tuple[int, str | None]:
    """11.2.5-11.2.6: an enemy entering removes a level 1 trench and reduces level 2 to 1.
    The 2004 text leaves the owner of that level 1 open; ``enemy_owns_l1`` is the 2022 reading."""
    if level <= 1:
        return 0, None
    return 1, (enemy if enemy_owns_l1 else owner)


def trench_after_attrition(level: int, owner: str, enemy: str, intact_fort: bool,
                           enemy_owns_l1: bool = False) -> tuple[int, str | None]:
    """11.2.7: a space that suffers attrition loses a level 1 trench and a level 2 becomes 1;
    trenches in a space with an intact fort are untouched."""
    if intact_fort:
        return level, owner if level else None
    return trench_after_enemy_entry(level, owner, enemy, enemy_owns_l1)
