"""Issue 16 (languages): English, Italian and Spanish through Qt Linguist's workflow; the
choice is kept in the settings and defaults to the system's language."""
from __future__ import annotations

import re
import runpy
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMainWindow

from pog_desktop.match import load_settings
from pog_desktop.match.settings import Settings
from pog_desktop.ui import engine_text
from pog_desktop.ui.i18n import LANGUAGES, add_language_menu, chosen_language, install, system_language

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "pog_desktop" / "i18n"
TRANSLATED = ("it", "es")


def _messages(ts: Path):
    for message in ET.parse(ts).getroot().iter("message"):
        yield message.findtext("source"), message.find("translation")


def _tools():
    return SimpleNamespace(**runpy.run_path(str(ROOT / "packaging" / "translations.py")))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_text_has_a_translation_keeping_its_placeholders(lang):
    messages = list(_messages(I18N / f"pog_desktop_{lang}.ts"))
    assert messages
    for source, translation in messages:
        assert translation.get("type") is None and translation.text, f"{lang}: untranslated {source!r}"
        assert sorted(re.findall(r"\{\w+\}", source)) == sorted(re.findall(r"\{\w+\}", translation.text)), source


def test_the_ts_files_hold_every_text_the_code_marks_and_the_qm_are_built_from_them(tmp_path):
    """lupdate over the code finds nothing new (a new tr() text fails here until translated),
    and lrelease of the .ts gives the committed .qm byte for byte."""
    tools = _tools()
    copies = []
    for lang in TRANSLATED:
        copies.append(tmp_path / f"pog_desktop_{lang}.ts")
        shutil.copy(I18N / copies[-1].name, copies[-1])
    subprocess.run([tools.tool("lupdate"), "-no-obsolete", "-locations", "none", *tools.sources(),
                    "-ts", *map(str, copies)], cwd=ROOT, check=True, capture_output=True)
    for copy in copies:
        assert [s for s, t in _messages(copy) if t.get("type") is not None or not t.text] == [], copy.name
    for qm in tools.release(tmp_path):
        assert qm.read_bytes() == (I18N / qm.name).read_bytes(), f"{qm.name} is stale: run packaging/translations.py"


@pytest.mark.parametrize("lang, ours, qts", [("it", "Lingua", "Annulla"), ("es", "Idioma", "Cancelar")])
def test_installing_a_language_translates_our_texts_and_qts(qapp, lang, ours, qts):
    translators = install(qapp, lang)
    try:
        assert len(translators) == 3   # Qt's, the interface's and the engine's messages (engine_<lang>)
        assert QCoreApplication.translate("Language", "Language") == ours
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == qts
    finally:
        for t in translators:
            qapp.removeTranslator(t)
        QLocale.setDefault(QLocale("en"))
        engine_text.use("en")
    assert QCoreApplication.translate("Language", "Language") == "Language"


def test_english_needs_no_translator(qapp):
    assert install(qapp, "en") == []


@pytest.mark.parametrize("locale, expected", [("it_IT", "it"), ("es_AR", "es"), ("en_GB", "en"), ("de_DE", "en"),
                                              ("C", "en")])
def test_the_default_is_the_systems_language_when_we_have_it(locale, expected):
    assert system_language(QLocale(locale)) == expected


def test_the_command_line_beats_the_setting_which_beats_the_system():
    assert chosen_language("it", "es") == "es"
    assert chosen_language("it", None) == "it"
    assert chosen_language("", None) == system_language()
    assert chosen_language("xx", None) in LANGUAGES


def test_the_language_menu_keeps_the_choice_in_the_settings(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.settings, window.quiet = Settings(), True
    add_language_menu(window)
    actions = {a.data(): a for a in window.language_menu.actions()}
    assert set(actions) == {"", "en", "it", "es"} and actions[""].isChecked()
    actions["it"].trigger()
    assert load_settings().language == "it" and window.settings.language == "it"
    assert "Italiano" in window.statusBar().currentMessage()


def test_scenario_titles_and_option_texts_shown_in_the_dialogs_are_all_marked_for_translation():
    """The new-game dialogs show data texts (``data.scenarios``, ``data.scenario_options``)
    through ``ui/table/option_words``: a title or option added to the data without its mark
    there would stay English in every language."""
    from pog_desktop.data.scenario_options import OPTIONS
    from pog_desktop.data.scenarios import list_scenarios
    from pog_desktop.ui.table.new_game import option_title
    from pog_desktop.ui.table.option_words import MARKED
    shown = ([title for _sid, title in list_scenarios("pog")] + [option_title(n) for n in OPTIONS]
             + [spec.summary for spec in OPTIONS.values()])
    assert [t for t in shown if t not in MARKED] == []


def test_choosing_italian_in_the_language_menu_gives_italian_menus_at_the_next_start(qtbot, qapp, tmp_path,
                                                                                     monkeypatch):
    """The Language menu keeps "it" in the settings; the next start (``launch`` installs the
    catalogs of ``chosen_language(setting)``) loads the Italian catalog: the menus are Italian."""
    from pog_desktop.ui.main_window import MainWindow
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path))
    first = QMainWindow()
    qtbot.addWidget(first)
    first.settings, first.quiet = Settings(), True
    add_language_menu(first)
    next(a for a in first.language_menu.actions() if a.data() == "it").trigger()
    translators = install(qapp, chosen_language(load_settings().language, None))
    try:
        assert [t.language()[:2] for t in translators] == ["it", "it", "it"]   # Qt's, the interface's, the engine's
        w = MainWindow(quiet=True, resume=False)
        qtbot.addWidget(w)
        add_language_menu(w)       # as launch does
        titles = [a.text() for a in w.menuBar().actions()]
        assert titles[:2] == ["&Partita", "&Visualizza"] and "&Aiuto" in titles and "&Lingua" in titles
        assert w.table.tabs.tabText(0) == "Registro"
    finally:
        for t in translators:
            qapp.removeTranslator(t)
        QLocale.setDefault(QLocale("en"))
