"""Rule switches. The 2004 rulebook is the default; each 2022 (Deluxe) difference that this
engine knows is a named switch, and ``edition: "2022"`` turns them all on at once
(see docs/rulings.md)."""
from __future__ import annotations

from .errors import IllegalAction

DEFAULTS: dict = {
    "edition": "2004",
    "hand_size": 7,                        # 6.0 G; 9.1.4 (2022 optional) makes it 8
    "commitment_reshuffle_at_draw": False,  # 16.1.3: 2004 reshuffles at once, 2022 at the draw
    "sn_mn_activate_as_parent": False,     # 9.2.3 (2022): SN counts as TU, MN as SB
    # 15.2.1, 15.1.1 (both editions): entering an unbesieged enemy fort space ends the move. False
    # only replays a game file that sets it so (the former 2004 reading: units moved on; docs/rulings.md).
    "fort_entry_stops": True,
    "rb_sr_same_nation": False,            # 13.1.8 (2022): SR out of the reserve box joins the same nation
    "ana_no_sr_to_reserve": False,         # 13.1.9, 13.2.1 (2022): no ANA SR to the reserve box nor by sea out of
                                           # the Near East; 2004: the ANA may, as the one British corps of 13.2.1
    "optional_cards": False,               # the optional cards 56-65 of each deck
    "trench_l2_changes_owner": False,       # 11.2.6 (2022): a level-2 trench entered becomes an enemy level 1
    "sedan_rp_bonus": False,               # 5.7.3 (2022 Historical): +1 GE RP at CP Total War holding Sedan
    "italian_front_restriction": False,    # 5.7.4.6 (2022 Historical)
    "supply_check_each_move": False,       # 14.1.1.3 (2022): supply judged again as each unit starts moving
    "desert_summer_no_attack": False,      # 15.2.5 (2022): no combat activation of desert spaces in summer
    "italy_romania_event_only": False,     # 9.5.2.5 (2022): AP #16/#17 only as events while CP alone at TW
    "foreign_sources_2022": False,         # 13.1.12, 17.1.4.1 (2022): BU and RO lists; no RP through them
    "oos_space_activates": False,          # 14.3.1 (2022): an all-OOS space may be activated, its units not move
    "oos_stack_no_cards": False,           # 14.3.4 (2022): supplied defenders stacked with OOS units get no CCs
    "lusitania_stops_cp_peace": True,      # 16.5 / AP #26: the 2004 card text; not in 2022
    "yudenitch_near_east_only": False,     # AP #29 (2022): RU CAU only in a Russian space of the Near East map
    "ana_sn_supply_near_east_only": False,  # 14.1.5 (2022): ANA and SN trace supply off the Near East map
    "unit_setup_2022": False,              # 4.2 (2022 Unit Setup): the 4.2.4 corps in Stanislau and Lutsk are standard
    "no_commitment_increase": False,       # 5.3.2 (Introductory): war commitment never rises
    "star_event_vp": False,                # 5.3 (Introductory): a * event scores 1 VP for its player
    "no_entrench_event_turn_1": False,     # 5.7.4.4 (2022 Historical)
    "turn_1_br_mo_becomes_fr": False,      # 5.7.4.5 (2022 Historical)
    "entrench_drm": False,                 # 11.2.10 (optional): -1 on the next try after a failed entrench
    "event_and_ops_cards": (),             # 5.7.4.7 (2022 Historical): more cards give OPS after the event
    "vp_bid": 0,                           # 5.6.2 (tournament): VP ceded to the CP (negative: to the AP)
    "last_turn": None,                     # cut the scenario short (selfplay, tests)
    "alternate_setup": False,              # 4.2.4: the scenario file's alternate setup variant
    # Hidden hands (hotseat): the defender is asked at every combat-card stage, even with no
    # card to play, so the game pausing for him tells the attacker nothing (9.5.4).
    "ask_defender_combat_cards": False,
    # Hidden hands between machines (issue 11: PBEM, programs): the attacker too is asked at each of
    # its combat-card stages and every side at each discard step (9.5.4.6), cards or not, so that no
    # pause (or its absence) tells the other seat what a hand holds.
    "ask_all_card_stages": False,
    "log_draws": False,                    # issue 11: log each draw per seat ("AP draws 6 cards"; the names for the AP)
    "seats": "two-player",                 # issue 11: "two-player", "solitaire" or {side: seat} (rules/seats.py)
    "players": None,                       # seed 003: 4 or 3 players on three fronts (Historical; core/commands.py)
}

