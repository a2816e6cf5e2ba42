"""Supply (14.1-14.2): tracing, sources by nation, sea supply, special cases, caching."""
import pytest

from pog_desktop.data import load_game
from pog_desktop.rules import Action
from pog_desktop.rules.board.supply import (MEDINA_ONLY, OUT_OF_SUPPLY, SUPPLIED, SupplyNetwork, SupplyState,
                                            nation_sides)

from .helpers import attack, ops, position, reason, rp_phase, texts
from .supply_world import control, world


@pytest.fixture(scope="module")
def game():
    return load_game("pog")


@pytest.fixture
def net(game):
    board = world()
    return SupplyNetwork(board, nation_sides(game.units.values()))


@pytest.fixture
def unit(game):
    return lambda uid: game.units[uid]


def state(net, besieged=(), **changes):
    return SupplyState(control(net.board, **changes), besieged=frozenset(besieged))


def test_14_1_2_unit_traces_through_friendly_spaces_to_a_source(net, unit):
    """Covers: SUP-01"""
    assert net.unit_supply(unit("ge_c1"), "c", state(net)) == SUPPLIED


def test_14_1_3_capturing_one_space_cuts_the_line(net, unit):
    """Covers: SUP-01, SUP-02"""
    cut = state(net, b="ap")
    assert net.unit_supply(unit("ge_c1"), "c", cut) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("ge_c1"), "a", cut) == SUPPLIED


def test_14_1_3_a_besieged_enemy_fort_space_may_be_traced_through(net, unit):
    """Covers: SUP-02, SUP-17, FRT-07. B is held by the AP (its fort) and besieged by the CP."""
    assert net.unit_supply(unit("ge_c1"), "c", state(net, besieged={"b"}, b="ap")) == SUPPLIED


def test_14_1_2_never_through_or_into_a_friendly_besieged_fort(net, unit):
    """Covers: SUP-01, FRT-15"""
    s = state(net, besieged={"b"})
    assert net.unit_supply(unit("ge_c1"), "c", s) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("ge_c1"), "b", s) == OUT_OF_SUPPLY


def test_14_1_4_sea_supply_through_two_friendly_ports(net, unit):
    """Covers: SUP-03. D reaches Stettin, crosses to Kiel, which is linked to Essen.
    (Sofia is made AP so D has no land source.)"""
    assert net.unit_supply(unit("ge_c1"), "d", state(net, sofia="ap")) == SUPPLIED
    assert net.unit_supply(unit("ge_c1"), "d", state(net, sofia="ap", kiel="ap")) == OUT_OF_SUPPLY


def test_14_1_4_a_besieged_port_serves_no_sea_supply(net, unit):
    """Covers: SUP-03, SUP-17"""
    s = SupplyState(control(net.board, sofia="ap", stettin="ap"), besieged=frozenset({"stettin"}))
    assert net.unit_supply(unit("ge_c1"), "d", s) == OUT_OF_SUPPLY


def test_14_1_4_2_allied_sea_supply_reaches_london_from_a_french_port(net, unit):
    """Covers: SUP-03, SUP-08, SUP-04. A French unit may not cross the BR-only line but goes by sea."""
    assert net.unit_supply(unit("fr_c1"), "e", state(net)) == SUPPLIED
    assert net.unit_supply(unit("fr_c1"), "e", state(net, calais="cp")) == OUT_OF_SUPPLY


def test_14_1_4_2_constantinople_port_only_with_gallipoli(net, unit):
    """Covers: SUP-04"""
    held = dict(constantinople="ap", f="ap")
    assert net.unit_supply(unit("fr_c1"), "f", state(net, **held)) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("fr_c1"), "f", state(net, gallipoli="ap", **held)) == SUPPLIED


def test_14_2_2_russians_use_no_sea_supply_and_cross_their_dashed_lines(net, unit):
    """Covers: SUP-06. R1 is linked to Moscow by an RU-only line; R2 is a port."""
    s = state(net)
    assert net.unit_supply(unit("ru_c1"), "r2", s) == SUPPLIED
    assert net.unit_supply(unit("ru_c1"), "r2", state(net, r1="cp")) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("fr_c1"), "r2", state(net, r1="cp")) == SUPPLIED


