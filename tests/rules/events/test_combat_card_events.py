"""Combat cards' effects (9.5.4) through the registry, and their play in a combat."""
from pog_desktop.data import load_game
from pog_desktop.data.combat_tables import load_combat_tables
from pog_desktop.rules import Action
from pog_desktop.rules.combat.card_effects import CARD_STEP, TRENCH_STEP, CardContext, card_effects, playable
from pog_desktop.rules.combat.engine.record import ground_of
from pog_desktop.rules.combat.fire import Ground, fire
from pog_desktop.rules.combat.pieces import Piece

from ..helpers import ops, position


UNITS = load_game("pog").units


def ctx_of(role, attackers, defenders, terrain="clear", trench=0, turn=5, flank=False):
    return CardContext(role, "x", Ground(terrain, trench), tuple(Piece(UNITS[u]) for u in attackers),
                       tuple(Piece(UNITS[u]) for u in defenders), turn, flank)


def test_cp03_von_francois_only_for_a_german_attack_on_russians():
    """Covers: EVT-03"""
    assert playable(["cp03", "cp15"], "cp", ctx_of("attacker", ["ge_1"], ["ru_1"])) == ["cp03", "cp15"]
    assert playable(["cp03", "cp15"], "cp", ctx_of("attacker", ["ge_1"], ["fr_1"])) == ["cp15"]
    assert playable(["cp03"], "cp", ctx_of("attacker", ["ah_1"], ["ru_1"])) == []
    assert card_effects(["cp03", "cp15"], []).attacker_drm == 2


def test_ap07_cp04_severe_weather_mountain_fall_winter_swamp_spring_fall():
    """Covers: EVT-04"""
    fall, spring, summer = 7, 5, 6
    assert playable(["ap07"], "ap", ctx_of("defender", ["ge_1"], ["ru_1"], "mountain", turn=fall)) == ["ap07"]
    assert playable(["ap07"], "ap", ctx_of("defender", ["ge_1"], ["ru_1"], "mountain", turn=spring)) == []
    assert playable(["cp04"], "cp", ctx_of("defender", ["ru_1"], ["ge_1"], "swamp", turn=spring)) == ["cp04"]
    assert playable(["cp04"], "cp", ctx_of("defender", ["ru_1"], ["ge_1"], "swamp", turn=summer)) == []
    assert card_effects([], ["cp04"]).defender_drm == 2


def test_ap05_putnik_serbian_attack_or_defence_in_1914_and_1915_only():
    """Covers: EVT-37"""
    assert playable(["ap05"], "ap", ctx_of("defender", ["ah_1"], ["sb_1"], turn=7)) == ["ap05"]
    assert playable(["ap05"], "ap", ctx_of("defender", ["ah_1"], ["sb_1"], turn=8)) == []


def test_ap18_9_5_4_1_1_hurricane_barrage_needs_a_british_unit_not_an_australian_one():
    """Covers: EVT-37"""
    assert playable(["ap18"], "ap", ctx_of("attacker", ["aus_corps"], ["ge_1"])) == []
    assert playable(["ap18"], "ap", ctx_of("attacker", ["br_1"], ["ge_1"])) == ["ap18"]


def test_cp44_von_hutier_cancels_trenches_and_fires_first_against_russians():
    """Covers: EVT-28"""
    c = ctx_of("attacker", ["ge_1"], ["ru_1"], trench=2)
    assert playable(["cp44", "cp43"], "cp", c, TRENCH_STEP) == ["cp44"]
    fx = card_effects(["cp44"], [])
    assert (fx.trench_negated, fx.attacker_fires_first) == (True, True)


def test_cp02_wireless_intercepts_a_german_flank_attempt_on_russians_only():
    """Covers: EVT-02"""
    assert playable(["cp02"], "cp", ctx_of("attacker", ["ge_1"], ["ru_1"], flank=True)) == ["cp02"]
    assert playable(["cp02"], "cp", ctx_of("attacker", ["ge_1"], ["ru_1", "br_1"], flank=True)) == []
    assert card_effects(["cp02"], []).flank_auto_success


def test_ap36_mine_attack_british_attack_on_an_entrenched_defender_once_per_turn():
    """Covers: EVT-46"""
    assert playable(["ap36"], "ap", ctx_of("attacker", ["br_1"], ["ge_1"], trench=1)) == ["ap36"]
    assert playable(["ap36"], "ap", ctx_of("attacker", ["br_1"], ["ge_1"], trench=0)) == []
    assert card_effects(["ap36"], []).attacker_drm == 1


