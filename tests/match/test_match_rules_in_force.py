"""The seal covers the rules in force (issue 10): an edited scenario, seed or option is
refused, a save of other rules is refused by its rules version, and a sealed file checked
only at checkpoints still names the exact action where a replay diverges."""
import json

import pytest

from match_fakes import FAKE_ENGINE, MOVE, ROLL, FakeGame
from real_games import played_at_random
from pog_desktop import rules
from pog_desktop.match import Match, MatchMeta
from pog_desktop.match import seal as seal_mod
from pog_desktop.match.errors import SaveError
from pog_desktop.match.savefile import load_game_from_save, write_save
from pog_desktop.match.seal import seal, verified_trail


@pytest.fixture(scope="module")
def real_played():
    m = Match.new(MatchMeta("campaign", 3, {}, {"ap": "A", "cp": "C"}, game_id="r3"), rules)
    for _ in range(30):
        m.apply(m.game.legal_actions()[-1])
    return m


def edited(tmp_path, match, change):
    path = tmp_path / "edited.pog"
    write_save(path, match.game, match.meta, match.trail)
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))
    return path


@pytest.mark.parametrize("change,message", [
    (lambda d: d["options"].update(optional_cards=True), "the optional cards 56-65 exist only in the 2022 edition"),
    (lambda d: d["options"].update(vp_bid=3), "does not match its seal"),
    (lambda d: d["options"].update(last_turn=5), "does not match its seal"),
    (lambda d: d["options"].update(ask_defender_combat_cards=True), "does not match its seal"),
    (lambda d: d.update(scenario="tournament_campaign"), ""),
], ids=["optional_cards", "vp_bid", "last_turn", "hidden hands", "scenario"])
def test_a_save_edited_to_other_rules_is_refused(tmp_path, real_played, change, message):
    path = edited(tmp_path, real_played, change)
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, rules)
    assert str(err.value).startswith("edited.pog: ")
    assert message in str(err.value)


def test_the_seal_binds_the_resolved_options_not_only_the_header(real_played):
    """``vp_bid`` 0 written out or left to its default is the same rules: the same seal."""
    plain = real_played.game.rules_in_force()
    spelled = rules.Game.new("campaign", 3, {"vp_bid": 0}).rules_in_force()
    assert plain == spelled
    assert plain["options"]["vp_bid"] == 0 and plain["scenario"] == "campaign"
    assert plain["rules"] == rules.Game.RULES_VERSION
    other = rules.Game.new("campaign", 3, {"vp_bid": 2}).rules_in_force()
    assert seal(plain, 3, 0, "0" * 64, [], []) != seal(other, 3, 0, "0" * 64, [], [])


def test_a_save_of_older_rules_is_refused_by_name(tmp_path, real_played, monkeypatch):
    path = tmp_path / "old.pog"
    write_save(path, real_played.game, real_played.meta, real_played.trail)
    monkeypatch.setattr(rules.Game, "RULES_VERSION", rules.Game.RULES_VERSION + 1)
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, rules)
    assert str(err.value).startswith(f"old.pog: field 'rules': written under older rules (rules version "
                                     f"{rules.Game.RULES_VERSION - 1}); this pog-desktop")
    assert "hash" not in str(err.value)


def test_a_save_of_newer_rules_is_refused_by_name(tmp_path, real_played):
    path = edited(tmp_path, real_played, lambda d: d.update(rules=rules.Game.RULES_VERSION + 1))
    with pytest.raises(SaveError, match="field 'rules': written under newer rules"):
        load_game_from_save(path, rules)


def test_a_format_1_save_is_refused_as_written_under_older_rules(tmp_path, real_played):
    path = edited(tmp_path, real_played, lambda d: d.update(format="pog-save/1"))
    with pytest.raises(SaveError, match="field 'format': written under older rules"):
        load_game_from_save(path, rules)


def test_a_damaged_hash_in_a_long_sealed_file_is_named_at_its_action(tmp_path, real_played):
    path = edited(tmp_path, real_played, lambda d: d["hashes"].__setitem__(16, "0" * 64))
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, rules)
    assert str(err.value).startswith("edited.pog: action 17 of 30: state hash mismatch")
    assert err.value.action == 16


