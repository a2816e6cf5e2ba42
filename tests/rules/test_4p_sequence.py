"""Seed 003 (the four-player variant), sections 4 and 5: hands of four, three rounds with hidden
commitments, odd and even markers, unit transfers, the end-of-turn card pass, war status
together, and the limits of the first round and of each turn."""
from pog_desktop.rules import Action, Game
from pog_desktop.rules.core import commands
from pog_desktop.rules.turn import card_pass, decks

from .fourp import COMMANDS_DATA, fourp


def _where(g):
    p = g.prompt
    return p.seat, p.kind, g.state.round, g.state.step


def test_4p_4_1_each_command_draws_four_cards_from_its_own_deck():
    g = Game.new("historical", 3, {"players": 4})
    st, ctx = g.state, g.ctx
    for side in ("ap", "cp"):
        for c in commands.COMMANDS:
            hand = commands.hand(ctx, st, side, c)
            assert len(hand) == 4
            assert all(COMMANDS_DATA.deck[x] == c for x in hand)
    assert "cp01" in commands.hand(ctx, st, "cp", "west")      # 5.1a: Guns of August dealt to CP West


def test_4p_4_1_a_command_out_of_cards_reshuffles_only_its_own_discards():
    g = fourp()
    st = g.state
    st.draw["cp"] = ["cp02"]                     # one East card left in the pile
    st.discard["cp"] = ["cp04", "cp05", "cp03"]  # two West discards, one East
    decks.draw_to_hand(g.ctx, st, "cp")
    assert sorted(commands.hand(g.ctx, st, "cp", "west")) == ["cp04", "cp05"]
    assert sorted(commands.hand(g.ctx, st, "cp", "east")) == ["cp02", "cp03"]
    assert st.discard["cp"] == [] and st.draw["cp"] == []


def test_4p_4_2_4_3_both_cp_commit_then_play_west_odd_east_even_then_the_ap():
    g = fourp({"ge_c1": "frankfurt"}, hands={"cp:west": ["cp05"], "cp:east": ["cp02"]})
    assert _where(g) == ("cp-west", "command_play", 1, "command_play")
    g.apply(Action("auto_op"))
    assert _where(g) == ("cp-east", "command_play", 2, "command_play")
    g.apply(Action("auto_op"))
    assert _where(g) == ("cp-west", "activate", 1, "activate")     # West's play comes to light first
    g.apply(Action("done"))
    assert _where(g) == ("cp-east", "activate", 2, "activate")
    g.apply(Action("done"))
    assert _where(g) == ("ap-west", "command_play", 1, "command_play")


def test_4p_4_3_the_ally_cannot_see_a_committed_play_before_committing_its_own():
    g = fourp(hands={"cp:west": ["cp05"], "cp:east": ["cp02"]})
    g.apply(Action("play_sr", card="cp05"))
    east = g.view("cp-east")
    assert "pending" not in east["state"]["cmd"]
    assert east["cards"]["cp"]["hand"] == ["cp02"]           # only its own hand (5.2)
    assert "cp05" not in str(east["log"]) and "cp05" in east["cards"]["cp"]["possible"]
    assert g.state.cmd["pending"] == {"west": {"type": "play_sr", "card": "cp05"}}
    assert east["actions"] == [{"type": "commit"}]                       # the action list hides it too
    assert g.view("cp-west")["actions"] == [{"type": "play_sr", "card": "cp05"}]
    g.apply(Action("play_ops", card="cp02"))                              # both committed: now it is public
    assert g.view("ap-east")["actions"][0] == {"type": "play_sr", "card": "cp05"}


def test_4p_4_3_a_turn_has_three_rounds_and_then_the_card_pass():
    g = fourp(rnd=3, side="ap", command="east", hands={"ap:east": ["ap02"], "cp:west": ["cp05"]})
    g.state.cmd["pending"] = {"west": {"type": "auto_op"}}
    g.apply(Action("auto_op"))           # AP East commits: AP West's 1-OPS action comes first
    g.apply(Action("done"))
    g.apply(Action("done"))
    assert g.state.step == "pass_card" and g.state.phase == "card_pass"
    assert _where(g)[0] == "cp-west"


def test_4p_4_4a_units_outside_combat_areas_may_be_given_to_the_ally():
    g = fourp({"ge_c1": "frankfurt", "ge_c2": "metz", "fr_c1": "verdun"})
    assert g.why_illegal(Action("transfer", units=("ge_c2",))) == \
        "'ge_c2' is not a unit of the west command outside every combat area (seed 003, 4.4a)"
    g.apply(Action("transfer", units=("ge_c1",)))
    assert g.state.cmd["units"]["ge_c1"] == "east"
    assert g.prompt.seat == "cp-west"                     # still its commitment to make
    assert g.state.cmd["stats"]["transfers"] == 1


def _at_card_pass(hands):
    g = fourp(hands=hands)
    card_pass.begin(g.ctx, g.state, "after_card_pass")
    return g


def test_4p_4_6_a_kept_card_belongs_to_the_receiver():
    g = _at_card_pass({"cp:west": ["cp05"], "cp:east": ["cp03"]})
    assert _where(g)[:2] == ("cp-west", "pass_card")
    g.apply(Action("pass_card", card="cp05"))
    assert g.view("ap-west")["actions"] == [{"type": "pass_card"}]        # passed face down
    assert g.prompt.seat == "cp-east" and g.prompt.choices["buttons"] == ["keep", "return"]   # Landwehr: no CC
    assert g.why_illegal(Action("choose", choice="discard")) == \
        "only a combat card may be discarded; Landwehr is not one (seed 003, 4.6)"
    g.apply(Action("choose", choice="keep"))
    assert sorted(commands.hand(g.ctx, g.state, "cp", "east")) == ["cp03", "cp05"]
    assert commands.hand(g.ctx, g.state, "cp", "west") == []
    assert g.prompt.seat == "cp-east" and g.prompt.kind == "pass_card"   # now East may pass one


