"""Sampling in the four-player variant (seed 003): a deal consistent with a command seat's view.

Both commands of a side keep their cards in the side's hand and pile; a card belongs to the
command of its deck unless it was passed and kept (``State.cmd["given"]``, hidden). A seat knows
the hands of the commands it holds (``by_command``), how many cards every command holds
(``command_hand_sizes``) and the cards shown of the other side. The other commands' hands are
dealt from the possible cards, each from its own deck first (a card of the other deck is taken
only when its own run short, and is then counted as passed to it); the rest makes the pile.

Also hidden from other seats and guessed here: a committed play not yet carried out (4.3: the
seat's own is read back from its action list, another command's is taken as the 1-OPS action)
and the card offered in a pass (4.6: named in the log to the seats of that side, else any card
of the giver's hand).
"""
from __future__ import annotations

from .core import commands
from .core.state import SIDES
from .core.views import PLAY_TYPES


def deal(view: dict, rng, deck: dict) -> tuple[dict, dict]:
    """(side -> (hand, draw), given) for one random deal consistent with ``view``."""
    out, given = {}, {}
    for side in SIDES:
        k = view["cards"][side]
        sizes = k["command_hand_sizes"]
        own = k.get("by_command", {})
        hand = list(k["hand"]) if "hand" in k else []
        given.update({c: cmd for cmd, cs in own.items() for c in cs if deck[c] != cmd})
        pool = list(k["possible"])
        rng.shuffle(pool)
        loose = list(k.get("hand_known", ()))
        for cmd in commands.COMMANDS:
            if cmd in own:
                continue
            need = sizes[cmd]
            mine = [c for c in loose if deck[c] == cmd][:need]
            mine += [c for c in loose if c not in mine][:need - len(mine)]
            loose = [c for c in loose if c not in mine]
            mine += [c for c in pool if deck[c] == cmd][:need - len(mine)]
            mine += [c for c in pool if c not in mine][:need - len(mine)]
            if len(mine) != need:
                raise ValueError(f"view: the {side.upper()} {cmd} command holds {need} cards, only {len(mine)} possible")
            taken = set(mine)
            pool = [c for c in pool if c not in taken]
            given.update({c: cmd for c in mine if deck[c] != cmd})
            hand += mine
        if loose or len(pool) != k["draw_size"]:
            raise ValueError(f"view: the {side.upper()} cards do not add up to its hand and pile sizes")
        out[side] = (hand, pool)
    return out, given


def held(view: dict) -> set:
    """The ``side:command`` keys whose hands the view's seat sees."""
    return {commands.key(side, c) for side in SIDES for c in view["cards"][side].get("by_command", {})}


def hidden_parts(view: dict, st, rng, deck: dict) -> None:
    """Fill in what the view leaves out of ``State.cmd`` and of the pass step (see the module)."""
    cmd = st.cmd
    kind, side, command = (cmd.get("stage") or [None, None, None])[:3]
    waiting = "west" if (kind, command) == ("commit", "east") else "east" if (kind, command) == ("resolve", "west") \
        else None
    cmd["pending"] = {}
    if waiting:
        last = next((a for a in reversed(view["actions"]) if a.get("type") in PLAY_TYPES), None)
        mine = commands.key(side, waiting) in held(view) and last is not None
        cmd["pending"][waiting] = dict(last) if mine else {"type": "auto_op"}
    if st.step == "pass_card" and st.sub.get("offer") == "hidden":
        entry = next((e for e in reversed(view["log"]) if e.get("kind") == "pass"), {})
        told = entry.get("card")
        if told is None:
            giver = [c for c in st.hand[st.active] if (cmd["given"].get(c) or deck[c]) == st.sub["from"]]
            told = rng.choice(giver)
        st.sub["offer"] = told


def owner(ctx, st, card: str) -> str:
    return commands.card_command(ctx, st, card)


def set_owner(ctx, st, card: str, command: str) -> None:
    """Make ``card`` count as ``command``'s (a card of the other deck counts as passed to it)."""
    if ctx.scenario.commands.deck[card] == command:
        st.cmd["given"].pop(card, None)
    else:
        st.cmd["given"][card] = command


def swap(ctx, st, side: str, card: str, other: str) -> None:
    """Exchange two of ``side``'s hidden cards, places and commands both (a replay putting a
    card that came to light where its guess stood)."""
    places = []
    for c in (card, other):
        pile = st.hand[side] if c in st.hand[side] else st.draw[side]
        places.append((pile, pile.index(c), owner(ctx, st, c)))
    (p1, i1, o1), (p2, i2, o2) = places
    p1[i1], p2[i2] = other, card
    set_owner(ctx, st, card, o2)
    set_owner(ctx, st, other, o1)
