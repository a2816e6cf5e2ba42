"""Unit counters: factors, names, labels, nations and flags (2.2.1). Covers: DAT-05."""
from pog_desktop.data import load_game
from pog_desktop.data.model import Factors


def _units():
    return load_game("pog").units


def test_2_2_1_factors_quoted_in_the_2004_example_of_play():
    """Covers: DAT-05. The IT example quotes GE army 5-3-3, GE corps 2-1-4, RU army 3-2-3,
    RU corps 1-1-3, BR army 4-3-3, reduced CND corps 2-1-4, FR army 3-3-3, FR corps CF 1,
    SB army LF 2 and reduced CF 1."""
    u = _units()
    assert u["ge_1"].full == Factors(5, 3, 3)
    assert u["ge_c1"].full == Factors(2, 1, 4)
    assert u["ru_1"].full == Factors(3, 2, 3)
    assert u["ru_c1"].full == Factors(1, 1, 3)
    assert u["br_1"].full == Factors(4, 3, 3)
    assert u["cnd_corps"].reduced == Factors(2, 1, 4)
    assert u["fr_1"].full == Factors(3, 3, 3)
    assert u["fr_c1"].full.combat == 1
    assert u["sb_1"].full.loss == 2 and u["sb_1"].reduced.combat == 1
    assert u["mn_corps"].full.movement == 0


def test_2_2_1_every_unit_has_a_display_name_and_a_counter_label():
    """Covers: DAT-05"""
    u = _units()
    assert all(x.name and x.label for x in u.values())
    assert (u["ge_1"].name, u["ge_1"].label) == ("German 1st Army", "1")
    assert (u["ru_12"].name, u["ru_12"].label) == ("Russian 12th Army", "12")
    assert (u["tu_yld"].name, u["tu_yld"].label) == ("Yildirim Army", "YLD")
    assert (u["br_bef"].name, u["br_bef"].label) == ("British Expeditionary Force", "BEF")
    assert (u["ge_c7"].name, u["ge_c7"].label) == ("German corps", "GE")


def test_9_2_3_special_corps_have_their_own_names_and_nations():
    """Covers: DAT-05. ANA, AUS, CND and PT are apart from BR (7.1.4, 12.4.4.3, 17.1.1.1); SN apart
    from TU; the Polish corps count as German; Czech Legion and cavalry are Russian."""
    u = _units()
    expect = {"br_ana_corps": ("Arab Northern Army", "ana", "allied"), "tu_sn_corps": ("Senussi corps", "sn", None),
              "aus_corps": ("Australian corps", "aus", "allied"), "cnd_corps": ("Canadian corps", "cnd", "allied"),
              "pt_corps": ("Portuguese corps", "pt", "allied"), "pl_c1": ("Polish corps", "ge", "ge"),
              "ru_czl_corps": ("Czech Legion", "ru", "ru"), "ru_cav_c1": ("Russian cavalry corps", "ru", "ru")}
    for uid, (name, nation, rp) in expect.items():
        assert (u[uid].name, u[uid].nation, u[uid].rp, u[uid].special) == (name, nation, rp, True)


def test_12_4_7_the_dotted_units_are_not_replaceable_and_have_no_rp_pool():
    """Covers: DAT-05. 12.4.7 (5) names YLD, AoI, Orient, CAU, BEF, MEF and NE; the BEF corps and
    the SN have the dot too."""
    u = _units()
    dotted = {x.id for x in u.values() if x.not_replaceable}
    assert dotted == {"tu_yld", "tu_aoi", "fr_orient", "ru_cau", "br_bef", "br_mef", "br_ne", "br_bef_corps",
                      "tu_sn_corps"}
    assert all(u[x].rp is None for x in dotted)


def test_11_3_1_only_the_six_near_east_armies_carry_the_ne_mark():
    """Covers: DAT-05"""
    assert {x.id for x in _units().values() if x.near_east} == {"ru_cau", "br_mef", "br_ne", "fr_orient",
                                                                 "tu_yld", "tu_aoi"}


def test_17_1_1_1_allied_rp_pay_for_the_minor_allies_only():
    """Covers: DAT-05"""
    allied = {x.nation for x in _units().values() if x.rp == "allied"}
    assert allied == {"ana", "aus", "be", "cnd", "mn", "pt", "ro", "gr", "sb"}
    assert load_game("pog").tables.allied_pool == allied


def test_12_4_5_loss_priority_bef_first_then_bef_corps_then_mef_or_cau_then_aus_cnd():
    """Covers: DAT-05"""
    u = _units()
    assert [u[i].loss_priority for i in ("br_bef", "br_bef_corps", "br_mef", "ru_cau", "aus_corps", "cnd_corps")] \
        == [1, 2, 3, 3, 4, 4]
    assert u["br_1"].loss_priority is None
