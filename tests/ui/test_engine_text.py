"""Issue 16 (languages): the engine's messages rendered in Italian and Spanish. Every key the
rules register has a finished translation in pog_desktop/i18n/engine_<lang>.ts keeping its
placeholders, the .qm are built from those .ts, and the interface renders a real prompt, a
refusal and a log line of a played position in the installed language."""
from __future__ import annotations

import random
import re
import runpy
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QLocale

from pog_desktop.data import translations
from pog_desktop.rules import Action, Game, IllegalAction
from pog_desktop.rules.core.messages import msg
from pog_desktop.ui import engine_text
from pog_desktop.ui.i18n import install

ROOT = Path(__file__).resolve().parents[2]
CATALOG = SimpleNamespace(**runpy.run_path(str(ROOT / "packaging" / "engine_catalog.py")))
FIELDS = re.compile(r"\{[^{}]*\}")


@pytest.fixture()
def italian(qapp):
    translators = install(qapp, "it")
    yield
    for t in translators:
        qapp.removeTranslator(t)
    QLocale.setDefault(QLocale("en"))
    engine_text.use("en")


@pytest.mark.parametrize("lang", ["it", "es"])
def test_every_engine_key_has_a_translation_with_the_same_placeholders(lang):
    keys = CATALOG.collect()
    assert len(keys) > 380
    have = CATALOG.read_ts(CATALOG.ts_file(lang))
    for key, template in keys.items():
        source, translation, finished = have.get(key, ("", "", False))
        assert finished and translation, f"{lang}: {key} is not translated"
        assert source == template, f"{lang}: {key} was translated from another English text"
        assert sorted(FIELDS.findall(translation)) == sorted(FIELDS.findall(template)), f"{lang}: {key}"


def test_the_engine_qm_are_built_from_the_ts(tmp_path):
    for qm in CATALOG.release(tmp_path):
        assert qm.read_bytes() == (ROOT / "pog_desktop" / "i18n" / qm.name).read_bytes(), \
            f"{qm.name} is stale: run packaging/engine_catalog.py"


def _moved_game() -> Game:
    """The campaign after random play up to a move: the log's last line is that move."""
    g = Game.new("campaign", 1, {})
    rnd = random.Random(1)
    while True:
        g.apply(rnd.choice(g.legal_actions()))
        if g.log and g.log[-1]["kind"] == "move" and g.prompt.kind == "move":
            return g


def test_a_played_position_reads_in_italian(italian):
    g = _moved_game()
    move = g.log[-1]["text"]
    units = ", ".join(translations.unit_name("pog", u, "it") for u in move.params["units"])
    assert units != ", ".join(g.ctx.units[u].name for u in move.params["units"])   # Italian, not the English
    src, dst = (engine_text.thing_name("space", s) for s in (move.params["space"], move.params["space2"]))
    assert engine_text.render(move) == f"{units}: {src} -> {dst}"
    where = engine_text.thing_name("space", g.state.sub["moving"]["space"])
    assert engine_text.render(g.prompt.text) == f"CP: continua a muovere la pila da {where}, oppure fermati"
    with pytest.raises(IllegalAction) as refused:
        g.apply(Action("entrench", unit=move.params["units"][0]))
    assert engine_text.render(engine_text.reason_of(refused.value)) == \
        "nessun evento Trinceramenti è stato ancora giocato (11.2.1)"
    turns = [e["text"] for e in g.log if e["kind"] == "turn"]
    assert engine_text.render(turns[0]) == "inizia il turno 1"


def test_nested_messages_and_words_are_rendered_too(italian):
    g = Game.new("campaign", 1, {})
    text = engine_text.render(g.prompt.text)
    assert text == "CP: iniziare con I Cannoni di Agosto in mano?"
    reason = g.why_illegal(Action("choose", choice="maybe"))
    assert engine_text.render(reason) == "scegli 'yes' o 'no'"
    assert engine_text.render("plain text stays") == "plain text stays" and engine_text.render(None) == ""


def test_english_is_the_engines_own_text():
    """Where no parameter holds a raw code or id (a move, its prompt), English is the engine's text."""
    g = _moved_game()
    assert engine_text.language() == "en"
    assert engine_text.render(g.prompt.text) == str(g.prompt.text)
    assert engine_text.render(g.log[-1]["text"]) == str(g.log[-1]["text"])


