"""Information-set Monte Carlo tree search (single observer, after Cowling, Powley and
Whitehouse 2012): each iteration deals the hidden cards anew with the sampler (a game
consistent with the view), walks one tree of the bot's information set with UCB counted on
availability, widens each node progressively in move-ordering order, plays on with the cheap
ordering policy, and stops at a depth cut-off where the evaluation scores the position.

At the root the ordering is the rule-based player's score (prior plus the evaluation after
the action, on one sample), so that with few iterations the search keeps the rule-based
choice and more iterations can only overturn it on evidence.

Deterministic for a seed and an iteration budget (docs/bot.md)."""
from __future__ import annotations

import math

from ..rules.sample import Sampler
from .evaluate import WEIGHTS, Weights, evaluate
from .ordering import priors
from .decider import decider
from .players import Player, rule_choice, rule_scores, who_of

C_UCB = 0.15         # exploration (values are win chances; a VP moves them by about 0.15)
PRIOR_BONUS = 0.2    # progressive bias: prior / (1 + visits)
WIDEN = 1.5          # children allowed: 1 + WIDEN * sqrt(visits)
HORIZON = 6          # decisions (with a choice) before the evaluation cut-off
MAX_STEPS = 24       # actions of any kind per iteration
NOISE = 0.35         # playout policy: prior + uniform noise of this size
# Sub-decisions the rule-based choice makes without a search (docs/bot.md): the order and
# the details of what the card play, the activations, the attacks, the moves, the losses and
# the retreats decided (where a unit redeploys or is placed, which unit advances, which
# replacements, which combat cards to play or discard).
RULE_KINDS = frozenset({"advance", "replace", "redeploy", "redeploy_to", "place_event_units", "place_neutral_units",
                        "pick_units", "eliminate_overstack", "combat_cards", "discard_combat_cards"})


class Node:
    __slots__ = ("children", "n", "w", "avail", "side", "prior")

    def __init__(self, side=None, prior=0.0):
        self.children: dict = {}
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.side = side
        self.prior = prior


def _ranked(pri, legal):
    return sorted(zip(pri, legal), key=lambda e: (-e[0], str(e[1])))


def _normalised(xs) -> list[float]:
    lo, hi = min(xs), max(xs)
    return [1.5 * (x - lo) / (hi - lo) if hi > lo else 0.5 for x in xs]


class MctsPlayer(Player):
    def __init__(self, seed: int = 1, iterations: int = 24, name: str = "mcts", horizon: int = HORIZON,
                 weights: Weights = WEIGHTS):
        super().__init__(seed, weights)
        self.iterations = iterations
        self.horizon = horizon
        self.name = name
        self.stop_requested = False     # set from another thread to end a search early
        self.last_root: Node | None = None

    def pick(self, view, legal, rng):
        if view["prompt"]["kind"] in RULE_KINDS:
            self.last_root = None
            return rule_choice(view, legal, rng, self.weights), 0
        root_side = view["prompt"]["side"]
        sampler = Sampler(view)
        first = sampler.sample(rng)
        root_prior = _normalised(rule_scores(first, legal, root_side, rng, who=who_of(view), w=self.weights))
        root_ranked = _ranked(root_prior, legal)
        root = Node()
        done = 0
        for _ in range(self.iterations):
            if self.stop_requested:
                break
            self._iterate(sampler.sample(rng), root, root_side, rng, root_ranked, legal)
            root.n += 1          # the root widens with its own visits too
            done += 1
        self.last_root = root
        prior = dict(zip(legal, root_prior))
        return max(legal, key=lambda a: ((root.children[a].n if a in root.children else 0), prior[a])), done

    def _iterate(self, g, root, root_side, rng, root_ranked, root_legal) -> None:
        node, path, depth, steps = root, [], 0, 0
        expanded = False
        while not g.is_over and depth < self.horizon and steps < MAX_STEPS and not expanded:
            # the root's legal actions are the view's in every sample (the seat's own decision)
            legal = root_legal if steps == 0 else g.legal_actions()
            if not legal:
                break
            steps += 1
            if len(legal) == 1:
                g.apply(legal[0], undoable=False)
                continue
            who = decider(g)
            ranked = root_ranked if node is root else _ranked(priors(g, legal, who, self.weights.odds), legal)
            ranked = ranked[:1 + int(WIDEN * math.sqrt(node.n))]
            choice = None
            for prior, a in ranked:
                child = node.children.get(a)
                if child is None:
                    if choice is None:
                        choice = a
                        node.children[a] = Node(who[0], prior)
                        expanded = True
                else:
                    child.avail += 1
            if choice is None:
                choice = max((a for _, a in ranked), key=lambda a: _ucb(node.children[a]))
            node = node.children[choice]
            path.append(node)
            g.apply(choice, undoable=False)     # a sampled copy: no undo snapshots
            depth += 1
        while not g.is_over and depth < self.horizon and steps < MAX_STEPS:
            legal = g.legal_actions()
            if not legal:
                break
            steps += 1
            if len(legal) > 1:
                pri = priors(g, legal, odds=self.weights.odds)
                i = max(range(len(legal)), key=lambda k: pri[k] + NOISE * rng.random())
                g.apply(legal[i], undoable=False)
                depth += 1
            else:
                g.apply(legal[0], undoable=False)
        v = evaluate(g, root_side, self.weights)
        for n in path:
            n.n += 1
            n.w += v if n.side == root_side else 1.0 - v


def _ucb(c: Node) -> float:
    return c.w / c.n + C_UCB * math.sqrt(math.log(c.avail) / c.n) + PRIOR_BONUS * c.prior / (1 + c.n)
