"""The words the new-game dialogs show for data the UI does not own: the scenarios' titles and
the optional rules' captions and summaries (``data.scenarios``, ``data.scenario_options``),
marked here for ``pyside6-lupdate`` under the context ``ScenarioText``.

``scenario_text(text)`` gives the installed language's text (English when a text is not marked,
e.g. a scenario added later); a test checks every scenario title and option text is marked."""
from __future__ import annotations

from ..translate import QT_TRANSLATE_NOOP, translate

CONTEXT = "ScenarioText"

MARKED = (
    QT_TRANSLATE_NOOP("ScenarioText", "Campaign (August 1914 - Winter 1919)"),
    QT_TRANSLATE_NOOP("ScenarioText", "Historical (2022 rules)"),
    QT_TRANSLATE_NOOP("ScenarioText", "Introductory (August - Fall 1914)"),
    QT_TRANSLATE_NOOP("ScenarioText", "Limited War (August 1914 - Summer 1916)"),
    QT_TRANSLATE_NOOP("ScenarioText", "Tournament: Campaign"),
    QT_TRANSLATE_NOOP("ScenarioText", "Tournament: Limited War"),
    QT_TRANSLATE_NOOP("ScenarioText", "Ruleset"),
    QT_TRANSLATE_NOOP("ScenarioText", "which rulebook's wording the engine follows; defaults to the scenario's "
                                      "edition"),
    QT_TRANSLATE_NOOP("ScenarioText", "Alternate setup"),
    QT_TRANSLATE_NOOP("ScenarioText", "one AH corps starts in Stanislau and one RU corps in Lutsk instead of their "
                                      "reserve boxes (standard in the 2022 setup)"),
    QT_TRANSLATE_NOOP("ScenarioText", "No commitment increase"),
    QT_TRANSLATE_NOOP("ScenarioText", "war commitment never rises"),
    QT_TRANSLATE_NOOP("ScenarioText", "Star event VP"),
    QT_TRANSLATE_NOOP("ScenarioText", "+1 VP when the CP play a * event, -1 VP when the AP do"),
    QT_TRANSLATE_NOOP("ScenarioText", "Eight card hands"),
    QT_TRANSLATE_NOOP("ScenarioText", "hands of 8 cards instead of 7"),
    QT_TRANSLATE_NOOP("ScenarioText", "Optional cards"),
    QT_TRANSLATE_NOOP("ScenarioText", "use the optional cards 56-65 (2022 only): none, all, or some each player "
                                      "picks"),
    QT_TRANSLATE_NOOP("ScenarioText", "Entrench DRM"),
    QT_TRANSLATE_NOOP("ScenarioText", "-1 drm to an entrench roll after a failed attempt in the prior round"),
    QT_TRANSLATE_NOOP("ScenarioText", "Sedan RP bonus"),
    QT_TRANSLATE_NOOP("ScenarioText", "+1 GE RP per Total War turn for Sedan and two other French or Belgian "
                                      "spaces"),
    QT_TRANSLATE_NOOP("ScenarioText", "No entrench event turn 1"),
    QT_TRANSLATE_NOOP("ScenarioText", "Entrench may not be an event on turn 1"),
    QT_TRANSLATE_NOOP("ScenarioText", "Turn 1 BR MO becomes FR"),
    QT_TRANSLATE_NOOP("ScenarioText", "a British MO on turn 1 is a French MO"),
    QT_TRANSLATE_NOOP("ScenarioText", "Italian front restriction"),
    QT_TRANSLATE_NOOP("ScenarioText", "before AP Total War only AH and IT armies operate in Italy, and no GE army "
                                      "ends a move in Trent, Villach or Trieste"),
    QT_TRANSLATE_NOOP("ScenarioText", "Event and OPS cards"),
    QT_TRANSLATE_NOOP("ScenarioText", "cards whose event is followed by use of the card for OPS"),
)


def scenario_text(text: str) -> str:
    """``text`` (a scenario title, an option's caption or summary) in the installed language."""
    return translate(CONTEXT, text)
