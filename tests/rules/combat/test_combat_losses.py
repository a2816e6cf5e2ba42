"""Losses (12.4): the legal loss assignments and applying them."""
import pytest

from pog_desktop.rules.combat.losses import LossError, LossOption, apply_losses, loss_options, may_replace

from ..helpers import cp_attack


def test_12_4_3_rulebook_example_reduced_army_replaced_then_corps_loses_both_steps(piece):
    """Covers: LOS-02, LOS-01, LOS-03. Full FR army + reduced FR army, LN 5: the only legal
    assignment eliminates the reduced army (3), its replacement corps loses both steps (1+1)."""
    defenders = [piece("fr_1", "verdun"), piece("fr_2", "verdun", reduced=True)]
    reserve = [piece("fr_c1"), piece("fr_c2")]
    options = loss_options(defenders, 5, reserve=reserve)
    assert options == [LossOption((("fr_2", 1), ("fr_c1", 2)), (("fr_2", "fr_c1"),), False, 5)]
    out = apply_losses(defenders, options[0], reserve)
    assert [p.id for p in out.survivors] == ["fr_1"]
    assert not out.survivors[0].reduced
    assert out.eliminated == ("fr_2", "fr_c1")
    assert out.permanently_eliminated == ()


def test_12_4_3_flipping_both_armies_would_exceed_the_ln_and_is_not_offered(piece):
    """Covers: LOS-02"""
    defenders = [piece("fr_1"), piece("fr_2", reduced=True)]
    options = loss_options(defenders, 5, reserve=[piece("fr_c1")])
    assert all(o.steps_of("fr_1") == 0 for o in options)


def test_12_4_3_exact_fit_lists_every_way_to_take_the_whole_ln(piece):
    """Covers: LOS-02. Two full corps (LF 1 each), LN 2: three ways, all taking 2."""
    options = loss_options([piece("ge_c1"), piece("ge_c2")], 2)
    assert sorted(o.steps for o in options) == [
        (("ge_c1", 1), ("ge_c2", 1)), (("ge_c1", 2),), (("ge_c2", 2),)]
    assert {o.total for o in options} == {2}


def test_12_4_3_ln_below_every_lf_means_no_loss(piece):
    """Covers: LOS-01. An LN of 2 cannot remove a step of LF 3."""
    assert loss_options([piece("ge_1")], 2) == [LossOption((), (), False, 0)]


def test_12_4_3_largest_fit_below_the_ln_is_required(piece):
    """Covers: LOS-02. Army LF 3 + reduced corps LF 1, LN 5: the best fit is 4 (army step +
    corps step); 3 or 1 alone is not enough, 6 is too much."""
    options = loss_options([piece("ge_1"), piece("ge_c1", reduced=True)], 5)
    assert [(o.steps, o.total) for o in options] == [((("ge_1", 1), ("ge_c1", 1)), 4)]


def test_12_4_2_each_step_counts_its_own_lf(piece):
    """Covers: LOS-01. The BEF corps loses LF 2 full, then LF 1 reduced."""
    options = loss_options([piece("br_bef_corps")], 3)
    assert [(o.steps, o.total) for o in options] == [((("br_bef_corps", 2),), 3)]


def test_12_4_4_reduced_army_with_no_corps_in_the_reserve_box_is_permanently_eliminated(piece):
    """Covers: LOS-03, LOS-09 (case 4)"""
    defenders = [piece("ge_1", "metz", reduced=True)]
    options = loss_options(defenders, 3, reserve=[])
    assert options == [LossOption((("ge_1", 1),), (), False, 3)]
    out = apply_losses(defenders, options[0])
    assert out.survivors == ()
    assert out.permanently_eliminated == ("ge_1",)
    assert out.eliminated == ()


def test_12_4_4_replacement_is_mandatory_and_the_corps_appears_in_the_armys_space(piece):
    """Covers: LOS-03"""
    defenders = [piece("ge_1", "metz", reduced=True)]
    reserve = [piece("ge_c7")]
    options = loss_options(defenders, 3, reserve=reserve)
    assert options == [LossOption((("ge_1", 1),), (("ge_1", "ge_c7"),), False, 3)]
    out = apply_losses(defenders, options[0], reserve)
    assert [(p.id, p.space, p.reduced) for p in out.survivors] == [("ge_c7", "metz", False)]
    assert out.eliminated == ("ge_1",)


def test_12_4_4_only_a_corps_of_the_same_nation_replaces(piece):
    """Covers: LOS-03"""
    options = loss_options([piece("ge_1", reduced=True)], 3, reserve=[piece("ah_c1")])
    assert options[0].replacements == ()


def test_12_4_4_2004_rules_take_only_full_strength_reserve_corps(piece):
    """Covers: LOS-03 (IT: full corps only; the 2022 switch allows a reduced one)."""
    reserve = [piece("ge_c1", reduced=True)]
    assert loss_options([piece("ge_1", reduced=True)], 3, reserve=reserve)[0].replacements == ()
    dlx = loss_options([piece("ge_1", reduced=True)], 3, reserve=reserve, allow_reduced_replacement=True)
    assert dlx[0].replacements == (("ge_1", "ge_c1"),)


