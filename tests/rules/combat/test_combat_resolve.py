"""The combat procedure, steps 2 and 6-12 (12.2), including flank fire order (12.3.3)."""
import pytest

from pog_desktop.rules.combat.resolve import ATTACKER_FIRST, DEFENDER_FIRST, CombatSetup, resolve_combat
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.combat.retreat import combat_winner, defender_must_retreat, retreat_length


def pick(**wanted):
    """A loss chooser: for each role, the option whose steps equal the given tuple."""
    def choose(role, options):
        if role not in wanted:
            return options[0]
        for o in options:
            if o.steps == wanted[role]:
                return o
        raise AssertionError(f"{wanted[role]} is not among {[o.steps for o in options]}")
    return choose


def _lodz(piece, order):
    attackers = (piece("ge_1", "thorn"), piece("ge_2", "posen"))
    defenders = (piece("ru_1", "lodz", reduced=True), piece("ru_c1", "lodz"), piece("ru_c2", "lodz"))
    return CombatSetup("lodz", Ground("clear"), attackers, defenders, order=order)


def test_12_3_3_successful_flank_attacker_fires_first_and_defender_loses_before_firing_back(tables, piece, dice):
    """Covers: FLK-03, FLK-04, CMB-29. GE 10 CF rolls 1 on 9-11: LN 3. The RU army dies (2)
    and one corps flips (1); what is left (CF 0 + 1 = 1, corps only) fires on the Corps 1
    column: a 6 gives LN 1, which cannot flip a GE army (LF 3)."""
    choose = pick(defender=(("ru_1", 1), ("ru_c1", 1)))
    result = resolve_combat(tables, _lodz(piece, ATTACKER_FIRST), dice(1, 6), choose)
    assert (result.attacker_fire.table, result.attacker_fire.ln) == ("army", 3)
    assert (result.defender_fire.table, result.defender_fire.strength, result.defender_fire.ln) == ("corps", 1, 1)
    assert result.defender_losses.permanently_eliminated == ("ru_1",)
    assert result.attacker_losses.taken == 0
    assert (result.winner, result.retreat) == ("attacker", 2)


def test_12_2_10_simultaneous_fire_the_defenders_ln_ignores_its_own_losses(tables, piece, dice):
    """Covers: CMB-30, LOS-10, CMB-29. Same dice fired at once: the RU side fires its full
    4 CF on the Army table (die 6: LN 4) although it loses units to the GE LN 3."""
    choose = pick(defender=(("ru_1", 1), ("ru_c1", 1)), attacker=(("ge_1", 1),))
    result = resolve_combat(tables, _lodz(piece, "simultaneous"), dice(1, 6), choose)
    assert (result.defender_fire.table, result.defender_fire.strength, result.defender_fire.ln) == ("army", 4, 4)
    assert [(p.id, p.reduced) for p in result.attacker_losses.survivors] == [("ge_1", True), ("ge_2", False)]
    assert (result.winner, result.retreat) == ("defender", 0)


def test_12_3_3_failed_flank_defender_fires_first_and_attacker_fires_with_survivors(tables, piece, dice):
    """Covers: FLK-03, FLK-04. RU fires first: 4 CF, die 6: LN 4, GE 1 flips. GE fires 3+5 = 8
    (6-8 column), die 1: LN 3."""
    choose = pick(attacker=(("ge_1", 1),), defender=(("ru_1", 1), ("ru_c1", 1)))
    result = resolve_combat(tables, _lodz(piece, DEFENDER_FIRST), dice(6, 1), choose)
    assert (result.defender_fire.ln, result.attacker_fire.strength, result.attacker_fire.column_label,
            result.attacker_fire.ln) == (4, 8, "6-8", 3)
    assert (result.winner, result.retreat) == ("defender", 0)


def test_12_3_3_a_side_wiped_out_before_firing_does_not_fire(tables, piece, dice):
    """Covers: FLK-03. The defender loses everything to the first fire and rolls no die."""
    setup = CombatSetup("lodz", Ground("clear"), (piece("ge_1", "thorn"), piece("ge_2", "posen")),
                        (piece("ru_c1", "lodz", reduced=True),), order=ATTACKER_FIRST)
    result = resolve_combat(tables, setup, dice(3))
    assert result.defender_fire is None
    assert result.defender_losses.eliminated == ("ru_c1",)
    assert result.retreat == 0


def test_12_2_11_equal_ln_both_lose_and_nobody_retreats(tables, piece, dice):
    """Covers: CMB-31, RET-01"""
    setup = CombatSetup("lodz", Ground("clear"), (piece("ge_c1", "posen"),), (piece("ru_c1", "lodz"),))
    result = resolve_combat(tables, setup, dice(4, 4))
    assert (result.ln_by_attacker, result.ln_by_defender) == (1, 1)
    assert (result.winner, result.retreat) == (None, 0)


def test_12_5_1_no_retreat_when_every_surviving_attacker_is_reduced(piece):
    """Covers: CMB-32"""
    defenders = [piece("ru_c1")]
    assert not defender_must_retreat(3, 1, [piece("ge_1", reduced=True)], defenders)
    assert defender_must_retreat(3, 1, [piece("ge_1", reduced=True), piece("ge_c1")], defenders)


