"""Supply answers are kept per position, keyed on the stamps of the state's position
containers (core/tracked.py). A state edited directly, by any dict or set method, is never
answered from its older position (14.1 / SUP-20); the containers copy, pickle and hash as
the plain ones did; every state the engine makes holds tracked containers."""
import copy
import json
import pickle

import pytest

from pog_desktop.rules import Game
from pog_desktop.rules.board import in_supply
from pog_desktop.rules.board.control import sync_ana_vp
from pog_desktop.rules.core.state import TRACKED, State
from pog_desktop.rules.core.tracked import TDict, TSet
from pog_desktop.rules.sample import Sampler

from .helpers import position

# every method of dict / set that changes the contents, each overridden by TDict / TSet
DICT_MUTATORS = {"__setitem__", "__delitem__", "__ior__", "__init__", "pop", "popitem", "setdefault", "update",
                 "clear"}
SET_MUTATORS = {"__init__", "add", "discard", "remove", "pop", "clear", "update", "difference_update",
                "intersection_update", "symmetric_difference_update", "__ior__", "__iand__", "__isub__", "__ixor__"}
DICT_READERS = {"copy", "fromkeys", "get", "items", "keys", "values"}
SET_READERS = {"copy", "difference", "intersection", "isdisjoint", "issubset", "issuperset",
               "symmetric_difference", "union"}


def test_every_mutating_method_of_dict_and_set_draws_a_new_stamp():
    """Covers: SUP-20 (no way of changing a tracked container leaves its stamp as it was)."""
    public = lambda kind: {n for n in vars(kind) if not n.startswith("__")}   # noqa: E731
    assert public(dict) == (DICT_MUTATORS | DICT_READERS) - {n for n in DICT_MUTATORS if n.startswith("__")}
    assert public(set) == (SET_MUTATORS | SET_READERS) - {n for n in SET_MUTATORS if n.startswith("__")}
    for n in DICT_MUTATORS:
        assert n in vars(TDict), n
    for n in SET_MUTATORS:
        assert n in vars(TSet), n
    d_edits = [lambda d: d.__setitem__("a", 9), lambda d: d.__delitem__("a"), lambda d: d.__ior__({"c": 3}),
               lambda d: d.pop("a"), lambda d: d.popitem(), lambda d: d.setdefault("c", 3),
               lambda d: d.update(c=3), lambda d: d.clear(), lambda d: d.__init__({"c": 3})]
    for edit in d_edits:
        d = TDict(a=1, b=2)
        before = d.stamp
        edit(d)
        assert d.stamp != before and type(d) is TDict
    s_edits = [lambda s: s.add("c"), lambda s: s.discard("a"), lambda s: s.remove("a"), lambda s: s.pop(),
               lambda s: s.clear(), lambda s: s.update({"c"}), lambda s: s.difference_update({"a"}),
               lambda s: s.intersection_update({"a"}), lambda s: s.symmetric_difference_update({"a"}),
               lambda s: s.__ior__({"c"}), lambda s: s.__iand__({"a"}), lambda s: s.__isub__({"a"}),
               lambda s: s.__ixor__({"a"}), lambda s: s.__init__({"c"})]
    for edit in s_edits:
        s = TSet({"a", "b"})
        before = s.stamp
        edit(s)
        assert s.stamp != before and type(s) is TSet
    s = TSet({"a"})
    s |= {"b"}
    s -= {"a"}
    s ^= {"c"}
    s &= {"b", "c"}
    assert type(s) is TSet and s == {"b", "c"}
    with pytest.raises(TypeError):
        s |= ["x"]          # as a plain set: not a set, refused, nothing changed
    assert s == {"b", "c"}


def test_copies_keep_the_stamp_only_while_equal_and_pickled_or_deep_copies_draw_new_ones():
    """Covers: no checklist rule; the engine API (clones share answers, copies never go stale)."""
    d, s = TDict(a=1), TSet({"x"})
    dc, sc = d.copy(), s.copy()
    assert (dc, dc.stamp, sc, sc.stamp) == (d, d.stamp, s, s.stamp) and dc is not d and sc is not s
    dc["a"] = 2
    sc.add("y")
    d["a"] = 3
    s.add("z")
    assert len({d.stamp, dc.stamp}) == 2 and len({s.stamp, sc.stamp}) == 2
    for other in (pickle.loads(pickle.dumps(d)), copy.copy(d), copy.deepcopy(d)):
        assert type(other) is TDict and other == d and other.stamp not in (d.stamp, dc.stamp)
    for other in (pickle.loads(pickle.dumps(s)), copy.copy(s), copy.deepcopy(s)):
        assert type(other) is TSet and other == s and other.stamp not in (s.stamp, sc.stamp)