def test_12_4_4_1_out_of_supply_army_is_replaced_but_still_permanently_eliminated(piece):
    """Covers: LOS-04, LOS-09 (case 3)"""
    defenders = [piece("ge_1", "lodz", reduced=True, oos=True)]
    reserve = [piece("ge_c1")]
    out = apply_losses(defenders, loss_options(defenders, 3, reserve=reserve)[0], reserve)
    assert [p.id for p in out.survivors] == ["ge_c1"]
    assert out.permanently_eliminated == ("ge_1",)


def test_12_4_4_owner_chooses_which_of_two_armies_gets_the_only_reserve_corps(piece):
    """Covers: LOS-03. Two reduced GE armies die to LN 6 with one GE corps in reserve."""
    defenders = [piece("ge_1", reduced=True), piece("ge_2", reduced=True)]
    options = loss_options(defenders, 6, reserve=[piece("ge_c1")])
    assert sorted(o.replacements for o in options) == [(("ge_1", "ge_c1"),), (("ge_2", "ge_c1"),)]
    out = apply_losses(defenders, options[0], [piece("ge_c1")])
    assert len(out.permanently_eliminated) == 1 and len(out.eliminated) == 1


@pytest.mark.parametrize("army,corps,allowed", [
    ("br_bef", "br_bef_corps", True),
    ("br_bef", "br_c1", False),
    ("br_1", "br_bef_corps", False),
    ("br_mef", "br_c1", True),
    ("br_ne", "br_c2", True),
    ("br_1", "aus_corps", False),
    ("br_1", "cnd_corps", False),
    ("br_1", "pt_corps", False),
    ("br_mef", "aus_corps", False),
    ("ru_1", "ru_cav_c1", False),
    ("ru_1", "ru_czl_corps", False),
    ("ru_1", "ru_c1", True),
])
def test_12_4_4_3_british_and_russian_replacement_restrictions(game, army, corps, allowed):
    """Covers: LOS-06"""
    assert may_replace(game.units[corps], game.units[army]) is allowed


def test_12_4_7_dotted_army_is_replaced_but_gone_for_good(piece):
    """Covers: LOS-09 (case 5). The MEF (reduced LF 2) is replaced by a BR corps and removed for good."""
    defenders = [piece("br_mef", "mef1", reduced=True)]
    reserve = [piece("br_c3")]
    options = loss_options(defenders, 2, reserve=reserve)
    assert options == [LossOption((("br_mef", 1),), (("br_mef", "br_c3"),), False, 2)]
    out = apply_losses(defenders, options[0], reserve)
    assert out.permanently_eliminated == ("br_mef",)
    assert [p.id for p in out.survivors] == ["br_c3"]


def test_12_4_7_dotted_corps_eliminated_goes_for_good(piece):
    """Covers: LOS-09"""
    defenders = [piece("br_bef_corps", reduced=True)]
    out = apply_losses(defenders, loss_options(defenders, 1)[0])
    assert out.permanently_eliminated == ("br_bef_corps",)


def test_12_4_5_bef_army_takes_the_first_attacker_loss(piece):
    """Covers: LOS-07"""
    attackers = [piece("br_1", "amiens"), piece("br_bef", "amiens"), piece("cnd_corps", "arras")]
    assert sorted(o.steps for o in loss_options(attackers, 3)) == [(("br_1", 1),), (("br_bef", 1),)]
    assert [o.steps for o in loss_options(attackers, 3, attacker=True)] == [(("br_bef", 1),)]


def test_12_4_5_priority_passes_down_when_the_higher_unit_cannot_take_a_step(piece):
    """Covers: LOS-07. LN 2 cannot flip the BEF army (LF 3): the CND corps must take the first loss."""
    attackers = [piece("br_bef", "amiens"), piece("br_c1", "amiens"), piece("cnd_corps", "amiens")]
    options = loss_options(attackers, 2, attacker=True)
    assert sorted(o.steps for o in options) == [(("br_c1", 1), ("cnd_corps", 1)), (("cnd_corps", 2),)]


def test_12_4_5_caucasus_army_takes_the_first_loss_when_it_attacks(piece):
    """Covers: LOS-07"""
    attackers = [piece("ru_cau", "erzerum"), piece("ru_c1", "erzerum")]
    assert [o.steps for o in loss_options(attackers, 2, attacker=True)] == [(("ru_cau", 1),)]


def test_12_4_5_priority_does_not_apply_to_the_defender(piece):
    """Covers: LOS-07"""
    defenders = [piece("ru_cau", "erzerum"), piece("ru_c1", "erzerum")]
    assert len(loss_options(defenders, 2)) == 2


def test_12_4_6_fort_alone_is_destroyed_by_an_ln_equal_to_its_lf(piece):
    """Covers: LOS-08, FRT-04, FRT-13"""
    assert loss_options([], 3, fort=3) == [LossOption((), (), True, 3)]
    assert loss_options([], 2, fort=3) == [LossOption((), (), False, 0)]
    out = apply_losses([], LossOption((), (), True, 3))
    assert out.fort_destroyed


