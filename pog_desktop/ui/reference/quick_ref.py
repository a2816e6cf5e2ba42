"""The quick reference pages as HTML, in the installed language: the sequence of play in our own words, and
the fire tables and terrain effects chart drawn from the game's own data
(``resources/<game>/combat.json`` through ``data.combat_tables``), laid out our way."""
from __future__ import annotations

from html import escape

from ..translate import QT_TRANSLATE_NOOP, translate

SEQUENCE_OF_PLAY = QT_TRANSLATE_NOOP("QuickReference", "Sequence of play")
A_COMBAT_STEP_BY_STEP_12_2 = QT_TRANSLATE_NOOP("QuickReference", "A combat, step by step (12.2)")
FIRE_TABLES = QT_TRANSLATE_NOOP("QuickReference", "Fire tables")
TERRAIN_EFFECTS = QT_TRANSLATE_NOOP("QuickReference", "Terrain effects")

# Our own short wording of the turn (rule 6.0); the rule numbers let a player look it up.
SEQUENCE = (
    (QT_TRANSLATE_NOOP("QuickReference", "A. Mandated offensive (7.0)"), QT_TRANSLATE_NOOP("QuickReference", "Each side rolls a die on its own table: the result names the nation "
                                     "that should attack this turn, or none.")),
    (QT_TRANSLATE_NOOP("QuickReference", "B. Action phase (8.0)"), QT_TRANSLATE_NOOP("QuickReference", "Six action rounds; in each the "
                              "Central Powers act, then the Allies. An action is one card played for OPS, SR, "
                              "RP or its event, or a 1-OPS action without a card, or a peace offer.")),
    (QT_TRANSLATE_NOOP("QuickReference", "C. Attrition (14.3)"), QT_TRANSLATE_NOOP("QuickReference", "Out-of-supply units are eliminated: corps to the eliminated box, armies for good.")),
    (QT_TRANSLATE_NOOP("QuickReference", "D. Siege (15.3)"), QT_TRANSLATE_NOOP("QuickReference", "Each besieged fort rolls to see whether it falls.")),
    (QT_TRANSLATE_NOOP("QuickReference", "E. War status (16.0)"), QT_TRANSLATE_NOOP("QuickReference", "Score the turn's VP entries, check automatic victory and the armistice, then "
                             "each side checks whether its war commitment rises (not on turn 1).")),
    (QT_TRANSLATE_NOOP("QuickReference", "F. Replacements (17.0)"), QT_TRANSLATE_NOOP("QuickReference", "The Allies, then the Central Powers spend the RP gained from cards this turn; "
                               "what is not spent is lost.")),
    (QT_TRANSLATE_NOOP("QuickReference", "G. Draw (9.1)"), QT_TRANSLATE_NOOP("QuickReference", "Each side may discard combat cards, then draws up to its hand size.")),
    (QT_TRANSLATE_NOOP("QuickReference", "H. End of turn"), QT_TRANSLATE_NOOP("QuickReference", "The turn marker moves on, unless the war is over or this was the last turn.")),
)

COMBAT_STEPS = (
    QT_TRANSLATE_NOOP("QuickReference", "Designate the attackers and the target space (final once made)."),
    QT_TRANSLATE_NOOP("QuickReference", "Add up each side's combat factors (the defender adds an undestroyed fort of his)."),
    QT_TRANSLATE_NOOP("QuickReference", "The attacker may play cards that cancel trenches, then may try a flank attack."),
    QT_TRANSLATE_NOOP("QuickReference", "Combat cards: attacker first, then defender; they give die roll modifiers."),
    QT_TRANSLATE_NOOP("QuickReference", "Each side finds its column (Army table if it has an army, else Corps) and shifts it for terrain "
    "and trenches of the defender's space."),
    QT_TRANSLATE_NOOP("QuickReference", "Each side rolls a die plus its modifiers (kept within 1-6): the table gives the losses it inflicts."),
    QT_TRANSLATE_NOOP("QuickReference", "Losses are taken; the higher loss number wins the combat (a tie: both lose)."),
    QT_TRANSLATE_NOOP("QuickReference", "If the attacker won with a full-strength unit left, the defender retreats; the winner may advance."),
)


def _tr(text: str) -> str:
    return translate("QuickReference", text)