def test_4p_4_6_a_returned_card_goes_back_and_a_combat_card_may_be_discarded():
    g = _at_card_pass({"cp:west": ["cp05", "cp06"], "cp:east": []})
    g.apply(Action("pass_card", card="cp05"))
    g.apply(Action("choose", choice="return"))
    assert sorted(commands.hand(g.ctx, g.state, "cp", "west")) == ["cp05", "cp06"]
    g = _at_card_pass({"cp:east": ["cp02"], "ap:west": ["ap01"]})
    g.apply(Action("pass_card", card="cp02"))               # Wireless Intercepts, a combat card
    g.apply(Action("choose", choice="discard"))
    assert g.state.discard["cp"] == ["cp02"] and g.state.cmd["given"]["cp02"] == "west"
    assert g.prompt.seat == "ap-west"


def test_4p_4_7_the_allies_rise_in_commitment_together_each_drawing_its_own_cards():
    g = fourp()
    st = g.state
    st.draw["cp"] = []
    decks.add_commitment_cards(g.ctx, st, "cp", "limited")
    decks.draw_to_hand(g.ctx, st, "cp")
    west, east = commands.hand(g.ctx, st, "cp", "west"), commands.hand(g.ctx, st, "cp", "east")
    assert len(west) == len(east) == 4
    assert all(COMMANDS_DATA.deck[c] == "west" and g.ctx.cards[c].deck == "limited" for c in west)
    assert all(COMMANDS_DATA.deck[c] == "east" for c in east)


def test_4p_5_1a_cp_west_must_open_with_guns_of_august():
    g = Game.new("historical", 1, {"players": 4})
    other = next(c for c in commands.hand(g.ctx, g.state, "cp", "west") if c != "cp01")
    assert g.why_illegal(Action("play_ops", card=other)) == \
        "in this scenario the CP must open with Guns of August as an event (5.7.4.3)"
    g.apply(Action("play_event", card="cp01"))
    assert g.prompt.seat == "cp-east"


def test_4p_5_1b_cp_east_may_not_use_ops_in_the_first_round():
    g = Game.new("historical", 1, {"players": 4})
    g.apply(Action("play_event", card="cp01"))
    card = commands.hand(g.ctx, g.state, "cp", "east")[0]
    why = "in the first round of the game the CP East command may not use OPS (seed 003, 5.1b)"
    assert g.why_illegal(Action("play_ops", card=card)) == why
    assert g.why_illegal(Action("auto_op")) == why
    assert g.why_illegal(Action("play_sr", card=card)) is None


def test_4p_5_3_one_sr_card_per_command_and_turn_the_ally_may_play_its_own():
    g = fourp(hands={"cp:west": ["cp05", "cp06"], "cp:east": ["cp03"]})
    g.state.cmd["plays"] = {"cp:west": ["sr"]}
    assert g.why_illegal(Action("play_sr", card="cp05")) == \
        "the west command has already played an SR card this turn (seed 003, 5.3)"
    g.apply(Action("play_ops", card="cp05"))
    assert g.why_illegal(Action("play_sr", card="cp03")) is None       # CP East: its own SR card


def test_4p_5_3_one_rp_card_and_one_reinforcement_card_per_nation():
    g = fourp(hands={"cp:west": ["cp05", "cp22", "cp24"]})
    g.state.cmd["plays"] = {"cp:west": ["rp", "reinf:ge"]}
    assert g.why_illegal(Action("play_rp", card="cp05")) == \
        "the west command has already played an RP card this turn (seed 003, 5.3)"
    assert g.why_illegal(Action("play_event", card="cp22")) == \
        "the west command has already played an reinforcement card for GE this turn (seed 003, 5.3)"
    assert "5.3" not in (g.why_illegal(Action("play_event", card="cp24")) or "")   # TU: another nation


def test_4p_5_3_a_resolved_play_counts_against_its_command():
    g = fourp(hands={"cp:west": ["cp05"], "cp:east": ["cp03"]})
    g.apply(Action("play_rp", card="cp05"))
    g.apply(Action("play_rp", card="cp03"))
    assert g.state.cmd["plays"] == {"cp:west": ["rp"], "cp:east": ["rp"]}


def test_4p_4_3_hidden_commit_the_allys_view_is_the_same_whatever_was_committed():
    """4.3 (played in a fixed order, hidden): whichever play CP West commits (a card as OPS, as SR,
    as an event, or the 1-OPS action), CP East's view, prompt and legal plays are identical, and so
    is every other seat's: nothing tells it the choice before it commits its own."""
    plays = [Action("auto_op"), Action("play_ops", card="cp05"), Action("play_sr", card="cp05"),
             Action("play_ops", card="cp04")]
    views = []
    for a in plays:
        g = fourp({"ge_c1": "frankfurt"}, hands={"cp:west": ["cp05", "cp04"], "cp:east": ["cp02"]})
        g.apply(a)
        assert g.state.cmd["pending"] == {"west": a.to_json()} and g.prompt.seat == "cp-east"
        views.append({s: g.view(s) for s in ("cp-east", "ap-west", "ap-east")})
    assert all(v == views[0] for v in views[1:])
    assert views[0]["cp-east"]["actions"] == [{"type": "commit"}]
