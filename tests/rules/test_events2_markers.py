"""The combat rules read played events, not marker names of their own (Race to the Sea,
Oberost, Brest-Litovsk)."""
from pog_desktop.rules import Action
from pog_desktop.rules.combat.advance import CHANNEL_SPACES
from pog_desktop.rules.combat.engine.advance import _advance_map

from .helpers import ops, position


def test_12_7_7_cp08_race_to_the_sea_opens_the_channel_ports_to_cp_advances():
    """Covers: EVT-07, ADV-07. Before CP 8 the CP may not advance into Amiens, Calais or
    Ostend; once the event is played (recorded as ``event:cp08`` only) they may."""
    g = position()
    assert _advance_map(g.ctx, g.state, {"side": "cp"}).closed == CHANNEL_SPACES
    g.state.flags.add("event:cp08")
    assert _advance_map(g.ctx, g.state, {"side": "cp"}).closed == frozenset()


def test_16_4_9_cp45_brest_litovsk_read_from_the_played_event_when_attacking():
    """Covers: EVT-29, CMB-19. After Brest-Litovsk (recorded as ``event:cp45`` only) a Russian army
    next to a German one in Germany may not attack it: the combat rules see the treaty."""
    g = ops(position({"ru_1": "lodz", "ge_1": "posen"}, control={"lodz": "ap"}), "ap", 4)
    g.apply(Action("activate", space="lodz", mode="attack"))
    g.apply(Action("done"))
    free = g.why_illegal(Action("attack", space="posen", units=("ru_1",)))
    g.state.flags.add("event:cp45")
    assert free is None
    assert "Brest" in (g.why_illegal(Action("attack", space="posen", units=("ru_1",))) or "")
