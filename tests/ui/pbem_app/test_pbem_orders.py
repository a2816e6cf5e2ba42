"""Issue 12, standing orders in the app: whether to be asked for combat cards, which units take
losses first (ticked, in list order), whether to retreat; the orders module accepts them."""
from __future__ import annotations

from PySide6.QtCore import Qt

from pog_desktop.match.postal import orders as orders_mod
from pog_desktop.ui.pbem.dialogs import OrdersDialog


def test_pbem_orders_dialog_units_to_lose_first(qtbot):
    units = [("ge_1", "German 1st Army"), ("ge_2", "German 2nd Army"), ("ge_3", "German 3rd Army")]
    d = OrdersDialog({"combat_cards": "never", "losses": ["ge_3"], "retreat": "stay"}, units=units)
    qtbot.addWidget(d)
    assert d.boxes["losses"].currentData() == "first"
    assert d.first.item(0).data(Qt.UserRole) == "ge_3" and d.first.item(0).checkState() == Qt.Checked
    d.first.item(2).setCheckState(Qt.Checked)            # ge_2 ticked too, after ge_3
    d.boxes["retreat"].setCurrentIndex(d.boxes["retreat"].findData("retreat"))
    out = d.values()
    assert out == {"combat_cards": "never", "losses": ["ge_3", "ge_2"], "retreat": "retreat"}
    assert orders_mod.check(out) is None
    d.boxes["losses"].setCurrentIndex(d.boxes["losses"].findData("auto"))
    assert d.values()["losses"] == "auto"


def test_pbem_orders_dialog_first_with_nothing_ticked_asks(qtbot):
    d = OrdersDialog({}, units=[("ge_1", "German 1st Army")])
    qtbot.addWidget(d)
    d.boxes["losses"].setCurrentIndex(d.boxes["losses"].findData("first"))
    assert d.values() == {"combat_cards": "ask", "losses": "ask", "retreat": "ask"}


def test_pbem_orders_dialog_retreat_toward_named_spaces(qtbot):
    spaces = {"warsaw": "Warsaw", "brest_litovsk": "Brest Litovsk"}
    d = OrdersDialog({"retreat_to": ["warsaw"]}, spaces=spaces)
    qtbot.addWidget(d)
    assert d.retreat_to.text() == "Warsaw"
    d.retreat_to.setText("brest litovsk, Nowhere")
    d.accept()
    assert d.problem.text() == "No such space: Nowhere" and d.result() == 0      # refused, the dialog stays
    d.retreat_to.setText("Brest Litovsk, warsaw")
    d.accept()
    assert d.result() == 1 and d.values()["retreat_to"] == ["brest_litovsk", "warsaw"]
    assert orders_mod.check(d.values()) is None
