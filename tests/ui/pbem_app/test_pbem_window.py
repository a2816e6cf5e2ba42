"""Issue 12, user level: create a PBEM game, send, open the turn as the opponent, step
through the replay, answer; the mail client gets a prepared mailto link, the board a PNG."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from pog_desktop.match.postal.games import list_games
from pog_desktop.match.postal.group import SMALL
from pog_desktop.ui.pbem.window import PbemWindow, new_pbem_game, open_turn_file


def _small_group(monkeypatch):
    """Protocol logic only here: the fast test group (the real one has its own test)."""
    from pog_desktop.match.postal import player
    real_create = player.PbemGame.create.__func__
    monkeypatch.setattr(player.PbemGame, "create",
                        classmethod(lambda cls, *a, **k: real_create(cls, *a, **{**k, "group": SMALL})))


def _click_an_answer(qtbot, w: PbemWindow) -> None:
    """One decision taken on the table as a player takes it: a card of the hand played for
    replacement points when one can be, else a prompt-bar button ("no", "done", "no more
    cards" first, so the test's turn stays short; a Done that wastes OPS is clicked twice)."""
    uses = sorted(w.table.hand.enabled_uses(), key=lambda cu: (cu[1] != "play_rp", cu))
    if uses:
        qtbot.mouseClick(w.table.hand.button(*uses[0]), Qt.LeftButton)
        return
    buttons = w.table.prompt_bar.buttons
    assert buttons, f"nothing to click for {w.game.game.prompt.text}"
    texts = [b.text().lower() for b in buttons]
    i = next((i for i, t in enumerate(texts) if t.startswith(("no", "done", "pass"))), 0)
    qtbot.mouseClick(buttons[i], Qt.LeftButton)
    if "again" in w.table.prompt_bar.message.text():
        qtbot.mouseClick(w.table.prompt_bar.buttons[i], Qt.LeftButton)


def _answer_until_send(qtbot, w: PbemWindow, limit: int = 40) -> None:
    w.show_table()
    n = 0
    while w.game.my_move() and n < limit:
        ledger = len(w.game.table.ledger)
        _click_an_answer(qtbot, w)
        assert len(w.game.table.ledger) > ledger, w.table.prompt_bar.message.text()
        n += 1


def test_pbem_create_send_open_as_opponent_step_through_and_answer(qtbot, tmp_path, monkeypatch):
    _small_group(monkeypatch)
    mails = []
    home = tmp_path / "anna"
    w = new_pbem_game(values={"seat": "ap", "name": "Anna", "opponent": "Carl", "email": "carl@example.org",
                              "scenario": "campaign"}, where=home, open_url=mails.append)
    qtbot.addWidget(w)
    invitation = w.game.folder / w.game.files[0]["name"]
    assert invitation.exists() and mails and mails[0].scheme() == "mailto"
    assert "carl@example.org" in mails[0].toString() and invitation.name in mails[0].toString()
    assert QGuiApplication.clipboard().text() == str(invitation)
    assert "copied" in w.sent.text()
    [entry] = list_games(home)
    assert (entry.opponent, entry.whose) == ("Carl", "Carl")

    # Carl opens the invitation: he joins as the CP and answers his first question
    c = open_turn_file(invitation, where=tmp_path / "carl", name="Carl", open_url=mails.append)
    qtbot.addWidget(c)
    assert c.game.seat == "cp" and c.game.my_move() and c.on_table
    assert len(c.table.prompt_bar.buttons) == 2 and "Guns of August" in c.table.prompt_bar.text.text()   # 4.3.1
    assert c.table.hand.heading.text().startswith("Central Powers hand (yours)")
    _answer_until_send(qtbot, c)
    # the prompt passed to Anna: the turn file was written at once and the mail offered
    assert not c.game.can_send() and not c.buttons["send"].isEnabled()
    sent = c.game.folder / c.game.files[-1]["name"]
    assert sent.name == "001-cp.pogturn" and "copied" in c.sent.text()
    assert sent.exists() and sent.with_suffix(".png").stat().st_size > 1000
    assert len(mails) == 2 and mails[1].toString().startswith("mailto:?")   # Anna gave no address
    assert "Carl" in mails[1].toString() and sent.name in mails[1].toString()   # Carl writes to Anna

    # files go back and forth until Anna opens a turn with actions of Carl's to step through
    anna, carl = w, c
    path = sent
    for _ in range(20):
        anna.open_turn(path)
        if anna.replay.timeline.last > 0 and anna.game.my_move():
            break
        _answer_until_send(qtbot, anna)
        if anna.game.can_send():      # nothing to decide: send by hand
            qtbot.mouseClick(anna.buttons["send"], Qt.LeftButton)
        carl.open_turn(anna.game.folder / anna.game.files[-1]["name"])
        _answer_until_send(qtbot, carl)
        if carl.game.can_send():
            qtbot.mouseClick(carl.buttons["send"], Qt.LeftButton)
        path = carl.game.folder / carl.game.files[-1]["name"]
    else:
        raise AssertionError("Anna never had a decision after a turn of Carl's")
    view = anna.replay
    assert not anna.on_table and anna.pages.currentWidget() is view     # the replay first, in place of the board
    steps = view.timeline.last
    assert steps > 0
    controls = view.controls
    assert controls.position == 0
    qtbot.mouseClick(controls.buttons["forward"], Qt.LeftButton)
    assert controls.position == 1 and view.step_title.text().startswith("Action 1")
    qtbot.mouseClick(controls.buttons["last"], Qt.LeftButton)
    assert controls.position == steps
    qtbot.mouseClick(controls.buttons["back"], Qt.LeftButton)
    assert controls.position == steps - 1
    assert f"{steps} action(s) of the opponent replayed and checked" in anna.summary.toPlainText()
    # back to the table: Anna answers her prompt there, with her hand and the prompt bar
    qtbot.mouseClick(anna.buttons["table"], Qt.LeftButton)
    assert anna.on_table and anna.game.my_move()
    assert anna.table.hand.heading.text().startswith("Allied Powers hand (yours)")
    assert "hand" not in anna.game.game.view("ap")["cards"]["cp"]      # the CP hand never reaches her screen
    ledger = len(anna.game.table.ledger)
    _click_an_answer(qtbot, anna)
    assert len(anna.game.table.ledger) >= ledger + 1


def test_pbem_main_window_opens_a_turn_file_in_a_pbem_window(qtbot, tmp_path, monkeypatch):
    """``MainWindow.open_file`` (command line, file manager, running instance) routes a .pogturn."""
    _small_group(monkeypatch)
    from PySide6.QtWidgets import QWidget

    from pog_desktop.match.postal import games
    from pog_desktop.ui.pbem import window as pbem_window
    from pog_desktop.ui.pbem.window import open_pbem_turn
    monkeypatch.setattr(games, "base", lambda: tmp_path / "pbem")
    monkeypatch.setattr(pbem_window, "base", lambda: tmp_path / "pbem")
    w = new_pbem_game(values={"seat": "cp", "name": "Carl", "opponent": "Anna", "email": "", "scenario": "campaign"},
                      where=tmp_path / "carl", open_url=lambda u: None)
    qtbot.addWidget(w)
    invitation = w.game.folder / w.game.files[0]["name"]
    monkeypatch.setattr("pog_desktop.ui.pbem.window.QInputDialog.getText", lambda *a, **k: ("Anna", True))
    host = QWidget()
    qtbot.addWidget(host)
    assert open_pbem_turn(host, invitation)
    [joined] = host._pbem_windows
    qtbot.addWidget(joined)
    assert joined.game.seat == "ap" and joined.game.table.players["cp"]["name"] == "Carl"
    assert joined.game.folder.parent == tmp_path / "pbem"

