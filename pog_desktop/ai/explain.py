"""One short line per card the bot plays, saying why (issue 13): "event: Turkey joins the
war ...", "ops: attack Warsaw at 8 to 5", "sr: 4 SR points to the front", "rp: replacements".

The line of an operations card is written once its use is known: at the bot's first attack
with it ("ops: attack Warsaw at 8 to 5"), or else when the bot plays its next card ("ops:
move into Lodz, Kovno"). Everything comes from the view: no hidden card is named."""
from __future__ import annotations

from ..data import load_game

LINE = 96


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= LINE else text[:LINE - 1].rstrip() + "…"


class Narrator:
    def __init__(self):
        self.data = load_game("pog")
        self.pending: str | None = None     # the ops card whose line is not written yet
        self.moved: list[str] = []

    def note(self, view: dict, action) -> tuple[str, ...]:
        """The lines to log for this decision (most decisions: none)."""
        out: list[str] = []
        t = action.type
        if t.startswith("play_") or t in ("auto_op", "offer_peace"):
            if self.pending:
                out.append(self._moves_line())
            line = self._card_line(action)
            if line:
                out.append(line)
        elif t == "attack" and self.pending and action.units:
            out.append(_short(f"ops: attack {self.name(action.space)} at {self._odds(view, action)}"))
            self.pending = None
        elif t == "move" and self.pending and action.to:
            if action.to not in self.moved:
                self.moved.append(action.to)
        return tuple(out)

    def name(self, space: str | None) -> str:
        sp = self.data.map.spaces.get(space or "")
        return sp.name if sp else str(space)

    def _card_line(self, a) -> str | None:
        card = self.data.cards.get(a.card) if a.card else None
        if a.type == "play_event" and card:
            return _short(f"event: {card.name}: {card.summary}")
        if a.type == "play_ops" and card:
            self.pending, self.moved = card.name, []
            return None
        if a.type == "play_sr" and card:
            return f"sr: {card.sr} SR points to move units to the front ({card.name})"
        if a.type == "play_rp" and card:
            pools = ", ".join(f"{k.upper()} {v}" for k, v in card.rp)
            return _short(f"rp: replacements for losses ({pools})")
        if a.type == "auto_op":
            self.pending, self.moved = "1 OPS", []
            return None
        if a.type == "offer_peace":
            return "peace: offers peace terms"
        return None

    def _moves_line(self) -> str:
        where = ", ".join(self.name(s) for s in self.moved[:4])
        card, self.pending = self.pending, None
        return _short(f"ops: move into {where}" if where else f"ops: no attack this round ({card})")

    def _odds(self, view: dict, a) -> str:
        st = view["state"]
        reduced = set(st.get("reduced", ()))
        units = self.data.units

        def factor(u):
            f = units[u].reduced if u in reduced else units[u].full
            return f.combat
        att = sum(factor(u) for u in a.units)
        dfn = sum(factor(u) for u in st["at"].get(a.space, ()))
        return f"{att} to {dfn}"
