"""Random playouts: both sides pick uniformly among the legal actions until the game ends
(or a turn limit), with invariant checks after every action and a replay check at the end.
Peace offers are left out unless ``--peace`` is given: a random opponent accepts half of
them, and the games would end long before they reach the later rules. ``--options JSON``
passes rule options to ``Game.new``; ``--war-bias`` makes both players play war status events
(9.5.1.3) whenever they can, so that most games reach Total War (16.1) and the late-war cards,
the armistice and the Limited War end get played out.

    python -m pog_desktop.rules.selfplay --games 20 --seed 1 [--scenario ID] [--last-turn N] [--peace]
        [--options '{"edition": "2022"}'] [--war-bias] --json

With the four-player variant (``--options '{"players": 4}'``) the report also counts unit
transfers, passed cards and combat-area conflicts (``commands``, seed 003).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from .board.invariants import violations
from .game import Game

MAX_ACTIONS = 20000


WAR_BIAS = 0.9   # how often a war-biased player takes a war status event it is offered


def war_status_events(g: Game, legal: list) -> list:
    """The offered actions that raise the player's war status: events of cards with a WS
    number (9.5.1.3), and combat cards that carry one (played as events, 9.5.4)."""
    return [a for a in legal if a.type in ("play_event", "combat_card") and a.card and g.ctx.cards[a.card].ws]


def pick(g: Game, legal: list, rnd: random.Random, war_bias: bool = False):
    """Uniform, except that half the time a space next to the enemy is activated for combat
    (joining an attack already marked when it can), an attack uses every unit it may and a
    flank attack is tried: so playouts reach multi-space attacks, flank attacks, retreats and
    advances often. With ``war_bias`` a war status event is taken nine times in ten."""
    if war_bias:
        raising = war_status_events(g, legal)
        if raising and rnd.random() < WAR_BIAS:
            return rnd.choice(raising)
    kind = g.prompt.kind
    if kind == "activate" and rnd.random() < 0.5:
        attack = [a for a in legal if a.type == "activate" and a.mode == "attack"]
        marked = {s for s, m in g.state.sub.get("activated", {}).items() if m == "attack"}
        near = _enemy_next_to(g, marked)
        joint = [a for a in attack if _enemy_next_to(g, {a.space}) & near]
        fronts = [a for a in attack if _enemy_next_to(g, {a.space})]
        if joint or fronts:
            return rnd.choice(joint or fronts)
    if kind == "attack" and rnd.random() < 0.5:
        attacks = [a for a in legal if a.type == "attack"]
        if attacks:
            return max(attacks, key=lambda a: (len(a.units), a.space))
    if kind == "flank" and rnd.random() < 0.5:
        return rnd.choice([a for a in legal if a.type == "flank"] or legal)
    return rnd.choice(legal)


def _enemy_next_to(g: Game, spaces) -> set:
    side = g.state.active
    out = set()
    for s in spaces:
        for e in g.ctx.neighbours[s]:
            units = g.state.at.get(e.to, ())
            if units and g.ctx.unit_side[units[0]] != side:
                out.add(e.to)
    return out


def play(scenario: str, seed: int, options: dict | None = None, check: bool = True, peace: bool = False,
         keep=None, war_bias: bool = False) -> dict:
    """One random game; returns counts, timings and problems found. ``keep(game, scenario,
    seed, options)`` is called with the finished game (the match layer saves it; rules do no I/O)."""
    rnd = random.Random(seed)
    g = Game.new(scenario, seed, options)
    out = {"actions": 0, "errors": [], "invariant_violations": [], "replay_mismatch": False,
           "legal_ms": [], "play_seconds": 0.0, "result": None}
    clock = time.process_time   # CPU time: other processes on a shared machine do not count
    played = 0.0
    while not g.is_over and out["actions"] < MAX_ACTIONS:
        t0 = clock()
        legal = g.legal_actions()
        t1 = clock()
        if not peace:
            legal = [a for a in legal if a.type != "offer_peace"]
        out["legal_ms"].append((t1 - t0) * 1000)
        if not legal:
            out["errors"].append(f"no legal action at {g.state.step} (turn {g.state.turn})")
            break
        action = pick(g, legal, rnd, war_bias)
        t2 = clock()
        try:
            g.apply(action)
        except Exception as exc:  # report, do not stop the batch
            out["errors"].append(f"{type(exc).__name__}: {exc} applying {action}")
            break
        played += (t1 - t0) + (clock() - t2)
        out["actions"] += 1
        if check:
            bad = violations(g.ctx, g.state)
            if bad:
                out["invariant_violations"].append({"action": out["actions"], "problems": bad})
                break
    out["play_seconds"] = played
    out["result"] = g.result
    out["totals"] = totals(g.state.log)
    out["total_war"] = total_war_turns(g.state.log)
    out["commands"] = dict(g.state.cmd.get("stats", {}))
    if check:
        again = Game.replay(scenario, seed, options, g.actions)
        out["replay_mismatch"] = again.state_hash() != g.state_hash()
    if keep is not None:
        keep(g, scenario, seed, options)
    return out


TOTALS = {"combats": "combat", "flank_attempts": "flank", "retreats": "retreat", "advances": "advance",
          "forts_destroyed": "fort_destroyed", "events_played": "event"}


def totals(log: list) -> dict:
    """How much fighting a game held, counted from its log."""
    out = {name: sum(1 for e in log if e["kind"] == kind) for name, kind in TOTALS.items()}
    out["units_eliminated_by_attrition"] = sum(1 for e in log if e["kind"] == "eliminated" and "attrition" in e["text"])
    return out


def total_war_turns(log: list) -> dict:
    """The turn each side reached Total War in (16.1), from the log; sides that never did are left out."""
    return {e["side"]: e["turn"] for e in log if e["kind"] == "commitment" and e["text"].endswith("reaches Total War")}


def run(games: int, seed: int, scenario: str = "campaign", options: dict | None = None,
        peace: bool = False, keep=None, war_bias: bool = False) -> dict:
    """``seconds`` and ``actions_per_second`` count the CPU time spent listing legal actions
    and applying the chosen ones; ``wall_seconds`` is the whole run with its checks."""
    start = time.perf_counter()
    total = 0
    seconds = 0.0
    legal_ms: list = []
    errors, invariants, mismatches = [], [], 0
    results = []
    sums = dict.fromkeys(list(TOTALS) + ["units_eliminated_by_attrition"], 0)
    per_game_combats = []
    total_war = {"any": 0, "ap": 0, "cp": 0, "first_turns": []}
    command_sums: dict = {}
    for i in range(games):
        r = play(scenario, seed + i, options, peace=peace, keep=keep, war_bias=war_bias)
        tw = r["total_war"]
        if tw:
            total_war["any"] += 1
            total_war["first_turns"].append(min(tw.values()))
        for side in tw:
            total_war[side] += 1
        for k, v in r["totals"].items():
            sums[k] += v
        per_game_combats.append(r["totals"]["combats"])
        for k, v in r["commands"].items():
            command_sums[k] = command_sums.get(k, 0) + v
        total += r["actions"]
        seconds += r["play_seconds"]
        legal_ms.extend(r["legal_ms"])
        errors += r["errors"]
        invariants += r["invariant_violations"]
        mismatches += int(r["replay_mismatch"])
        results.append(r["result"])
    return {"games": games, "actions": total, "seconds": round(seconds, 3),
            "actions_per_second": round(total / seconds) if seconds else 0,
            "median_and_max_legal_actions_ms": [round(statistics.median(legal_ms), 4) if legal_ms else 0,
                                                round(max(legal_ms), 3) if legal_ms else 0],
            "wall_seconds": round(time.perf_counter() - start, 3),
            "errors": len(errors), "invariant_violations": len(invariants), "replay_mismatches": mismatches,
            **sums, "median_combats_per_game": statistics.median(per_game_combats) if per_game_combats else 0,
            "games_reaching_total_war": total_war["any"], "ap_total_war": total_war["ap"],
            "cp_total_war": total_war["cp"],
            "median_total_war_turn": statistics.median(total_war["first_turns"]) if total_war["first_turns"] else None,
            "error_details": errors[:5], "invariant_details": invariants[:5],
            "results": [r and r.get("winner") for r in results],
            **({"commands": command_sums} if command_sums else {})}


def _options_json(text: str) -> dict:
    """``--options``: a JSON object of rule options (names as in ``rules.core.options``)."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise argparse.ArgumentTypeError(f"--options must be a JSON object: {exc}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError(f"--options must be a JSON object, not {type(value).__name__}")
    return value


