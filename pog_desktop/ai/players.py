"""Players: uniform random, rule-based (best immediate evaluation) and the IS-MCTS search
(``mcts.py``). Each plays one seat from its view: ``choose(view) -> Decision``.

``make_player(spec, seed)``: ``random``, ``rule``, ``mcts:easy|normal|hard`` or
``mcts:<iterations>``. A player is deterministic for a seed: the generator of each decision
is seeded by the seed and the number of actions played so far, so a game against the bot
replays exactly and the decision never depends on anything outside the view."""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..rules import Action
from ..rules.sample import Sampler
from .evaluate import WEIGHTS, Weights, score
from .explain import Narrator
from .ordering import priors

PLAYER_KINDS = ("random", "rule", "mcts")
EVAL_WEIGHT = 20.0     # rule-based: raw evaluation change against the prior (docs/bot.md)
RULE_WIDTH = 24        # rule-based: actions tried by applying them (best priors first)


@dataclass(frozen=True)
class Decision:
    action: Action
    notes: tuple = ()            # lines for the log: why a card was played (explain.py)
    iterations: int = 0


def decision_rng(seed: int, view: dict) -> random.Random:
    return random.Random(f"{seed}:{len(view['actions'])}")


def who_of(view: dict) -> tuple:
    """The (side, kind) of the view's decision."""
    return view["prompt"]["side"], view["prompt"]["kind"]


def legal_of(view: dict) -> list[Action]:
    legal = [Action.from_json(a) for a in view["legal"]]
    if not legal:
        raise ValueError(f"seat {view.get('seat')!r} has no decision to make in this view")
    return legal


class Player:
    name = "player"

    def __init__(self, seed: int = 1, weights: Weights = WEIGHTS):
        self.seed = seed
        self.weights = weights      # the evaluation's (rule-based and search players)
        self.narrator = Narrator()

    def choose(self, view: dict) -> Decision:
        legal = legal_of(view)
        action, n = (legal[0], 0) if len(legal) == 1 else self.pick(view, legal, decision_rng(self.seed, view))
        return Decision(action, self.narrator.note(view, action), n)

    def pick(self, view, legal, rng) -> tuple[Action, int]:
        raise NotImplementedError


class RandomPlayer(Player):
    """Uniform among the legal actions (peace offers left out, as in selfplay)."""
    name = "random"

    def pick(self, view, legal, rng):
        return rng.choice([a for a in legal if a.type != "offer_peace"] or legal), 0


def rule_scores(game, legal, side: str, rng: random.Random, width: int = RULE_WIDTH, who=None,
                w: Weights = WEIGHTS) -> list[float]:
    """Prior plus the change of the evaluation after each action (the ``width`` best priors
    are applied on a copy; the others keep their prior only). ``who``: the decision's
    (side, kind), when known."""
    pri = priors(game, legal, who, w.odds)
    base = score(game, side, w)
    out = list(pri)
    order = sorted(range(len(legal)), key=lambda i: -pri[i])[:width]
    for i in order:
        h = game.clone()
        h.apply(legal[i], undoable=False)    # a throwaway copy: no undo snapshot
        out[i] += EVAL_WEIGHT * (_after(h, side, w) - base)
    return [x + 1e-6 * rng.random() for x in out]


def _after(game, side: str, w: Weights) -> float:
    if game.is_over:
        winner = (game.result or {}).get("winner")
        return 0.0 if winner is None else (50.0 if winner == side else -50.0)
    return score(game, side, w)


class RulePlayer(Player):
    """Best immediate evaluation: the action whose result scores best, with the move-ordering
    prior added (so that choices the evaluation cannot yet see, like playing a card for
    operations, follow the ordering)."""
    name = "rule"

    def pick(self, view, legal, rng):
        return rule_choice(view, legal, rng, self.weights), 0


def rule_choice(view, legal, rng, w: Weights = WEIGHTS) -> Action:
    """The rule-based choice: the best score of ``rule_scores`` on one sample of the view."""
    game = Sampler(view).sample(rng)
    s = rule_scores(game, legal, view["prompt"]["side"], rng, who=who_of(view), w=w)
    return legal[max(range(len(legal)), key=s.__getitem__)]


LEVELS = {"easy": 12, "normal": 48, "hard": 144}     # iterations per decision
