"""The rulebook's two combat examples, played through the pure combat functions."""
from pog_desktop.rules.combat.resolve import ATTACKER_FIRST, CombatSetup, resolve_combat
from pog_desktop.rules.combat.advance import AdvanceMap, advance_routes, check_advance
from pog_desktop.rules.combat.designate import AttackSituation, attack_problem
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.combat.retreat import RetreatMap, retreat_paths
from pog_desktop.rules.combat.flank import flank_drm, flank_problem, flank_succeeds
from pog_desktop.rules.combat.losses import loss_options


def test_example_tannenberg_flank_army_table_replacement_forest_retreat_and_advance(tables, board, piece, dice):
    """Covers: CMB-20, FLK-02, FLK-03, FLK-04, LOS-03, RET-02, ADV-01, ADV-03.
    GE 8th Army (5-3-3, Insterberg) and a GE corps (2-1-4, Danzig) attack the RU 2nd Army
    (3-2-3) in Tannenberg, pinning from Insterberg: 3+1 flanks. 7 CF on the Army table, die 3:
    LN 4 takes both steps of the 2nd Army, replaced by a full RU corps; that corps fires on
    the Corps 1 column, die 4: LN 1, and the GE corps flips. The RU corps may stay by losing a
    step (forest) but retreats 2 towards Warsaw; the 8th Army advances into Tannenberg and
    stops there (forest); the reduced corps may not advance."""
    attackers = (piece("ge_8", "insterberg"), piece("ge_c1", "danzig"))
    defenders = (piece("ru_2", "tannenberg"),)
    ground = Ground("forest")
    assert flank_problem(tables, ground, attackers, True) is None
    drm = flank_drm(board, "tannenberg", "insterberg", ["insterberg", "danzig"], {"tannenberg"})
    assert drm == 1 and flank_succeeds(3, drm)

    setup = CombatSetup("tannenberg", ground, attackers, defenders, defender_reserve=(piece("ru_c5"),),
                        order=ATTACKER_FIRST)
    result = resolve_combat(tables, setup, dice(3, 4))
    assert (result.attacker_fire.table, result.attacker_fire.strength, result.attacker_fire.ln) == ("army", 7, 4)
    assert result.defender_losses.replacements == (("ru_2", "ru_c5"),)
    assert (result.defender_fire.table, result.defender_fire.column_label, result.defender_fire.ln) == ("corps", "1", 1)
    assert [(p.id, p.reduced) for p in result.attacker_losses.survivors] == [("ge_8", False), ("ge_c1", True)]
    assert (result.winner, result.retreat, result.may_cancel_retreat) == ("attacker", 2, True)

    control = {s.id: s.side for s in board.spaces.values()}
    rmap = RetreatMap(board, "ap", control, enemy_units=frozenset({"insterberg", "danzig"}),
                      supplied=frozenset({"warsaw", "lomza", "plock"}))
    survivor = result.defender_losses.survivors[0]
    assert ("lomza", "warsaw") in retreat_paths(survivor, "tannenberg", 2, rmap)

    amap = AdvanceMap(board, tables)
    routes = advance_routes("tannenberg", 2, [("lomza", "warsaw")], amap)
    assert routes == [("tannenberg",)]
    survivors = result.attacker_losses.survivors
    assert check_advance({"ge_8": ("tannenberg",)}, survivors, routes, amap, "tannenberg") is None
    assert "reduced" in check_advance({"ge_c1": ("tannenberg",)}, survivors, routes, amap, "tannenberg")


def test_example_cambrai_level_2_trench_card_drm_canadian_loss_priority_defender_wins(tables, board, piece, dice):
    """Covers: CMB-10, CMB-12, CMB-24, CMB-27, CMB-31, LOS-07, TRN-08, FLK-01.
    BR 3rd and 4th Armies (Amiens) with the reduced CND corps and the FR 6th Army
    (Chateau-Thierry) attack the GE 2nd Army and two corps in Cambrai, level 2 trench: no
    flank. Fortified Machine Guns gives the GE +1. GE 9 CF shifted 1R fires on 12-14: 5+1 = 6,
    LN 7. The Allies' 13 CF shifted 2L fire on 6-8: die 4, LN 4. The CND corps must take the
    first loss, then two BR armies flip (1+3+3 = 7); the GE army and a corps flip (3+1 = 4).
    The defender wins: no retreat."""
    attackers = (piece("br_3", "amiens"), piece("br_4", "amiens"), piece("cnd_corps", "chateau_thierry", reduced=True),
                 piece("fr_6", "chateau_thierry"))
    defenders = (piece("ge_2", "cambrai"), piece("ge_c1", "cambrai"), piece("ge_c2", "cambrai"))
    situation = AttackSituation(board, frozenset({"amiens", "chateau_thierry"}))
    assert attack_problem(attackers, "cambrai", situation) is None
    ground = Ground("clear", trench=2)
    assert "trench" in flank_problem(tables, ground, attackers, True)

    allied_losses = loss_options(attackers, 7, attacker=True)
    assert all(o.steps_of("cnd_corps") == 1 and o.total == 7 for o in allied_losses)
    chosen = (("br_3", 1), ("br_4", 1), ("cnd_corps", 1))

    def choose(role, options):
        wanted = chosen if role == "attacker" else (("ge_2", 1), ("ge_c1", 1))
        return next(o for o in options if o.steps == wanted)

    setup = CombatSetup("cambrai", ground, attackers, defenders, defender_drm=1)
    result = resolve_combat(tables, setup, dice(4, 5), choose)
    assert (result.attacker_fire.strength, result.attacker_fire.column_label, result.attacker_fire.ln) == (13, "6-8", 4)
    assert (result.defender_fire.strength, result.defender_fire.column_label, result.defender_fire.ln) == (9, "12-14", 7)
    assert result.attacker_losses.eliminated == ("cnd_corps",)
    assert (result.winner, result.retreat) == ("defender", 0)
