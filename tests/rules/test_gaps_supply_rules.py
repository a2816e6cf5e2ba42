"""Last checklist gaps: out of supply units and the 2022 supply differences (14.3.1, 14.3.4,
14.1.8, 17.1.4.1)."""
from pog_desktop.rules import Action

from .helpers import ops, position, reason, rp_phase
from .test_events2_combat_engine import attack, texts

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