def build_parser(prog: str = "python -m pog_desktop.rules.selfplay") -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--scenario", default="campaign")
    p.add_argument("--last-turn", type=int, default=None)
    p.add_argument("--peace", action="store_true", help="let the random players offer peace too")
    p.add_argument("--options", type=_options_json, default=None, metavar="JSON",
                   help="rule options passed to Game.new, e.g. '{\"edition\": \"2022\"}' or "
                        "'{\"players\": 4}' (the Historical variant on three fronts)")
    p.add_argument("--war-bias", action="store_true",
                   help="both players take an offered war status event nine times in ten (most games reach Total War)")
    p.add_argument("--json", action="store_true")
    return p


def main(argv=None, parser: argparse.ArgumentParser | None = None, keep=None) -> int:
    """``parser`` and ``keep``: a wrapper's own options and game keeper (``match.selfplay_save``)."""
    a = (parser or build_parser()).parse_args(argv)
    if keep is not None:
        keep = keep(a)
    opts = dict(a.options or {})
    if a.last_turn:
        opts["last_turn"] = a.last_turn
    try:
        Game.new(a.scenario, a.seed, opts or None)
    except ValueError as exc:     # an unknown scenario or option: say so, play nothing
        print(f"selfplay: {exc}", file=sys.stderr)
        return 2
    report = run(a.games, a.seed, a.scenario, opts or None, peace=a.peace, keep=keep, war_bias=a.war_bias)
    if a.json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            print(f"{k}: {v}")
    return 0 if not (report["errors"] or report["invariant_violations"] or report["replay_mismatches"]) else 1


if __name__ == "__main__":
    sys.exit(main())
