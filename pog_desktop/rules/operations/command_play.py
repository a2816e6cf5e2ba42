"""The action rounds of the four-player variant (seed 003, 4.2-4.5, 5.1, 5.3).

A turn has three rounds (4.3). In each, both CP commands commit a play, each without seeing
its ally's (the seed has them announce at once; here West then East, with the committed play
hidden), then the plays are carried out, West's then East's; then the AP commands the same
way. West uses the odd action round markers, East the even ones (4.2): round r is action
round 2r-1 for West and 2r for East. Before committing, a command may give units that are
not in a combat area to its ally (4.4a). The step is ``command_play``; carrying out a play is
the ordinary ``action`` step (``action_round``) with the command's own hand.
"""
from __future__ import annotations

from ..board.fronts import combat_area, transfer
from ..core import commands
from ..core.actions import Action
from ..core.prompts import Prompt
from ..core.steps import Decision, get, log, step
from ..turn import sequence
from ..core.messages import msg

ORDER = (("cp", "west"), ("cp", "east"), ("ap", "west"), ("ap", "east"))


def marker(command: str, r: int) -> int:
    """4.2: the action round marker of ``command`` in round ``r``."""
    return 2 * r - 1 if command == "west" else 2 * r


def begin_turn(ctx, st) -> None:
    """4.3: the first round of a turn starts with the CP West command's commitment."""
    st.cmd["round"] = 1
    st.cmd["plays"] = {}
    st.cmd["open"] = []
    _commit(ctx, st, "cp", "west")


def _commit(ctx, st, side: str, command: str) -> None:
    st.active = side
    st.cmd["on"][side] = command
    st.cmd["stage"] = ["commit", side, command]
    st.round = marker(command, st.cmd["round"])
    st.step = "command_play"
    st.sub = {}


def next_play(ctx, st) -> None:
    """After a command's play is over (``sequence.end_action``): the next commitment or play."""
    st.sub = {}
    stage, side, command = st.cmd["stage"]
    if stage == "resolve" and command == "west":
        _resolve(ctx, st, side, "east")
    elif stage == "resolve" and side == "cp":
        _commit(ctx, st, "ap", "west")
    elif st.cmd["round"] < commands.ROUNDS:
        st.cmd["round"] += 1
        _commit(ctx, st, "cp", "west")
    else:
        st.cmd["stage"] = ["over", None, None]
        sequence.after_action_phase(ctx, st)


def _resolve(ctx, st, side: str, command: str) -> None:
    """The committed play of ``command`` comes to light and is carried out. A play its ally's
    play made impossible meanwhile becomes the 1-OPS action, the card staying in the hand
    (docs/rulings.md)."""
    st.active = side
    st.cmd["on"][side] = command
    st.cmd["stage"] = ["resolve", side, command]
    st.round = marker(command, st.cmd["round"])
    st.step = "action"
    a = Action.from_json(st.cmd["pending"].pop(command))
    round_step = get("action")
    why = round_step.check(ctx, st, a)
    if why is not None:
        log(st, "play", msg("operations.command_play.command_its_committed_play_is",
                            "{side} {command} command: its committed play is no longer possible ({why}); it takes "
                            "the 1-OPS action instead",
                            side=side, command=command, why=why), side)
        a = Action("auto_op")
    _note_limits(ctx, st, side, command, a)
    round_step.apply(ctx, st, a)


def _note_limits(ctx, st, side: str, command: str, a) -> None:
    kinds = st.cmd["plays"].setdefault(commands.key(side, command), [])
    kinds.extend(limit_kinds(ctx, a))


def limit_kinds(ctx, a) -> list[str]:
    """5.3: what a play counts against: one SR card, one RP card and one reinforcement card
    per nation, per command and turn."""
    if a.type == "play_sr":
        return ["sr"]
    if a.type == "play_rp":
        return ["rp"]
    card = ctx.cards.get(a.card) if a.card else None
    if a.type == "play_event" and card is not None and card.reinf is not None:
        return [f"reinf:{card.reinf.nation}"]
    return []


