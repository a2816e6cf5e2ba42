"""Nation colours of counters and map spaces.

Chosen to be told apart at a glance and to echo the printed counters a PoG player knows:
Central Powers in field grey (GE), pale blue-grey (AH), ochre (TU) and brown (BU);
Allied Powers in French blue (FR), khaki (BR), olive green (RU), light green (IT),
olive drab (US), and distinct hues for the small allies (BE brick red, SB purple,
RO orange, GR sky blue, MN plum, ANA sand, PT/PL/AUS/CND as their parent).
Each entry is (counter fill, text colour); ``map_tint`` gives the paler fill of a
space so that counters stand out against their own country.
Qt-free: colours are ``#rrggbb`` strings.
"""
from __future__ import annotations

# nation -> (counter fill, ink)
NATION_COLOURS: dict[str, tuple[str, str]] = {
    # Central Powers
    "ge": ("#6e7378", "#ffffff"),
    "ah": ("#9db9cf", "#10202c"),
    "tu": ("#dcb944", "#2a2000"),
    "bu": ("#8a5a2e", "#ffffff"),
    "sn": ("#dcb944", "#2a2000"),   # Senussi fight with the Turks
    # Allied Powers
    "fr": ("#2f62c0", "#ffffff"),
    "br": ("#d2ad74", "#2a1a00"),
    "ru": ("#5d7a2f", "#ffffff"),
    "it": ("#93cf6a", "#102800"),
    "us": ("#7b6c3b", "#ffffff"),
    "be": ("#c24a38", "#ffffff"),
    "sb": ("#8d4fa3", "#ffffff"),
    "ro": ("#e08a2c", "#231000"),
    "gr": ("#5aaee6", "#001a2a"),
    "mn": ("#6e3561", "#ffffff"),
    "ana": ("#e8d7a8", "#2a1a00"),
    # Pursuit of Glory nations
    "tua": ("#b8c46a", "#1e2400"),   # Turkish-Arab: the Turkish ochre turned green
    "in": ("#c77a3a", "#ffffff"),    # Indian Army
    "anz": ("#8c7a4a", "#ffffff"),   # ANZAC
    "tr": ("#a0826d", "#ffffff"),    # tribes
    "re": ("#2e6b4f", "#ffffff"),    # Jihad rebels
    "arm": ("#d9642b", "#ffffff"),
    "geo": ("#7a2e45", "#ffffff"),
    "af": ("#c9c3b5", "#202020"),
    # Neutral map areas (spaces only)
    "pe": ("#c9c3b5", "#202020"),
    "al": ("#c9c3b5", "#202020"),
    "eg": ("#d2ad74", "#2a1a00"),   # British-held Egypt
    "ar": ("#e8d7a8", "#2a1a00"),
}
SIDE_COLOURS = {"ap": "#1f4fa8", "cp": "#3a3a3a"}
UNKNOWN = ("#bbbbbb", "#000000")


def counter_colours(nation: str | None) -> tuple[str, str]:
    """(fill, ink) of a counter of ``nation``; grey for an unknown nation."""
    return NATION_COLOURS.get(nation or "", UNKNOWN)


def mix(colour: str, other: str, t: float) -> str:
    """``colour`` moved a fraction ``t`` towards ``other``."""
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b))


def map_tint(nation: str | None) -> str:
    """Pale fill of a map area: the nation colour washed towards paper."""
    return mix(counter_colours(nation)[0], "#f4efe1", 0.62)


def is_light(colour: str) -> bool:
    """True for colours too pale to read on white paper."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b > 150
