"""Seats (issue 11): the seat map comes from the options, ``Prompt.seat`` names the seat that
decides, and an action sent for another seat's decision is refused with the reason."""
import pytest

from pog_desktop.rules import Action, Game, IllegalAction
from pog_desktop.rules.core.seats import SeatMap


def test_seats_two_player_game_has_a_seat_per_side():
    g = Game.new("campaign", 1)
    assert g.seats == ("ap", "cp")
    p = g.prompt
    assert (p.seat, p.side, p.kind) == ("cp", "cp", "guns_of_august")


def test_seats_solitaire_is_one_seat_holding_both_sides():
    g = Game.new("campaign", 1, {"seats": "solitaire"})
    assert g.seats == ("solo",)
    assert g.prompt.seat == "solo" and g.prompt.side == "cp"
    g.apply(Action("choose", choice="yes"), seat="solo")
    v = g.view("solo")
    assert v["sides"] == ["ap", "cp"]
    assert v["cards"]["ap"]["hand"] == g.state.hand["ap"] and v["cards"]["cp"]["hand"] == g.state.hand["cp"]
    assert v["prompt"]["seat"] == "solo"


def test_seats_a_map_by_command_fits_four_seats_without_a_new_api():
    m = SeatMap.from_option({"ap": "london", "ap:ru": "petrograd", "cp": "berlin", "cp:ah": "vienna"})
    assert m.seats == ("london", "petrograd", "berlin", "vienna")
    assert m.seat_for("ap") == "london" and m.seat_for("ap", "ru") == "petrograd" and m.seat_for("cp", "tu") == "berlin"
    assert m.sides_of("vienna") == ("cp",) and m.sides_of("london") == ("ap",)
    assert not m.identity


@pytest.mark.parametrize("bad, says", [("three", "option 'seats' must be"), ({"ap": "x"}, "no seat holds cp"),
                                       ({"ap": "x", "xx": "y"}, "'xx' is not a side"), ({"ap": "", "cp": "c"}, "must be a name")])
def test_seats_a_bad_seat_map_is_refused_naming_what_is_wrong(bad, says):
    with pytest.raises(ValueError, match=says):
        Game.new("campaign", 1, {"seats": bad})


def test_seats_an_action_for_another_seats_prompt_is_refused_with_the_reason():
    g = Game.new("campaign", 1)
    yes = Action("choose", choice="yes")
    assert g.why_illegal(yes, seat="ap") == ("seat 'ap' may not answer: it is seat 'cp''s decision "
                                             "(CP: start with Guns of August in hand?)")
    with pytest.raises(IllegalAction, match="seat 'ap' may not answer"):
        g.apply(yes, seat="ap")
    with pytest.raises(IllegalAction, match="there is no seat 'solo' at this table"):
        g.apply(yes, seat="solo")
    assert g.actions == [] and g.state.step == "guns_of_august"
    with pytest.raises(ValueError, match="there is no seat 'solo' at this table"):
        g.view("solo")
    g.apply(yes, seat="cp")
    assert g.actions == [{"type": "choose", "choice": "yes"}]


def test_seats_the_seat_is_checked_against_the_prompt_not_the_active_side():
    """9.5.4: in the CP's attack the AP decide their combat cards; the AP seat answers it."""
    from .helpers import ops, position
    g = ops(position({"ge_c1": "posen", "ru_1": "lodz"}, options={"ask_defender_combat_cards": True}), "cp", 4)
    g.state.hand.update({"ap": [], "cp": []})
    g.apply(Action("activate", space="posen", mode="attack"), seat="cp")
    g.apply(Action("done"), seat="cp")
    g.state.dice_script = [6, 6, 6, 6]
    g.apply(Action("attack", space="lodz", units=("ge_c1",)), seat="cp")
    assert g.state.active == "cp" and g.prompt.seat == "ap"
    assert "seat 'cp' may not answer" in g.why_illegal(Action("no_more_cards"), seat="cp")
    g.apply(Action("no_more_cards"), seat="ap")
