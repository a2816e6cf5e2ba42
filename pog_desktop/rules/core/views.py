"""What one seat may know (issue 11): ``view(game, seat)`` as plain data.

Hidden from a seat: the hands of the sides it does not hold, the order of every draw pile
(its own too: nobody knows the order of a shuffled pile), and the generator that decides
future dice and shuffles. Everything else of the state is public: the board, tracks,
markers, discards, removed and face-up cards, the log and the working data of the step.

The view (``FORMAT``)::

    {"format", "seat", "sides" (the sides the seat holds), "seats", "scenario", "options",
     "state":  the state's JSON without "hand", "draw", "rng", "dice_script"; "at" in arrival order,
     "cards":  {side: {"hand_size", "draw_size",
                       "hand": [...], "draw_possible": [...]            (a side the seat holds)
                       "hand_known": [...], "possible": [...]}},        (any other side)
     "log":    the log as this seat reads it (``seat_log``),
     "prompt": {"seat", "side", "kind", "text", "choices"} when the seat decides now, else None,
     "legal":  the legal actions (JSON) when the seat decides now, else [],
     "waiting_for": the seat that decides now (None when the game is over),
     "actions": the action list (every action is public)}

Four-player variant: every side also has ``command_hand_sizes`` {command: size}; a side the
seat holds gives ``hand`` (its commands' cards only), ``by_command`` and ``possible`` (the ally's
hand and the draw pile) instead of ``draw_possible``.

``hand_known``: cards of another side's hand shown by an event (Cloak and Dagger / Mata Hari,
Guns of August) and not seen to leave the hand since; ``possible``: the other cards that may be
in that hand or draw pile (the side's cards in neither a public pile nor ``hand_known``).

A log entry may carry ``"secret": {"side": s, ...}``: the seat holding ``s`` reads the entry
with those fields laid over it, any other seat reads it without them.
"""
from __future__ import annotations

import hashlib
import json

from . import commands
from .state import SIDES, _jsonable, other

FORMAT = "pog-view/1"
HIDDEN_FIELDS = ("hand", "draw", "rng", "dice_script")
GUNS_OF_AUGUST = "cp01"


def seat_log(log: list, sides, held=()) -> list:
    """The log as a seat holding ``sides`` reads it (entries copied, never shared). A secret
    naming a ``command`` (four-player variant) is read only by the seat holding that command."""
    out = []
    for e in log:
        secret = e.get("secret")
        if secret is None:
            out.append(dict(e))
            continue
        e = {k: v for k, v in e.items() if k != "secret"}
        command = secret.get("command")
        if secret.get("side") in sides and (command is None or f"{secret['side']}:{command}" in held or not held):
            e.update({k: v for k, v in secret.items() if k not in ("side", "command")})
        out.append(e)
    return out


def _shown(entry: dict) -> tuple[str | None, list]:
    """The side whose hand cards ``entry`` shows, and the cards, if it is such an entry."""
    kind = entry.get("kind")
    if kind == "event_effect" and "hand shown" in entry.get("text", "") and entry.get("side"):
        return other(entry["side"]), list(entry.get("cards") or ())   # AP 23 / CP 17
    if kind == "setup" and entry.get("cards") == [GUNS_OF_AUGUST]:
        return "cp", [GUNS_OF_AUGUST]                                    # 4.3.1
    return None, []


def known_in_hand(st, side: str) -> list[str]:
    """The cards of ``side``'s hand everybody knows are there: the last showing of that hand,
    less every card a later log entry names (played or discarded: it left the hand in view,
    and where it went since is public or unknown again), plus every card that went back to the
    hand in view of all (``to_hand``: Alberich returns the attacker's combat cards) and has not
    been named since."""
    named: set = set()
    back: set = set()
    hand = st.hand[side]
    for e in reversed(st.log):
        whose, shown = _shown(e)
        if whose == side:
            return sorted({c for c in shown if c not in named}.union(back).intersection(hand))
        returned = e.get("to_hand")
        if returned and returned["side"] == side:
            back.update(c for c in returned["cards"] if c not in named)
        c = e.get("card")
        if c:
            named.add(c)
        cs = e.get("cards")
        if cs:
            named.update(cs)
    return sorted(c for c in back if c in hand)