def test_11_1_4_romanians_and_serbs_trace_over_russian_dashed_lines(net, unit):
    """Covers: SUP-09"""
    s = state(net, r2="cp")
    assert net.unit_supply(unit("ro_c1"), "r1", s) == SUPPLIED
    assert net.unit_supply(unit("sb_c1"), "r1", s) == SUPPLIED
    assert net.unit_supply(unit("fr_c1"), "r1", s) == OUT_OF_SUPPLY


def test_14_2_3_serbs_may_use_salonika_while_allied(net, unit):
    """Covers: SUP-07"""
    assert net.unit_supply(unit("sb_c1"), "s1", state(net)) == SUPPLIED
    assert net.unit_supply(unit("ru_c1"), "s1", state(net)) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("sb_c1"), "s1", state(net, salonika="cp")) == OUT_OF_SUPPLY


def test_14_1_6_serbs_are_always_supplied_inside_serbia(net, unit):
    """Covers: SUP-11"""
    cut = state(net, belgrade="cp")
    assert net.unit_supply(unit("sb_c1"), "nis", cut) == SUPPLIED
    assert net.unit_supply(unit("ru_c1"), "nis", cut) == OUT_OF_SUPPLY


@pytest.mark.parametrize("uid", ["mn_corps", "br_ana_corps", "tu_sn_corps"])
def test_14_1_5_montenegrins_ana_and_senussi_are_always_supplied(net, unit, uid):
    """Covers: SUP-10"""
    assert net.unit_supply(unit(uid), "g1", state(net, g1=None)) == SUPPLIED


def test_14_1_8_turks_in_medina_are_supplied_for_attrition_only(net, unit):
    """Covers: SUP-13"""
    s = state(net, f="ap")
    assert net.unit_supply(unit("tu_c1"), "medina", s) == MEDINA_ONLY
    assert not net.in_supply(unit("tu_c1"), "medina", s)
    assert net.unit_supply(unit("ge_c1"), "medina", s) == OUT_OF_SUPPLY


def test_14_2_1_sofia_serves_only_once_bulgaria_is_at_war(net, unit):
    """Covers: SUP-05"""
    peace = SupplyState(control(net.board, kiel="ap"), at_war=frozenset({"ge", "ah"}))
    war = SupplyState(control(net.board, kiel="ap"), at_war=frozenset({"ge", "ah", "bu"}))
    assert net.unit_supply(unit("ge_c1"), "d", peace) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("ge_c1"), "d", war) == SUPPLIED


def test_9_2_7_1_the_beachhead_supplies_the_mef_and_british_corps_only(net, unit):
    """Covers: SUP-14"""
    landed = SupplyState(control(net.board, g1="ap"), beachheads=frozenset({"mef1"}))
    assert net.unit_supply(unit("br_mef"), "g1", landed) == SUPPLIED
    assert net.unit_supply(unit("aus_corps"), "g1", landed) == SUPPLIED
    assert net.unit_supply(unit("br_c1"), "g1", landed) == SUPPLIED
    assert net.unit_supply(unit("fr_c1"), "g1", landed) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("cnd_corps"), "g1", landed) == OUT_OF_SUPPLY
    assert net.unit_supply(unit("br_mef"), "g1", state(net, g1="ap")) == OUT_OF_SUPPLY


def test_9_5_2_4_no_tracing_through_spaces_with_neutral_greek_units(net, unit):
    """Covers: SUP-15"""
    s = SupplyState(control(net.board), blocked=frozenset({"a"}))
    assert net.unit_supply(unit("ge_c1"), "c", s) == OUT_OF_SUPPLY


def test_14_1_7_forts_need_no_supply_a_friendly_fort_keeps_its_space(net):
    """Covers: SUP-12 (a fort is not a unit: supply is never asked of it; its space keeps
    control in attrition, see test_supply_attrition)."""
    assert "b" in net.supplied(net.space_group("cp"), state(net))


def test_sup_20_the_same_position_is_answered_from_the_cache(net, unit):
    """Covers: SUP-20"""
    s = state(net)
    net.unit_supply(unit("ge_c1"), "c", s)
    misses = net.misses
    net.unit_supply(unit("ge_c2"), "a", SupplyState(control(net.board)))
    assert net.misses == misses and net.hits >= 1
    net.unit_supply(unit("ge_c1"), "c", s.with_control("b", "ap"))
    assert net.misses == misses + 1


