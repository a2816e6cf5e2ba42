"""Combat cards as a mechanism (9.5.4, 12.2.4-12.2.7): a registry the card events fill in.

Each combat card registers what it does to a combat: a drm for its owner, the trench it
cancels (step 3), an automatic flank success, firing first, the cards it cancels, and the
condition under which it may be played or used. The engine asks which cards may be played,
then ``card_effects`` sums what the played cards do; ``after_combat`` says which are kept.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from .fire import Ground
from .pieces import Piece

TRENCH_STEP = 3
CARD_STEP = 5


@dataclass(frozen=True)
class CardContext:
    """What a card's condition may look at: the combat as designated."""

    role: str
    target: str
    ground: Ground
    attackers: tuple[Piece, ...]
    defenders: tuple[Piece, ...]
    turn: int = 1
    flank_attempt: bool = False
    fort_nation: str | None = None            # the nation of an undestroyed fort in the target
    attacking_terrains: frozenset[str] = frozenset()   # the terrain of the attackers' spaces
    target_nation: str | None = None          # the nation the target space belongs to
    played: frozenset[str] = frozenset()      # cards already played in this combat, both sides
    round_events: frozenset[str] = frozenset()  # events in force this round (Yanks and Tanks ...)
    edition_2022: bool = False
    basra_line: frozenset[str] = frozenset()  # attackers tracing supply to Basra (Maude)

    def nations(self, role: str | None = None) -> frozenset[str]:
        pieces = self.attackers if (role or self.role) == "attacker" else self.defenders
        return frozenset(p.nation for p in pieces)

    def mine(self) -> tuple[Piece, ...]:
        return self.attackers if self.role == "attacker" else self.defenders


def _always(ctx: CardContext) -> bool:
    return True


@dataclass(frozen=True)
class CombatCard:
    card: str
    side: str
    step: int = CARD_STEP
    drm: int = 0
    enemy_drm: int = 0
    negates_trench: bool = False
    negates_trench_shifts: bool = False
    flank_auto_success: bool = False
    fires_first: bool = False
    cancels: frozenset[str] = frozenset()
    once_per_turn: bool = False
    kept_unless_lost: bool = False     # 12.2.11: They Shall Not Pass also stays after a tie
    nations: frozenset[str] = frozenset()   # 9.5.4.1.1: one of the owner's units must be of these
    roles: frozenset[str] = frozenset({"attacker", "defender"})
    army_table: bool = False           # the owner fires on the Army table (Kemal, Maude)
    trench_floor: int = 0              # the defender counts as in a trench of this level (Turk Determination)
    cancels_retreat: bool = False      # the defender ignores the retreat (They Shall Not Pass, Backs to the Wall)
    cancels_attack: bool = False       # the attack does not happen (Alberich)
    withdrawal: bool = False           # 12.6
    condition: Callable[[CardContext], bool] = field(default=_always, compare=False)

    def allowed(self, ctx: CardContext) -> bool:
        """The card's role, its nationality (9.5.4.1.1: AUS, CND, PT and ANA are not BR, SN is
        not TU, MN is not SB: their units carry nations of their own) and its condition."""
        if ctx.role not in self.roles:
            return False
        if self.nations and not any(p.nation in self.nations for p in ctx.mine()):
            return False
        return self.condition(ctx)


REGISTRY: dict[str, CombatCard] = {}


def register(card: CombatCard) -> CombatCard:
    if card.card in REGISTRY:
        raise ValueError(f"combat card {card.card} is registered twice")
    REGISTRY[card.card] = card
    return card


def playable(cards: Iterable[str], side: str, ctx: CardContext, step: int = CARD_STEP,
             used_this_round: Iterable[str] = ()) -> list[str]:
    """9.5.4.1 / 9.5.4.4 / 12.2.6: the cards (in hand or kept face up) ``side`` may play or use
    at ``step`` of this combat: registered, its own, its condition met, not used this round.
    A fort that defends alone gets no card (3.0: forts are not units; 9.5.4 cards help units)."""
    if ctx.role == "defender" and not ctx.defenders:
        return []
    used = set(used_this_round)
    out = []
    for cid in cards:
        card = REGISTRY.get(cid)
        if card and card.side == side and card.step == step and cid not in used and card.allowed(ctx):
            out.append(cid)
    return out


@dataclass(frozen=True)
class CardEffects:
    attacker_drm: int = 0
    defender_drm: int = 0
    trench_negated: bool = False
    trench_shifts_negated: bool = False
    flank_auto_success: bool = False
    attacker_fires_first: bool = False
    cancelled: frozenset[str] = frozenset()
    attacker_army_table: bool = False
    defender_army_table: bool = False
    trench_floor: int = 0
    retreat_cancelled: bool = False
    attack_cancelled: bool = False
    withdrawal: bool = False


def card_effects(attacker_cards: Iterable[str], defender_cards: Iterable[str], defender_oos: bool = False) -> CardEffects:
    """12.2.7: the summed effect of the played cards, after cancellations. 14.3.4: an out of
    supply defender gets no benefit from its cards."""
    attacker_cards = [REGISTRY[c] for c in attacker_cards] if attacker_cards else []
    defender_cards = [REGISTRY[c] for c in defender_cards] if defender_cards and not defender_oos else []
    if not attacker_cards and not defender_cards:
        return NO_EFFECTS   # most combats: no card played (asked many times per combat)
    cancelled = frozenset(x for c in attacker_cards + defender_cards for x in c.cancels)
    a = [c for c in attacker_cards if c.card not in cancelled]
    d = [c for c in defender_cards if c.card not in cancelled]
    return CardEffects(
        attacker_drm=sum(c.drm for c in a) + sum(c.enemy_drm for c in d),
        defender_drm=sum(c.drm for c in d) + sum(c.enemy_drm for c in a),
        cancelled=cancelled,
        **{effect: add(getattr(c, field) for c in (a if whose == "attacker" else d))
           for effect, (field, whose, add) in SUMMED.items()})


NO_EFFECTS = CardEffects()


def _highest(values) -> int:
    return max(values, default=0)


# The other effects: CardEffects field -> (the CombatCard field, whose cards give it, how they add up).
SUMMED = {
    "trench_negated": ("negates_trench", "attacker", any),
    "trench_shifts_negated": ("negates_trench_shifts", "attacker", any),
    "flank_auto_success": ("flank_auto_success", "attacker", any),
    "attacker_fires_first": ("fires_first", "attacker", any),
    "attacker_army_table": ("army_table", "attacker", any),
    "defender_army_table": ("army_table", "defender", any),
    "trench_floor": ("trench_floor", "defender", _highest),
    "retreat_cancelled": ("cancels_retreat", "defender", any),
    "attack_cancelled": ("cancels_attack", "defender", any),
    "withdrawal": ("withdrawal", "defender", any),
}


def after_combat(cards: Iterable[str], won: bool, tied: bool = False) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """9.5.4.2-9.5.4.3: (kept face up, discarded). The winner keeps its cards except the
    one-combat-per-turn ones; a loser (either side on a tie) discards all it used, except a
    ``kept_unless_lost`` card after a tie (12.2.11)."""
    kept, gone = [], []
    for cid in cards:
        card = REGISTRY[cid]
        keep = (won or (tied and card.kept_unless_lost)) and not card.once_per_turn
        (kept if keep else gone).append(cid)
    return tuple(kept), tuple(gone)
