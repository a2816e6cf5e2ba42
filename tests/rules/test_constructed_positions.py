"""The constructed-position helper (``Game.arrange``) and the record of a combat in
progress read through the API (``Game.combat``)."""
import pytest

from pog_desktop.rules import Action, Game

from .helpers import ops, position


def test_arrange_sets_hand_and_draw_order_and_keeps_each_card_in_one_place():
    g = Game.new("campaign", seed=2)
    if g.prompt.kind == "guns_of_august":
        g.apply(Action("choose", choice="no"))
    before = sorted(g.state.hand["ap"] + g.state.draw["ap"] + g.state.discard["ap"])
    g.arrange(hand={"ap": ["ap01", "ap02"]}, draw={"ap": ["ap05", "ap03"]})
    st = g.state
    assert st.hand["ap"] == ["ap01", "ap02"]
    assert st.draw["ap"][-2:] == ["ap03", "ap05"]          # ap05 is drawn first
    assert sorted(st.hand["ap"] + st.draw["ap"] + st.discard["ap"]) == before


def test_arrange_puts_the_game_at_an_action_round():
    g = position({"ge_1": "berlin"}).arrange(turn=7, round=4, active="ap")
    st = g.state
    assert (st.turn, st.phase, st.round, st.active, st.step) == (7, "action", 4, "ap", "action")
    assert g.prompt.kind == "action" and g.prompt.side == "ap"


def test_arrange_a_later_phase_runs_on_to_its_first_decision():
    g = position({"ge_1": "berlin"}, turn=3).arrange(phase="draw", hand={"ap": ["ap07"], "cp": ["cp09"]})
    # AP 7 (a combat card) in hand: the draw phase first asks the AP about discarding (9.5.4.6)
    assert (g.state.phase, g.state.step, g.state.active) == ("draw", "discard_combat_cards", "ap")


@pytest.mark.parametrize("how, words", [
    ({"hand": {"ap": ["cp01"]}}, "not a AP card"),
    ({"hand": {"ap": ["xx99"]}}, "unknown card"),
    ({"hand": {"ap": ["ap01"]}, "draw": {"ap": ["ap01"]}}, "both"),
    ({"round": 7}, "action round 7"),
    ({"phase": "lunch"}, "unknown phase"),
])
def test_arrange_refuses_bad_input_naming_it(how, words):
    with pytest.raises(ValueError, match=words):
        position({}).arrange(**how)


def test_12_2_the_record_of_a_combat_in_progress_is_read_through_the_api():
    """RU 6 CF rolls 3 (LN 4) into Tannenberg, GE rolls 1 (LN 3): while the CP choose whether
    to retreat, ``Game.combat`` shows both fires and the losses; afterwards it is None and
    ``Game.last_combat`` keeps the finished record."""
    g = ops(position({"ru_1": "lomza", "ru_2": "lomza", "ge_1": "tannenberg", "ge_c1": "tannenberg"},
                     active="ap"), "ap", 6)
    assert g.combat is None
    g.apply(Action("activate", space="lomza", mode="attack"))
    g.state.dice_script = [3, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="tannenberg", units=("ru_1", "ru_2")))
    if g.prompt.kind == "combat_losses":
        g.apply(Action("losses", choice="ru_1:1|"))
    assert g.prompt.kind == "retreat"
    rec = g.combat
    assert rec["in_progress"] and rec["step"] == "retreat" and rec["target"] == "tannenberg"
    assert (rec["fires"]["attacker"]["die"], rec["fires"]["defender"]["die"]) == (3, 1)
    assert rec["winner"] == "attacker" and rec["retreat"] == 1
    g.apply(Action("retreat"))      # declines the cancellable retreat: now choose where
    assert g.combat["step"] == "retreat"
    while g.combat is not None:
        g.apply(g.legal_actions()[0])
    assert g.last_combat["target"] == "tannenberg" and "in_progress" not in g.last_combat
