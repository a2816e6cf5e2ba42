"""The board's own words in the interface's language (context ``Board``): marker names and
their printed codes, off-map box names, terrain, the sandbox's undo descriptions. Game terms
follow docs/glossary.md (Italian: the 2004 rulebook; Spanish: the PuG playbook).

Constants are marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds them, and
translated where they are shown; box names come from the game's ``map.json`` and are marked
here (``tests/ui/board/test_board_words.py`` fails when the data gains an unmarked one).
"""
from __future__ import annotations

from ..translate import QT_TRANSLATE_NOOP, translate

C = "Board"

# marker kind -> its name (the side and level are filled in: "{side}" is CP or AP)
MARKER_NAMES = {
    "trench": QT_TRANSLATE_NOOP("Board", "Trench L{level} ({side})"),
    "control": QT_TRANSLATE_NOOP("Board", "{side} control"),
    "besieged": QT_TRANSLATE_NOOP("Board", "Besieged"),
    "fort_destroyed": QT_TRANSLATE_NOOP("Board", "Fort destroyed"),
    "oos": QT_TRANSLATE_NOOP("Board", "Out of supply"),
    "activated_move": QT_TRANSLATE_NOOP("Board", "Activated move"),
    "activated_attack": QT_TRANSLATE_NOOP("Board", "Activated attack"),
    "moved": QT_TRANSLATE_NOOP("Board", "Moved"),
    "attacked": QT_TRANSLATE_NOOP("Board", "Attacked"),
    "entrenching": QT_TRANSLATE_NOOP("Board", "Entrenching"),
    "beachhead": QT_TRANSLATE_NOOP("Board", "Beachhead"),
    "ru_vp": QT_TRANSLATE_NOOP("Board", "Russian VP"),
    "unrest": QT_TRANSLATE_NOOP("Board", "Unrest"),
    "disrupted": QT_TRANSLATE_NOOP("Board", "Disrupted"),
}
# marker kind -> the short code printed on the chip (the trench's level and control's side are added)
MARKER_CODES = {
    "trench": QT_TRANSLATE_NOOP("BoardCode", "T{level}"),
    "besieged": QT_TRANSLATE_NOOP("BoardCode", "SIEGE"),
    "fort_destroyed": QT_TRANSLATE_NOOP("BoardCode", "F✕"),
    "oos": QT_TRANSLATE_NOOP("BoardCode", "OOS"),
    "activated_move": QT_TRANSLATE_NOOP("BoardCode", "MOVE"),
    "activated_attack": QT_TRANSLATE_NOOP("BoardCode", "ATK"),
    "moved": QT_TRANSLATE_NOOP("BoardCode", "MVD"),
    "attacked": QT_TRANSLATE_NOOP("BoardCode", "ATKD"),
    "entrenching": QT_TRANSLATE_NOOP("BoardCode", "ENT"),
    "beachhead": QT_TRANSLATE_NOOP("BoardCode", "BH"),
    "ru_vp": QT_TRANSLATE_NOOP("BoardCode", "RU VP"),
    "unrest": QT_TRANSLATE_NOOP("BoardCode", "UNR"),
    "disrupted": QT_TRANSLATE_NOOP("BoardCode", "DIS"),
}

# The off-map boxes of both games' map.json, by their English name.
BOX_NAMES = (
    QT_TRANSLATE_NOOP("BoardBox", "CP Reserve Box"), QT_TRANSLATE_NOOP("BoardBox", "AP Reserve Box"),
    QT_TRANSLATE_NOOP("BoardBox", "CP Eliminated Box"), QT_TRANSLATE_NOOP("BoardBox", "AP Eliminated Box"),
    QT_TRANSLATE_NOOP("BoardBox", "CP Permanently Eliminated"),
    QT_TRANSLATE_NOOP("BoardBox", "AP Permanently Eliminated"),
    QT_TRANSLATE_NOOP("BoardBox", "CP Reinforcements"), QT_TRANSLATE_NOOP("BoardBox", "AP Reinforcements"),
    QT_TRANSLATE_NOOP("BoardBox", "CP Corps Assets Box"), QT_TRANSLATE_NOOP("BoardBox", "AP Corps Assets Box"),
    QT_TRANSLATE_NOOP("BoardBox", "CP units not yet in play"),
    QT_TRANSLATE_NOOP("BoardBox", "AP units not yet in play"),
    QT_TRANSLATE_NOOP("BoardBox", "Bakhtiari"), QT_TRANSLATE_NOOP("BoardBox", "Kurds"),
    QT_TRANSLATE_NOOP("BoardBox", "Senussi"), QT_TRANSLATE_NOOP("BoardBox", "Bawi"),
    QT_TRANSLATE_NOOP("BoardBox", "Laz"), QT_TRANSLATE_NOOP("BoardBox", "Qashqai"),
    QT_TRANSLATE_NOOP("BoardBox", "Tangistani"), QT_TRANSLATE_NOOP("BoardBox", "Marsh"),
    QT_TRANSLATE_NOOP("BoardBox", "NW Frontier"), QT_TRANSLATE_NOOP("BoardBox", "Jangali"),
    QT_TRANSLATE_NOOP("BoardBox", "Sinjabi"),
)