def _each_state_the_engine_makes():
    g = position({"fr_1": "paris", "ge_1": "metz"})
    yield "position", g.state
    new = Game.new("campaign", 3)
    yield "new", new.state
    new.apply(new.legal_actions()[0])
    yield "after an action", new.state
    yield "clone", new.state.clone()
    yield "game clone", new.clone().state
    yield "from_json", State.from_json(json.loads(json.dumps(new.state.to_json())))
    yield "restored", new.restored(new.actions, json.loads(json.dumps(new.position()))).state
    yield "sample", Sampler(new.view("ap")).base
    yield "pickled", pickle.loads(pickle.dumps(new.state))
    yield "deep copy", copy.deepcopy(new.state)
    yield "default", State()


def test_every_state_the_engine_makes_holds_tracked_position_containers():
    """Covers: no checklist rule; the engine API (supply's key is the containers' stamps; a plain
    container would be answered the slow way, by its contents)."""
    for how, st in _each_state_the_engine_makes():
        for name, kind in TRACKED.items():
            assert type(getattr(st, name)) is kind, (how, name)


def test_tracked_containers_hash_and_encode_as_the_plain_ones():
    """Covers: no checklist rule; save files (the state hash and JSON stay byte for byte)."""
    g = Game.new("campaign", 5)
    for a in g.legal_actions()[:1]:
        g.apply(a)
    st = g.state
    st.forts_destroyed.add("liege")
    st.flags.add("event:ap02")
    plain = st.clone()
    for name in TRACKED:
        v = getattr(plain, name)
        setattr(plain, name, dict(v) if isinstance(v, dict) else set(v))
    assert st.hash() == plain.hash()
    assert json.dumps(st.to_json(), sort_keys=True) == json.dumps(plain.to_json(), sort_keys=True)


def _flip_each_way(answer, edits):
    """Each edit must change ``answer()``: the answers kept for the position before are not used."""
    for edit in edits:
        before = answer()
        edit()
        assert answer() != before, edit.__doc__


def _edits(*pairs):
    out = []
    for doc, f in pairs:
        f.__doc__ = doc
        out.append(f)
    return out


def test_14_1_control_edited_by_each_dict_method_is_answered_afresh():
    """Covers: SUP-20 (a Turkish corps in Constantinople, its own source, is in supply only while
    the CP controls it; the control dict edited directly, each way)."""
    g = position({"tu_c1": "constantinople"}, neutral=frozenset({"it", "bu", "ro", "gr", "us", "pe"}))
    ctx, st = g.ctx, g.state
    c = st.control
    ask = lambda: in_supply.unit_supplied(ctx, st, "tu_c1")   # noqa: E731
    assert ask() is True
    _flip_each_way(ask, _edits(
        ("setitem", lambda: c.__setitem__("constantinople", "ap")), ("update", lambda: c.update(constantinople="cp")),
        ("delitem", lambda: c.__delitem__("constantinople")), ("|=", lambda: c.__ior__({"constantinople": "cp"})),
        ("pop", lambda: c.pop("constantinople")), ("setdefault", lambda: c.setdefault("constantinople", "cp")),
        ("popitem (the last key)", lambda: c.popitem()), ("init", lambda: c.__init__(constantinople="cp")),
        ("clear", lambda: c.clear())))


def test_14_1_unit_locations_edited_by_each_dict_method_are_answered_afresh():
    """Covers: SUP-20 (a corps moved by editing ``where`` into neutral Bulgaria is out of supply;
    off the map, it is not asked about: supplied)."""
    g = position({"tu_c1": "sofia"}, neutral=frozenset({"it", "bu", "ro", "gr", "us", "pe"}))
    ctx, st = g.ctx, g.state
    w = st.where
    ask = lambda: in_supply.unit_supplied(ctx, st, "tu_c1")   # noqa: E731
    assert ask() is False
    w["tu_c1"] = w.pop("tu_c1")   # the last key, for popitem
    _flip_each_way(ask, _edits(
        ("popitem", lambda: w.popitem()), ("setdefault", lambda: w.setdefault("tu_c1", "sofia")),
        ("setitem", lambda: w.__setitem__("tu_c1", "constantinople")), ("update", lambda: w.update(tu_c1="sofia")),
        ("|=", lambda: w.__ior__({"tu_c1": "constantinople"})), ("init", lambda: w.__init__(tu_c1="sofia")),
        ("pop", lambda: w.pop("tu_c1")), ("setitem", lambda: w.__setitem__("tu_c1", "sofia")),
        ("delitem", lambda: w.__delitem__("tu_c1")), ("setitem", lambda: w.__setitem__("tu_c1", "sofia")),
        ("clear", lambda: w.clear())))


