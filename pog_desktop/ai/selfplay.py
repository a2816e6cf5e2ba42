"""Selfplay with a stronger playout (issue 13): both sides played by a bot (the rule-based
player by default), with the invariant checks of ``rules.selfplay`` after every action and a
replay check at the end. Random games rarely get past Limited War; these reach Total War and
the late-war cards, so the later rules are exercised.

    python -m pog_desktop.ai.selfplay --games 4 --seed 1 [--scenario campaign] [--policy rule] [--last-turn T] [--json]

Each game reports the turn each side reached Total War and the events played from each deck
(mobilization, limited, total): the late-war cards a random game rarely plays.
"""
from __future__ import annotations

import argparse
import json
import sys

from ..rules import Game
from ..rules.board.invariants import violations
from ..rules.selfplay import totals
from .make import make_player


def play(scenario: str, seed: int, policy: str = "rule", max_actions: int = 20000, options: dict | None = None) -> dict:
    game = Game.new(scenario, seed, options)
    bots = {"ap": make_player(policy, seed), "cp": make_player(policy, seed + 1)}
    problems, total_war = [], {}
    while not game.is_over and len(game.actions) < max_actions:
        p = game.prompt
        game.apply(bots[p.side].choose(game.view(p.seat)).action, seat=p.seat)
        for side, c in game.state.commitment.items():
            if c == "total" and side not in total_war:
                total_war[side] = game.state.turn
        bad = violations(game.ctx, game.state)
        if bad:
            problems.append({"action": len(game.actions), "problems": bad})
            break
    again = Game.replay(scenario, seed, options, game.actions)
    decks = {}
    for e in game.log:
        c = (e.get("cards") or [None])[0]
        if e.get("kind") == "event" and c in game.ctx.cards:
            d = game.ctx.cards[c].deck
            decks[d] = decks.get(d, 0) + 1
    return {"seed": seed, "actions": len(game.actions), "result": game.result,
            "total_war": sorted(total_war), "total_war_turn": total_war,
            "events_by_deck": decks, "invariant_violations": problems,
            "replay_mismatch": again.state_hash() != game.state_hash(), **totals(game.log)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pog_desktop.ai.selfplay", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scenario", default="campaign")
    ap.add_argument("--policy", default="rule", help="random, rule or mcts:<level>")
    ap.add_argument("--last-turn", type=int, default=None, help="end the games after this turn")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    opts = {"last_turn": a.last_turn} if a.last_turn else None
    rows = [play(a.scenario, a.seed + i, a.policy, options=opts) for i in range(a.games)]
    report = {"games": a.games, "policy": a.policy, "scenario": a.scenario,
              "reached_total_war": {s: sum(s in r["total_war"] for r in rows) for s in ("ap", "cp")},
              "ended_by": {}, "invariant_violations": sum(len(r["invariant_violations"]) for r in rows),
              "replay_mismatches": sum(r["replay_mismatch"] for r in rows), "games_detail": rows}
    for r in rows:
        how = (r["result"] or {}).get("how", "action limit")
        report["ended_by"][how] = report["ended_by"].get(how, 0) + 1
    print(json.dumps(report) if a.json else "\n".join(f"{k}: {v}" for k, v in report.items()))
    return 0 if not (report["invariant_violations"] or report["replay_mismatches"]) else 1


if __name__ == "__main__":
    sys.exit(main())
