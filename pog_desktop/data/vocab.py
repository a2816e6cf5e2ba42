"""What each game's data files may say: the words (nations, unit types, link types ...) that
the one loader accepts for ``pog`` (Paths of Glory) and ``pug`` (Pursuit of Glory).

The loader is the same for both games; only this vocabulary differs. A Paths of Glory
nation in a Pursuit of Glory file (or the other way round) is refused like any unknown
word, so one game's data never leaks into the other's.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import DataError
from .model import BOX_KINDS, DECKS, MAPS, NATIONS, PLACEMENTS, TERRAINS, UNIT_TYPES


@dataclass(frozen=True)
class Vocabulary:
    game: str
    title: str
    nations: tuple[str, ...]
    maps: tuple[str, ...]
    unit_types: tuple[str, ...]
    box_kinds: tuple[str, ...]
    rp_pools: tuple[str, ...]
    max_card: int
    last_turn: int
    terrains: tuple[str, ...] = TERRAINS
    decks: tuple[str, ...] = DECKS
    placements: tuple[str, ...] = PLACEMENTS
    # map extensions (empty for Paths of Glory, whose files know none of them)
    space_kinds: tuple[str, ...] = ("space",)
    link_types: tuple[str, ...] = ("normal",)
    areas: tuple[str, ...] = ()
    seas: tuple[str, ...] = ()
    movers: tuple[str, ...] = ()          # what a restricted link's ``only`` may name
    unit_kinds: tuple[str, ...] = ()
    area_limits: tuple[str, ...] = ()
    # spaces: is ``vp`` a flag (PoG) or a value 1-2 (PuG); may a space belong to no side
    vp_values: bool = False
    neutral_spaces: bool = False
    # scenarios
    stacking_limit: int | None = 3        # units per space a setup may hold (10.1.1), None = not checked
    required_markers: tuple[str, ...] = ()
    optional_markers: tuple[str, ...] = ()
    neutral_units_on_map: bool = False    # PuG 1914: neutral Greece's divisions start on the map
    entry_setups_any_nation: bool = False  # PuG entries also bring the new ally's friends
    guns_of_august: bool = True
    start_boxes: tuple[str, ...] = ("reserve", "eliminated")
    tables_format: str = "pog-tables/1"
    space_markers: tuple[str, ...] = ()    # markers a setup may put in a space besides trenches
    editions: tuple[str, ...] = ("2004", "2022")
    has_options: bool = True               # the rule switches of scenario_options (Paths of Glory only)
    hand_size: int = 7


POG = Vocabulary(
    game="pog", title="Paths of Glory", nations=NATIONS, maps=MAPS, unit_types=UNIT_TYPES, box_kinds=BOX_KINDS,
    rp_pools=NATIONS + ("allied",), max_card=65, last_turn=20,
    required_markers=("turn", "vp", "ap_ws", "cp_ws", "combined_ws", "cp_russian_vp", "us_entry",
                      "russian_capitulation"))

# Pursuit of Glory (rules 2nd edition). Nations of units and spaces: TU-A (tua) is its own
# counter nation (treated as TU except at setup, playbook); tr = tribes, re = Jihad-revolt rebels,
# ar = Arab Revolt, arm/geo = Armenian and Georgian units, af = Afghanistan (a neutral country).
PUG_NATIONS = ("tu", "tua", "ge", "ah", "bu", "tr", "re", "br", "in", "anz", "ru", "fr", "it", "sb", "ro", "gr",
               "ar", "arm", "geo", "pe", "af")
PUG = Vocabulary(
    game="pug", title="Pursuit of Glory", nations=PUG_NATIONS, maps=("main", "gallipoli"),
    unit_types=("army", "corps", "division", "irregular", "tribe", "hq", "heavy_artillery"),
    box_kinds=("reserve", "corps_assets", "eliminated", "permanently_eliminated", "reinforcements", "tribal_war"),
    rp_pools=("ap_a", "br", "ru", "in", "cp_a", "ge", "tu", "any_cp", "revolt"), max_card=55, last_turn=17,
    placements=("reserve", "map"),
    space_kinds=("space", "region", "island_base", "beachhead"),
    link_types=("road", "rail", "incomplete_rail", "trans_regional", "strait", "sea", "beach", "restricted",
                "restricted_rail"),
    areas=("balkans", "anatolia", "caucasus", "russia", "azerbaijan", "persia", "arabistan", "mesopotamia",
           "syria_palestine", "sinai", "egypt", "gallipoli", "india", "central_asia", "afghanistan"),
    seas=("aegean", "east_mediterranean", "black_sea", "caspian", "persian_gulf", "red_sea", "marmara", "dardanelles",
          "suez_canal"),
    movers=PUG_NATIONS + ("ap", "cp", "ana", "senussi"),
    unit_kinds=("infantry", "elite_infantry", "cavalry", "camel", "armoured_car", "special"),
    area_limits=("balkans_only", "india_only", "persia_india_baluchistan_only"),
    vp_values=True, neutral_spaces=True, stacking_limit=None,
    required_markers=("turn", "vp", "ap_ws", "cp_ws", "combined_ws", "jihad", "ru_vp"),
    optional_markers=("tu_max_rp", "ap_mo_modifier", "parvus_turn", "revolution_turn", "tsar_turn",
                      "sinai_railway_turn", "ap_restricted_lcus", "cp_restricted_lcus"),
    neutral_units_on_map=True, entry_setups_any_nation=True, guns_of_august=False,
    start_boxes=("reserve", "corps_assets", "eliminated", "permanently_eliminated", "tribal_war"),
    tables_format="pog-grids/1", space_markers=("beachhead", "fort_destroyed", "ru_vp"), editions=("2nd",),
    has_options=False)

GAMES = {v.game: v for v in (POG, PUG)}


def vocabulary(game: str) -> Vocabulary:
    try:
        return GAMES[game]
    except KeyError:
        raise DataError(f"{game}", f"unknown game {game!r}; games are {', '.join(GAMES)}") from None