def test_unit_names_in_a_log_line_are_italian(italian):
    """A unit id parameter (``{unit}``) reads as the unit's Italian name in a log line."""
    line = msg("board.removal.is", "{unit} is {where} ({why})", None, unit="ge_1", where="eliminated", why="test")
    assert engine_text.render(line) == translations.unit_name("pog", "ge_1", "it") + ": eliminated (test)"
    assert translations.unit_name("pog", "ge_1", "it") != translations.unit_name("pog", "ge_1", "en")


def test_raw_parameters_holding_ids_and_codes_are_rendered(italian):
    """Parameters the engine fills with raw values: a unit id (``{uid}``), a route of space ids,
    a nation code, a command's name, a mandated offensive's nation and a terrain."""
    uid = "ge_1"
    advance = msg("combat.advance.may_not_advance_along", "{uid} may not advance along {route}", uid=uid,
                  route="berlin -> warsaw")
    shown = engine_text.render(advance)
    assert translations.unit_name("pog", uid, "it") in shown
    assert f"{engine_text.thing_name('space', 'berlin')} -> {engine_text.thing_name('space', 'warsaw')}" in shown
    assert engine_text.thing_name("space", "warsaw") == "Varsavia"
    neutral = msg("board.access.belongs_to_a_neutral_nation", "{space} belongs to a neutral nation ({n}) (11.1.11)",
                  None, space="sofia", n="BU")
    assert "(Bulgaria)" in engine_text.render(neutral)
    failed = msg("turn.war_status.failed_its_mandated_offensive", "{side} failed its {in_force} mandated offensive",
                 side="cp", in_force="AH")
    assert "Austria-Ungheria" in engine_text.render(failed)
    flank = msg("combat.flank.no_flank_attack_into", "no flank attack into {terrain}", terrain="mountain")
    assert engine_text.render(flank).endswith("montagna")


def _first_turn_log(seed: int) -> list:
    g = Game.new("campaign", seed, {})
    g.apply(g.legal_actions()[0])
    return g.log


DIE = {"en": "die", "it": "dado", "es": "dado"}
MO_LINE = ("turn.mandated.mandated_offensive_rolled", "{side} mandated offensive: {shown} (rolled {roll})")


@pytest.mark.parametrize("language", ["en", "it", "es"], indirect=True)
def test_7_1_a_mandated_offensive_in_the_log_names_its_nation_in_the_language(language):
    """The MO roll's log line showed the engine's code ("AP mandated offensive: FR (rolled 2)"),
    in every language: the log panel and the history's step log show the nation's name
    ("France", "Francia"), the CP's AH/IT result both nations (7.1.6), no result and the
    French Mutiny (7.1.8) in words, and a failed MO's VP line (7.1.3) its nation too."""
    from pog_desktop.ui.table.log_format import plain_line

    names = {"en": ("France", "Austria-Hungary/Italy", "none", "French mutiny", "Britain", "Romania"),
             "it": ("Francia", "Austria-Ungheria/Italia", "nessuna", "ammutinamento francese", "Gran Bretagna", "Romania"),
             "es": ("Francia", "Austria-Hungría/Italia", "ninguna", "motín francés", "Gran Bretaña", "Rumanía")}[language]
    log = _first_turn_log(1)
    rolled = [e for e in log if getattr(e["text"], "key", None) == MO_LINE[0]]
    assert [str(e["text"]) for e in rolled] == ["AP mandated offensive: FR (rolled 2)", "CP mandated offensive: AH (rolled 2)"]
    ap = engine_text.render(rolled[0]["text"])
    assert names[0] in ap and "FR" not in ap.replace("AP", "")
    assert plain_line(rolled[0]).endswith(ap + f" [{DIE[language]} 2]")
    for shown, name in zip(("AH_IT", "NONE", "FR_MUTINY"), names[1:4]):
        assert name in engine_text.render(msg(*MO_LINE, side="cp", shown=shown, roll=3))
    failed = msg("turn.war_status.failed_its_mandated_offensive", "{side} failed its {in_force} mandated offensive",
                 side="ap", in_force="BR")
    assert names[4] in engine_text.render(failed) and " BR " not in engine_text.render(failed)
    enters = engine_text.render(msg("turn.neutral_entry.enters_the_war", "{nation} enters the war", nation="RO"))
    assert enters.startswith(names[5])


def test_a_box_a_unit_is_rebuilt_in_is_named_in_english_too():
    """17.1: "... rebuilt at reduced strength (ap_reserve)" named the box by its id."""
    line = msg("operations.replacements.is_rebuilt_at_reduced_strength", "{unit} is rebuilt at reduced strength ({dest})",
               None, unit="ru_5", dest="ap_reserve")
    assert engine_text.render(line).endswith("(AP Reserve Box)")
