"""The --screenshot command renders the campaign setup to a PNG without a window."""
from collections import Counter

from PIL import Image

from pog_desktop.app import main
from pog_desktop.ui.board.palette import NATION_COLOURS


def rgb(spec):
    return tuple(int(spec[i:i + 2], 16) for i in (1, 3, 5))


def test_screenshot_writes_png_of_requested_size_with_nation_colours(tmp_path, qapp):
    """Covers: DAT-08 (the campaign setup drawn); counters in GE, AH, FR, BR, RU colours."""
    out = tmp_path / "board.png"
    assert main(["--screenshot", str(out), "--size", "1200x780"]) == 0
    img = Image.open(out).convert("RGB")
    assert img.size == (1200, 780)
    raw = img.tobytes()
    pixels = Counter(raw[i:i + 3] for i in range(0, len(raw), 3))
    for nation in ("ge", "ah", "fr", "br", "ru"):
        assert pixels[bytes(rgb(NATION_COLOURS[nation][0]))] >= 20, f"no {nation.upper()} counter colour on the board"


def test_screenshot_close_up_and_bad_center(tmp_path, qapp, capsys):
    out = tmp_path / "close.png"
    assert main(["--screenshot", str(out), "--size", "640x400", "--center", "verdun", "--zoom", "4"]) == 0
    assert Image.open(out).size == (640, 400)
    assert main(["--screenshot", str(out), "--size", "640x400", "--center", "atlantis"]) == 2
    assert "'atlantis' is not a space id" in capsys.readouterr().err