def test_14_2_sources_on_the_real_map(game):
    """Covers: SUP-05, SUP-06, SUP-08 (Paris is not a source)."""
    net = SupplyNetwork(game.map, nation_sides(game.units.values()))
    assert net.cp_sources == {"essen", "breslau", "sofia", "constantinople"}
    assert net.russian_sources == {"petrograd", "moscow", "kharkov", "caucasus", "belgrade"}
    assert net.western_sources == {"london"}


def test_14_1_3_a_turk_in_aqaba_is_cut_off_when_beersheba_falls(game):
    """Covers: SUP-01, SUP-02 (real map: Aqaba's only land line to Constantinople runs through
    Beersheba; the Medina line leads nowhere else)."""
    net = SupplyNetwork(game.map, nation_sides(game.units.values()))
    ctl = {s.id: s.side for s in game.map.spaces.values()}
    assert net.unit_supply(game.units["tu_c1"], "aqaba", SupplyState(ctl)) == SUPPLIED
    ctl["beersheba"] = "ap"
    assert net.unit_supply(game.units["tu_c1"], "aqaba", SupplyState(ctl)) == OUT_OF_SUPPLY


def test_sup_20_supply_for_a_changed_position_is_fast(game):
    """Covers: SUP-20. Forty fresh positions, four groups each, well under 20 ms per position."""
    import time
    net = SupplyNetwork(game.map, nation_sides(game.units.values()))
    ctl = {s.id: s.side for s in game.map.spaces.values()}
    groups = [net.group_for(game.units[u]) for u in ("ge_1", "fr_1", "ru_1", "br_1")]
    spaces = sorted(ctl)[:40]
    start = time.perf_counter()
    for sid in spaces:
        s = SupplyState(dict(ctl, **{sid: "ap" if ctl[sid] == "cp" else "cp"}))
        for g in groups:
            net.supplied(g, s)
    assert (time.perf_counter() - start) / len(spaces) < 0.02


# -- Last checklist gaps: out of supply units and the 2022 supply differences (14.3.1, 14.3.4,
# 14.1.8, 17.1.4.1).
AT_WAR = frozenset({"it", "bu", "ro", "gr", "us"})
CUT_PLOCK = {"plock": "cp", "thorn": "ap", "tannenberg": "ap"}
CUT_SOFIA = {"kazanlik": "ap", "philippoli": "ap", "burgas": "ap"}


def test_14_3_1_2004_an_all_oos_space_cannot_be_activated_2022_it_can():
    """Covers: SUP-16. A GE corps in Plock cut off by Thorn and Tannenberg in Allied hands: the
    2004 rules refuse the activation; the 2022 rules allow it (its units may not move or
    attack). A space with one supplied unit may be activated in 2004 (9.2.4)."""
    g = ops(position({"ge_c1": "plock", "ru_c1": "lodz"}, control=CUT_PLOCK), "cp", 4)
    assert reason(g, type="activate", space="plock", mode="move") == \
        "every unit in Plock is out of supply: it cannot be activated (14.3.1)"
    g22 = ops(position({"ge_c1": "plock", "ru_c1": "lodz"}, control=CUT_PLOCK, options={"edition": "2022"}), "cp", 4)
    assert reason(g22, type="activate", space="plock", mode="move") is None
    ok = ops(position({"ge_c1": "plock"}, control={"plock": "cp"}), "cp", 4)
    assert reason(ok, type="activate", space="plock", mode="attack") is None


def _medina(attacker_space, control):
    g = attack({"br_ana_corps": attacker_space, "tu_c1": "medina"}, {"cp": ["cp16"]}, [3, 3], "medina",
               ["br_ana_corps"], attacker_space, side="ap", neutral=AT_WAR, control=control, turn=7)
    g.apply(Action("combat_card", card="cp16"))
    g.apply(Action("no_more_cards"))
    return texts(g, "fire")