# seed 003: the seats of the four- and three-player tables (10.1: one CP player holds both CP commands)
COMMAND_SEATS = {
    4: {"cp:west": "cp-west", "cp:east": "cp-east", "ap:west": "ap-west", "ap:east": "ap-east"},
    3: {"cp:west": "cp", "cp:east": "cp", "ap:west": "ap-west", "ap:east": "ap-east"},
}

EDITION_2022 = {
    "commitment_reshuffle_at_draw": True, "sn_mn_activate_as_parent": True,
    "rb_sr_same_nation": True, "ana_no_sr_to_reserve": True,
    "trench_l2_changes_owner": True, "supply_check_each_move": True, "desert_summer_no_attack": True,
    "italy_romania_event_only": True, "foreign_sources_2022": True,
    "oos_space_activates": True, "oos_stack_no_cards": True,
    "lusitania_stops_cp_peace": False, "yudenitch_near_east_only": True,
    "ana_sn_supply_near_east_only": True, "unit_setup_2022": True,
}


def from_scenario(sc_options: dict) -> dict:
    """The scenario file's own switches in this engine's names."""
    out = {}
    if sc_options.get("ruleset") in ("2004", "2022"):
        out["edition"] = sc_options["ruleset"]
    if sc_options.get("eight_card_hands"):
        out["hand_size"] = 8
    if sc_options.get("optional_cards") == "all":
        out["optional_cards"] = True
    for name in ("sedan_rp_bonus", "italian_front_restriction", "no_commitment_increase", "star_event_vp",
                 "no_entrench_event_turn_1", "turn_1_br_mo_becomes_fr", "entrench_drm"):
        if sc_options.get(name):
            out[name] = True
    if sc_options.get("event_and_ops_cards"):
        out["event_and_ops_cards"] = tuple(sc_options["event_and_ops_cards"])
    return out


# The players' switches (data/scenario_options.py names) that choose the setup, not a rule.
SETUP_SWITCHES = ("alternate_setup",)


def from_players(chosen: dict) -> dict:
    """The new-game dialog's optional rules (``data.scenario_options`` names) in this
    engine's names, to pass to ``Game.new`` on top of the scenario's own switches. A switch
    turned off is left out, so the scenario's default stands."""
    chosen = dict(chosen or {})
    if chosen.get("optional_cards") == "selected":
        raise IllegalAction("optional_cards 'selected' is not playable yet: choose 'none' or 'all'")
    out = from_scenario(chosen)
    if chosen.get("optional_cards") == "none":
        out["optional_cards"] = False
    if chosen.get("eight_card_hands") is False:
        out["hand_size"] = 7
    for name in SETUP_SWITCHES:
        if chosen.get(name):
            out[name] = True
    if chosen.get("players"):
        out["players"] = chosen["players"]      # seed 003: the four- or three-player table
    return out


def setup_variants(options: dict | None) -> dict:
    """The switches of ``options`` the scenario loader needs: those picking a setup variant
    (4.2.4; in the 2022 edition, ``unit_setup_2022``, its corps are the standard setup), and
    the optional cards 56-65 with the edition chosen (the scenario's card setup leaves them
    out of the piles unless told). A scenario file of the 2022 edition names the variant
    in its own options (Historical)."""
    options = options or {}
    resolved = resolve(options)   # a wrong name, type or range is refused as such before it picks a setup
    out = {n: True for n in SETUP_SWITCHES if options.get(n)}
    if resolved["unit_setup_2022"]:
        out["alternate_setup"] = True   # 4.2 (2022): AH corps in Stanislau, RU corps in Lutsk
    if options.get("optional_cards"):
        out["optional_cards"] = "all"
        if "edition" in options:
            out["ruleset"] = options["edition"]
    return out


# Switches added after rules version 2 whose off value is the earlier versions' rule: a save's
# seal (``Game.rules_in_force``) names them only when on, so that the file of an earlier version,
# sealed over the options that version knew, still fits its seal when replayed with them off.
SEALED_WHEN_ON = frozenset({"ana_sn_supply_near_east_only", "unit_setup_2022"})

