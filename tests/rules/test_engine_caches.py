"""The engine's speed-ups give the answers the plain computations give: supply answered from
the per-position caches against a freshly built network, memoised supply groups, shared
activation costs, and clones that share no mutable container (issue 4)."""
import random
from dataclasses import replace

from pog_desktop.rules import Action, Game
from pog_desktop.rules.board import in_supply
from pog_desktop.rules.board.forts import is_besieged
from pog_desktop.rules.core.state import State
from pog_desktop.rules.board.supply import SupplyNetwork, SupplyState, nation_sides, position_of

from .helpers import ops, position


def _fresh_position(ctx, st) -> SupplyState:
    """The supply facts computed the long way, without any of the engine's caches."""
    nations = {u.nation for u in ctx.units.values()} | {sp.nation for sp in ctx.spaces.values() if sp.nation}
    return SupplyState(dict(st.control),
                       besieged=frozenset(s for s, sp in ctx.spaces.items() if sp.fort and is_besieged(ctx, st, s)),
                       beachheads=frozenset({st.beachhead}) if st.beachhead else frozenset(),
                       at_war=frozenset(nations) - frozenset(st.neutral))


def _positions_of_a_random_game(seed: int, actions: int, every: int):
    """The campaign game of ``seed`` played at random (no peace offers), yielded after every
    ``every`` actions, up to ``actions`` or the game's end."""
    rnd = random.Random(seed)
    g = Game.new("campaign", seed)
    for n in range(actions):
        if g.is_over:
            return
        if n % every == every - 1:
            yield g
        g.apply(rnd.choice([a for a in g.legal_actions() if a.type != "offer_peace"]))


def test_14_1_cached_supply_answers_match_a_fresh_network_as_the_position_changes():
    """Covers: SUP-20 (recomputed after every move, retreat and advance: the cached answers of
    random positions of a game equal a new network's, for every unit and space, both sides)."""
    checked = 0
    for g in _positions_of_a_random_game(4, 900, 60):
        ctx, st = g.ctx, g.state
        fresh = SupplyNetwork(ctx.game.map, nation_sides(ctx.game.units.values()))
        pos = _fresh_position(ctx, st)
        for u, loc in sorted(st.where.items()):
            if loc in ctx.spaces:
                assert in_supply.unit_supplied(ctx, st, u) == fresh.in_supply(ctx.units[u], loc, pos), u
        for side in ("ap", "cp"):
            want = {s for s in ctx.spaces if fresh.space_supplied(s, side, pos)}
            assert {s for s in ctx.spaces if in_supply.space_supplied(ctx, st, s, side)} == want
            assert in_supply.supplied_spaces(ctx, st, side) == want
        checked += 1
    assert checked >= 10


def test_14_2_supply_groups_are_worked_out_once_and_equal_fresh_ones():
    """Covers: SUP-20 (11.1.4 dashed lines and 14.2 sources per group, memoised per map)."""
    g = position()
    net = SupplyNetwork(g.ctx.game.map, nation_sides(g.ctx.game.units.values()))
    for uid in ("ge_1", "ru_1", "sb_1", "ro_c1", "br_c1", "fr_1", "it_1", "tu_c1"):
        unit = g.ctx.units[uid]
        first = net.group_for(unit)
        assert net.group_for(unit) is first and first == net._group_for(unit)
    for side in ("ap", "cp"):
        for albania in (False, True):
            assert net.space_group(side, albania) is net.space_group(side, albania)
            assert net.space_group(side, albania) == net._space_group(side, albania)
    assert net._lines({"ru", "sb"}) == net._scan_lines(frozenset({"ru", "sb"}))


def test_9_2_2_move_and_attack_costs_stay_apart_after_fall_of_the_tsar_when_listed_together():
    """Covers: OPS-09, OPS-01 (the activation list shares a space's cost between its two
    modes only while they cannot differ)."""
    g = ops(position({"ru_1": "warsaw", "ru_c1": "warsaw", "ru_c2": "warsaw"}, active="ap"), "ap", 2)
    assert {(a.space, a.mode) for a in g.legal_actions() if a.type == "activate"} == \
        {("warsaw", "move"), ("warsaw", "attack")}
    g.state.flags.add("event:cp52")
    assert [(a.space, a.mode) for a in g.legal_actions() if a.type == "activate"] == [("warsaw", "move")]
    assert "costs 3 and only 2" in g.why_illegal(Action("activate", space="warsaw", mode="attack"))


def test_state_clone_copies_every_field_and_shares_no_mutable_container():
    """Covers: no checklist rule; the engine API (bots and undo rely on independent copies)."""
    g = position({"fr_1": "paris", "ge_1": "metz"}, reduced={"fr_1"})
    st = g.state
    st.trench["paris"], st.trench_side["paris"] = 1, "ap"
    st.forts_destroyed.add("liege")
    st.hand["ap"].append("ap01")
    st.rp["ap"]["fr"] = 2
    st.reinforced.append("fr")
    st.flags.add("event:ap02")
    st.counters["x"] = 1
    st.sub = {"kind": "ops", "moved": {"fr_1"}, "activated": {"paris": "move"}, "mp": {"fr_1": [3]}}
    st.dice_script = [6]
    st.result = {"winner": None, "vp": [10]}
    st.log.append({"kind": "note"})
    c = st.clone()
    assert c.hash() == st.hash() and c.log == st.log
    for name in State.__dataclass_fields__:
        a, b = getattr(st, name), getattr(c, name)
        assert a == b, name
        if isinstance(a, (dict, list, set)):
            assert a is not b, name
            inner = a.values() if isinstance(a, dict) else []
            for x, y in zip(inner, b.values() if isinstance(b, dict) else []):
                if isinstance(x, (dict, list, set)):
                    assert x is not y, name
    assert st.clone(log=False).log == []


