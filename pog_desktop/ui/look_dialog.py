"""Settings ▸ Table look: label size, stack spread, colour-blind-safe palette and the pace
of replays, kept in the settings file (``Settings.options["look"]``)."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout

from .board.look import LABEL_SCALES, PACES_MS, PALETTES, SPREADS, Look
from .translate import QT_TRANSLATE_NOOP, translate

SPREAD_NAMES = {1.0: QT_TRANSLATE_NOOP("LookDialog", "Tight (as printed)"), 2.0: QT_TRANSLATE_NOOP("LookDialog", "Spread"),
                3.0: QT_TRANSLATE_NOOP("LookDialog", "Wide")}
PACE_NAMES = {"slow": QT_TRANSLATE_NOOP("LookDialog", "Slow"), "normal": QT_TRANSLATE_NOOP("LookDialog", "Normal"),
              "fast": QT_TRANSLATE_NOOP("LookDialog", "Fast")}
PALETTE_NAMES = (QT_TRANSLATE_NOOP("LookDialog", "Standard"), QT_TRANSLATE_NOOP("LookDialog", "Colour-blind safe"))

LOOK_KEY = "look"


def look_of(settings) -> Look:
    return Look.from_json(settings.options.get(LOOK_KEY))


def with_look(settings, look: Look):
    return replace(settings, options={**settings.options, LOOK_KEY: look.to_json()})


class LookDialog(QDialog):
    def __init__(self, look: Look, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("LookDialog", "Table look"))
        self.setObjectName("look_dialog")
        form = QFormLayout(self)
        self.boxes: dict[str, QComboBox] = {}
        for key, title, options in (
                ("label_scale", translate("LookDialog", "Label size"), [(v, f"{round(v * 100)} %") for v in LABEL_SCALES]),
                ("stack_spread", translate("LookDialog", "Stack spread"),
                 [(v, translate("LookDialog", SPREAD_NAMES[v])) for v in SPREADS]),
                ("palette", translate("LookDialog", "Colours"),
                 [(k, translate("LookDialog", v)) for k, v in PALETTES.items()]),
                ("pace", translate("LookDialog", "Replay pace"),
                 [(k, translate("LookDialog", "{pace} ({ms} ms a step)").format(pace=translate("LookDialog", PACE_NAMES[k]),
                                                                                ms=ms))
                  for k, ms in PACES_MS.items()])):
            box = QComboBox()
            box.setObjectName(f"look_{key}")
            for value, text in options:
                box.addItem(text, value)
            box.setCurrentIndex(box.findData(getattr(look, key)))
            form.addRow(title, box)
            self.boxes[key] = box
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def look(self) -> Look:
        return Look(**{k: b.currentData() for k, b in self.boxes.items()})