def test_a_fast_load_gives_the_same_game_and_undo_as_playing_it(tmp_path, real_played):
    path = tmp_path / "real.pog"
    write_save(path, real_played.game, real_played.meta, real_played.trail)
    loaded = load_game_from_save(path, rules)
    assert loaded.trail == verified_trail(real_played.trail)
    assert loaded.game.can_undo == real_played.game.can_undo
    assert len(loaded.game._undo) == len(real_played.game._undo)
    if loaded.game.can_undo:
        a, b = loaded.clone(), real_played.clone()
        a.game._undo, b.game._undo = list(loaded.game._undo), list(real_played.game._undo)
        a.undo()
        b.undo()
        assert a.game.state_hash() == b.game.state_hash()


class DriftingGame(FakeGame):
    """Rules that changed without a new rules version: the second die roll comes out another way."""

    def apply(self, action, undoable=True):
        super().apply(action, undoable)
        if action.type == "roll" and len(self.dice) == 2:
            self.dice[-1] = 7


_DRIFTING = type("E", (), {"Game": DriftingGame, "Action": FAKE_ENGINE.Action,
                           "IllegalAction": FAKE_ENGINE.IllegalAction})


def _drifting_save(tmp_path, monkeypatch, every: int):
    """A saved 8-action fake match, with checkpoints every ``every`` actions."""
    m = Match.new(MatchMeta("campaign", 1, game_id="d"), FAKE_ENGINE)
    for a in (MOVE(1), ROLL, MOVE(2), MOVE(3), ROLL, MOVE(1), MOVE(2), MOVE(3)):
        m.apply(a)
    path = tmp_path / "drift.pog"
    write_save(path, m.game, m.meta, m.trail)
    monkeypatch.setattr(seal_mod, "CHECK_EVERY", every)
    return m, path


def test_a_checkpoint_that_differs_is_narrowed_to_the_first_diverging_action(tmp_path, monkeypatch):
    m, path = _drifting_save(tmp_path, monkeypatch, 7)   # checkpoints after action 7 and 8
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, _DRIFTING)
    assert str(err.value).startswith('drift.pog: action 5 of 8: state hash mismatch after {"type": "roll"}')
    assert err.value.action == 4
    assert load_game_from_save(path, FAKE_ENGINE).trail == verified_trail(m.trail)


def test_a_checkpoint_after_good_ones_is_narrowed_from_the_last_good_one(tmp_path, monkeypatch):
    """Checkpoints after actions 3, 6 and 8: the one after 3 fits, the one after 6 does not;
    the replay that names the action starts again from the start up to the good one."""
    _, path = _drifting_save(tmp_path, monkeypatch, 3)
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, _DRIFTING)
    assert str(err.value).startswith('drift.pog: action 5 of 8: state hash mismatch after {"type": "roll"}')
    assert err.value.action == 4


def test_a_save_setting_fort_entry_stops_false_opens_and_replays_under_it(tmp_path):
    """15.2.1: units entering an unbesieged enemy fort now stop in both editions. A file whose
    options set ``fort_entry_stops`` false (the former 2004 reading) opens, keeps it and replays
    to the same position; the seal binds it, so dropping it from the header is refused."""
    m = Match.new(MatchMeta("campaign", 3, {"fort_entry_stops": False}, {"ap": "A", "cp": "C"}, game_id="f3"), rules)
    for _ in range(30):
        m.apply(m.game.legal_actions()[-1])
    path = tmp_path / "former.pog"
    write_save(path, m.game, m.meta, m.trail)
    opened = load_game_from_save(path, rules)
    assert opened.game.ctx.options["fort_entry_stops"] is False
    assert opened.game.state_hash() == m.game.state_hash() and len(opened.game.actions) == 30
    dropped = edited(tmp_path, m, lambda d: d["options"].pop("fort_entry_stops"))
    with pytest.raises(SaveError, match="does not match its seal"):
        load_game_from_save(dropped, rules)