def test_14_1_supply_keys_tell_apart_positions_whose_control_lists_share_their_values():
    """Covers: SUP-20 (the cache key of a position: equal positions share it, different ones
    never do, whatever order the control dict was built in)."""
    a = SupplyState({"paris": "ap", "metz": "cp"})
    b = SupplyState({"metz": "ap", "paris": "cp"})       # same values in the same order, swapped owners
    c = SupplyState({"metz": "cp", "paris": "ap"})       # a's position, built in another order
    assert a.key != b.key and c.key != b.key
    assert SupplyState(dict(a.control)).key == a.key
    assert SupplyState({"paris": "ap", "metz": "cp"}, besieged=frozenset({"metz"})).key != a.key


def test_14_1_positions_with_the_same_supply_facts_share_one_supply_state_and_no_other():
    """Covers: SUP-20 (a move that changes no control and besieges no fort leaves the supply
    facts as they were: one shared state; a change of control, a fort besieged or a nation
    entering the war gives a state with the new facts, never the kept one)."""
    g = position({"ge_1": "metz", "fr_1": "paris"})
    ctx, st = g.ctx, g.state
    first = position_of(ctx, st)
    st.place("fr_1", "verdun")
    assert position_of(ctx, st) is first
    st.control["sedan"] = "cp"
    taken = position_of(ctx, st)
    assert taken is not first and taken.control["sedan"] == "cp" and taken.key != first.key
    st.place("fr_1", "metz")                      # 15.2.1: an army besieges the fort
    besieged = position_of(ctx, st)
    assert besieged.besieged == frozenset({"metz"}) and besieged is not taken
    st.neutral.discard("it")
    assert "it" in position_of(ctx, st).at_war and "it" not in besieged.at_war
    st.place("fr_1", "verdun")
    st.control["sedan"] = "ap"
    st.neutral.add("it")
    assert position_of(ctx, st) is first == _fresh_position(ctx, st)


def _two_floods(net: SupplyNetwork, group, state: SupplyState) -> frozenset[str]:
    """14.1.4 the long way: the land flood from the sources, and if it reaches a usable port,
    a second whole flood from every usable port."""
    passable = net._scan_passable(group.side, state)
    links = net._adjacency(group.dashed)
    starts = [s for s in group.sources if state.control.get(s) == group.side and s not in state.besieged
              and net._at_war(group.side, s, state)]
    if group.beachheads:
        starts += [s for s in state.beachheads if state.control.get(s) == group.side]
    forced = [net.index[s] for s in group.sources_any_control if s not in state.blocked]
    reached = net._flood([net.index[s] for s in starts], passable, links, forced)
    ports = [net.index[p] for p in net._usable_ports(group.side, group, state)]
    if group.sea and not reached.isdisjoint(ports):
        reached |= net._flood(ports, passable, links)
    return frozenset(net.order[i] for i in reached)


def test_14_1_4_sea_supply_flooding_on_from_the_unreached_ports_reaches_what_two_whole_floods_reach():
    """Covers: SUP-20 (the second flood of a sea-supplied group starts only from the ports the
    first did not reach and never re-enters what it reached: the same spaces, for every group
    in positions of a random game, both sides, Albania's Taranto included)."""
    compared = 0
    for g in _positions_of_a_random_game(7, 600, 50):
        ctx, st = g.ctx, g.state
        net = SupplyNetwork(ctx.game.map, nation_sides(ctx.game.units.values()))
        pos = _fresh_position(ctx, st)
        groups = {net.group_for(u) for u in ctx.units.values()} - {None}
        groups |= {net.space_group(side, albania) for side in ("ap", "cp") for albania in (False, True)}
        for group in groups:
            assert net._trace(group, pos) == _two_floods(net, group, pos), group
            compared += 1
    assert compared >= 100


def test_14_1_networks_on_one_map_share_its_dashed_lines_and_adjacency_and_no_other_map_does():
    """Covers: SUP-20 (static map facts worked out once per map object; positions are never
    shared through them)."""
    g = position()
    board, sides = g.ctx.game.map, nation_sides(g.ctx.game.units.values())
    first, second = SupplyNetwork(board, sides), SupplyNetwork(board, sides)
    dashed = first._lines({"ru"})
    assert second._lines({"ru"}) is dashed
    assert second._adjacency(dashed) is first._adjacency(dashed)
    other = SupplyNetwork(replace(board, adjacency=dict(board.adjacency)), sides)
    assert other._links is not first._links and other._adjacency(dashed) == first._adjacency(dashed)
    assert first._cache is not second._cache