def test_12_4_6_fort_takes_the_rest_only_after_every_defender_is_gone(piece):
    """Covers: LOS-08, FRT-13. A FR corps (1+1) and Verdun (3): LN 4 leaves 2 < 3 for the
    fort, which stands; LN 5 eliminates the corps and destroys the fort."""
    defenders = [piece("fr_c1", "verdun")]
    assert loss_options(defenders, 4, fort=3) == [LossOption((("fr_c1", 2),), (), False, 2)]
    assert loss_options(defenders, 5, fort=3) == [LossOption((("fr_c1", 2),), (), True, 5)]


def test_15_1_8_unused_ln_never_hits_the_fort_while_a_defender_survives(piece):
    """Covers: LOS-08. A full FR army (LF 3) and a fort of 2, LN 4: the army flips, the fort stands."""
    assert loss_options([piece("fr_1", "nancy")], 4, fort=2) == [LossOption((("fr_1", 1),), (), False, 3)]


def test_12_4_6_replacement_corps_must_die_before_the_fort_is_hit(piece):
    """Covers: LOS-08. Reduced FR army + Verdun, a FR corps in reserve, LN 6: army 3, corps 1+1,
    leaves 1 < 3, so the fort stands; the total taken is 5."""
    options = loss_options([piece("fr_1", "verdun", reduced=True)], 6, reserve=[piece("fr_c1")], fort=3)
    assert [(o.steps, o.fort, o.total) for o in options] == [((("fr_1", 1), ("fr_c1", 2)), False, 5)]


def test_12_4_applying_an_option_that_names_a_stranger_is_refused(piece):
    with pytest.raises(LossError, match="ge_c9"):
        apply_losses([piece("ge_c1")], LossOption((("ge_c9", 1),), (), False, 1))


def test_12_4_corps_full_step_then_reduced_step(piece):
    """Covers: LOS-01. One step flips a full corps; two eliminate it into the Eliminated box."""
    corps = [piece("ah_c1", "lemberg")]
    out = apply_losses(corps, LossOption((("ah_c1", 1),), (), False, 1))
    assert [(p.id, p.reduced) for p in out.survivors] == [("ah_c1", True)]
    out = apply_losses(corps, LossOption((("ah_c1", 2),), (), False, 2))
    assert out.eliminated == ("ah_c1",) and out.survivors == ()


# -- Review of losses (12.4) through the engine: constructed positions, scripted dice.
def test_12_4_4_a_replacement_corps_that_loses_a_step_stays_reduced():
    """Covers: LOS-03, LOS-02. GE 1st Army (5, die 2) scores LN 3 on the reduced RU 1st Army
    (LF 2) in Lodz: the army dies, a full RU corps comes from the Reserve Box and loses one
    step (1) to make 3. That corps must stay reduced."""
    g = cp_attack({"ge_1": "posen", "ru_1": "lodz", "ru_c1": "ap_reserve"}, [2, 1], "lodz", ["ge_1"],
                reduced=("ru_1",))
    assert g.state.where["ru_1"] == "ap_eliminated"
    assert g.state.where["ru_c1"] != "ap_reserve"
    assert "ru_c1" in g.state.reduced


def test_2022_12_4_4_2_an_unfillable_ln_must_eliminate_one_army_first():
    """Covers: LOS-05, LOS-02. Two full RU armies (LF 2 each) in Lodz, no RU corps in the
    Reserve Box; GE 1st and 8th Armies (10) roll 4: LN 5. 4 is the most that fits: 2004 lets
    the owner flip both armies or eliminate one; 2022 12.4.4.2 makes him eliminate one."""
    def choices(edition):
        g = cp_attack({"ge_1": "posen", "ge_8": "posen", "ru_1": "lodz", "ru_2": "lodz"}, [4, 1], "lodz",
                    ["ge_1", "ge_8"], options={"edition": edition})
        assert g.prompt.kind == "combat_losses" and g.prompt.side == "ap"
        return sorted(a.choice for a in g.legal_actions())
    assert choices("2004") == ["ru_1:1,ru_2:1|", "ru_1:2|", "ru_2:2|"]
    assert choices("2022") == ["ru_1:2|", "ru_2:2|"]


def test_2022_12_4_4_a_reduced_reserve_corps_only_when_no_full_one_is_there():
    """Covers: LOS-03. Reduced RU 1st Army in Lodz; the Reserve Box holds a full and a reduced RU
    corps. GE 1st Army (5) rolls 1: LN 2, the army dies. Under 2022 rules the full corps must
    replace it (a reduced one only if no full one is left), so there is nothing to choose."""
    g = cp_attack({"ge_1": "posen", "ru_1": "lodz", "ru_c1": "ap_reserve", "ru_c2": "ap_reserve"}, [1, 1], "lodz",
                ["ge_1"], reduced=("ru_1", "ru_c2"), options={"edition": "2022"})
    assert g.state.where["ru_c1"] == "lodz" and "ru_c1" not in g.state.reduced
    assert g.state.where["ru_c2"] == "ap_reserve"