def test_cp49_michael_needs_h_l_in_the_engine_and_played_ends_lloyd_george_with_its_ws():
    """Covers: EVT-31, EVT-35, CRD-11"""
    g = ops(position({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}, turn=14), "cp", 4)
    g.state.hand["cp"] = ["cp49", "cp15"]
    g.state.flags.add("event:cp55")
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.prompt.kind == "combat_cards" and g.prompt.choices["cards"] == ["cp15"]   # no H-L yet
    g2 = ops(position({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}, turn=14), "cp", 4)
    g2.state.hand["cp"] = ["cp49"]
    g2.state.flags |= {"event:cp54", "event:cp55"}
    g2.state.trench["lodz"], g2.state.trench_side["lodz"] = 1, "ap"
    g2.apply(Action("activate", space="posen", mode="attack"))
    g2.state.dice_script = [1, 1]
    g2.apply(Action("done"))
    g2.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g2.prompt.kind == "combat_cards" and g2.prompt.choices["cards"] == ["cp49"]
    g2.apply(Action("combat_card", card="cp49"))
    st = g2.state
    assert "event:cp49" in st.flags and "cancelled:cp55" in st.flags
    assert (st.ws["cp"], st.cws) == (1, 1) and st.removed["cp"] == ["cp49"]


# -- The remaining combat cards (9.5.4) as registry entries, and 9.5.4.1.1's nationality test.


def cc(role, attackers, defenders, terrain="clear", trench=0, **kw):
    return CardContext(role, "x", Ground(terrain, trench), tuple(Piece(UNITS[u]) for u in attackers),
                       tuple(Piece(UNITS[u]) for u in defenders), kw.pop("turn", 10), False, **kw)


def test_9_5_4_1_1_sn_is_not_turkish_mn_is_not_serbian_for_combat_cards():
    """Covers: CRD-20. Liman von Sanders (CP 16) helps a Turkish defence, not the SN alone;
    Putnik (AP 5) a Serbian one, not the Montenegrins alone; Kemal needs a real Turk."""
    assert playable(["cp16", "cp31"], "cp", cc("defender", ["br_c1"], ["tu_c1"])) == ["cp16", "cp31"]
    assert playable(["cp16", "cp31"], "cp", cc("defender", ["br_c1"], ["tu_sn_corps"])) == []
    assert playable(["ap05"], "ap", cc("defender", ["ah_c1"], ["mn_corps"], turn=5)) == []
    assert playable(["ap05"], "ap", cc("defender", ["ah_c1"], ["mn_corps", "sb_1"], turn=5)) == ["ap05"]


def test_9_5_4_1_1_the_nation_named_must_be_on_the_card_owners_side():
    """Covers: CRD-20. Chlorine Gas (CP 15) is for a German attack: German defenders attacked by
    Austrians do not qualify."""
    assert playable(["cp15"], "cp", cc("attacker", ["ah_c1"], ["ru_c1"])) == []
    assert playable(["cp15"], "cp", cc("attacker", ["ah_c1", "ge_c1"], ["ru_c1"])) == ["cp15"]


def test_cp26_place_of_execution_plus_2_against_a_space_with_a_french_fort():
    """Covers: EVT-17"""
    assert playable(["cp26"], "cp", cc("attacker", ["ah_c1"], ["fr_c1"], fort_nation="fr")) == ["cp26"]
    assert playable(["cp26"], "cp", cc("attacker", ["ge_1"], ["fr_c1"], fort_nation="be")) == []
    assert playable(["cp26"], "cp", cc("attacker", ["ge_1"], ["fr_c1"])) == []
    assert card_effects(["cp26"], []).attacker_drm == 2


def test_cp30_alpenkorps_into_or_out_of_mountains_and_german_in_2022():
    """Covers: EVT-21. Out of a mountain space counts as into one; the 2004 card asks no
    German unit, the 2022 one does."""
    out_of = cc("attacker", ["ah_c1"], ["it_c1"], attacking_terrains=frozenset({"mountain"}))
    assert playable(["cp30"], "cp", out_of) == ["cp30"]
    assert playable(["cp30"], "cp", cc("attacker", ["ah_c1"], ["it_c1"], "mountain", edition_2022=True)) == []
    assert playable(["cp30"], "cp", cc("attacker", ["ge_c1"], ["it_c1"], "mountain", edition_2022=True)) == ["cp30"]
    assert playable(["cp30"], "cp", cc("attacker", ["ge_c1"], ["it_c1"], "clear")) == []
    assert card_effects(["cp30"], []).attacker_drm == 1