def test_15_2_1_units_at_a_fort_edited_by_each_dict_method_are_answered_afresh():
    """Covers: SUP-20, 15.2.2 (a Russian army besieging Cracow traces supply through it; the
    ``at`` dict edited directly so that no unit stands there: an enemy space, no supply)."""
    g = position({"ru_1": "cracow"}, active="ap")
    ctx, st = g.ctx, g.state
    at = st.at
    ask = lambda: in_supply.unit_supplied(ctx, st, "ru_1")   # noqa: E731
    assert ask() is True
    there = ("ru_1",)
    _flip_each_way(ask, _edits(
        ("delitem", lambda: at.__delitem__("cracow")), ("setitem", lambda: at.__setitem__("cracow", there)),
        ("pop", lambda: at.pop("cracow")), ("setdefault", lambda: at.setdefault("cracow", there)),
        ("popitem (the last key)", lambda: at.popitem()), ("update", lambda: at.update(cracow=there)),
        ("clear", lambda: at.clear()), ("|=", lambda: at.__ior__({"cracow": there})),
        ("setitem", lambda: at.__setitem__("cracow", ())), ("init", lambda: at.__init__(cracow=there))))


def test_15_2_1_destroyed_forts_edited_by_each_set_method_are_answered_afresh():
    """Covers: SUP-20, 15.2.2 (with Cracow's fort destroyed the Russian army there stands in an
    enemy space: out of supply; the set edited directly, each way)."""
    g = position({"ru_1": "cracow"}, active="ap")
    ctx, st = g.ctx, g.state
    f = st.forts_destroyed
    ask = lambda: in_supply.unit_supplied(ctx, st, "ru_1")   # noqa: E731
    assert ask() is True
    _flip_each_way(ask, _edits(
        ("add", lambda: f.add("cracow")), ("discard", lambda: f.discard("cracow")),
        ("update", lambda: f.update({"cracow"})), ("remove", lambda: f.remove("cracow")),
        ("|=", lambda: f.__ior__({"cracow"})), ("pop", lambda: f.pop()),
        ("symmetric_difference_update", lambda: f.symmetric_difference_update({"cracow"})),
        ("clear", lambda: f.clear()), ("^=", lambda: f.__ixor__({"cracow"})),
        ("difference_update", lambda: f.difference_update({"cracow"})), ("init", lambda: f.__init__({"cracow"})),
        ("-=", lambda: f.__isub__({"cracow"})), ("add", lambda: f.add("cracow")),
        ("intersection_update", lambda: f.intersection_update(set())), ("add", lambda: f.add("cracow")),
        ("&=", lambda: f.__iand__({"liege"}))))


def test_14_2_1_neutrals_edited_by_each_set_method_are_answered_afresh():
    """Covers: SUP-20, 14.2.1 (Constantinople serves as a source only while Turkey is at war;
    the neutral set edited directly, each way)."""
    g = position({"tu_c1": "constantinople"}, neutral=frozenset({"it", "bu", "ro", "gr", "us", "pe"}))
    ctx, st = g.ctx, g.state
    n = st.neutral
    ask = lambda: in_supply.unit_supplied(ctx, st, "tu_c1")   # noqa: E731
    assert ask() is True
    _flip_each_way(ask, _edits(
        ("add", lambda: n.add("tu")), ("remove", lambda: n.remove("tu")), ("update", lambda: n.update({"tu"})),
        ("discard", lambda: n.discard("tu")), ("|=", lambda: n.__ior__({"tu"})), ("-=", lambda: n.__isub__({"tu"})),
        ("^=", lambda: n.__ixor__({"tu"})), ("symmetric_difference_update", lambda: n.symmetric_difference_update({"tu"})),
        ("init", lambda: n.__init__({"tu"})), ("pop (the only one)", lambda: n.pop()), ("add", lambda: n.add("tu")),
        ("&=", lambda: n.__iand__({"it"})), ("add", lambda: n.add("tu")),
        ("intersection_update", lambda: n.intersection_update({"it"})), ("add", lambda: n.add("tu")),
        ("difference_update", lambda: n.difference_update({"tu"})), ("add", lambda: n.add("tu")),
        ("clear", lambda: n.clear())))


