"""Events that reduce units log each step they take as a step loss (12.4.2), the same entry a
combat writes (``removal.log_step_loss``), so the history and the UI count them alike."""
from pog_desktop.rules import Action

from ..helpers import play_event, position


def test_cp63_russian_desertions_log_each_reduction_as_a_step_loss():
    """Covers: EVT-59"""
    g = position(units={"ru_1": "warsaw", "ru_2": "lodz"}, turn=14)
    g.state.flags.add("event:cp52")
    play_event(g, "cp", "cp63")
    g.apply(Action("select", unit="ru_2"))
    g.apply(Action("select", unit="ru_1"))
    losses = [e["loss"] for e in g.state.log if e["kind"] == "step_loss"]
    assert losses == [{"unit": "ru_2", "side": "ap", "space": "lodz", "steps": 1, "from": "full", "to": "reduced"},
                      {"unit": "ru_1", "side": "ap", "space": "warsaw", "steps": 1, "from": "full", "to": "reduced"}]
    assert [e["text"] for e in g.state.log if e["kind"] == "step_loss"][0] == \
        "Russian 2nd Army loses 1 step: full -> reduced (Russian Desertions)"
