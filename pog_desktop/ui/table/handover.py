"""The hotseat hand-over screen: covers the hand and anything else secret until the named
player clicks to continue, so the other player never sees it (issue 6, Seats and modes).

``HandoverGate(secret)`` shows ``secret`` or, after ``cover(seat, name, side)``, a cover page
in the incoming side's colour. Clicking Continue reveals and emits ``continued(seat)``."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from .palette import side_colour, side_name
from ..translate import translate


class HandoverGate(QStackedWidget):
    continued = Signal(str)

    def __init__(self, secret: QWidget, parent=None):
        super().__init__(parent)
        self.secret = secret
        self.seat: str | None = None
        self._cover = QWidget()
        self._cover.setObjectName("handover_cover")
        box = QVBoxLayout(self._cover)
        box.addStretch(1)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignCenter)
        self.message.setWordWrap(True)
        box.addWidget(self.message)
        self.continue_button = QPushButton(translate("Handover", "Continue"))
        self.continue_button.setObjectName("handover_continue")
        self.continue_button.setMinimumHeight(36)
        self.continue_button.clicked.connect(self.reveal)
        box.addWidget(self.continue_button, 0, Qt.AlignCenter)
        box.addStretch(1)
        self.addWidget(secret)
        self.addWidget(self._cover)
        self.setCurrentWidget(secret)

    @property
    def is_covered(self) -> bool:
        return self.currentWidget() is self._cover

    def cover(self, seat: str, name: str, side: str | None = None, why: str = "") -> None:
        """Hide the secret until ``name`` (sitting at ``seat``) clicks Continue."""
        self.seat = seat
        side = side or seat
        self._cover.setStyleSheet(f"#handover_cover {{ background: {side_colour(side)}; }}"
                                  " QLabel { color: white; font-size: 14pt; }")
        text = translate("Handover", "Pass the screen to {name} ({side}).").format(name=name, side=side_name(side))
        if why:
            text += f"\n{why}"
        self.message.setText(text + "\n\n" + translate("Handover", "{name}: click Continue when the other player "
                                                                   "cannot see the screen.").format(name=name))
        self.continue_button.setText(translate("Handover", "Continue as {name}").format(name=name))
        self.setCurrentWidget(self._cover)

    def uncover(self) -> None:
        """Take the cover away without a hand-over (the seat that sees the screen decides again)."""
        self.setCurrentWidget(self.secret)

    def reveal(self) -> None:
        self.setCurrentWidget(self.secret)
        self.continued.emit(self.seat or "")
