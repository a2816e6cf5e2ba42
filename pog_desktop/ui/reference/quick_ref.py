"""The quick reference pages as HTML (Qt-free): the sequence of play in our own words, and
the fire tables and terrain effects chart drawn from the game's own data
(``resources/<game>/combat.json`` through ``data.combat_tables``), laid out our way."""
from __future__ import annotations

from html import escape

# Our own short wording of the turn (rule 6.0); the rule numbers let a player look it up.
SEQUENCE = (
    ("A. Mandated offensive (7.0)", "Each side rolls a die on its own table: the result names the nation "
                                     "that should attack this turn, or none."),
    ("B. Action phase (8.0)", "Six action rounds; in each the "
                              "Central Powers act, then the Allies. An action is one card played for OPS, SR, "
                              "RP or its event, or a 1-OPS action without a card, or a peace offer."),
    ("C. Attrition (14.3)", "Out-of-supply units are eliminated: corps to the eliminated box, armies for good."),
    ("D. Siege (15.3)", "Each besieged fort rolls to see whether it falls."),
    ("E. War status (16.0)", "Score the turn's VP entries, check automatic victory and the armistice, then "
                             "each side checks whether its war commitment rises (not on turn 1)."),
    ("F. Replacements (17.0)", "The Allies, then the Central Powers spend the RP gained from cards this turn; "
                               "what is not spent is lost."),
    ("G. Draw (9.1)", "Each side may discard combat cards, then draws up to its hand size."),
    ("H. End of turn", "The turn marker moves on, unless the war is over or this was the last turn."),
)

COMBAT_STEPS = (
    "Designate the attackers and the target space (final once made).",
    "Add up each side's combat factors (the defender adds an undestroyed fort of his).",
    "The attacker may play cards that cancel trenches, then may try a flank attack.",
    "Combat cards: attacker first, then defender; they give die roll modifiers.",
    "Each side finds its column (Army table if it has an army, else Corps) and shifts it for terrain "
    "and trenches of the defender's space.",
    "Each side rolls a die plus its modifiers (kept within 1-6): the table gives the losses it inflicts.",
    "Losses are taken; the higher loss number wins the combat (a tie: both lose).",
    "If the attacker won with a full-strength unit left, the defender retreats; the winner may advance.",
)


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
    rows = "".join(f"<dt><b>{escape(t)}</b></dt><dd>{escape(d)}</dd>" for t, d in SEQUENCE)
    steps = "".join(f"<li>{escape(s)}</li>" for s in COMBAT_STEPS)
    return f"<h2>Sequence of play</h2><dl>{rows}</dl><h3>A combat, step by step (12.2)</h3><ol>{steps}</ol>"


def fire_table_html(table) -> str:
    """One fire table: strength columns across, die faces down, loss numbers inside."""
    head = ["Die"] + [table.label(i) for i in range(len(table.columns))]
    rows = [[str(face)] + [str(v) for v in row] for face, row in enumerate(table.rows, 1)]
    return f"<h3>{escape(table.name)}</h3>" + _table(head, rows)


def combat_tables_html(tables) -> str:
    """``tables``: ``data.combat_tables.CombatTables``."""
    note = ("<p>Find the column of the firing side's combat strength, shift it for the defender's terrain "
            "and trench (shifts past either edge are lost), roll one die and add the modifiers (the result "
            "stays within 1-6): the number is the losses inflicted on the enemy.</p>")
    return "<h2>Fire tables</h2>" + note + fire_table_html(tables.army) + fire_table_html(tables.corps)


def _shift(n: int) -> str:
    if n == 0:
        return "—"
    return f"{abs(n)} column{'s' if abs(n) > 1 else ''} {'left' if n < 0 else 'right'}"


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


TERRAIN_NAMES = {"trench1": "Trench, level 1", "trench2": "Trench, level 2"}


def terrain_rows(tables) -> list[list[str]]:
    rows = []
    for tid, t in tables.terrain.items():
        rows.append([TERRAIN_NAMES.get(tid, tid.capitalize()), str(t.mp), _shift(t.attacker_shift),
                     _shift(t.defender_shift), _yes(t.cancel_retreat), _yes(t.advance_stops), _yes(t.flank),
                     "yes" if t.summer_combat else "no combat in Summer"])
    return rows


def terrain_html(tables) -> str:
    head = ["Terrain", "MP to enter", "Attacker's fire", "Defender's fire", "Retreat may be cancelled",
            "Advance stops", "Flank attack", "Combat in Summer"]
    note = ("<p>Shifts of terrain and trench add up. A defender whose space lets the retreat be cancelled may "
            "take one more step loss and stay. Trench shifts do not count for an attack on an empty fort.</p>")
    return "<h2>Terrain effects</h2>" + _table(head, terrain_rows(tables)) + note
