"""The new game dialog: scenario, optional rules, seed (random by default, editable) and who
plays: hotseat (two people at one table) or solitaire (one person plays both sides).

The rule switches are those of ``pog_desktop.data.scenario_options``, named in words (the
rule they come from is in the tooltip), offering only what the engine plays; cards are
picked from a list of their names; the tournament VP bid (5.6.2) has its own field. Only
switches changed from their default go into ``options``."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QRadioButton, QSpinBox, QVBoxLayout)

from ...data.scenario_options import OPTIONS
from ...data.scenarios import list_scenarios
from ..game_words import card_name
from .command_seats import CommandTableBox
from .option_words import scenario_text
from .seating import HOTSEAT, SOLITAIRE, Seats
from ..translate import QT_TRANSLATE_NOOP, translate

MAX_SEED = 2**31 - 1
SCENARIO_DEFAULT = QT_TRANSLATE_NOOP("NewGame", "scenario default")
# choices the engine does not play yet are not offered (rules.core.options.from_players refuses them)
UNPLAYABLE = {("optional_cards", "selected")}
CHOICE_NAMES = {"2004": QT_TRANSLATE_NOOP("NewGame", "2004 rules"), "2022": QT_TRANSLATE_NOOP("NewGame", "2022 Deluxe rules"),
                "none": QT_TRANSLATE_NOOP("NewGame", "none"), "all": QT_TRANSLATE_NOOP("NewGame", "all")}
VP_BID = "vp_bid"     # 5.6.2 (tournament): VP given to the CP before play (negative: to the AP)


@dataclass(frozen=True)
class NewGameSettings:
    scenario: str
    seed: int
    options: dict = field(default_factory=dict)
    seats: Seats = field(default_factory=Seats)


_ABBREVIATIONS = {"vp": "VP", "rp": "RP", "br": "BR", "fr": "FR", "mo": "MO", "ops": "OPS", "drm": "DRM"}


def option_title(name: str) -> str:
    """``star_event_vp`` -> "Star event VP"."""
    words = [_ABBREVIATIONS.get(w, w) for w in name.split("_")]
    words[0] = words[0][:1].upper() + words[0][1:]
    return " ".join(words)


def random_seed() -> int:
    return random.SystemRandom().randint(1, MAX_SEED)


class NewGameDialog(QDialog):
    def __init__(self, parent=None, scenarios: list[tuple[str, str]] | None = None,
                 seed_source: Callable[[], int] = random_seed, card_ids: frozenset[str] | None = None,
                 cards: dict | None = None):
        """``card_ids``: the known cards, to check a card-list option typed by hand (all ids
        pass if None); ``cards`` (id -> data ``Card``): a card-list option is a list of card
        names to tick instead."""
        super().__init__(parent)
        self._cards = cards
        self.setWindowTitle(translate("NewGame", "New game"))
        self._seed_source = seed_source
        self._card_ids = card_ids
        self.option_widgets: dict = {}
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.scenario = QComboBox()
        for sid, title in (scenarios if scenarios is not None else list_scenarios("pog")):
            self.scenario.addItem(scenario_text(title), sid)
        form.addRow(translate("NewGame", "Scenario"), self.scenario)
        seed_row = QHBoxLayout()
        self.seed = QLineEdit(str(seed_source()))
        self.seed.setToolTip(translate("NewGame", "the same scenario, seed, options and moves always give the same game"))
        self.reseed = QPushButton(translate("NewGame", "New random seed"))
        self.reseed.clicked.connect(lambda: self.seed.setText(str(self._seed_source())))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.reseed)
        form.addRow(translate("NewGame", "Seed"), seed_row)
        box.addLayout(form)

        box.addWidget(self._options_box())
        box.addWidget(self._seats_box())
        self.command_table = CommandTableBox()
        self.command_table.table.currentIndexChanged.connect(self._command_table_chosen)
        box.addWidget(self.command_table)
        self.error = QLabel()
        self.error.setStyleSheet("color: #a02010;")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        box.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(translate("NewGame", "Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    # -- building ----------------------------------------------------------------------------
    def _options_box(self) -> QGroupBox:
        group = QGroupBox(translate("NewGame", "Optional rules"))
        form = QFormLayout(group)
        for name, spec in OPTIONS.items():
            caption, summary = scenario_text(option_title(name)), scenario_text(spec.summary)
            if spec.kind == "bool":
                w = QCheckBox(summary)
                w.setChecked(bool(spec.default))
            elif spec.kind == "choice":
                w = QComboBox()
                if spec.default is None:
                    w.addItem(translate("NewGame", SCENARIO_DEFAULT), None)
                for c in spec.choices:
                    if (name, c) not in UNPLAYABLE:
                        w.addItem(translate("NewGame", CHOICE_NAMES.get(c, c)), c)
                w.setCurrentIndex(max(0, w.findData(spec.default)))
            elif self._cards is not None:
                w = QListWidget()
                for cid, card in sorted(self._cards.items(), key=lambda kv: (kv[1].side, kv[1].num)):
                    item = QListWidgetItem(f"{card.side.upper()} {card.num}. {card_name(card)}")
                    item.setData(Qt.UserRole, cid)
                    item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
                    item.setCheckState(Qt.Checked if cid in spec.default else Qt.Unchecked)
                    w.addItem(item)
                w.setMaximumHeight(110)
            else:
                w = QLineEdit(", ".join(spec.default))
                w.setPlaceholderText(translate("NewGame", "card ids, e.g. ap23, cp17"))
            w.setObjectName(f"option:{name}")
            tip = translate("NewGame", "{summary} (rule {rule})").format(summary=summary, rule=spec.rule)
            w.setToolTip(tip)
            label = QLabel(caption)
            label.setToolTip(tip)
            form.addRow(label, w)
            self.option_widgets[name] = w
        self.bid = QSpinBox()
        self.bid.setRange(-20, 20)
        self.bid.setObjectName(f"option:{VP_BID}")
        self.bid.setToolTip(translate("NewGame", "Tournament bid: VP given to the Central Powers before play, "
                                                 "negative to the Allies (rule 5.6.2)"))
        form.addRow(translate("NewGame", "Tournament VP bid"), self.bid)
        return group

    def _seats_box(self) -> QGroupBox:
        group = QGroupBox(translate("NewGame", "Players"))
        form = QFormLayout(group)
        self.hotseat = QRadioButton(translate("NewGame", "Hotseat: two players at one table, hands hidden at each "
                                                         "hand-over"))
        self.solitaire = QRadioButton(translate("NewGame", "Solitaire: one player plays both sides"))
        self.hotseat.setChecked(True)
        self._mode = QButtonGroup(self)
        self._mode.addButton(self.hotseat)
        self._mode.addButton(self.solitaire)
        form.addRow(self.hotseat)
        form.addRow(self.solitaire)
        self.names = {"ap": QLineEdit(translate("NewGame", "Allied player")),
                      "cp": QLineEdit(translate("NewGame", "Central player"))}
        form.addRow(translate("NewGame", "Allied Powers"), self.names["ap"])
        form.addRow(translate("NewGame", "Central Powers"), self.names["cp"])
        return group

    def _command_table_chosen(self) -> None:
        """Seed 003 is a variant of the Historical scenario: choosing its table selects it."""
        i = self.scenario.findData(self.command_table.SCENARIO)
        if self.command_table.players() and i >= 0:
            self.scenario.setCurrentIndex(i)

    # -- reading -----------------------------------------------------------------------------
    def option_values(self) -> dict:
        """Every switch changed from its default. Raises ValueError naming a bad one."""
        out = {}
        for name, spec in OPTIONS.items():
            w = self.option_widgets[name]
            if spec.kind == "bool":
                value = w.isChecked()
            elif spec.kind == "choice":
                value = w.currentData()
            elif isinstance(w, QListWidget):
                value = [w.item(i).data(Qt.UserRole) for i in range(w.count())
                         if w.item(i).checkState() == Qt.Checked]
            else:
                value = [c.strip().lower() for c in w.text().replace(";", ",").split(",") if c.strip()]
                unknown = [c for c in value if self._card_ids is not None and c not in self._card_ids]
                if unknown:
                    raise ValueError(translate("NewGame", "option {name}: unknown card id(s) {ids}")
                                     .format(name=name, ids=", ".join(unknown)))
            problem = spec.problem(value) if value is not None else None
            if problem:
                raise ValueError(translate("NewGame", "option {name}: {problem}").format(name=name, problem=problem))
            if value != spec.default:
                out[name] = value
        if self.bid.value():
            out[VP_BID] = self.bid.value()
        return out

    def settings(self) -> NewGameSettings:
        """The chosen game. Raises ValueError with a readable reason for a bad seed or option."""
        text = self.seed.text().strip()
        if not text.isdigit() or not 0 <= int(text) <= MAX_SEED:
            raise ValueError(translate("NewGame", "the seed must be a whole number from 0 to {max}, not {text}")
                             .format(max=MAX_SEED, text=repr(text)))
        mode = HOTSEAT if self.hotseat.isChecked() else SOLITAIRE
        names = {side: (w.text().strip() or w.placeholderText() or side.upper()) for side, w in self.names.items()}
        options = self.option_values()
        players = self.command_table.players()       # seed 003: four or three players
        if players:
            problem = self.command_table.problem(self.scenario.currentData())
            if problem:
                raise ValueError(problem)
            options["players"] = players
            names = self.command_table.names()
        return NewGameSettings(self.scenario.currentData(), int(text), options, Seats(mode, names))

    def accept(self) -> None:
        try:
            self.result_settings = self.settings()
        except ValueError as e:
            self.error.setText(str(e))
            self.error.setVisible(True)
            return
        super().accept()