def test_flags_edited_by_each_set_method_drop_what_was_kept_for_the_position():
    """Covers: no checklist rule; ``position_memo`` (kept per position, events included) is a
    new one after any edit of the flags."""
    g = position({"fr_1": "paris"})
    ctx, st = g.ctx, g.state
    fl = st.flags
    memo = lambda: id(in_supply.position_memo(ctx, st))   # noqa: E731
    kept = []   # the dicts stay alive, so their ids are never reused
    for edit in (lambda: fl.add("x"), lambda: fl.discard("x"), lambda: fl.update({"x"}), lambda: fl.remove("x"),
                 lambda: fl.__ior__({"x"}), lambda: fl.__isub__({"x"}), lambda: fl.__ixor__({"x"}),
                 lambda: fl.symmetric_difference_update({"x"}), lambda: fl.__iand__(set()),
                 lambda: fl.__init__({"x"}), lambda: fl.pop(), lambda: fl.difference_update({"y"}),
                 lambda: fl.intersection_update({"y"}), lambda: fl.clear()):
        kept.append(in_supply.position_memo(ctx, st))
        assert memo() == id(kept[-1])
        edit()
        assert memo() != id(kept[-1])


def test_14_1_a_plain_container_put_into_the_state_is_answered_by_its_contents():
    """Covers: SUP-20 (a tool or test that replaces a container by a plain one is never answered
    from an older position; ``State.track`` makes it tracked again)."""
    g = position({"tu_c1": "constantinople"}, neutral=frozenset({"it", "bu", "ro", "gr", "us", "pe"}))
    ctx, st = g.ctx, g.state
    assert in_supply.unit_supplied(ctx, st, "tu_c1") is True
    st.control = dict(st.control)
    st.control["constantinople"] = "ap"
    assert in_supply.unit_supplied(ctx, st, "tu_c1") is False
    st.control["constantinople"] = "cp"
    assert in_supply.unit_supplied(ctx, st, "tu_c1") is True
    st.neutral = set(st.neutral) | {"tu"}
    assert in_supply.unit_supplied(ctx, st, "tu_c1") is False
    st.track()
    assert type(st.control) is TDict and type(st.neutral) is TSet
    st.neutral.discard("tu")
    assert in_supply.unit_supplied(ctx, st, "tu_c1") is True


def test_15_2_1_a_plain_at_dict_put_into_the_state_is_answered_by_its_contents():
    """Covers: SUP-20, 15.2.2 (the Russian army besieging Cracow traces supply through it; with
    ``at`` a plain dict, emptying Cracow there alone makes it an enemy space again: no supply)."""
    g = position({"ru_1": "cracow"}, active="ap")
    ctx, st = g.ctx, g.state
    st.at = dict(st.at)
    assert in_supply.unit_supplied(ctx, st, "ru_1") is True
    del st.at["cracow"]
    assert in_supply.unit_supplied(ctx, st, "ru_1") is False
    st.at["cracow"] = ("ru_1",)
    assert in_supply.unit_supplied(ctx, st, "ru_1") is True


def test_11_1_15_ana_vp_follows_edits_of_control_made_after_a_sync_with_nothing_to_move():
    """Covers: 11.1.15, T.7 (sync_ana_vp skips a position it found in step only while nothing it
    reads changed: an edit of control after it still moves the track)."""
    g = position()
    ctx, st = g.ctx, g.state
    ana = [u for u, n in ctx.unit_nation.items() if n == "ana"]
    assert ana
    vp_cp = sorted(s for s in ctx.vp_spaces if st.control.get(s) == "cp" and not ctx.spaces[s].fort)
    space = vp_cp[0]
    st.place(ana[0], space)
    st.control[space] = "ap"       # not a CP space: the ANA holds nothing for the track
    vp = st.vp
    sync_ana_vp(ctx, st)
    assert st.vp == vp
    sync_ana_vp(ctx, st)           # the same position again: skipped
    st.control[space] = "cp"       # edited directly: the ANA now holds a CP VP space
    sync_ana_vp(ctx, st)
    assert st.vp == vp - 1 and f"ana_vp:{space}" in st.flags
