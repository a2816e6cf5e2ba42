"""Damaged files in the app (issue 10): Game ▸ Open, resume on start, ``--open`` and
``--verify`` refuse each with the file's name and the problem, never a traceback; the
Recover menu finds a position another replaced; a full disk is named in the status bar."""
from __future__ import annotations

import errno
import json

import pytest

from pog_desktop.app import main as app_main
from pog_desktop.match import Match, MatchMeta, atomic, places, recent_games, write_save
from pog_desktop.match.storage import autosave, autosave_path
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.play.controller import flush_autosaves


def _played(n: int, game_id: str = "g7") -> Match:
    m = Match.new(MatchMeta("campaign", 7, {}, {"ap": "Anna", "cp": "Carl"}, game_id=game_id))
    for _ in range(n):
        m.apply(next(a for a in m.game.legal_actions() if a.type != "offer_peace"))
    return m


@pytest.fixture(scope="module")
def played():
    return _played(10)


def _damage(text: str, kind: str) -> str:
    doc = json.loads(text)
    if kind == "nesting":
        return "[" * 1000 + "]" * 1000
    if kind == "digits":
        return text.replace('"seed": 7', '"seed": ' + "7" * 5000, 1)
    if kind == "format digit":
        return text.replace('"pog-save/3"', '"pog-save/\u00b2"', 1)
    if kind == "surrogate":
        return text.replace('"Anna"', '"\\ud800"', 1)
    if kind == "option type":
        doc["options"] = {"last_turn": "x"}
    elif kind == "option edited":
        doc["options"] = {"last_turn": 12}   # playable rules, but not the ones sealed
    elif kind == "older rules":   # a save from before rules versions were recorded
        doc["format"] = "pog-save/1"
        del doc["rules"], doc["seal"]
    return json.dumps(doc)


KINDS = ["nesting", "digits", "format digit", "surrogate", "option type", "option edited", "older rules"]
WHAT = {"nesting": "nested far too deeply", "digits": "a number it cannot hold",
        "format digit": "not a pog-desktop save file", "surrogate": "not valid Unicode",
        "option type": "option 'last_turn' must be a turn from 1 to 20", "option edited": "does not match its seal",
        "older rules": "written under older rules"}


@pytest.fixture
def damaged(tmp_path, played):
    def make(kind: str):
        path = tmp_path / f"{kind.replace(' ', '_')}.pog"
        write_save(path, played.game, played.meta, played.trail)
        path.write_text(_damage(path.read_text(encoding="utf-8"), kind), encoding="utf-8")
        return path
    return make


@pytest.mark.parametrize("kind", KINDS)
def test_open_refuses_a_damaged_file_naming_it_and_the_problem(qtbot, damaged, kind):
    window = MainWindow(_played(3, "other"), quiet=True)
    qtbot.addWidget(window)
    path = damaged(kind)
    before = window.controller.game.state_hash()
    assert not window.open_file(path)
    message = window.statusBar().currentMessage()
    assert message.startswith(f"Cannot open this game: {path.name}: ") and WHAT[kind] in message
    assert window.controller.game.state_hash() == before
    assert path not in recent_games()


@pytest.mark.parametrize("kind", KINDS)
def test_resume_on_start_refuses_a_damaged_autosave_and_starts_a_new_game(qtbot, damaged, played, kind):
    autosave(played.game, played.meta, played.trail)
    autosave_path("g7").write_bytes(damaged(kind).read_bytes())
    window = MainWindow(quiet=True)
    qtbot.addWidget(window)
    message = window.statusBar().currentMessage()
    assert message.startswith("Cannot resume the last game: g7.pog: ") and WHAT[kind] in message
    assert window.controller.match.action_count == 0