def _table(head: list[str], rows: list[list[str]], first_col_bold: bool = True) -> str:
    th = "".join(f"<th style='background:#e8dcc0; padding:2px 6px'>{escape(h)}</th>" for h in head)
    body = []
    for row in rows:
        cells = []
        for i, v in enumerate(row):
            b = ("<b>", "</b>") if (i == 0 and first_col_bold) else ("", "")
            cells.append(f"<td align='center' style='padding:2px 6px'>{b[0]}{escape(str(v))}{b[1]}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table border='1' cellspacing='0' cellpadding='2'><tr>{th}</tr>{''.join(body)}</table>"


def sequence_html() -> str:
    rows = "".join(f"<dt><b>{escape(_tr(t))}</b></dt><dd>{escape(_tr(d))}</dd>" for t, d in SEQUENCE)
    steps = "".join(f"<li>{escape(_tr(s))}</li>" for s in COMBAT_STEPS)
    return (f"<h2>{translate('QuickReference', SEQUENCE_OF_PLAY)}</h2><dl>{rows}</dl>"
            f"<h3>{translate('QuickReference', A_COMBAT_STEP_BY_STEP_12_2)}</h3><ol>{steps}</ol>")


def fire_table_html(table) -> str:
    """One fire table: strength columns across, die faces down, loss numbers inside."""
    head = [translate("QuickReference", "Die")] + [table.label(i) for i in range(len(table.columns))]
    rows = [[str(face)] + [str(v) for v in row] for face, row in enumerate(table.rows, 1)]
    return f"<h3>{escape(table.name)}</h3>" + _table(head, rows)


def combat_tables_html(tables) -> str:
    """``tables``: ``data.combat_tables.CombatTables``."""
    note = ("<p>" + translate("QuickReference", "Find the column of the firing side's combat strength, shift it for the defender's terrain "
            "and trench (shifts past either edge are lost), roll one die and add the modifiers (the result "
            "stays within 1-6): the number is the losses inflicted on the enemy.") + "</p>")
    return f"<h2>{translate('QuickReference', FIRE_TABLES)}</h2>" + note + fire_table_html(tables.army) + fire_table_html(tables.corps)


def _shift(n: int) -> str:
    if n == 0:
        return "—"
    if n == -1:
        return translate("QuickReference", "1 column left")
    if n == 1:
        return translate("QuickReference", "1 column right")
    return (translate("QuickReference", "{n} columns left") if n < 0
            else translate("QuickReference", "{n} columns right")).format(n=abs(n))


def _yes(flag: bool) -> str:
    return translate("QuickReference", "yes") if flag else translate("QuickReference", "no")


TERRAIN_NAMES = {"trench1": QT_TRANSLATE_NOOP("QuickReference", "Trench, level 1"),
                 "trench2": QT_TRANSLATE_NOOP("QuickReference", "Trench, level 2"),
                 "clear": QT_TRANSLATE_NOOP("QuickReference", "Clear"),
                 "mountain": QT_TRANSLATE_NOOP("QuickReference", "Mountain"),
                 "swamp": QT_TRANSLATE_NOOP("QuickReference", "Swamp"),
                 "forest": QT_TRANSLATE_NOOP("QuickReference", "Forest"),
                 "desert": QT_TRANSLATE_NOOP("QuickReference", "Desert")}


def terrain_rows(tables) -> list[list[str]]:
    rows = []
    for tid, t in tables.terrain.items():
        rows.append([_tr(TERRAIN_NAMES[tid]) if tid in TERRAIN_NAMES else tid.capitalize(), str(t.mp), _shift(t.attacker_shift),
                     _shift(t.defender_shift), _yes(t.cancel_retreat), _yes(t.advance_stops), _yes(t.flank),
                     _yes(True) if t.summer_combat else translate("QuickReference", "no combat in Summer")])
    return rows


def terrain_html(tables) -> str:
    head = [_tr(h) for h in (QT_TRANSLATE_NOOP("QuickReference", "Terrain"),
                             QT_TRANSLATE_NOOP("QuickReference", "MP to enter"),
                             QT_TRANSLATE_NOOP("QuickReference", "Attacker's fire"),
                             QT_TRANSLATE_NOOP("QuickReference", "Defender's fire"),
                             QT_TRANSLATE_NOOP("QuickReference", "Retreat may be cancelled"),
                             QT_TRANSLATE_NOOP("QuickReference", "Advance stops"),
                             QT_TRANSLATE_NOOP("QuickReference", "Flank attack"),
                             QT_TRANSLATE_NOOP("QuickReference", "Combat in Summer"))]
    note = ("<p>" + translate("QuickReference", "Shifts of terrain and trench add up. A defender whose space lets the retreat be cancelled may "
            "take one more step loss and stay. Trench shifts do not count for an attack on an empty fort.") + "</p>")
    return f"<h2>{translate('QuickReference', TERRAIN_EFFECTS)}</h2>" + _table(head, terrain_rows(tables)) + note
