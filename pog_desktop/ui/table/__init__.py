"""The panels and dialogs of the table view (issue 6): hand, prompt bar, log, card browser,
combat window, new game dialog and the hotseat hand-over screen.

Every widget here is driven only by plain data: prompts, actions, cards and log entries are
read by duck typing (``.type``, ``.card``, ``.kind``, ``.text`` ...), so the widgets never
import the rules engine and tests drive them with small fakes. A chosen action is emitted
unchanged, as the very object the engine listed, so the caller can ``game.apply`` it.
"""
