"""Victory (5.0): automatic victory, armistice and the end-of-game VP levels."""
from __future__ import annotations

from ..core.effects import BREST_LITOVSK, played
from ..core.steps import log
from ..core.messages import msg

AUTO_CP, AUTO_AP = 20, 0        # 5.2
ARMISTICE_CWS = 40              # 16.2.1


# how a game ended (``result["how"]``), as the log says it
HOW_WORDS = {"automatic victory": msg("turn.victory.automatic_victory", "automatic victory"),
             "armistice": msg("turn.victory.armistice", "armistice"),
             "total war": msg("turn.victory.total_war", "total war"),
             "last turn": msg("turn.victory.last_turn", "last turn"),
             "peace terms accepted": msg("turn.victory.peace_terms_accepted", "peace terms accepted"),
             "peace terms accepted: both players lose": msg("turn.victory.peace_both_lose",
                                                            "peace terms accepted: both players lose")}


def finish(st, winner: str | None, how: str) -> None:
    st.over = True
    st.step = "over"
    st.result = {"winner": winner, "how": how, "vp": st.vp, "turn": st.turn}
    if winner is None:
        text = msg("turn.victory.game_over_draw", "game over: draw ({how}), VP {vp}", how=HOW_WORDS.get(how, how),
                   vp=st.vp)
    else:
        text = msg("turn.victory.game_over_wins", "game over: {side} wins ({how}), VP {vp}", side=winner,
                   how=HOW_WORDS.get(how, how), vp=st.vp)
    log(st, "end", text, winner)


def level_winner(st, levels=None, bid: int = 0) -> str | None:
    """The scenario's victory levels (``Victory.result`` of the scenario data, which adds a
    tournament scenario's ``bid``, 5.6.2); without them the Campaign's 5.5.2: CP win at 11+
    with Brest-Litovsk played, else 13+; AP win at 9 or less."""
    if levels is not None:
        winner = levels.result(st.vp, played(st, BREST_LITOVSK), bid)
        return None if winner == "draw" else winner
    cp_needs = 11 if played(st, BREST_LITOVSK) else 13
    if st.vp >= cp_needs:
        return "cp"
    if st.vp <= 9:
        return "ap"
    return None


def check_automatic(st) -> bool:
    """5.2, at E.2 only."""
    if st.vp >= AUTO_CP:
        finish(st, "cp", "automatic victory")
    elif st.vp <= AUTO_AP:
        finish(st, "ap", "automatic victory")
    return st.over


def check_armistice(st, levels=None, bid: int = 0) -> bool:
    """16.2.1, at E.3: combined war status 40 ends the game; the VP level decides."""
    if st.cws >= ARMISTICE_CWS:
        _end_adjustments(st, levels, "armistice")
        finish(st, _judged(st, levels, bid), "armistice")
    return st.over


def _end_adjustments(st, levels, how: str) -> None:
    """5.7.4.8-9 (2022 Historical): VP for cards never played as events, counted only when
    the game ends by armistice or after its last turn."""
    for adj in getattr(levels, "end_adjustments", ()):
        if how not in adj.when:
            continue
        unplayed = [c for c in adj.cards if not played(st, c)]
        if unplayed:
            st.vp += adj.vp * len(unplayed)
            log(st, "vp", msg("turn.victory.card_s_never_played_as",
                              "{rule}: {n_unplayed} card(s) never played as an event ({unplayed}): VP {value:+d}, "
                              "now {vp}",
                              rule=adj.rule, n_unplayed=len(unplayed), unplayed=', '.join(unplayed),
                              value=adj.vp * len(unplayed), vp=st.vp, change=adj.vp * len(unplayed)), None)


def check_total_war_end(st, levels=None, bid: int = 0) -> bool:
    """5.4.1: a scenario that ends at Total War (the Limited War game) is over once either
    side's commitment reaches it at E.4; the VP level decides."""
    if levels is not None and "total_war" in levels.ends_at and "total" in st.commitment.values():
        finish(st, _judged(st, levels, bid), "total war")
    return st.over


def end_of_game(st, levels=None, bid: int = 0) -> None:
    _end_adjustments(st, levels, "last_turn")
    finish(st, _judged(st, levels, bid), "last turn")


def _judged(st, levels, bid: int) -> str | None:
    """5.6.2: the tournament bid moves the final total only (never automatic victory, 5.6.2.1)."""
    if bid and getattr(levels, "bid", False):
        log(st, "vp", msg("turn.victory.tournament_bid_vp_toward_the",
                          "tournament bid: {bid:+d} VP toward the CP, final {value}",
                          bid=bid, value=st.vp + bid), None)
    return level_winner(st, levels, bid)