@pytest.mark.parametrize("ln_a,ln_d,length", [(3, 2, 1), (4, 2, 2), (7, 0, 2), (2, 2, 0), (1, 3, 0)])
def test_12_5_2_retreat_length_from_the_ln_difference(ln_a, ln_d, length):
    """Covers: RET-01"""
    assert retreat_length(ln_a, ln_d) == length


def test_12_2_11_winner_is_the_higher_ln():
    """Covers: CMB-31"""
    assert combat_winner(3, 2) == "attacker"
    assert combat_winner(1, 2) == "defender"
    assert combat_winner(2, 2) is None


def test_12_4_6_fort_alone_fires_on_the_corps_table_and_is_destroyed(tables, piece, dice):
    """Covers: LOS-08, FRT-04, CMB-21. Liege (3) alone, GE 10 CF die 3: LN 4 destroys it.
    The fort fires 3 on the Corps table: die 5 gives 2. A trench there is ignored."""
    setup = CombatSetup("liege", Ground("clear", trench=1), (piece("ge_1", "aachen"), piece("ge_2", "koblenz")),
                        (), fort=3)
    result = resolve_combat(tables, setup, dice(3, 5))
    assert (result.attacker_fire.column_label, result.attacker_fire.ln) == ("9-11", 4)
    assert (result.defender_fire.table, result.defender_fire.strength, result.defender_fire.ln) == ("corps", 3, 2)
    assert result.defender_losses.fort_destroyed
    assert result.retreat == 0


def test_12_5_8_units_that_retreated_here_add_nothing_and_die_on_any_ln(tables, piece, dice):
    """Covers: RET-13. RU corps A retreated into Warsaw this round; RU corps B was there.
    Only B fires (CF 1 on the Corps table, die 1: LN 0); the GE army (5 CF, die 1) scores 2:
    A dies outside the LN and B takes both its steps."""
    setup = CombatSetup("warsaw", Ground("clear"), (piece("ge_1", "plock"),),
                        (piece("ru_c1", "warsaw"), piece("ru_c2", "warsaw")), retreated=frozenset({"ru_c2"}))
    result = resolve_combat(tables, setup, dice(1, 1))
    assert (result.attacker_fire.ln, result.defender_fire.strength, result.defender_fire.ln) == (2, 1, 0)
    assert result.retreated_eliminated == ("ru_c2",)
    assert result.defender_losses.eliminated == ("ru_c1",)


def _three_corps(space):
    return lambda piece: tuple(piece(u, space) for u in ("ru_c1", "ru_c2", "ru_c3"))


def test_12_5_3_retreat_may_be_cancelled_in_forest_with_steps_to_spare(tables, piece, dice):
    """Covers: RET-02. A GE army (5 CF, die 2: LN 3) against three RU corps in Tannenberg
    (forest; 3 CF on the Corps table, die 1: LN 1): 3 steps lost, 3 left, 2-space retreat,
    which the forest lets the defender cancel."""
    setup = CombatSetup("tannenberg", Ground("forest"), (piece("ge_8", "thorn"),), _three_corps("tannenberg")(piece))
    result = resolve_combat(tables, setup, dice(2, 1))
    assert (result.ln_by_attacker, result.ln_by_defender) == (3, 1)
    assert result.defender_losses.taken == 3
    assert (result.retreat, result.may_cancel_retreat) == (2, True)


def test_12_5_3_last_step_can_never_cancel_a_retreat(tables, piece, dice):
    """Covers: RET-02. A full RU army (LF 2) flips to LN 2 in a forest: its last step cannot pay."""
    setup = CombatSetup("tannenberg", Ground("forest"), (piece("ge_8", "thorn"),), (piece("ru_1", "tannenberg"),))
    result = resolve_combat(tables, setup, dice(1, 1))
    assert (result.ln_by_attacker, result.ln_by_defender) == (2, 1)
    assert result.defender_losses.survivors[0].reduced
    assert (result.retreat, result.may_cancel_retreat) == (1, False)


def test_12_5_3_clear_terrain_cannot_cancel_but_a_trench_can(tables, piece, dice):
    """Covers: RET-02, CMB-27. In clear: GE 5 CF die 3: LN 3 vs RU 3 corps die 1: LN 1.
    With a level 1 trench the GE fire shifts to the 4 column (still 3) and the RU fire to the
    4 column (still 1): same retreat, now cancellable."""
    clear = CombatSetup("lodz", Ground("clear"), (piece("ge_8", "thorn"),), _three_corps("lodz")(piece))
    result = resolve_combat(tables, clear, dice(3, 1))
    assert (result.retreat, result.may_cancel_retreat) == (2, False)
    trench = CombatSetup("lodz", Ground("clear", trench=1), (piece("ge_8", "thorn"),), _three_corps("lodz")(piece))
    result = resolve_combat(tables, trench, dice(3, 1))
    assert (result.attacker_fire.column_label, result.defender_fire.column_label) == ("4", "4")
    assert (result.retreat, result.may_cancel_retreat) == (2, True)


def test_12_2_chosen_losses_outside_the_legal_options_are_refused(tables, piece, dice):
    from pog_desktop.rules.combat.losses import LossOption
    setup = CombatSetup("lodz", Ground("clear"), (piece("ge_8", "thorn"),), (piece("ru_1", "lodz"),))
    with pytest.raises(ValueError, match="legal loss options"):
        resolve_combat(tables, setup, dice(6, 1), lambda role, options: LossOption((), (), False, 0))