def card_knowledge(st, sides, ctx=None, held=()) -> dict:
    """``held``: in the four-player variant, the ``side:command`` keys the seat holds; it sees
    those commands' hands only (seed 003, 5.2: allies do not show each other their cards)."""
    out = {}
    for side in SIDES:
        hand, draw = st.hand[side], st.draw[side]
        entry = {"hand_size": len(hand), "draw_size": len(draw)}
        if st.cmd and ctx is not None:   # seed 003: how many cards each command holds is public
            entry["command_hand_sizes"] = {c: len(commands.hand(ctx, st, side, c)) for c in commands.COMMANDS}
        if st.cmd and ctx is not None and side in sides:
            own = [c for c in hand if commands.key(side, commands.card_command(ctx, st, c)) in held]
            entry["hand"] = own
            entry["by_command"] = {c: [x for x in own if commands.card_command(ctx, st, x) == c]
                                   for c in commands.COMMANDS if commands.key(side, c) in held}
            entry["possible"] = sorted(set(hand).union(draw).difference(own))
        elif side in sides:
            entry["hand"] = list(hand)
            entry["draw_possible"] = sorted(draw)
        else:
            # seed 003, 7.5: after Mata Hari / Cloak and Dagger the hand stays open all turn
            known = sorted(hand) if st.cmd and side in st.cmd["open"] else known_in_hand(st, side)
            entry["hand_known"] = known
            entry["possible"] = sorted(set(hand).union(draw).difference(known))
        out[side] = entry
    return out


def public_state(st) -> dict:
    """The state as plain data without what any seat keeps hidden."""
    doc = st.to_json(with_log=False)
    for k in HIDDEN_FIELDS:
        doc.pop(k, None)
    doc["at"] = {loc: list(units) for loc, units in st.at.items()}
    if "cmd" in doc:   # seed 003: committed plays and passed cards stay hidden
        doc["cmd"] = {k: v for k, v in doc["cmd"].items() if k not in ("pending", "given")}
    if st.step == "pass_card" and doc["sub"].get("offer"):   # seed 003, 4.6: a card passed face down
        doc["sub"] = {**doc["sub"], "offer": "hidden"}                 # (the receiver's prompt names it)
    return doc


def held_keys(game, seat) -> tuple:
    """The commands whose hands ``seat`` sees (four-player variant): its own; with three players
    (seed 003, 10.2) the two AP players also see each other's."""
    keys = game.seat_map.keys_of(seat)
    if game.ctx.options.get("players") == 3 and any(k.startswith("ap:") for k in keys):
        keys = tuple(sorted(set(keys) | {commands.key("ap", c) for c in commands.COMMANDS}))
    return keys


def prompt_doc(p) -> dict:
    return {"seat": p.seat, "side": p.side, "kind": p.kind, "text": p.text, "choices": _jsonable(p.choices)}


def view(game, seat: str | None) -> dict:
    """Everything ``seat`` may know; ``seat=None``: what every seat may know."""
    if seat is not None and seat not in game.seats:
        raise ValueError(f"there is no seat {seat!r} at this table (seats: {', '.join(game.seats)})")
    st = game.state
    sides = game.seat_map.sides_of(seat) if seat is not None else ()
    p = game.prompt
    mine = p is not None and seat is not None and p.seat == seat
    return {"format": FORMAT, "seat": seat, "sides": list(sides), "seats": list(game.seats),
            "scenario": game.scenario_id, "options": _jsonable(dict(getattr(game, "_options", {}) or {})),
            "state": public_state(st), "cards": card_knowledge(st, sides, game.ctx, held_keys(game, seat)),
            "log": seat_log(st.log, sides, held_keys(game, seat)),
            "prompt": prompt_doc(p) if mine else None,
            "legal": [a.to_json() for a in game.legal_actions()] if mine else [],
            "waiting_for": p.seat if p is not None else None,
            "actions": seat_actions(game, held_keys(game, seat))}


PLAY_TYPES = frozenset({"play_ops", "play_sr", "play_rp", "play_event", "auto_op"})


def seat_actions(game, held) -> list:
    """The action list as a seat may read it. Four-player variant (seed 003): a play committed
    and not yet carried out (4.3) and the card of a pass (4.6) are hidden from the other seats."""
    actions = list(game.actions)
    st = game.state
    if not st.cmd:
        return actions
    out = [{"type": "pass_card"} if a.get("type") == "pass_card" else a for a in actions]
    pending = st.cmd.get("pending") or {}
    side = st.cmd.get("stage", [None, None])[1]
    if pending and not any(commands.key(side, c) in held for c in pending):
        for i in range(len(out) - 1, -1, -1):
            if out[i].get("type") in PLAY_TYPES or out[i].get("type") == "commit":   # (a sample's list is masked)
                out[i] = {"type": "commit"}
                break
    return out


def digest(doc) -> str:
    """A stable hash of plain data (a view, a public state)."""
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def public_hash(game) -> str:
    """The hash of what every seat may know (``view(None)`` less the action list, which the
    public record carries itself): what the sender of an action claims and the receiver checks."""
    doc = view(game, None)
    doc.pop("actions")
    return digest(doc)