def limit_error(ctx, st, side: str, command: str, a) -> str | None:
    """5.1 (the opening round) and 5.3 (one card of each kind per command and turn)."""
    if st.turn == 1 and st.cmd["round"] == 1 and side == "cp" and command == "east" \
            and a.type in ("play_ops", "auto_op"):
        return msg("operations.command_play.in_the_first_round_of",
                   "in the first round of the game the CP East command may not use OPS (seed 003, 5.1b)")
    done = st.cmd["plays"].get(commands.key(side, command), [])
    for kind in limit_kinds(ctx, a):
        if kind in done:
            what = {"sr": msg("operations.command_play.sr_card", "SR card"),
                    "rp": msg("operations.command_play.rp_card", "RP card")}.get(kind) or msg(
                "operations.command_play.reinforcement_card_for", "reinforcement card for {nation}",
                nation=kind[6:].upper())
            return msg("operations.command_play.the_command_has_already_played",
                       "the {command} command has already played an {what} this turn (seed 003, 5.3)",
                       command=command, what=what)
    return None


def transferable(ctx, st, side: str) -> dict:
    """4.4a: the acting command's units that stand outside every combat area, by space."""
    out: dict = {}
    for space, units in st.at.items():
        if space in ctx.spaces and units and ctx.unit_side[units[0]] == side \
                and not combat_area(ctx, st, space, side):
            mine = tuple(sorted(u for u in units if commands.mine(ctx, st, u)))
            if mine:
                out[space] = mine
    return out


@step("command_play")
class CommandPlay(Decision):
    """4.4: give units to the ally (``transfer``), then commit the round's play (the actions
    of the ``action`` step: a card as OPS, SR, RP or event, or the 1-OPS action)."""

    def prompt(self, ctx, st):
        side, command = st.active, st.cmd["on"][st.active]
        return Prompt(side, side, self.name,
                      msg("operations.command_play.command_round_action_round_commit",
                          "{side} {command} command, round {round} (action round {round2}): commit a card play or "
                          "the 1-OPS action (hidden from your ally until both have chosen), or first give units to "
                          "your ally",
                          side=side, command=command, round=st.cmd['round'], round2=st.round),
                      {"cards": list(commands.hand(ctx, st, side)), "buttons": ["auto_op"], "command": command,
                       "transfer": {s: list(us) for s, us in sorted(transferable(ctx, st, side).items())}})

    def candidates(self, ctx, st):
        out = [a for a in get("action").candidates(ctx, st) if a.type != "offer_peace"]
        out += [Action("transfer", units=us) for _, us in sorted(transferable(ctx, st, st.active).items())]
        return out

    doing = msg("operations.command_play.give_units_to_your_ally",
                "give units to your ally or commit a card play or the 1-OPS action")

    def check_transfer(self, ctx, st, a):
        side, command = st.active, st.cmd["on"][st.active]
        movable = {u for us in transferable(ctx, st, side).values() for u in us}
        if not a.units:
            return msg("operations.command_play.name_the_units_to_give", "name the units to give to your ally")
        for u in a.units:
            if u not in movable:
                return msg("operations.command_play.is_not_a_unit_of",
                           "{unit_id!r} is not a unit of the {command} command outside every combat area (seed 003, "
                           "4.4a)",
                           unit_id=u, command=command)
        return None

    def apply_transfer(self, ctx, st, a):
        command = st.cmd["on"][st.active]
        transfer(ctx, st, list(a.units), commands.ally(command), msg("operations.command_play.given_by_its_command_a",
                                                                     "given by its command, 4.4a"))
        commands.count(st, "transfers", len(a.units))

    def _check_play(self, ctx, st, a):
        side, command = st.active, st.cmd["on"][st.active]
        return limit_error(ctx, st, side, command, a) or get("action").check(ctx, st, a)

    def _commit_play(self, ctx, st, a):
        side, command = st.active, st.cmd["on"][st.active]
        st.cmd["pending"][command] = a.to_json()
        log(st, "commit", msg("operations.command_play.command_commits_its_play_for",
                              "{side} {command} command commits its play for action round {round}",
                              side=side, command=command, round=st.round), side)
        if command == "west":
            _commit(ctx, st, side, "east")
        else:
            _resolve(ctx, st, side, "west")

    check_play_ops = check_play_sr = check_play_rp = check_play_event = check_auto_op = _check_play
    apply_play_ops = apply_play_sr = apply_play_rp = apply_play_event = apply_auto_op = _commit_play
