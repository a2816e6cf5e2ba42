"""Replay controls, reusable by anything that steps through positions (the history window,
the PBEM replay): first, back, play/pause, forward, last, a slider and "Position i of n".

The controls only count: ``set_length(n)`` gives positions 0..n-1, ``position`` is the one
shown, ``moved_to(i)`` is emitted whenever it changes (by a button, the slider, the keys or
the play timer). Playing advances one position every ``pace_ms`` and stops at the end."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QStyle, QToolButton, QWidget
from ..translate import translate

DEFAULT_PACE_MS = 700


class ReplayControls(QWidget):
    moved_to = Signal(int)

    def __init__(self, parent=None, pace_ms: int = DEFAULT_PACE_MS):
        super().__init__(parent)
        self.setObjectName("replay_controls")
        self._length = 1
        self._position = 0
        self.timer = QTimer(self, interval=pace_ms)
        self.timer.timeout.connect(self._tick)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        self.buttons: dict[str, QToolButton] = {}
        style = self.style()
        for name, text, icon, tip, slot in (
                ("first", translate("HistoryControls", "First"), QStyle.SP_MediaSkipBackward,
                 translate("HistoryControls", "First position (Home)"), lambda: self.go(0)),
                ("back", translate("HistoryControls", "Back"), QStyle.SP_MediaSeekBackward,
                 translate("HistoryControls", "One step back (Left)"), lambda: self.go(self._position - 1)),
                ("play", translate("HistoryControls", "Play"), QStyle.SP_MediaPlay,
                 translate("HistoryControls", "Play / pause (Space)"), self.toggle_play),
                ("forward", translate("HistoryControls", "Forward"), QStyle.SP_MediaSeekForward,
                 translate("HistoryControls", "One step forward (Right)"), lambda: self.go(self._position + 1)),
                ("last", translate("HistoryControls", "Last"), QStyle.SP_MediaSkipForward,
                 translate("HistoryControls", "Last position (End)"), lambda: self.go(self._length - 1))):
            b = QToolButton(self)
            b.setObjectName(f"replay_{name}")
            b.setIcon(style.standardIcon(icon))
            b.setText(text)
            b.setToolTip(tip)
            b.clicked.connect(slot)
            row.addWidget(b)
            self.buttons[name] = b
        self.slider = QSlider(Qt.Horizontal, self)
        self.slider.setObjectName("replay_slider")
        self.slider.setTracking(False)     # a drag shows its position and draws the board once, on release
        self.slider.valueChanged.connect(self.go)
        self.slider.sliderMoved.connect(lambda v: self.label.setText(
            translate("HistoryControls", "Position {n} of {last}").format(n=v, last=self._length - 1)))
        row.addWidget(self.slider, 1)
        self.label = QLabel(self)
        self.label.setMinimumWidth(150)
        row.addWidget(self.label)
        for keys, slot in (("Left", lambda: self.go(self._position - 1)), ("Right", lambda: self.go(self._position + 1)),
                           ("Home", lambda: self.go(0)), ("End", lambda: self.go(self._length - 1)),
                           ("Space", self.toggle_play)):
            QShortcut(QKeySequence(keys), self, activated=slot, context=Qt.WidgetWithChildrenShortcut)
        self._sync()

    # -- state --------------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self._position

    @property
    def length(self) -> int:
        return self._length

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def set_length(self, n: int) -> None:
        self._length = max(1, int(n))
        self._position = min(self._position, self._length - 1)
        self._sync()

    def set_pace(self, ms: int) -> None:
        self.timer.setInterval(max(20, int(ms)))

    # -- moving -------------------------------------------------------------------------------
    def go(self, index: int) -> None:
        index = max(0, min(self._length - 1, int(index)))
        if index == self._position:
            self._sync()
            return
        self._position = index
        self._sync()
        self.moved_to.emit(index)

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self._position >= self._length - 1:
            self.go(0)      # from the end, playing starts over
        self.timer.start()
        self._sync()

    def pause(self) -> None:
        self.timer.stop()
        self._sync()

    def _tick(self) -> None:
        if self._position >= self._length - 1:
            self.pause()
            return
        self.go(self._position + 1)
        if self._position >= self._length - 1:
            self.pause()

    def _sync(self) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, self._length - 1)
        self.slider.setValue(self._position)
        self.slider.blockSignals(False)
        last = self._length - 1
        self.buttons["first"].setEnabled(self._position > 0)
        self.buttons["back"].setEnabled(self._position > 0)
        self.buttons["forward"].setEnabled(self._position < last)
        self.buttons["last"].setEnabled(self._position < last)
        play = self.buttons["play"]
        play.setText(translate("HistoryControls", "Pause") if self.playing else translate("HistoryControls", "Play"))
        play.setIcon(self.style().standardIcon(QStyle.SP_MediaPause if self.playing else QStyle.SP_MediaPlay))
        self.buttons["play"].setEnabled(last > 0)
        self.label.setText(translate("HistoryControls", "Position {n} of {last}").format(n=self._position, last=last))