# The sea names and inset titles printed on the map (``background.SEA_LABELS``, ``INSETS``).
MAP_NAMES = (
    QT_TRANSLATE_NOOP("Board", "North Sea"), QT_TRANSLATE_NOOP("Board", "Baltic Sea"),
    QT_TRANSLATE_NOOP("Board", "Atlantic Ocean"), QT_TRANSLATE_NOOP("Board", "Mediterranean Sea"),
    QT_TRANSLATE_NOOP("Board", "Black Sea"), QT_TRANSLATE_NOOP("Board", "Adriatic"),
    QT_TRANSLATE_NOOP("Board", "Aegean"), QT_TRANSLATE_NOOP("Board", "Caspian"),
    QT_TRANSLATE_NOOP("Board", "Persian Gulf"), QT_TRANSLATE_NOOP("Board", "Red Sea"),
    QT_TRANSLATE_NOOP("Board", "Near East map"), QT_TRANSLATE_NOOP("Board", "Gallipoli"),
)

TERRAIN = {
    "clear": QT_TRANSLATE_NOOP("Board", "clear"), "mountain": QT_TRANSLATE_NOOP("Board", "mountain"),
    "forest": QT_TRANSLATE_NOOP("Board", "forest"), "desert": QT_TRANSLATE_NOOP("Board", "desert"),
    "swamp": QT_TRANSLATE_NOOP("Board", "swamp"),
}


def side_code(side: str | None) -> str:
    return (side or "?").upper()


def marker_label(m) -> str:
    """A marker's name as a menu or tooltip shows it ("Trench L2 (CP)")."""
    return translate(C, MARKER_NAMES[m.kind]).format(level=m.level, side=side_code(m.side))


def marker_code(m) -> str:
    """The code printed on a marker's chip."""
    if m.kind == "control":
        return side_code(m.side)
    return translate("BoardCode", MARKER_CODES[m.kind]).format(level=m.level)


def box_name(box) -> str:
    """An off-map box's name (``box``: a ``Box`` or anything with ``name``)."""
    return translate("BoardBox", box.name)


def location_name(game, location: str) -> str:
    """A space's or a box's name in the interface's language (the id when neither)."""
    from ..game_words import space_name
    if location in game.map.spaces:
        return space_name(game.game, game.map.spaces[location])
    if location in game.map.boxes:
        return box_name(game.map.boxes[location])
    return location.replace("_", " ")


def terrain_name(terrain: str | None) -> str:
    return translate(C, TERRAIN[terrain]) if terrain in TERRAIN else (terrain or "")



# Words of the tooltips: unit types, maps, space kinds, seas and areas of both games' data.
WORDS = {
    "army": QT_TRANSLATE_NOOP("Board", "army"), "corps": QT_TRANSLATE_NOOP("Board", "corps"),
    "division": QT_TRANSLATE_NOOP("Board", "division"), "irregular": QT_TRANSLATE_NOOP("Board", "irregular"),
    "tribe": QT_TRANSLATE_NOOP("Board", "tribe"), "hq": QT_TRANSLATE_NOOP("Board", "HQ"),
    "heavy_artillery": QT_TRANSLATE_NOOP("Board", "heavy artillery"),
    "europe": QT_TRANSLATE_NOOP("Board", "Europe map"), "neareast": QT_TRANSLATE_NOOP("Board", "Near East map"),
    "main": QT_TRANSLATE_NOOP("Board", "Main map"), "gallipoli": QT_TRANSLATE_NOOP("Board", "Gallipoli map"),
    "beachhead": QT_TRANSLATE_NOOP("Board", "Beachhead"), "region": QT_TRANSLATE_NOOP("Board", "Region"),
    "island_base": QT_TRANSLATE_NOOP("Board", "Island base"),
    "balkans_only": QT_TRANSLATE_NOOP("Board", "Balkans only"),
    "persia_india_baluchistan_only": QT_TRANSLATE_NOOP("Board", "Persia, India and Baluchistan only"),
    "india_only": QT_TRANSLATE_NOOP("Board", "India only"),
    "east_mediterranean": QT_TRANSLATE_NOOP("Board", "East Mediterranean"),
    "black_sea": QT_TRANSLATE_NOOP("Board", "Black Sea"), "aegean": QT_TRANSLATE_NOOP("Board", "Aegean"),
    "persian_gulf": QT_TRANSLATE_NOOP("Board", "Persian Gulf"), "red_sea": QT_TRANSLATE_NOOP("Board", "Red Sea"),
    "caspian": QT_TRANSLATE_NOOP("Board", "Caspian"), "marmara": QT_TRANSLATE_NOOP("Board", "Sea of Marmara"),
    "dardanelles": QT_TRANSLATE_NOOP("Board", "Dardanelles"), "suez_canal": QT_TRANSLATE_NOOP("Board", "Suez Canal"),
    "mesopotamia": QT_TRANSLATE_NOOP("Board", "Mesopotamia"),
    "syria_palestine": QT_TRANSLATE_NOOP("Board", "Syria-Palestine"), "persia": QT_TRANSLATE_NOOP("Board", "Persia"),
    "central_asia": QT_TRANSLATE_NOOP("Board", "Central Asia"), "afghanistan": QT_TRANSLATE_NOOP("Board", "Afghanistan"),
}


def word(key: str | None) -> str:
    """A data word (unit type, map, sea ...) in the interface's language; unknown ones readable."""
    if key in WORDS:
        return translate(C, WORDS[key])
    return (key or "").replace("_", " ")