def test_cp31_12_3_4_1_kemal_a_turkish_defender_fires_on_the_army_table():
    """Covers: EVT-22. A TU corps (1 CF) rolls 5: 1 on the Corps table, 2 on the Army table;
    reduced to 0 CF it still fires on the Army table's 1 column (12.3.4.1). Once per turn."""
    fx = card_effects([], ["cp31"])
    assert fx.defender_army_table and not fx.attacker_army_table
    corps = Piece(UNITS["tu_c1"])
    assert fire(load_combat_tables("pog"), [corps], 5).ln == 1
    assert fire(load_combat_tables("pog"), [corps], 5, army_table=fx.defender_army_table).ln == 2
    assert fire(load_combat_tables("pog"), [corps.flipped()], 5, army_table=True).ln == 2
    assert playable(["cp31"], "cp", cc("defender", ["ru_c1"], ["tu_c1"])) == ["cp31"]
    assert playable(["cp31"], "cp", cc("defender", ["ru_c1"], ["tu_c1"]), CARD_STEP, ["cp31"]) == []


def test_cp60_turk_determination_turks_without_a_trench_fight_as_in_a_level_1_trench():
    """Covers: EVT-59 (optional CP 60). The card stands even against a trench a card cancelled
    (2022 12.2.4 note)."""
    assert playable(["cp60"], "cp", cc("defender", ["br_c1"], ["tu_c1"])) == ["cp60"]
    assert playable(["cp60"], "cp", cc("defender", ["br_c1"], ["tu_c1"], trench=1)) == []
    c = {"terrain": "desert", "trench": 0, "fort_alone": False, "trench_negated": True,
         "cards": {"attacker": ["ap46"], "defender": ["cp60"]}, "defender_oos": False}
    assert ground_of(c).effective_trench == 1
    c["defender_oos"] = True   # 14.3.4: no benefit out of supply
    assert ground_of(c).effective_trench == 0


def test_ap39_ap63_they_shall_not_pass_and_backs_to_the_wall_cancel_the_retreat():
    """Covers: EVT-47, EVT-59, RET-17. TSNP: an Allied defence in a French fort space; kept after a tie.
    Backs to the Wall: a British army defending in France or Belgium."""
    assert playable(["ap39"], "ap", cc("defender", ["ge_1"], ["fr_c1"], fort_nation="fr")) == ["ap39"]
    assert playable(["ap39"], "ap", cc("defender", ["ge_1"], ["fr_c1"])) == []
    assert playable(["ap63"], "ap", cc("defender", ["ge_1"], ["br_1"], target_nation="fr")) == ["ap63"]
    assert playable(["ap63"], "ap", cc("defender", ["ge_1"], ["br_c1"], target_nation="fr")) == []
    assert playable(["ap63"], "ap", cc("defender", ["tu_c1"], ["br_1"], target_nation="tu")) == []
    assert card_effects([], ["ap39"]).retreat_cancelled and card_effects([], ["ap63"]).retreat_cancelled


def test_cp64_alberich_not_against_royal_tank_corps_or_yanks_and_tanks():
    """Covers: EVT-59 (optional CP 64)"""
    base = dict(target_nation="fr")
    assert playable(["cp64"], "cp", cc("defender", ["br_1"], ["ge_1"], **base)) == ["cp64"]
    assert playable(["cp64"], "cp", cc("defender", ["br_1"], ["ge_1"], played=frozenset({"ap48"}), **base)) == []
    assert playable(["cp64"], "cp", cc("defender", ["us_1"], ["ge_1"], round_events=frozenset({"ap35"}), **base)) == []
    assert playable(["cp64"], "cp", cc("defender", ["ru_1"], ["ge_1"], target_nation="ru")) == []
    assert card_effects(["ap18"], ["cp64"]).attack_cancelled