@pytest.fixture(scope="module")
def moved_on_from_a_fort():
    """A 2004 campaign played as rules version 1 played it: its last action moves the AH 6th
    Army on to Timisvar after it entered an unbesieged enemy fort space, which rules
    version 2 refuses (15.2.1: the move ends there)."""
    m = played_at_random(MatchMeta("campaign", 1, {"fort_entry_stops": False}, {"ap": "A", "cp": "C"},
                                   game_id="v1"), 467, 1)
    last = rules.Action.from_json(m.game.actions[-1])
    assert last.to_json() == {"type": "move", "to": "timisvar", "units": ["ah_6"]}
    current = rules.Game.replay("campaign", 1, {}, m.game.actions[:-1])
    assert "has already moved" in current.why_illegal(last)
    return m


def as_written_by_rules_1(tmp_path, match):
    """The save an app of rules version 1 wrote of ``match``: its default options then were
    the explicit ``fort_entry_stops: false`` of now, its header said rules 1, sealed so."""
    path = tmp_path / "v1.pog"
    write_save(path, match.game, match.meta, match.trail)
    doc = json.loads(path.read_text())
    doc["options"], doc["rules"] = {}, 1
    doc["seal"] = seal({**match.game.rules_in_force(), "rules": 1}, doc["seed"], 0, doc["base"]["hash"],
                       doc["actions"], doc["hashes"])
    path.write_text(json.dumps(doc))
    return path


def test_15_2_1_a_save_of_rules_version_1_plays_on_as_it_was_played(tmp_path, moved_on_from_a_fort):
    """Rules version 2 changed a rule (15.2.1); a game saved under version 1 still opens, with
    the switch that plays it as it was, and its next save is a version-2 file naming it."""
    played = moved_on_from_a_fort
    assert rules.Game.RULES_VERSION == 3 and rules.Game.EARLIER_RULES == (1, 2)
    path = as_written_by_rules_1(tmp_path, played)
    opened = load_game_from_save(path, rules)
    assert opened.game.state_hash() == played.game.state_hash()
    assert opened.meta.options == {"fort_entry_stops": False}
    assert opened.game.ctx.options["fort_entry_stops"] is False
    again = tmp_path / "again.pog"
    write_save(again, opened.game, opened.meta, opened.trail)
    doc = json.loads(again.read_text())
    assert doc["rules"] == 3 and doc["options"] == {"fort_entry_stops": False}
    assert load_game_from_save(again, rules).game.state_hash() == played.game.state_hash()


def test_15_2_1_a_rules_version_1_save_edited_is_still_refused(tmp_path, moved_on_from_a_fort):
    """The earlier rules' switches do not open the seal to edits: another option is refused."""
    path = as_written_by_rules_1(tmp_path, moved_on_from_a_fort)
    doc = json.loads(path.read_text())
    doc["options"] = {"vp_bid": 2}
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="does not match its seal"):
        load_game_from_save(path, rules)


# What a 2022 game of rules version 1 or 2 played with: the 14.1.5 and 4.2 rules of version 3 off.
BEFORE_3_2022 = {"ana_sn_supply_near_east_only": False, "unit_setup_2022": False}


def as_written_by_2022_rules(tmp_path, version, game_id, seed=4):
    """A 2022 Campaign as rules ``version`` (1 or 2) played and wrote it: the options of its
    header name the edition only, its game ran with the switches that version 3 turns on off."""
    m = Match.new(MatchMeta("campaign", seed, {"edition": "2022", **BEFORE_3_2022}, {"ap": "A", "cp": "C"},
                            game_id=game_id), rules)
    for _ in range(30):
        m.apply(m.game.legal_actions()[-1])
    path = tmp_path / f"v{version}.pog"
    write_save(path, m.game, m.meta, m.trail)
    doc = json.loads(path.read_text())
    doc["options"], doc["rules"] = {"edition": "2022"}, version
    doc["seal"] = seal({**m.game.rules_in_force(), "rules": version}, doc["seed"], 0, doc["base"]["hash"],
                       doc["actions"], doc["hashes"])
    path.write_text(json.dumps(doc))
    return m, path


