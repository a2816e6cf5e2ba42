"""Views (issue 11): ``game.view(seat)`` is everything that seat may know, as plain data, and
nothing else: its own hand, the sizes of the other hands and of the draw piles, which cards
remain possible in them, the public state and log, and the prompt when the seat decides."""
import json

from pog_desktop.rules import Action, Game
from pog_desktop.rules.core.views import public_hash, seat_log

from .helpers import play_event


def _at_action():
    g = Game.new("campaign", 2)
    g.apply(Action("choose", choice="no"))
    return g.arrange(turn=2, round=1, active="cp", hand={"cp": ["cp02", "cp03"], "ap": ["ap02"]})


def test_views_a_seat_sees_its_hand_and_only_sizes_and_possible_cards_of_the_other():
    g = _at_action()
    st = g.state
    v = g.view("ap")
    assert v["seat"] == "ap" and v["sides"] == ["ap"]
    assert v["cards"]["ap"] == {"hand_size": 1, "draw_size": len(st.draw["ap"]), "hand": ["ap02"],
                                "draw_possible": sorted(st.draw["ap"])}
    assert v["cards"]["cp"] == {"hand_size": 2, "draw_size": len(st.draw["cp"]), "hand_known": [],
                                "possible": sorted(["cp02", "cp03"] + st.draw["cp"])}
    assert not {"hand", "draw", "rng", "dice_script"} & set(v["state"])
    assert v["prompt"] is None and v["legal"] == [] and v["waiting_for"] == "cp"
    text = json.dumps({k: x for k, x in v.items() if k != "cards"})
    assert "cp02" not in text and "cp03" not in text and str(st.rng) not in text
    json.dumps(v)   # plain data


def test_views_the_deciding_seat_gets_its_prompt_and_legal_actions():
    g = _at_action()
    v = g.view("cp")
    assert v["prompt"]["seat"] == "cp" and v["prompt"]["kind"] == "action"
    assert {"type": "play_ops", "card": "cp02"} in v["legal"] and {"type": "play_ops", "card": "cp03"} in v["legal"]
    assert v["cards"]["cp"]["hand"] == ["cp02", "cp03"] and "hand" not in v["cards"]["ap"]


def test_views_the_public_view_holds_no_hand_and_its_hash_ignores_hidden_cards():
    g = _at_action()
    v = g.view(None)
    assert all("hand" not in v["cards"][s] for s in ("ap", "cp")) and v["prompt"] is None
    h = public_hash(g)
    st = g.state
    st.hand["cp"], st.draw["cp"][:2] = st.draw["cp"][:2], st.hand["cp"]   # other cards, same sizes
    st.rng ^= 12345
    assert public_hash(g) == h


def test_views_guns_of_august_is_known_to_be_in_the_cp_hand():
    """4.3.1: the CP say they start with Guns of August."""
    g = Game.new("campaign", 2)
    g.apply(Action("choose", choice="yes"))
    k = g.view("ap")["cards"]["cp"]
    assert k["hand_known"] == ["cp01"] and "cp01" not in k["possible"] and k["hand_size"] == 7


def test_views_mata_hari_shows_the_allied_hand_to_the_cp_seat():
    """CP 17 (Mata Hari): the CP see the whole Allied hand; those cards stay known while in it."""
    g = _at_action()
    g.state.hand["ap"] = ["ap02", "ap03"]
    g.state.draw["ap"] = [c for c in g.state.draw["ap"] if c != "ap03"]
    play_event(g, "cp", "cp17")
    k = g.view("cp")["cards"]["ap"]
    assert k["hand_known"] == ["ap02", "ap03"] and not {"ap02", "ap03"} & set(k["possible"])
    g.state.log.append({"turn": 2, "round": 1, "side": "ap", "kind": "play", "text": "AP plays", "card": "ap02"})
    g.state.hand["ap"].remove("ap02")
    assert g.view("cp")["cards"]["ap"]["hand_known"] == ["ap03"]


def test_views_a_log_entry_with_a_secret_part_is_written_per_seat():
    log = [{"turn": 1, "round": 1, "side": "ap", "kind": "draw", "text": "AP drew 2 cards",
            "secret": {"side": "ap", "text": "AP drew Russian Reinforcements, Pleve", "cards": ["ap02", "ap03"]}}]
    assert seat_log(log, ("ap",)) == [{"turn": 1, "round": 1, "side": "ap", "kind": "draw",
                                       "text": "AP drew Russian Reinforcements, Pleve", "cards": ["ap02", "ap03"]}]
    assert seat_log(log, ("cp",)) == [{"turn": 1, "round": 1, "side": "ap", "kind": "draw", "text": "AP drew 2 cards"}]
    assert "secret" in log[0]   # the game's own log is left as it was


def test_views_the_deal_is_logged_per_seat_the_cards_only_for_their_owner():
    """4.3 / 6.0 G: "CP draws 7 cards" for the AP; the CP reads which (switch ``log_draws``)."""
    g = Game.new("campaign", 2, {"log_draws": True})
    g.apply(Action("choose", choice="no"))
    names = {c: g.ctx.cards[c].name for c in g.state.hand["cp"]}
    for_ap = [e for e in g.view("ap")["log"] if e["kind"] == "draw"]
    for_cp = [e for e in g.view("cp")["log"] if e["kind"] == "draw"]
    assert [(e["side"], e["text"], e.get("cards")) for e in for_ap] == [
        ("cp", "CP draws 7 cards", None), ("ap", "AP draws " + ", ".join(g.ctx.cards[c].name for c in g.state.hand["ap"]),
                                          g.state.hand["ap"])]
    assert for_cp[0] == {**for_ap[0], "text": "CP draws " + ", ".join(names[c] for c in g.state.hand["cp"]),
                         "cards": g.state.hand["cp"]}
    assert for_cp[1]["text"] == "AP draws 7 cards" and "cards" not in for_cp[1]


def test_views_without_the_switch_draws_are_not_logged():
    g = Game.new("campaign", 2)
    g.apply(Action("choose", choice="no"))
    assert not [e for e in g.log if e["kind"] == "draw"]


def test_issue_11_a_card_back_in_the_hand_in_view_of_all_is_known_again():
    """CP 64 Alberich: the attack is cancelled and the AP's Hurricane Barrage goes back to its
    hand in view of both: the CP's view knows it is there (it is no longer merely possible),
    until the AP play it again."""
    from pog_desktop.rules import Action
    from .helpers import attack
    g = attack({"br_1": "amiens", "ge_c1": "cambrai"}, {"ap": ["ap18", "ap10"], "cp": ["cp64"]}, [], "cambrai",
               ["br_1"], "amiens", side="ap", control={"cambrai": "cp", "sedan": "cp"}, turn=14)
    assert g.view("cp")["cards"]["ap"]["hand_known"] == []
    g.apply(Action("combat_card", card="ap18"))
    g.apply(Action("no_more_cards"))
    g.apply(Action("combat_card", card="cp64"))
    assert sorted(g.state.hand["ap"]) == ["ap10", "ap18"]
    cards = g.view("cp")["cards"]["ap"]
    assert cards["hand_known"] == ["ap18"] and "ap18" not in cards["possible"] and "ap10" in cards["possible"]
