"""The cards' optional fuller text (shown on hover): read when present, refused when too long
or not a string, naming file, entry and field."""
from pog_desktop.data.components import load_cards
from pog_desktop.data.paths import resources_dir
from tests.data.test_loader_errors import _broken, _entry, _error


def test_fuller_text_is_loaded_and_optional():
    cards = load_cards(resources_dir("pog") / "cards.json")
    assert cards["cp55"].text.startswith("For the rest of the turn, British units may not attack")
    assert cards["ap02"].text == ""


def test_card_text_too_long_or_not_text_is_refused(tmp_path):
    def long(d):
        _entry(d, "cards", "ap02")["text"] = "x" * 501
    err = _error(load_cards, _broken(tmp_path, "cards.json", long))
    assert (err.file, err.entry, err.field) == ("cards.json", "ap02", "text")

    def number(d):
        _entry(d, "cards", "ap02")["text"] = 5
    err = _error(load_cards, _broken(tmp_path, "cards.json", number))
    assert (err.file, err.entry, err.field) == ("cards.json", "ap02", "text")
