"""The legal actions as structured choices (``rules/choices.py``): what the engine reports is
what applying the action does (an activation's cost is the points it spends), and routes and
losses read back to the action they describe."""
import random

from pog_desktop.rules import Game
from pog_desktop.rules.choices import describe, losses_of
from pog_desktop.rules.combat.engine.fire import encode
from pog_desktop.rules.combat.losses import LossOption
from pog_desktop.rules.selfplay import pick


def test_9_2_2_each_activation_reports_the_points_applying_it_spends():
    g = Game.new("campaign", 4)
    rnd = random.Random(4)
    seen = kinds = 0
    while not g.is_over and len(g.actions) < 600:
        choices = describe(g)
        assert [c.action for c in choices] == g.legal_actions()
        for c in choices:
            a = c.action
            if a.type == "activate":
                twin = g.clone()
                before = twin.state.sub["points"]
                twin.apply(a)
                assert c.cost == before - twin.state.sub["points"], a
                seen += 1
            elif a.type in ("retreat", "advance") and a.choice:
                assert ">".join(c.route) == a.choice and all(s in g.ctx.spaces for s in c.route)
                kinds += 1
            elif a.type == "flank":
                assert set(c.odds["rolls"]) <= set(range(1, 7)) and isinstance(c.odds["drm"], int)
                kinds += 1
            elif a.type == "losses":
                kinds += 1
                ln = c.losses
                option = LossOption(tuple(ln["steps"].items()), tuple(ln["replaced"].items()), ln["fort"])
                assert encode(option) == a.choice
            else:
                assert c.cost is None and c.route == () and c.odds is None and c.losses is None
        g.apply(pick(g, g.legal_actions(), rnd))
    assert seen > 50 and kinds > 0


def test_12_4_a_loss_choice_reads_as_steps_replacements_and_the_fort():
    option = LossOption((("ge_1", 1), ("ge_c2", 2)), (("ge_8", "ge_c5"),), fort=True)
    assert losses_of(encode(option)) == {"steps": {"ge_1": 1, "ge_c2": 2}, "replaced": {"ge_8": "ge_c5"}, "fort": True}
    assert losses_of("") == {"steps": {}, "replaced": {}, "fort": False}


def test_12_4_12_5_3_detail_reads_an_actions_choice_without_a_game():
    from pog_desktop.rules import Action
    from pog_desktop.rules.choices import detail
    assert detail(Action("retreat", unit="ge_1", choice="lodz>posen")) == {"route": ("lodz", "posen")}
    assert detail(Action("advance", units=("ge_1",), choice="lodz")) == {"route": ("lodz",)}
    assert detail(Action("losses", choice="ge_1:1,ge_c1:2|ge_2>ge_c3|fort")) == \
        {"losses": {"steps": {"ge_1": 1, "ge_c1": 2}, "replaced": {"ge_2": "ge_c3"}, "fort": True}}
    assert detail(Action("cancel_retreat", unit="ru_1", choice="ru_c1")) == {"corps": "ru_c1"}
    assert detail(Action("move", units=("ge_1",), to="metz")) == {}


def test_9_2_12_4_decision_gives_the_working_data_of_the_decision_in_progress():
    """Points left and spaces activated in an operation; in a combat its record, the loss
    number the deciding side owes and the retreat: what a client shows without State.sub."""
    from pog_desktop.rules.choices import decision
    g = Game.new("campaign", 4)
    rnd = random.Random(4)
    seen = set()
    while not g.is_over and len(g.actions) < 1500 and len(seen) < 2:
        d = decision(g)
        assert d["step"] == g.prompt.kind
        sub = g.state.sub
        if g.prompt.kind in ("activate", "move"):
            assert (d["points"], d["activated"]) == (sub["points"], sub["activated"])
            seen.add("ops")
        if g.prompt.kind == "combat_losses":
            c = sub["combat"]
            other = "defender" if c["asking"] == "attacker" else "attacker"
            assert d["owed"] == c["ln"][other] and d["combat"] == g.combat and d["combat"]["in_progress"]
            seen.add("losses")
        g.apply(pick(g, g.legal_actions(), rnd))
    assert seen == {"ops", "losses"}
