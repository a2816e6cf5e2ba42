"""The player's look of the board (Settings ▸ Table look): label size, stack spread, a
colour-blind-safe palette, and the pace of replays. Qt-light: the values live here, and
``restyle(scene)`` redraws a scene that was built before they changed.

The colour-blind palette takes the Okabe-Ito and Paul Tol hues, which stay apart for the
common red-green colour blindnesses; it recolours nations, sides and the map's marks
(``CB_MARKS``: where a unit can go is bluish green, an attack vermillion, never red against
green; the play layer applies them, since the board knows no rules)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from . import palette, stacking

STANDARD = "standard"
COLOUR_BLIND = "colour_blind"
PALETTES = {STANDARD: "Standard", COLOUR_BLIND: "Colour-blind safe"}
LABEL_SCALES = (0.8, 1.0, 1.2, 1.4)
SPREADS = (1.0, 2.0, 3.0)
PACES_MS = {"slow": 1400, "normal": 700, "fast": 250}

CB_NATIONS: dict[str, tuple[str, str]] = {
    "ge": ("#555555", "#ffffff"), "ah": ("#56b4e9", "#0b1e2a"), "tu": ("#f0e442", "#2a2600"),
    "bu": ("#cc79a7", "#1e0b16"), "sn": ("#f0e442", "#2a2600"),
    "fr": ("#0072b2", "#ffffff"), "br": ("#e69f00", "#1e1400"), "ru": ("#009e73", "#ffffff"),
    "it": ("#d55e00", "#ffffff"), "us": ("#332288", "#ffffff"), "be": ("#882255", "#ffffff"),
    "sb": ("#aa4499", "#ffffff"), "ro": ("#ddcc77", "#2a2000"), "gr": ("#88ccee", "#06202c"),
    "mn": ("#44aa99", "#ffffff"), "ana": ("#eeeebb", "#2a2a00"),
}
CB_SIDES = {"ap": "#0072b2", "cp": "#3a3a3a"}
CB_MARKS = {"MOVE": "#009e73", "SOURCE": "#0072b2", "ATTACK": "#d55e00", "CHOICE": "#cc79a7", "PATH": "#000000"}

_STANDARD_NATIONS = dict(palette.NATION_COLOURS)
_STANDARD_SIDES = dict(palette.SIDE_COLOURS)
_BASE_PILE_STEP = stacking.PILE_STEP


@dataclass(frozen=True)
class Look:
    label_scale: float = 1.0
    stack_spread: float = 1.0
    palette: str = STANDARD
    pace: str = "normal"

    @property
    def pace_ms(self) -> int:
        return PACES_MS[self.pace]

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, doc) -> "Look":
        """A stored look; values out of range or of the wrong type fall back to the default
        (settings are never worth refusing to start over)."""
        look = cls()
        if not isinstance(doc, dict):
            return look
        checks = {"label_scale": lambda v: v in LABEL_SCALES, "stack_spread": lambda v: v in SPREADS,
                  "palette": lambda v: v in PALETTES, "pace": lambda v: v in PACES_MS}
        good = {k: doc[k] for k, ok in checks.items() if k in doc and not isinstance(doc[k], bool) and ok(doc[k])}
        return replace(look, **good)


_current = Look()


def current() -> Look:
    return _current


def label_scale() -> float:
    return _current.label_scale


def use(look: Look) -> None:
    """Make ``look`` the board's look: boards built from now on are drawn with it; call
    ``restyle`` for one built before."""
    global _current
    _current = look
    palette.NATION_COLOURS.clear()
    palette.NATION_COLOURS.update(_STANDARD_NATIONS if look.palette == STANDARD else {**_STANDARD_NATIONS,
                                                                                        **CB_NATIONS})
    palette.SIDE_COLOURS.clear()
    palette.SIDE_COLOURS.update(_STANDARD_SIDES if look.palette == STANDARD else CB_SIDES)
    stacking.PILE_STEP = _BASE_PILE_STEP * look.stack_spread


def restyle(scene) -> None:
    """Redraw a built scene with the current look: colours, label sizes and stack spread."""
    from .background import record_background
    from .items.counter_item import CounterItem
    from .items.space_item import SpaceItem
    for item in scene.space_items.values():
        fresh = SpaceItem(item.space)
        item.prepareGeometryChange()
        item._fill, item._bounds = fresh._fill, fresh._bounds
    for item in scene.counter_items.values():
        fresh = CounterItem(item.unit)
        item._fill, item._ink, item._edge = fresh._fill, fresh._ink, fresh._edge
    for item in scene.box_items.values():
        item._edge = palette.SIDE_COLOURS.get(item.box.side, item._edge)
    for item in scene.painted_items():
        item._pictures.clear()
        item.update()
    scene.background = record_background(scene.game.map, scene.sceneRect())
    scene.set_position(scene.position)
    for view in scene.views():
        view.resetCachedContent()
        view.viewport().update()
