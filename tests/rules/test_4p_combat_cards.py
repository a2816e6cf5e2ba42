"""Seed 003, 5.6 (the four-player variant): combat cards help only the units of the command
that played them. The cards offered in a combat come from the deciding command's own hand and
its own cards kept face up; a defending stack is always one command's by the time cards are
played (6.2/6.3 settle it after every action), so a card helps every unit of the stack it is
played for and none of the ally's (docs/rulings.md)."""
from pog_desktop.rules import Action
from pog_desktop.rules.board.invariants import violations
from pog_desktop.rules.core import commands

from .fourp import fourp
from .helpers import ops

HANDS = {"cp:west": ["cp15"], "cp:east": ["cp03"], "ap:west": ["ap06"], "ap:east": ["ap04"]}


def _attack(units, owners=None, up=()):
    """CP East attacks Lodz from Posen with ge_1 (the East front)."""
    g = fourp(units, command="east", hands=HANDS, owners=owners or {})
    g.state.combat_cards["cp"] = list(up)
    ops(g, "cp", 4)
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    return g


def test_4p_5_6_the_attacking_command_plays_only_its_own_cards_and_face_up_cards():
    # cp15 (Chlorine Gas) in hand and cp35 (Mustard Gas) face up are CP West's: not offered to CP East
    g = _attack({"ge_1": "posen", "ru_1": "lodz"}, up=("cp19", "cp35"))
    p = g.prompt
    assert (p.seat, p.kind, p.choices["cards"]) == ("cp-east", "combat_cards", ["cp03", "cp19"])
    assert "not a combat card you may play now (9.5.4)" in g.why_illegal(Action("combat_card", card="cp15"))


def test_4p_5_6_the_defending_command_plays_only_its_own_cards():
    # ap06 (Withdrawal) is AP West's: the Russians in Lodz (AP East) are not offered it
    g = _attack({"ge_1": "posen", "ru_1": "lodz"})
    g.apply(Action("no_more_cards"))
    p = g.prompt
    assert (p.seat, p.kind, p.choices["cards"]) == ("ap-east", "combat_cards", ["ap04"])
    assert "not a combat card you may play now (9.5.4)" in g.why_illegal(Action("combat_card", card="ap06"))


def test_4p_5_6_a_mixed_defending_stack_is_one_commands_when_cards_are_played():
    """A British corps of AP West stands with the Russians in Lodz (East front): once attacked it is
    in that front's combat area and passes to AP East (6.2), so AP East's card (Pleve, +1) helps the
    whole stack, all of it AP East's own units, and AP West is not asked."""
    g = _attack({"ge_1": "posen", "ru_1": "lodz", "br_c1": "lodz"}, owners={"br_c1": "west"})
    g.apply(Action("no_more_cards"))
    ctx, st = g.ctx, g.state
    assert g.prompt.seat == "ap-east"
    assert {commands.unit_command(ctx, st, u) for u in st.sub["combat"]["defenders"]} == {"east"}
    assert violations(ctx, st) == []


def test_4p_5_6_a_card_kept_face_up_stays_with_its_command():
    """9.5.4.2: the winner's card stays face up; in the variant it stays its command's (5.6): CP
    West's Mustard Gas face up is not offered in CP East's attack, CP East's Flamethrowers is."""
    g = _attack({"ge_1": "posen", "ru_1": "lodz"}, up=("cp35",))
    assert g.prompt.choices["cards"] == ["cp03"]
    g2 = _attack({"ge_1": "posen", "ru_1": "lodz"}, up=("cp19",))
    assert g2.prompt.choices["cards"] == ["cp03", "cp19"]