def test_ap46_brusilov_one_russian_attack_on_non_germans_ignores_trenches():
    """Covers: EVT-50. Only in Brusilov's round (2022 12.2.4 note: also with no trench there)."""
    rnd = frozenset({"ap46"})
    assert playable(["ap46"], "ap", cc("attacker", ["ru_1"], ["ah_c1"], round_events=rnd), TRENCH_STEP) == ["ap46"]
    assert playable(["ap46"], "ap", cc("attacker", ["ru_1"], ["ah_c1", "ge_c1"], round_events=rnd), TRENCH_STEP) == []
    assert playable(["ap46"], "ap", cc("attacker", ["ru_1"], ["ah_c1"]), TRENCH_STEP) == []
    assert card_effects(["ap46"], []).trench_negated


def test_ap45_kerensky_2022_one_attack_as_a_card_2004_none():
    """Covers: EVT-49. With the 2022 rules Kerensky's +2 is used on one Russian attack on AH,
    BU or TU units; with the 2004 rules it is no card (every such attack gets it)."""
    rnd = frozenset({"ap45"})
    new = dict(round_events=rnd, edition_2022=True)
    assert playable(["ap45"], "ap", cc("attacker", ["ru_1"], ["ah_c1"], **new)) == ["ap45"]
    assert playable(["ap45"], "ap", cc("attacker", ["ru_1"], ["ge_c1"], **new)) == []
    assert playable(["ap45"], "ap", cc("attacker", ["ru_1"], ["ah_c1"], round_events=rnd)) == []
    assert card_effects(["ap45"], []).attacker_drm == 2


def test_ap61_maude_needs_every_british_attacker_on_the_basra_line():
    """Covers: EVT-59 (optional AP 61)"""
    line = frozenset({"br_c1"})
    assert playable(["ap61"], "ap", cc("attacker", ["br_c1"], ["tu_c1"], basra_line=line)) == ["ap61"]
    assert playable(["ap61"], "ap", cc("attacker", ["br_c1", "br_c2"], ["tu_c1"], basra_line=line)) == []
    assert playable(["ap61"], "ap", cc("attacker", ["aus_corps"], ["tu_c1"], basra_line=frozenset({"aus_corps"}))) == []
    assert card_effects(["ap61"], []).attacker_army_table


# -- Review of the card events: combat card conditions and effects (9.5.4).


def card_ctx(role, attackers, defenders, terrain="clear", trench=0, target_nation=None, edition_2022=False):
    return CardContext(role, "x", Ground(terrain, trench), tuple(Piece(UNITS[u]) for u in attackers),
                       tuple(Piece(UNITS[u]) for u in defenders), 14, target_nation=target_nation,
                       edition_2022=edition_2022)


def test_ap48_2022_royal_tank_corps_only_against_a_clear_space_in_france_or_belgium():
    """Covers: EVT-42"""
    def rtc(nation, edition_2022):
        return playable(["ap48"], "ap", card_ctx("attacker", ["br_1"], ["ge_1"], trench=2, target_nation=nation,
                                               edition_2022=edition_2022), TRENCH_STEP)
    assert rtc("it", False) == ["ap48"]
    assert rtc("it", True) == []
    assert rtc("fr", True) == rtc("be", True) == ["ap48"]


def test_ap48_12_3_1_royal_tank_corps_cancels_only_the_trench_shifts():
    """Covers: EVT-42"""
    effects = card_effects(["ap48"], [])
    assert (effects.trench_shifts_negated, effects.trench_negated) == (True, False)


def test_cp03_cp44_von_francois_and_von_hutier_against_a_space_holding_russian_and_romanian_units():
    """Covers: EVT-03, EVT-28, EVT-02. "Against Russian units", unlike the "only Russian units" of
    Wireless Intercepts."""
    mixed = ["ru_1", "ro_c1"]
    assert playable(["cp03"], "cp", card_ctx("attacker", ["ge_1"], mixed)) == ["cp03"]
    assert playable(["cp44"], "cp", card_ctx("attacker", ["ge_1"], mixed), TRENCH_STEP) == ["cp44"]
    assert playable(["cp03"], "cp", card_ctx("attacker", ["ge_1"], ["ro_c1"])) == []
    flank = CardContext("attacker", "x", Ground(), (Piece(UNITS["ge_1"]),), tuple(Piece(UNITS[u]) for u in mixed),
                        14, True)
    assert playable(["cp02"], "cp", flank) == []