# The earlier rules versions (``game.RULES_VERSION``) whose games this one replays, with the
# switches of ``as_recorded``.
EARLIER_RULES: tuple[int, ...] = (1, 2)


def as_recorded(version: int, options: dict | None, scenario_options: dict | None = None) -> dict:
    """``options`` (a game's own, as its file names them) with the switches that play it as it
    was played under rules ``version`` (one of ``EARLIER_RULES``); its own choices win.
    ``scenario_options``: the scenario's switches (``from_scenario``), which name its edition.

    Version 1: in the 2004 edition units entering an unbesieged enemy fort could move on
    (version 2 stops them, 15.2.1): ``fort_entry_stops`` false. Its 2022 games already
    stopped, and also stopped units entering an already besieged fort, which 15.2.2 lets
    them pass: no switch keeps that, so such a game replays up to that move only.

    Versions 1 and 2, 2022 edition: the ANA and SN were always in supply, on any map (version
    3 follows 2022 14.1.5: off the Near East map they trace), and a 2022 game set up the
    corps of Stanislau and Lutsk only where the scenario or the players chose 4.2.4
    (version 3: always, the 2022 Unit Setup): ``ana_sn_supply_near_east_only`` and
    ``unit_setup_2022`` false. Their 2004 games need neither."""
    options = dict(options or {})
    edition = {**(scenario_options or {}), **options}.get("edition", "2004")
    if version == 1 and edition == "2004":
        options = {"fort_entry_stops": False, **options}
    if version in (1, 2) and edition == "2022":
        options = {"ana_sn_supply_near_east_only": False, "unit_setup_2022": False, **options}
    return options


def resolve(options: dict | None, scenario_options: dict | None = None) -> dict:
    """Defaults, then the edition preset, then the scenario's and the caller's own switches.
    Unknown names are refused."""
    options = dict(options or {})
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise IllegalAction(f"unknown option(s) {sorted(unknown)}; known: {sorted(DEFAULTS)}")
    options = {**(scenario_options or {}), **options}
    out = dict(DEFAULTS)
    edition = options.get("edition", "2004")
    if edition not in ("2004", "2022"):
        raise IllegalAction(f"option 'edition' must be '2004' or '2022', not {edition!r}")
    if edition == "2022":
        out.update(EDITION_2022)
    out.update(options)
    for name, value in out.items():
        problem = option_error(name, value)
        if problem:
            raise IllegalAction(f"option {name!r} {problem}, not {value!r}")
    if out["players"] is not None:
        out["optional_cards"] = True      # seed 003, 3.2 and 3.5: the decks hold the optional cards
        if options.get("seats", "two-player") == "two-player":
            out["seats"] = dict(COMMAND_SEATS[out["players"]])
    return out


def option_error(name: str, value) -> str | None:
    """What is wrong with one resolved option's value (its type and range), or None. A saved
    game's options come from a file, so every switch is checked, not only the numbers."""
    if name == "edition":
        return None if value in ("2004", "2022") else "must be '2004' or '2022'"
    if name == "hand_size":
        return None if type(value) is int and value in (7, 8) else "must be 7 or 8"
    if name == "vp_bid":   # a bid beyond the whole VP track is no bid
        if type(value) is not int:
            return "must be a whole number of VP"
        return None if -40 <= value <= 40 else "must be from -40 to 40 VP"
    if name == "last_turn":
        return None if value is None or (type(value) is int and 1 <= value <= 20) else "must be a turn from 1 to 20"
    if name == "players":   # seed 003
        ok = value is None or (type(value) is int and value in COMMAND_SEATS)
        return None if ok else "must be 4 or 3 (the Historical variant on three fronts)"
    if name == "seats":    # text or a table side -> seat: SeatMap.from_option names what is wrong
        return None
    if name == "event_and_ops_cards":
        ok = isinstance(value, (list, tuple)) and len(value) <= 200 and all(isinstance(c, str) for c in value)
        return None if ok else "must be a list of card ids"
    default = DEFAULTS.get(name)   # any other switch: of its default's type
    for kind, words in ((bool, "true or false"), (int, "a whole number"), (str, "text")):
        if isinstance(default, kind):
            return None if type(value) is kind else f"must be {words}"
    return None
