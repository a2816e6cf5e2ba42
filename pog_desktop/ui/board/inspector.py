"""The stack inspector: every unit of the opened stack with its factors, top first."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from ..game_words import space_name, unit_name
from .scene import BoardScene
from .stacking import StackKey
from .board_words import box_name, word
from ..translate import QT_TRANSLATE_NOOP, translate

COLUMNS = (QT_TRANSLATE_NOOP("StackInspector", "Unit"), QT_TRANSLATE_NOOP("StackInspector", "Type"),
           QT_TRANSLATE_NOOP("StackInspector", "Step"), "C-L-M")
HINT = QT_TRANSLATE_NOOP("StackInspector", "Point at a stack (or click it) to list its units")


class StackInspector(QWidget):
    def __init__(self, scene: BoardScene, parent=None):
        super().__init__(parent)
        self.scene = scene
        self.title = QLabel(translate("StackInspector", HINT))
        self.title.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([translate("StackInspector", c) for c in COLUMNS])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.tree)
        scene.stackOpened.connect(self.show_stack)

    def unit_ids(self) -> list[str]:
        return [self.tree.topLevelItem(i).data(0, 256) for i in range(self.tree.topLevelItemCount())]

    def show_stack(self, location: str, group: str) -> None:
        self.tree.clear()
        if not location:
            self.title.setText(translate("StackInspector", HINT))
            return
        game, pos = self.scene.game, self.scene.position
        where = (space_name(game.game, game.map.spaces[location]) if location in game.map.spaces
                 else box_name(self.scene.boxes[location]))
        units = self.scene.stack_units(StackKey(location, group))
        count = translate("StackInspector", "1 unit") if len(units) == 1 else \
            translate("StackInspector", "{n} units").format(n=len(units))
        self.title.setText(f"<b>{where}</b> — {group.upper()}: {count}")
        for uid in units:
            unit, reduced = game.units[uid], pos.units[uid].reduced
            row = QTreeWidgetItem([unit_name(game.game, unit), word(unit.type), translate("StackInspector", "reduced") if reduced
                                   else translate("StackInspector", "full"), str(unit.factors(reduced))])
            row.setData(0, 256, uid)
            row.setToolTip(0, translate("StackInspector", "full {full}, reduced {reduced}").format(full=unit.full,
                                                                                                reduced=unit.reduced))
            self.tree.addTopLevelItem(row)
        for c in range(len(COLUMNS)):
            self.tree.resizeColumnToContents(c)
