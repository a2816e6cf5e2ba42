"""``translate(context, text)``: Qt's ``QCoreApplication.translate`` under the name
``pyside6-lupdate`` looks for, so every UI module marks its texts the same way::

    from ..translate import translate
    label = translate("NewGame", "Seed {seed}").format(seed=seed)

Texts are translated before ``.format`` fills their placeholders (never an f-string inside
``translate``: lupdate could not find the finished text). Constants defined at import time are
marked with ``QT_TRANSLATE_NOOP(context, text)`` and translated where they are shown.
"""
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

translate = QCoreApplication.translate

__all__ = ["QT_TRANSLATE_NOOP", "translate"]