def test_15_2_1_a_2022_save_of_rules_version_1_opens_under_the_2022_rule_it_had(tmp_path):
    """Version 1's 2022 edition already stopped units at an enemy fort: its file opens with no
    fort switch added (the review found it sealed-refused when the 2004 switch was forced on
    it), only those of version 3's 2022 rules (14.1.5, 4.2)."""
    m, path = as_written_by_2022_rules(tmp_path, 1, "v1-22")
    opened = load_game_from_save(path, rules)
    assert opened.meta.options == {"edition": "2022", **BEFORE_3_2022}
    assert opened.game.ctx.options["fort_entry_stops"] is True
    assert opened.game.state_hash() == m.game.state_hash()


def test_14_1_5_4_2_a_2022_save_of_rules_version_2_plays_on_as_it_was_played(tmp_path):
    """Rules version 3 changed 2022 14.1.5 (ANA and SN supply off the Near East map) and the
    2022 setup (the Stanislau and Lutsk corps): a 2022 file of version 2 opens with both
    switched off, starts without the two corps, reaches the same position and is saved again
    as version 3 naming the switches; a 2004 file of version 2 opens with no switch."""
    m, path = as_written_by_2022_rules(tmp_path, 2, "v2-22", seed=5)
    opened = load_game_from_save(path, rules)
    assert opened.meta.options == {"edition": "2022", **BEFORE_3_2022}
    assert "stanislau" not in rules.Game.new("campaign", 5, opened.meta.options).state.at
    assert opened.game.state_hash() == m.game.state_hash()
    again = tmp_path / "again.pog"
    write_save(again, opened.game, opened.meta, opened.trail)
    doc = json.loads(again.read_text())
    assert doc["rules"] == 3 and doc["options"] == {"edition": "2022", **BEFORE_3_2022}
    assert rules.Game.as_recorded(2, "campaign", {}) == {}


def test_15_2_2_a_rules_version_1_game_the_new_rules_part_from_is_refused_as_older_rules(tmp_path, moved_on_from_a_fort):
    """A version-1 game that no switch replays to its end (a 2022 unit that stopped in an
    already besieged fort, which 15.2.2 now lets pass; here: an action the rules refuse)
    is refused as written under older rules, at the action where they part."""
    m = moved_on_from_a_fort
    path = tmp_path / "v1.pog"
    write_save(path, m.game, m.meta, m.trail)
    doc = json.loads(path.read_text())
    doc["options"], doc["rules"] = {}, 1
    doc["actions"][-1] = {"type": "move", "to": "berlin", "units": ["ah_6"]}
    doc["seal"] = seal({**m.game.rules_in_force(), "rules": 1}, doc["seed"], 0, doc["base"]["hash"],
                       doc["actions"], doc["hashes"])
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, rules)
    assert str(err.value).startswith("v1.pog: action 467 of 467: written under older rules (rules version 1), "
                                     "which this pog-desktop ")
    assert "replays as they were only up to here: illegal action" in str(err.value) and err.value.action == 466


SAVES = __import__("pathlib").Path(__file__).parent / "saves"


@pytest.mark.parametrize("name, options", [
    ("rules2_campaign_2004.pog", {}), ("rules2_campaign_2022.pog", {"edition": "2022", **BEFORE_3_2022})])
def test_a_real_save_of_rules_version_2_still_fits_its_seal_and_replays(tmp_path, name, options):
    """Saves written by the app of rules version 2 (main 9d7575c, Campaign seed 3, 30 actions):
    their seal names the options that version knew, so version 3's new switches, off, are
    left out of the seal (``options.SEALED_WHEN_ON``); each opens, the 2022 one without the
    Stanislau and Lutsk corps, and reaches the position its last hash names."""
    opened = load_game_from_save(SAVES / name, rules)
    assert opened.meta.options == options and len(opened.game.actions) == 30
    doc = json.loads((SAVES / name).read_text())
    assert doc["rules"] == 2 and opened.game.state_hash() == doc["hashes"][-1]
    assert "stanislau" not in opened.game.state.at
    again = tmp_path / "again.pog"
    write_save(again, opened.game, opened.meta, opened.trail)
    assert json.loads(again.read_text())["rules"] == 3
    assert load_game_from_save(again, rules).game.state_hash() == opened.game.state_hash()
