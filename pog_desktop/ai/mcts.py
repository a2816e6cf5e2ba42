"""Information-set Monte Carlo tree search (single observer, after Cowling, Powley and
Whitehouse 2012): each iteration deals the hidden cards anew with the sampler (a game
consistent with the view), walks one tree of the bot's information set with UCB counted on
availability, widens each node progressively in move-ordering order, plays on with the cheap
ordering policy, and stops at a depth cut-off where the evaluation scores the position.

Deterministic for a seed and an iteration budget (docs/bot.md)."""
from __future__ import annotations

import math

from ..rules.sample import Sampler
from .evaluate import evaluate
from .ordering import priors
from .players import Player

C_UCB = 0.5          # exploration
PRIOR_BONUS = 0.3    # progressive bias: prior / (1 + visits)
WIDEN = 1.5          # children allowed: 1 + WIDEN * sqrt(visits)
HORIZON = 12         # decisions (with a choice) before the evaluation cut-off
MAX_STEPS = 60       # actions of any kind per iteration
NOISE = 0.35         # playout policy: prior + uniform noise of this size


class Node:
    __slots__ = ("children", "n", "w", "avail", "side", "prior")

    def __init__(self, side=None, prior=0.0):
        self.children: dict = {}
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.side = side
        self.prior = prior


def _ranked(game, legal):
    pri = priors(game, legal)
    return sorted(zip(pri, legal), key=lambda e: (-e[0], str(e[1])))


class MctsPlayer(Player):
    def __init__(self, seed: int = 1, iterations: int = 100, name: str = "mcts", horizon: int = HORIZON):
        super().__init__(seed)
        self.iterations = iterations
        self.horizon = horizon
        self.name = name
        self.stop_requested = False     # set from another thread to end a search early
        self.last_root: Node | None = None

    def pick(self, view, legal, rng):
        root_side = view["prompt"]["side"]
        sampler = Sampler(view)
        root = Node()
        done = 0
        for _ in range(self.iterations):
            if self.stop_requested:
                break
            self._iterate(sampler.sample(rng), root, root_side, rng)
            done += 1
        self.last_root = root
        legal_set = set(legal)
        kids = [(a, c) for a, c in root.children.items() if a in legal_set]
        if not kids:
            return legal[0], done
        best = max(kids, key=lambda e: (e[1].n, e[1].w, -_index(legal, e[0])))
        return best[0], done

    def _iterate(self, g, root, root_side, rng) -> None:
        node, path, depth, steps = root, [], 0, 0
        expanded = False
        while not g.is_over and depth < self.horizon and steps < MAX_STEPS and not expanded:
            legal = g.legal_actions()
            if not legal:
                break
            steps += 1
            if len(legal) == 1:
                g.apply(legal[0])
                continue
            side = g.prompt.side
            ranked = _ranked(g, legal)[:1 + int(WIDEN * math.sqrt(node.n))]
            choice = None
            for prior, a in ranked:
                child = node.children.get(a)
                if child is None:
                    if choice is None:
                        choice = a
                        child = node.children[a] = Node(side, prior)
                        expanded = True
                else:
                    child.avail += 1
            if choice is None:
                logn = {id(c): math.log(c.avail) for _, a in ranked for c in (node.children[a],)}
                choice = max((a for _, a in ranked),
                             key=lambda a: _ucb(node.children[a], logn[id(node.children[a])]))
            node = node.children[choice]
            path.append(node)
            g.apply(choice)
            depth += 1
        while not g.is_over and depth < self.horizon and steps < MAX_STEPS:
            legal = g.legal_actions()
            if not legal:
                break
            steps += 1
            if len(legal) > 1:
                pri = priors(g, legal)
                i = max(range(len(legal)), key=lambda k: pri[k] + NOISE * rng.random())
                g.apply(legal[i])
                depth += 1
            else:
                g.apply(legal[0])
        v = evaluate(g, root_side)
        for n in path:
            n.n += 1
            n.w += v if n.side == root_side else 1.0 - v


def _ucb(c: Node, logn: float) -> float:
    return c.w / c.n + C_UCB * math.sqrt(logn / c.n) + PRIOR_BONUS * c.prior / (1 + c.n)


def _index(legal, a) -> int:
    return legal.index(a)