@pytest.mark.parametrize("kind", KINDS)
def test_command_line_verify_and_open_refuse_a_damaged_file(damaged, kind, capsys, tmp_path):
    path = damaged(kind)
    assert app_main(["--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"pog-desktop: cannot open {path}: {path.name}: ") and WHAT[kind] in err
    assert "Traceback" not in err
    assert app_main(["--open", str(path), "--screenshot", str(tmp_path / "x.png")]) == 1
    assert WHAT[kind] in capsys.readouterr().err


def test_command_line_verify_passes_a_sound_save(tmp_path, played, capsys):
    path = tmp_path / "sound.pog"
    write_save(path, played.game, played.meta, played.trail)
    assert app_main(["--verify", str(path)]) == 0
    assert capsys.readouterr().out == ("sound.pog: sound: scenario campaign, seed 7, 10 actions, rules version 3; "
                                       "every action and hash checked\n")
    assert not places().autosaves.exists()


def test_command_line_verify_and_list_scenarios_speak_the_chosen_language(tmp_path, played, capsys):
    """Issue 16: ``--verify`` verdicts and refusals and ``--list-scenarios`` in Italian with --language it."""
    path = tmp_path / "sound.pog"
    write_save(path, played.game, played.meta, played.trail)
    assert app_main(["--language", "it", "--verify", str(path)]) == 0
    assert capsys.readouterr().out == ("sound.pog: valido: scenario campaign, seme 7, 10 azioni, versione delle "
                                       "regole 3; ogni azione e ogni hash verificati\n")
    missing = tmp_path / "nowhere.pogturn"
    missing.write_text("{")
    assert app_main(["--language", "it", "--verify", str(missing)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"pog-desktop: impossibile verificare {missing}: ") and "non è un file di turno" in err
    assert app_main(["--language", "it", "--list-scenarios"]) == 0
    assert "campaign                 Campagna (agosto 1914 - inverno 1919)" in capsys.readouterr().out
    assert app_main(["--language", "en", "--list-scenarios"]) == 0     # nothing of Italian is left behind
    assert "campaign                 Campaign (August 1914 - Winter 1919)" in capsys.readouterr().out


def test_recover_menu_opens_the_later_position_an_older_save_replaced(qtbot, tmp_path, played):
    older = tmp_path / "older.pog"
    early = _played(4)
    write_save(older, early.game, early.meta, early.trail)
    autosave(played.game, played.meta, played.trail)        # 10 actions on disk
    window = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(window)
    assert window.open_file(older)
    window._fill_recover()
    labels = [a.text() for a in window.recover_menu.actions()]
    assert labels[0].startswith("campaign, 4 actions") and labels[0].endswith("(autosave)")
    assert labels[1].startswith("campaign, 10 actions") and labels[1].endswith("(kept position)")
    window.recover_menu.actions()[1].trigger()
    assert window.controller.game.state_hash() == played.game.state_hash()


def test_a_full_disk_during_autosave_is_told_in_the_status_bar(qtbot, monkeypatch):
    window = MainWindow(_played(2, "full"), quiet=True)
    qtbot.addWidget(window)
    window.controller._save()
    flush_autosaves()
    before = autosave_path("full").read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(atomic.os, "fsync", full)
    shown = []                 # every message, so a later one or the message's own timeout hides none
    window.statusBar().messageChanged.connect(shown.append)
    window.controller.choose(next(a for a in window.controller.game.legal_actions() if a.type != "offer_peace"))
    flush_autosaves()          # the autosave is written on a worker thread; its failure comes back as a signal
    qtbot.waitUntil(lambda: "Autosave failed: the disk is full; the last autosave is kept" in shown, timeout=30000)
    assert autosave_path("full").read_bytes() == before


def test_command_line_verify_of_an_old_unsigned_turn_file_refuses_it(tmp_path, played, capsys):
    """Issue 12: the unsigned turn files of older versions are refused by name (PBEM is .pogturn)."""
    path = tmp_path / "turn.pog"
    write_save(path, played.game, played.meta, played.trail)
    doc = json.loads(path.read_text())
    doc["kind"] = "turn"
    path.write_text(json.dumps(doc))
    assert app_main(["--verify", str(path)]) == 1
    assert "turn.pog: field 'kind': an unsigned PBEM turn file of an older version" in capsys.readouterr().err

