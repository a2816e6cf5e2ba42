"""The interface's language: English, Italian or Spanish, chosen in the settings (default: the
system's language), through Qt Linguist's workflow.

Text in the UI goes through ``tr()`` / ``QCoreApplication.translate(context, text)``; the
sources of the translations are ``pog_desktop/i18n/pog_desktop_<lang>.ts`` and the compiled
``.qm`` beside them (``python packaging/translations.py`` runs ``pyside6-lupdate`` and
``pyside6-lrelease``). Qt's own texts (dialog buttons, file dialogs) come from Qt's
``qtbase_<lang>.qm``. A change of language takes effect at the next start.
"""
from __future__ import annotations

from dataclasses import replace
from importlib.resources import files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QAction, QActionGroup

from . import game_words
from ..match import load_settings, save_settings
from . import engine_text

LANGUAGES = {"en": "English", "it": "Italiano", "es": "Español"}
DEFAULT = "en"


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages we have, else English."""
    locale = locale or QLocale.system()
    for tag in [*locale.uiLanguages(), locale.name()]:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def chosen_language(setting: str | None = None, override: str | None = None) -> str:
    """``override`` (the command line), else the setting, else the system's language."""
    for code in (override, setting):
        if code in LANGUAGES:
            return code
    return system_language()


def install(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load Qt's and our translations of ``language`` into ``app`` (English needs none).
    Returns the translators, which must live as long as the application (they are parented to it)."""
    game_words.set_current_language(language)   # the game's own words (cards, spaces) follow
    QLocale.setDefault(QLocale(language))
    engine_text.use(language)   # the rules' messages (prompts, refusals, log lines) follow
    if language == DEFAULT:
        return []
    loaded = []
    for name, folder in ((f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)),
                         (f"pog_desktop_{language}", str(files("pog_desktop") / "i18n")),
                         (f"engine_{language}", str(files("pog_desktop") / "i18n"))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            loaded.append(translator)
    return loaded


def add_language_menu(window) -> None:
    """A Language menu in ``window``'s menu bar: the system's language or one of ours, kept in
    the settings; it applies from the next start. ``window.settings`` is kept up to date
    (the main window saves it again on closing)."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("Language", "&Language"))
    group = QActionGroup(menu)
    current = getattr(window, "settings", None) or load_settings()
    for code, name in (("", QCoreApplication.translate("Language", "System language")), *LANGUAGES.items()):
        action = QAction(name, menu, checkable=True, checked=current.language == code)
        action.setData(code)
        group.addAction(action)
        menu.addAction(action)
    group.triggered.connect(lambda action: _choose(window, action.data()))
    window.language_menu = menu


def _choose(window, code: str) -> None:
    from PySide6.QtWidgets import QMessageBox
    settings = replace(getattr(window, "settings", None) or load_settings(), language=code)
    window.settings = settings
    save_settings(settings)
    name = LANGUAGES.get(chosen_language(code))
    text = QCoreApplication.translate("Language", "The interface will be in {language} from the next start.")
    text = text.format(language=name)
    window.statusBar().showMessage(text, 8000)
    if not getattr(window, "quiet", False):
        QMessageBox.information(window, QCoreApplication.translate("Language", "Language"), text)


def current_language() -> str:
    """The language installed for this run; the game's own words follow it (ui/game_words.py)."""
    return game_words.current_language()
