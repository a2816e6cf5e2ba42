"""The dice (2.0, rules/core/dice.py): a tap collects the d6 each thread rolls, and only those;
tapping changes no result."""
import threading

from pog_desktop.rules.core import dice
from pog_desktop.rules.core.state import State


def _state(seed):
    st = State()
    st.rng = dice.seed_value(seed)
    return st


def test_a_tap_takes_the_dice_without_changing_them():
    plain, tapped_state = _state(11), _state(11)
    want = [dice.roll_d6(plain) for _ in range(20)]
    with dice.tapped() as rolls:
        got = [dice.roll_d6(tapped_state) for _ in range(20)]
    assert got == want == rolls
    dice.roll_d6(tapped_state)
    assert len(rolls) == 20                     # the tap ends with its block


def test_an_inner_tap_gives_the_outer_one_back():
    st = _state(3)
    with dice.tapped() as outer:
        dice.roll_d6(st)
        with dice.tapped() as inner:
            dice.roll_d6(st)
        dice.roll_d6(st)
    assert (len(outer), len(inner)) == (2, 1)


def test_threads_rolling_at_once_each_tap_only_their_own_dice():
    start = threading.Barrier(2)
    out = {}

    def play(name, seed):
        st = _state(seed)
        with dice.tapped() as rolls:
            start.wait()
            for _ in range(2000):
                dice.roll_d6(st)
        out[name] = (rolls, st)

    threads = [threading.Thread(target=play, args=(n, s)) for n, s in (("ui", 1), ("bot", 2))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for name, seed in (("ui", 1), ("bot", 2)):
        st = _state(seed)
        assert out[name][0] == [dice.roll_d6(st) for _ in range(2000)]
