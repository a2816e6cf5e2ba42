"""The cards and victory sections of a scenario (rules 4.3, 5.0; Pursuit of Glory: hands, events in
play, first-hand choices and the 1916 additions to the draw deck)."""
from __future__ import annotations

from typing import Any

from .model import SIDES, GameData
from .scenario_doc import _Doc
from .scenario_model import CardSetup, Victory, VictoryLevels, VpAdjustment
from .vocab import Vocabulary

GAME_ENDS = ("automatic_victory", "last_turn", "armistice", "peace_terms", "total_war")
LEVEL_CONDITIONS = ("always", "brest_litovsk_played", "brest_litovsk_not_played")
PEACE_TERMS = ("draw", "both_lose", "not_allowed")
GUNS_OF_AUGUST = ("may", "must")


def _side_cards(c: _Doc, game: GameData, field: str) -> dict[str, tuple[str, ...]]:
    """``{"ap": [card ids], "cp": [...]}``: each card of that side."""
    out = {}
    for side, ids in c.get(field, dict, {}).items():
        if side not in SIDES or not isinstance(ids, list):
            raise c.error(field, f"must map ap and cp to lists of card ids, got {side!r}")
        for cid in ids:
            if cid not in game.cards or game.cards[cid].side != side:
                raise c.error(field, f"{cid!r} is not a card of side {side}")
        out[side] = tuple(ids)
    return out


def _cards(doc: _Doc, game: GameData, options: dict[str, Any], vocab: Vocabulary) -> CardSetup:
    c = doc.part("cards", entry="cards")
    pug = not vocab.guns_of_august
    c.only({"draw_decks", "events_played", "removed"} |
           ({"hands", "face_up", "may_choose", "add_to_draw"} if pug else {"guns_of_august"}))
    decks = c.get("draw_decks", list)
    if not decks or any(d not in vocab.decks for d in decks):
        raise c.error("draw_decks", f"must list decks among {', '.join(vocab.decks)}")
    listed = {}
    for field in ("events_played", "removed", "add_to_draw"):
        listed[field] = c.get(field, list, [])
        for card in listed[field]:
            if card not in game.cards:
                raise c.error(field, f"no card {card!r}")
    removed = set(listed["removed"])
    if options.get("optional_cards", "none") == "none":
        removed |= {cid for cid, card in game.cards.items() if card.optional}
    hands, face_up = _side_cards(c, game, "hands"), _side_cards(c, game, "face_up")
    in_play = {cid for ids in (*hands.values(), *face_up.values()) for cid in ids}
    twice = in_play & (removed | set(listed["events_played"]))
    if twice:
        raise c.error("hands", f"{sorted(twice)[0]!r} is both in play and played or removed")
    out_of_piles = removed | set(listed["events_played"]) | in_play
    drawn = set(listed["add_to_draw"])
    piles = {side: tuple(cid for cid, card in game.cards.items() if card.side == side
                         and (card.deck in decks or cid in drawn) and cid not in out_of_piles) for side in SIDES}
    held = {side: tuple(cid for cid, card in game.cards.items() if card.side == side
                        and card.deck not in decks and cid not in drawn and cid not in out_of_piles) for side in SIDES}
    if pug:
        return CardSetup(draw_piles=piles, held_out=held, removed=frozenset(removed),
                         events_played=tuple(listed["events_played"]), hand_size=vocab.hand_size, guns_of_august="",
                         guns_of_august_card="", hands=hands, face_up=face_up,
                         may_choose=_side_cards(c, game, "may_choose"))
    # The 2022 note on the optional cards: playing with all of them means eight-card hands (9.1.4).
    eight = options["eight_card_hands"] or options["optional_cards"] == "all"
    return CardSetup(draw_piles=piles, held_out=held, removed=frozenset(removed),
                     events_played=tuple(listed["events_played"]), hand_size=8 if eight else 7,
                     guns_of_august=c.choice("guns_of_august", GUNS_OF_AUGUST))


def _victory(doc: _Doc, game: GameData) -> Victory:
    v = doc.part("victory", entry="victory")
    v.only({"automatic", "ends_at", "levels", "draws_go_to", "peace_terms", "bid", "end_adjustments"})
    auto = v.part("automatic")
    auto.only({"cp_at_least", "ap_at_most"})
    ends = v.get("ends_at", list)
    for how in ends:
        if how not in GAME_ENDS:
            raise v.error("ends_at", f"{how!r} is not one of {', '.join(GAME_ENDS)}")
    levels = []
    for i, raw in enumerate(v.get("levels", list)):
        lv = _Doc(doc.file, raw if isinstance(raw, dict) else {}, f"victory level #{i + 1}")
        lv.only({"if", "cp_at_least", "ap_at_most"})
        level = VictoryLevels(lv.choice("if", LEVEL_CONDITIONS), lv.get("cp_at_least", int), lv.get("ap_at_most", int))
        if level.cp_at_least <= level.ap_at_most:
            raise lv.error("cp_at_least", "the CP threshold must be above the AP threshold")
        levels.append(level)
    conditions = sorted(lv.condition for lv in levels)
    if conditions not in (["always"], ["brest_litovsk_not_played", "brest_litovsk_played"]):
        raise v.error("levels", "give one level with \"if\": \"always\", or one for each of "
                      "brest_litovsk_played and brest_litovsk_not_played")
    peace = v.choice("peace_terms", PEACE_TERMS)
    if (peace == "not_allowed") == ("peace_terms" in ends):
        raise v.error("ends_at", "a game ends by peace terms exactly when peace terms are allowed")
    adjustments = []
    for i, raw in enumerate(v.get("end_adjustments", list, [])):
        a = _Doc(doc.file, raw if isinstance(raw, dict) else {}, f"end adjustment #{i + 1}")
        a.only({"rule", "if_game_ends_by", "vp_per_card_not_played_as_event", "cards"})
        when = a.get("if_game_ends_by", list)
        if any(w not in GAME_ENDS for w in when):
            raise a.error("if_game_ends_by", f"must list ways among {', '.join(GAME_ENDS)}")
        cards = a.get("cards", list)
        if any(cid not in game.cards for cid in cards):
            raise a.error("cards", f"no card among {cards!r}")
        adjustments.append(VpAdjustment(a.get("rule", str, ""), frozenset(when), tuple(cards),
                                        a.get("vp_per_card_not_played_as_event", int)))
    return Victory(automatic_cp_at_least=auto.get("cp_at_least", int), automatic_ap_at_most=auto.get("ap_at_most", int),
                   ends_at=frozenset(ends), levels=tuple(levels), draws_go_to=v.choice("draws_go_to", SIDES + (None,), None),
                   peace_terms=peace, bid=v.get("bid", bool, False), end_adjustments=tuple(adjustments))
