"""The named rule switches a scenario (or the players) may turn on.

Each switch names the rule it comes from, so the engine code that reads it can cite the
same rule. A scenario file or a caller naming any other switch is refused.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class OptionSpec:
    rule: str
    kind: str          # "bool", "choice" or "cards"
    default: Any
    choices: tuple[str, ...] = ()
    summary: str = ""
    setup_variant: bool = False    # turning it on applies the scenario file's variant of the same name

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not allowed for this switch, or None."""
        if self.kind == "bool":
            return None if isinstance(value, bool) else f"must be true or false, got {value!r}"
        if self.kind == "choice":
            return None if value in self.choices else f"{value!r} is not one of {', '.join(self.choices)}"
        if self.kind == "cards":
            ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
            return None if ok else f"must be a list of card ids, got {value!r}"
        raise AssertionError(self.kind)


OPTIONS: dict[str, OptionSpec] = {
    "ruleset": OptionSpec("OPT-05", "choice", None, ("2004", "2022"),
                          "which rulebook's wording the engine follows; defaults to the scenario's edition"),
    "alternate_setup": OptionSpec("4.2.4", "bool", False, summary="one AH corps starts in Stanislau and one RU corps in "
                                  "Lutsk instead of their reserve boxes (standard in the 2022 setup)", setup_variant=True),
    "no_commitment_increase": OptionSpec("5.3.2", "bool", False, summary="war commitment never rises"),
    "star_event_vp": OptionSpec("5.3", "bool", False,
                                summary="+1 VP when the CP play a * event, -1 VP when the AP do"),
    "eight_card_hands": OptionSpec("9.1.4", "bool", False, summary="hands of 8 cards instead of 7"),
    "optional_cards": OptionSpec("2022 setup note", "choice", "none", ("none", "all", "selected"),
                                 "use the optional cards 56-65 (2022 only): none, all, or some each player picks"),
    "entrench_drm": OptionSpec("11.2.10", "bool", False,
                               summary="-1 drm to an entrench roll after a failed attempt in the prior round"),
    "sedan_rp_bonus": OptionSpec("5.7.3", "bool", False, summary="+1 GE RP per Total War turn for Sedan and two "
                                 "other French or Belgian spaces"),
    "no_entrench_event_turn_1": OptionSpec("5.7.4.4", "bool", False, summary="Entrench may not be an event on turn 1"),
    "turn_1_br_mo_becomes_fr": OptionSpec("5.7.4.5", "bool", False, summary="a British MO on turn 1 is a French MO"),
    "italian_front_restriction": OptionSpec("5.7.4.6", "bool", False, summary="before AP Total War only AH and IT armies "
                                            "operate in Italy, and no GE army ends a move in Trent, Villach or Trieste"),
    "event_and_ops_cards": OptionSpec("5.7.4.7", "cards", [],
                                      summary="cards whose event is followed by use of the card for OPS"),
}


def option_problem(name: str, value: Any) -> str | None:
    spec = OPTIONS.get(name)
    if spec is None:
        return f"unknown option; known options are {', '.join(sorted(OPTIONS))}"
    return spec.problem(value)


def with_defaults(chosen: dict[str, Any], edition: str) -> dict[str, Any]:
    """Every switch with its value: the chosen ones, the defaults for the rest."""
    out = {name: (list(spec.default) if isinstance(spec.default, list) else spec.default)
           for name, spec in OPTIONS.items()}
    out["ruleset"] = edition
    out.update(chosen)
    return out
