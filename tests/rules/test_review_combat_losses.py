"""Review of losses (12.4) through the engine: constructed positions, scripted dice."""

from .helpers import cp_attack




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
        assert g.prompt.kind == "choose_losses" and g.prompt.side == "ap"
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