def test_14_1_8_turks_in_medina_on_its_own_supply_get_no_combat_card_benefit():
    """Covers: CRD-31, EVT-12. The ANA attacks a TU corps in Medina and the CP play Liman von
    Sanders: with Aqaba in Allied hands the Turks live on Medina's supply and fire at +0; with
    the line to Aqaba open they fire at +1."""
    assert _medina("aqaba", {"aqaba": "ap"})[1] == "defender fires 1 on the corps table, column 1: rolled 3+0, LN 0"
    assert _medina("arabia", {"arabia": "ap"})[1] == "defender fires 1 on the corps table, column 1: rolled 3+1, LN 1"


def _entrenched_plock(control):
    """A RU corps in Lodz attacks an entrenched GE corps in Plock, which plays Fortified
    Machine Guns; the defender's fire line."""
    g = ops(position({"ru_c1": "lodz", "ge_c1": "plock"}, control={**control, "lodz": "ap"}, active="ap"), "ap", 4)
    g.state.trench["plock"], g.state.trench_side["plock"] = 1, "cp"
    g.state.hand["cp"] = ["cp18"]
    g.apply(Action("activate", space="lodz", mode="attack"))
    g.state.dice_script = [3, 3]
    g.apply(Action("done"))
    g.apply(Action("attack", space="plock", units=("ru_c1",)))
    g.apply(Action("combat_card", card="cp18"))
    g.apply(Action("no_more_cards"))
    return texts(g, "fire")[1]


def test_14_3_4_an_oos_defender_gets_no_combat_card_benefit():
    """Covers: CRD-30, EVT-14. The entrenched GE corps fires at +1 with Fortified Machine Guns
    while supplied, at +0 when Thorn and Tannenberg cut it off."""
    assert _entrenched_plock({"plock": "cp"}) == "defender fires 2 on the corps table, column 3: rolled 3+1, LN 1"
    assert _entrenched_plock(CUT_PLOCK) == "defender fires 2 on the corps table, column 3: rolled 3+0, LN 1"


def test_14_3_4_2004_a_supplied_defender_keeps_its_cards_beside_an_oos_one_2022_does_not():
    """Covers: CRD-30. A MN corps (always supplied) with an OOS SB corps: the 2004 rules deny
    the benefit to OOS units only, so the stack keeps it; the 2022 rules deny it to the stack.
    Alone OOS, both editions deny it."""
    from pog_desktop.data import load_game
    from pog_desktop.rules.combat.engine.attacks import defender_oos
    from pog_desktop.rules.combat.pieces import Piece
    units = load_game("pog").units
    mixed = [Piece(units["mn_corps"]), Piece(units["sb_c1"], oos=True)]
    alone = [Piece(units["sb_c1"], oos=True)]
    g04, g22 = position(), position(options={"edition": "2022"})
    assert [defender_oos(g04.ctx, mixed), defender_oos(g22.ctx, mixed)] == [False, True]
    assert [defender_oos(g04.ctx, alone), defender_oos(g22.ctx, alone)] == [True, True]
    assert [defender_oos(g04.ctx, []), defender_oos(g22.ctx, [])] == [False, False]


def test_17_1_4_1_2022_a_bulgarian_tracing_only_to_german_sources_gets_no_replacements():
    """Covers: SUP-19. With Bulgaria at war and Kazanlik, Philippoli and Burgas in Allied hands,
    a reduced BU corps in Adrianople traces only to Constantinople: the 2022 rules refuse its replacement, the 2004
    rules allow it. In Sofia itself (CP) it is replaced under both."""
    nt = frozenset({"it", "ro", "gr", "us"})
    for options, refused in ((None, False), ({"edition": "2022"}, True)):
        g = rp_phase(position({"bu_c1": "adrianople"},
                              reduced={"bu_c1"}, neutral=nt, control=CUT_SOFIA, options=options),
                     "cp", {"bu": 1})
        why = reason(g, type="replace", unit="bu_c1")
        assert why == ("Bulgarian corps draws supply only from another nation's source: no replacements (17.1.4.1)"
                       if refused else None)
        home = rp_phase(position({"bu_c1": "sofia"}, reduced={"bu_c1"}, neutral=nt, options=options), "cp", {"bu": 1})
        assert reason(home, type="replace", unit="bu_c1") is None
