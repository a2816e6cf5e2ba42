"""What the table view reads from the engine: the flank chance the flank step rolls against,
a log entry for every step lost, and the record of the last finished combat (in the state:
cloned, saved and hashed). Constructed positions, scripted dice."""
from __future__ import annotations

from pog_desktop.rules import Action
from pog_desktop.rules.combat.engine.opening import flank_chance
from pog_desktop.rules.combat.flank import FlankChance
from pog_desktop.rules.core.state import State

from ..helpers import cp_attack

# GE 1st Army in Posen and a GE corps in Breslau attack the RU 1st Army in Lodz; a RU corps in
# Thorn touches Posen but not Breslau.
FLANK = {"ge_1": "posen", "ge_c1": "breslau", "ru_1": "lodz", "ru_c2": "thorn"}




def _losses(g) -> list[dict]:
    return [e["loss"] for e in g.state.log if e["kind"] == "step_loss"]


def test_12_3_2_flank_chance_gives_the_drm_and_the_winning_rolls_of_each_pinning_space():
    """Covers: FLK-02, FLK-03. Pinning from Posen, Breslau is next to no other enemy: +1, so 3
    to 6 win. Pinning from Breslau, Posen touches the RU corps in Thorn: +0, 4 to 6 win."""
    g = cp_attack(FLANK, [], "lodz", ["ge_1", "ge_c1"])
    assert g.prompt.kind == "flank"
    assert flank_chance(g.ctx, g.state, "posen") == FlankChance("posen", 1, (3, 4, 5, 6))
    assert flank_chance(g.ctx, g.state, "breslau") == FlankChance("breslau", 0, (4, 5, 6))


def test_12_3_3_the_flank_step_rolls_against_flank_chance():
    """Covers: FLK-03, CMB-29. A 3 wins pinned from Posen (the attacker fires first) and
    loses pinned from Breslau (the defender fires first): the lowest roll of each chance
    decides, and the combat keeps the roll."""
    won = cp_attack(FLANK, [3, 1, 1], "lodz", ["ge_1", "ge_c1"])
    won.apply(Action("flank", space="posen"))
    assert won.state.sub["combat"]["flank"] == {"pinning": "posen", "drm": 1, "die": 3, "success": True}
    assert won.state.sub["combat"]["order"] == "attacker_first"
    lost = cp_attack(FLANK, [3, 1, 1], "lodz", ["ge_1", "ge_c1"])
    lost.apply(Action("flank", space="breslau"))
    assert lost.state.sub["combat"]["flank"] == {"pinning": "breslau", "drm": 0, "die": 3, "success": False}
    assert lost.state.sub["combat"]["order"] == "defender_first"


def test_12_4_4_step_losses_are_logged_for_a_replaced_army_and_its_reserve_corps():
    """Covers: LOS-01, LOS-03. GE 1st Army scores LN 3 on the reduced RU 1st Army (LF 2) in
    Lodz: the army's last step goes, a RU corps from the Reserve Box takes its place and loses
    one step (LF 1). Two step_loss entries, each naming its units and Lodz."""
    g = cp_attack({"ge_1": "posen", "ru_1": "lodz", "ru_c1": "ap_reserve"}, [2, 1], "lodz", ["ge_1"],
                reduced=("ru_1",))
    entries = [e for e in g.state.log if e["kind"] == "step_loss"]
    assert [(e["units"], e["spaces"], e["side"]) for e in entries] == \
        [(["ru_1", "ru_c1"], ["lodz"], "ap"), (["ru_c1"], ["lodz"], "ap")]
    assert _losses(g) == [
        {"unit": "ru_1", "side": "ap", "space": "lodz", "steps": 1, "from": "reduced", "to": "replaced",
         "replaced_by": "ru_c1"},
        {"unit": "ru_c1", "side": "ap", "space": "lodz", "steps": 1, "from": "full", "to": "reduced"}]
    assert g.state.sub["combat"]["losses"] == _losses(g)


def test_12_4_2_a_flip_and_an_elimination_are_logged_for_both_sides():
    """Covers: LOS-01, CMB-30. GE 1st Army and corps (7, die 6: LN 5) against a full and a
    reduced RU corps in Lodz (1, die 6: LN 1). The full corps loses both steps, the reduced
    one its last; the GE corps loses one step and flips (a flip alone was not logged before)."""
    g = cp_attack({"ge_1": "posen", "ge_c1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}, [6, 6], "lodz",
                ["ge_1", "ge_c1"], reduced=("ru_c2",))
    assert [(x["unit"], x["space"], x["steps"], x["from"], x["to"]) for x in _losses(g)] == [
        ("ru_c1", "lodz", 2, "full", "eliminated"), ("ru_c2", "lodz", 1, "reduced", "eliminated"),
        ("ge_c1", "posen", 1, "full", "reduced")]


def _finished():
    """FLANK with dice 3 (flank from Posen succeeds), 6 (GE fire 7 on the Army table: LN 5):
    the RU 1st Army (no RB corps) is permanently eliminated, the defender cannot fire back,
    and both attackers advance into Lodz."""
    g = cp_attack(FLANK, [3, 6], "lodz", ["ge_1", "ge_c1"])
    g.apply(Action("flank", space="posen"))
    g.apply(Action("advance", units=("ge_1", "ge_c1"), choice="lodz"))
    return g


def test_12_2_the_last_finished_combat_is_recorded_in_the_state():
    """Covers: CMB-20, CMB-31, FLK-03, ADV-01. The combat is over (back at the attack step);
    its record holds the sides, the flank roll, the fire, the losses, the winner and the
    advance, and ends where the log did."""
    g = _finished()
    st = g.state
    assert st.step == "attack" and "combat" not in st.sub
    assert st.last_combat == {
        "turn": 2, "round": 1, "side": "cp", "target": "lodz", "terrain": "clear",
        "attackers": ["ge_1", "ge_c1"], "defenders": ["ru_1"], "origins": {"ge_1": "posen", "ge_c1": "breslau"},
        "fort": 0, "trench": 0, "order": "attacker_first",
        "flank": {"pinning": "posen", "drm": 1, "die": 3, "success": True},
        "fires": {"attacker": {"table": "army", "strength": 7, "column": "6-8", "shift": 0, "drm": 0, "die": 6,
                               "ln": 5}},
        "losses": [{"unit": "ru_1", "side": "ap", "space": "lodz", "steps": 2, "from": "full", "to": "eliminated"}],
        "cards": {"attacker": [], "defender": []}, "winner": "attacker", "retreat": 0, "retreats": [],
        "advanced": ["ge_1", "ge_c1"], "replaced": {}, "fort_destroyed": False, "log_end": len(st.log)}


def test_12_2_the_last_combat_is_cloned_saved_and_hashed_with_the_state():
    """Covers: CMB-20. A clone holds an equal, unshared record; JSON keeps it; the state hash
    depends on it."""
    st = _finished().state
    c = st.clone()
    assert c.last_combat == st.last_combat and c.last_combat is not st.last_combat
    assert c.last_combat["fires"] is not st.last_combat["fires"]
    c.last_combat["losses"].clear()
    assert st.last_combat["losses"] and c.hash() != st.hash()
    back = State.from_json(st.to_json())
    assert back.last_combat == st.last_combat and back.hash() == st.hash()
    assert State.from_json({k: v for k, v in st.to_json().items() if k != "last_combat"}).last_combat is None
