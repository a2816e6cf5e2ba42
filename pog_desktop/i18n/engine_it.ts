<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
    <context>
        <name>engine</name>
        <message>
            <source>after Brest-Litovsk RU units stay in RU, GE, TU, AH and RO spaces (16.4.9)</source>
            <comment>board.access.after_brest_litovsk_ru_units</comment>
            <translation>dopo Brest-Litovsk le unità RU restano negli spazi RU, GE, TU, AH e RO (16.4.9)</translation>
        </message>
        <message>
            <source>{space} belongs to a neutral nation ({n}) (11.1.11)</source>
            <comment>board.access.belongs_to_a_neutral_nation</comment>
            <translation>{space} appartiene a una nazione neutrale ({n}) (11.1.11)</translation>
        </message>
        <message>
            <source>{space} holds units of a neutral nation ({unit_nation}): nobody moves or attacks them until it enters (9.5.2.4)</source>
            <comment>board.access.holds_units_of_a_neutral</comment>
            <translation>{space} contiene unità di una nazione neutrale ({unit_nation}): nessuno le muove o le attacca finché non entra in guerra (9.5.2.4)</translation>
        </message>
        <message>
            <source>{space} is an MEF space without the beachhead marker (11.1.10)</source>
            <comment>board.access.is_an_mef_space_without</comment>
            <translation>{space} è uno spazio MEF senza il segnalino della testa di ponte (11.1.10)</translation>
        </message>
        <message>
            <source>{space} is in Persia, closed until Turkey is at war (11.1.13)</source>
            <comment>board.access.is_in_persia_closed_until</comment>
            <translation>{space} è in Persia, chiusa finché la Turchia non è in guerra (11.1.13)</translation>
        </message>
        <message>
            <source>no German army may end in {space} before Allied Total War (5.7.4.6)</source>
            <comment>board.access.no_german_army_may_end</comment>
            <translation>nessuna Armata tedesca può terminare in {space} prima della Guerra Totale Alleata (5.7.4.6)</translation>
        </message>
        <message>
            <source>the BEF may not operate outside Britain, France, Belgium and Germany (11.1.17)</source>
            <comment>board.access.the_bef_may_not_operate</comment>
            <translation>il BEF non può operare fuori da Gran Bretagna, Francia, Belgio e Germania (11.1.17)</translation>
        </message>
        <message>
            <source>until the Allies reach Total War only AH and IT armies may operate in Italy (5.7.4.6)</source>
            <comment>board.access.until_the_allies_reach_total</comment>
            <translation>finché gli Alleati non raggiungono la Guerra Totale solo le Armate AH e IT possono operare in Italia (5.7.4.6)</translation>
        </message>
        <message>
            <source>{side} takes VP space {space}; VP now {vp}</source>
            <comment>board.control.takes_vp_space_vp_now</comment>
            <translation>{side} prende lo spazio VP {space}; ora VP {vp}</translation>
        </message>
        <message>
            <source>the ANA holds VP space {space} for the Allies; VP now {vp}</source>
            <comment>board.control.the_ana_holds_vp_space</comment>
            <translation>l'ANA tiene lo spazio VP {space} per gli Alleati; ora VP {vp}</translation>
        </message>
        <message>
            <source>the MEF beachhead in {space} is removed</source>
            <comment>board.control.the_mef_beachhead_in_is</comment>
            <translation>la testa di ponte MEF in {space} è rimossa</translation>
        </message>
        <message>
            <source>VP space {space} is no longer held by the ANA; VP now {vp}</source>
            <comment>board.control.vp_space_is_no_longer</comment>
            <translation>lo spazio VP {space} non è più tenuto dall'ANA; ora VP {vp}</translation>
        </message>
        <message>
            <source>in that front's combat area, 6.2</source>
            <comment>board.fronts.in_that_front_s_combat</comment>
            <translation>nell'area di combattimento di quel fronte, 6.2</translation>
        </message>
        <message>
            <source>{space} is in a combat area of the {front} command's front: the {mine} command may not bring units there (seed 003, 6.2)</source>
            <comment>board.fronts.is_in_a_combat_area</comment>
            <translation>{space} è in un'area di combattimento del fronte del comando {front}: il comando {mine} non può portarvi unità (seed 003, 6.2)</translation>
        </message>
        <message>
            <source>overlapping combat areas, 6.3</source>
            <comment>board.fronts.overlapping_combat_areas</comment>
            <translation>aree di combattimento sovrapposte, 6.3</translation>
        </message>
        <message>
            <source>{side}: {units} pass to the {command} command ({why})</source>
            <comment>board.fronts.pass_to_the_command</comment>
            <translation>{side}: {units} passano al comando {command} ({why})</translation>
        </message>
        <message>
            <source>after Fall of the Tsar no unit may move across the Caucasus link (11.3.2)</source>
            <comment>board.near_east.after_fall_of_the_tsar</comment>
            <translation>dopo Caduta dello Zar nessuna unità può muovere attraverso il collegamento del Caucaso (11.3.2)</translation>
        </message>
        <message>
            <source>{unit} is not one of the armies allowed on the Near East map (11.3.1)</source>
            <comment>board.near_east.is_not_one_of_the</comment>
            <translation>{unit} non è una delle Armate ammesse sulla mappa del Vicino Oriente (11.3.1)</translation>
        </message>
        <message>
            <source>{unit} may not SR to or from the Near East this way (13.2.1)</source>
            <comment>board.near_east.may_not_sr_to_or</comment>
            <translation>{unit} non può fare SR da o verso il Vicino Oriente in questo modo (13.2.1)</translation>
        </message>
        <message>
            <source>no army may attack between Caucasus and Grozny or Poti (2022 12.1.9)</source>
            <comment>board.near_east.no_army_may_attack_across_the_link</comment>
            <translation>nessuna Armata può attaccare tra Caucaso e Grozny o Poti (2022 12.1.9)</translation>
        </message>
        <message>
            <source>no army may move between Caucasus and Grozny or Poti (11.3.2)</source>
            <comment>board.near_east.no_army_may_move_between</comment>
            <translation>nessuna Armata può muovere tra Caucaso e Grozny o Poti (11.3.2)</translation>
        </message>
        <message>
            <source>after Fall of the Tsar no unit may attack across the Caucasus link (2022 11.3.2, 12.1.9)</source>
            <comment>board.near_east.no_attack_across_the_link_after_tsar</comment>
            <translation>dopo la Caduta dello Zar nessuna unità può attaccare attraverso il collegamento del Caucaso (2022 11.3.2, 12.1.9)</translation>
        </message>
        <message>
            <source>no RU army may SR to or from the Near East (13.2.2)</source>
            <comment>board.near_east.no_ru_army_may_sr</comment>
            <translation>nessuna Armata RU può fare SR da o verso il Vicino Oriente (13.2.2)</translation>
        </message>
        <message>
            <source>only one British corps per turn may SR to or from the Near East by sea or reserve box (13.2.1)</source>
            <comment>board.near_east.one_british_corps_sr</comment>
            <translation>un solo Corpo britannico per turno può fare SR da o verso il Vicino Oriente via mare o dalla Casella della Riserva (13.2.1)</translation>
        </message>
        <message>
            <source>only one non-Turkish CP corps per turn may SR to or from the Near East (13.2.3)</source>
            <comment>board.near_east.one_cp_corps_sr</comment>
            <translation>un solo Corpo CP non turco per turno può fare SR da o verso il Vicino Oriente (13.2.3)</translation>
        </message>
        <message>
            <source>only one RU corps per turn may attack or move between Caucasus and Grozny or Poti (2022 12.1.9)</source>
            <comment>board.near_east.one_ru_corps_may_attack_across_the_link</comment>
            <translation>un solo Corpo RU per turno può attaccare o muovere tra Caucaso e Grozny o Poti (2022 12.1.9)</translation>
        </message>
        <message>
            <source>only one RU corps per turn may SR to or from the Near East (13.2.2)</source>
            <comment>board.near_east.one_ru_corps_sr</comment>
            <translation>un solo Corpo RU per turno può fare SR da o verso il Vicino Oriente (13.2.2)</translation>
        </message>
        <message>
            <source>only one RU corps per turn may move between Caucasus and Grozny or Poti (11.3.2)</source>
            <comment>board.near_east.only_one_ru_corps_per</comment>
            <translation>un solo Corpo RU per turno può muovere tra Caucaso e Grozny o Poti (11.3.2)</translation>
        </message>
        <message>
            <source>{unit_id!r} is not in {space}</source>
            <comment>board.overstack.is_not_in</comment>
            <translation>{unit_id!r} non è in {space}</translation>
        </message>
        <message>
            <source>{side}: {space} is overstacked; pick a unit to eliminate (10.1.3)</source>
            <comment>board.overstack.is_overstacked_pick_a_unit</comment>
            <translation>{side}: {space} è sovraffollato; scegli un'unità da eliminare (10.1.3)</translation>
        </message>
        <message>
            <source>overstacked, 10.1.3</source>
            <comment>board.overstack.overstacked</comment>
            <translation>sovraffollamento, 10.1.3</translation>
        </message>
        <message>
            <source>pick a unit in {space_id} to eliminate</source>
            <comment>board.overstack.pick_a_unit_in_to</comment>
            <translation>scegli un'unità in {space_id} da eliminare</translation>
        </message>
        <message>
            <source>eliminated</source>
            <comment>board.removal.eliminated</comment>
            <translation>eliminata</translation>
        </message>
        <message>
            <source>{unit} is {where} ({why})</source>
            <comment>board.removal.is</comment>
            <translation>{unit}: {where} ({why})</translation>
        </message>
        <message>
            <source>{unit} loses {steps} step: {before} -&gt; {after}</source>
            <comment>board.removal.loses_step</comment>
            <translation>{unit} perde {steps} livello: {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>{unit} loses {steps} steps: {before} -&gt; {after}</source>
            <comment>board.removal.loses_steps</comment>
            <translation>{unit} perde {steps} livelli: {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>permanently eliminated</source>
            <comment>board.removal.permanently_eliminated</comment>
            <translation>eliminata definitivamente</translation>
        </message>
        <message>
            <source>eliminated</source>
            <comment>board.removal.state_eliminated</comment>
            <translation>eliminata</translation>
        </message>
        <message>
            <source>full</source>
            <comment>board.removal.state_full</comment>
            <translation>piena forza</translation>
        </message>
        <message>
            <source>reduced</source>
            <comment>board.removal.state_reduced</comment>
            <translation>ridotta</translation>
        </message>
        <message>
            <source>replaced</source>
            <comment>board.removal.state_replaced</comment>
            <translation>sostituita</translation>
        </message>
        <message>
            <source>{text}, {unit} takes its place from the Reserve Box</source>
            <comment>board.removal.takes_its_place</comment>
            <translation>{text}, {unit} prende il suo posto dalla Casella della Riserva</translation>
        </message>
        <message>
            <source>{text} ({cause})</source>
            <comment>board.removal.with_cause</comment>
            <translation>{text} ({cause})</translation>
        </message>
        <message>
            <source>after Brest-Litovsk Russian units may not stack with other Allied units ({space}) (16.4.9)</source>
            <comment>board.stacking.after_brest_litovsk_russian_units</comment>
            <translation>dopo Brest-Litovsk le unità russe non possono impilarsi con altre unità alleate ({space}) (16.4.9)</translation>
        </message>
        <message>
            <source>{space} would hold {n} units; at most {limit} may stack in one space (10.1.1) and deliberate overstacking is not allowed (10.1.4)</source>
            <comment>board.stacking.would_hold_units_at_most</comment>
            <translation>{space} conterrebbe {n} unità; al massimo {limit} possono impilarsi in uno spazio (10.1.1) e il sovraffollamento volontario non è ammesso (10.1.4)</translation>
        </message>
        <message>
            <source>{unit} entrenches in {space}: level {trench} (rolled {roll})</source>
            <comment>board.trenches.entrenches_in_level_rolled</comment>
            <translation>{unit} si trincera in {space}: livello {trench} (tiro {roll})</translation>
        </message>
        <message>
            <source>{unit} fails to entrench in {space} (rolled {roll})</source>
            <comment>board.trenches.fails_to_entrench_in_rolled</comment>
            <translation>{unit} non riesce a trincerarsi in {space} (tiro {roll})</translation>
        </message>
        <message>
            <source>the trench in {space} drops to level 1</source>
            <comment>board.trenches.the_trench_in_drops_to</comment>
            <translation>la trincea in {space} scende al livello 1</translation>
        </message>
        <message>
            <source>the trench in {space} is removed</source>
            <comment>board.trenches.the_trench_in_is_removed</comment>
            <translation>la trincea in {space} è rimossa</translation>
        </message>
        <message>
            <source>{uid} did not take part in this combat</source>
            <comment>combat.advance.did_not_take_part_in</comment>
            <translation>{uid} non ha preso parte a questo combattimento</translation>
        </message>
        <message>
            <source>{uid} is reduced and may not advance</source>
            <comment>combat.advance.is_reduced_and_may_not</comment>
            <translation>{uid} è ridotta e non può avanzare</translation>
        </message>
        <message>
            <source>{uid} may not advance along {route}</source>
            <comment>combat.advance.may_not_advance_along</comment>
            <translation>{uid} non può avanzare lungo {route}</translation>
        </message>
        <message>
            <source>{uid} may not advance from {a} to {b} across that line (11.1.4)</source>
            <comment>combat.advance.may_not_advance_from_to</comment>
            <translation>{uid} non può avanzare da {a} a {b} attraverso quel collegamento (11.1.4)</translation>
        </message>
        <message>
            <source>{uid} may not advance into {route} (12.7.7)</source>
            <comment>combat.advance.may_not_advance_into</comment>
            <translation>{uid} non può avanzare in {route} (12.7.7)</translation>
        </message>
        <message>
            <source>the units stopping in {space_id} cannot besiege its fort</source>
            <comment>combat.advance.the_units_stopping_in_cannot</comment>
            <translation>le unità che si fermano in {space_id} non possono assediarne il forte</translation>
        </message>
        <message>
            <source>too many units would stop in {space_id}</source>
            <comment>combat.advance.too_many_units_would_stop</comment>
            <translation>troppe unità si fermerebbero in {space_id}</translation>
        </message>
        <message>
            <source>a multinational attack needs one attacking space holding every nation involved (12.1.11)</source>
            <comment>combat.designate.a_multinational_attack_needs_one</comment>
            <translation>un attacco multinazionale richiede uno spazio attaccante con tutte le nazioni coinvolte (12.1.11)</translation>
        </message>
        <message>
            <source>after Brest-Litovsk only Turks on the Near East map may attack Russian units (16.4.10)</source>
            <comment>combat.designate.after_brest_litovsk_only_turks</comment>
            <translation>dopo Brest-Litovsk solo i Turchi sulla mappa del Vicino Oriente possono attaccare unità russe (16.4.10)</translation>
        </message>
        <message>
            <source>at most {max_nations} nations may attack together (12.1.11)</source>
            <comment>combat.designate.at_most_nations_may_attack</comment>
            <translation>al massimo {max_nations} nazioni possono attaccare insieme (12.1.11)</translation>
        </message>
        <message>
            <source>German units may not attack a Russian fort before OberOst or CP war status 4 (15.1.11)</source>
            <comment>combat.designate.german_units_may_not_attack</comment>
            <translation>le unità tedesche non possono attaccare un forte russo prima di OberOst o dello Stato di Guerra CP 4 (15.1.11)</translation>
        </message>
        <message>
            <source>{id} in {space_id} is not adjacent to {target} (12.1.3)</source>
            <comment>combat.designate.in_is_not_adjacent_to</comment>
            <translation>{id} in {space_id} non è adiacente a {target} (12.1.3)</translation>
        </message>
        <message>
            <source>{id} is already in {target}</source>
            <comment>combat.designate.is_already_in</comment>
            <translation>{id} è già in {target}</translation>
        </message>
        <message>
            <source>{id} is not a Near East army (11.3.1)</source>
            <comment>combat.designate.is_not_a_near_east</comment>
            <translation>{id} non è un'Armata del Vicino Oriente (11.3.1)</translation>
        </message>
        <message>
            <source>{id} is not in a space activated for combat (12.1.1)</source>
            <comment>combat.designate.is_not_in_a_space</comment>
            <translation>{id} non è in uno spazio attivato per il combattimento (12.1.1)</translation>
        </message>
        <message>
            <source>{id} may not attack across the {only}-only line (12.1.8)</source>
            <comment>combat.designate.may_not_attack_across_the</comment>
            <translation>{id} non può attaccare attraverso il collegamento riservato a {only} (12.1.8)</translation>
        </message>
        <message>
            <source>no attacking units</source>
            <comment>combat.designate.no_attacking_units</comment>
            <translation>nessuna unità attaccante</translation>
        </message>
        <message>
            <source>no combat into or out of a desert space in summer (TEC)</source>
            <comment>combat.designate.no_combat_into_or_out</comment>
            <translation>nessun combattimento verso o da uno spazio desertico in estate (TEC)</translation>
        </message>
        <message>
            <source>only units beyond those needed for the siege may attack out of {space_id} (15.2.3)</source>
            <comment>combat.designate.only_units_beyond_those_needed</comment>
            <translation>solo le unità oltre quelle necessarie all'assedio possono attaccare da {space_id} (15.2.3)</translation>
        </message>
        <message>
            <source>Russian units may not attack a German fort in August 1914 (15.1.12)</source>
            <comment>combat.designate.russian_units_may_not_attack</comment>
            <translation>le unità russe non possono attaccare un forte tedesco nell'agosto 1914 (15.1.12)</translation>
        </message>
        <message>
            <source>Russian units may not attack after Brest-Litovsk (16.4.10)</source>
            <comment>combat.designate.russian_units_may_not_attack_2</comment>
            <translation>le unità russe non possono attaccare dopo Brest-Litovsk (16.4.10)</translation>
        </message>
        <message>
            <source>the besieged fort in {target} may be attacked only from inside its space (15.1.3)</source>
            <comment>combat.designate.the_besieged_fort_in_may</comment>
            <translation>il forte assediato in {target} può essere attaccato solo dall'interno del suo spazio (15.1.3)</translation>
        </message>
        <message>
            <source>units in London attack only with units in France or Belgium (12.1.10)</source>
            <comment>combat.designate.units_in_london_attack_only</comment>
            <translation>le unità a Londra attaccano solo insieme a unità in Francia o Belgio (12.1.10)</translation>
        </message>
        <message>
            <source>{side}: advance after combat, or done</source>
            <comment>combat.engine.advance.advance_after_combat_or_done</comment>
            <translation>{side}: avanzata dopo il combattimento, oppure fine</translation>
        </message>
        <message>
            <source>{units} advance to {path}</source>
            <comment>combat.engine.advance.advance_to</comment>
            <translation>{units} avanzano a {path}</translation>
        </message>
        <message>
            <source>advance units along a route, or done</source>
            <comment>combat.engine.advance.advance_units_along_a_route</comment>
            <translation>fai avanzare unità lungo un percorso, oppure fine</translation>
        </message>
        <message>
            <source>only full-strength attackers that have not advanced may advance (12.7.1)</source>
            <comment>combat.engine.advance.only_full_strength_attackers_that</comment>
            <translation>solo gli attaccanti a piena forza che non sono ancora avanzati possono avanzare (12.7.1)</translation>
        </message>
        <message>
            <source>the units staying in {space} must still besiege its fort (15.2.4)</source>
            <comment>combat.engine.advance.the_units_staying_in_must</comment>
            <translation>le unità che restano in {space} devono continuare ad assediarne il forte (15.2.4)</translation>
        </message>
        <message>
            <source>{side} attacks {space} with {units}</source>
            <comment>combat.engine.attacks.attacks_with</comment>
            <translation>{side} attacca {space} con {units}</translation>
        </message>
        <message>
            <source>{side}: designate an attack, or done</source>
            <comment>combat.engine.attacks.designate_an_attack_or_done</comment>
            <translation>{side}: dichiara un attacco, oppure fine</translation>
        </message>
        <message>
            <source>designate an attack or say done</source>
            <comment>combat.engine.attacks.designate_an_attack_or_say</comment>
            <translation>dichiara un attacco o indica fine</translation>
        </message>
        <message>
            <source>{space} holds only units that retreated this round (2022 12.1.2)</source>
            <comment>combat.engine.attacks.holds_only_units_that_retreated</comment>
            <translation>{space} contiene solo unità che si sono ritirate in questo round (2022 12.1.2)</translation>
        </message>
        <message>
            <source>{space_id!r} is not a space you can attack</source>
            <comment>combat.engine.attacks.is_not_a_space_you</comment>
            <translation>{space_id!r} non è uno spazio che puoi attaccare</translation>
        </message>
        <message>
            <source>{unit_id} may not attack {space_id} now (12.1.1, 12.1.5, 14.1.1.2)</source>
            <comment>combat.engine.attacks.may_not_attack_now</comment>
            <translation>{unit_id} non può attaccare {space_id} ora (12.1.1, 12.1.5, 14.1.1.2)</translation>
        </message>
        <message>
            <source>name each attacking unit once</source>
            <comment>combat.engine.attacks.name_each_attacking_unit_once</comment>
            <translation>indica ogni unità attaccante una sola volta</translation>
        </message>
        <message>
            <source>{space} was already attacked in this action (2022 12.1.6)</source>
            <comment>combat.engine.attacks.was_already_attacked_in_this</comment>
            <translation>{space} è già stato attaccato in questa azione (2022 12.1.6)</translation>
        </message>
        <message>
            <source>{a} is not a combat card you may play now (9.5.4)</source>
            <comment>combat.engine.card_play.is_not_a_combat_card</comment>
            <translation>{a} non è una Carta di Combattimento che puoi giocare ora (9.5.4)</translation>
        </message>
        <message>
            <source>{side}: play combat cards, or no more</source>
            <comment>combat.engine.card_play.play_combat_cards_or_no</comment>
            <translation>{side}: gioca Carte di Combattimento, oppure nessun'altra</translation>
        </message>
        <message>
            <source>{side} plays {card}</source>
            <comment>combat.engine.card_play.plays</comment>
            <translation>{side} gioca {card}</translation>
        </message>
        <message>
            <source>the attack on {space} is cancelled</source>
            <comment>combat.engine.card_play.the_attack_on_is_cancelled</comment>
            <translation>l'attacco su {space} è annullato</translation>
        </message>
        <message>
            <source>army</source>
            <comment>combat.engine.fire.army</comment>
            <translation>delle Armate</translation>
        </message>
        <message>
            <source>attacker</source>
            <comment>combat.engine.fire.attacker</comment>
            <translation>l'attaccante</translation>
        </message>
        <message>
            <source>choose losses</source>
            <comment>combat.engine.fire.choose_losses</comment>
            <translation>scegliere le perdite</translation>
        </message>
        <message>
            <source>corps</source>
            <comment>combat.engine.fire.corps</comment>
            <translation>dei Corpi</translation>
        </message>
        <message>
            <source>defender</source>
            <comment>combat.engine.fire.defender</comment>
            <translation>il difensore</translation>
        </message>
        <message>
            <source>{role} fires {strength} on the {table} table, column {column_label}: rolled {die}{drm:+d}, LN {ln}</source>
            <comment>combat.engine.fire.fires_on_the_table_column</comment>
            <translation>{role} spara {strength} sulla tabella {table}, colonna {column_label}: tiro {die}{drm:+d}, LN {ln}</translation>
        </message>
        <message>
            <source>{side}: take losses of {ln} (12.4)</source>
            <comment>combat.engine.fire.take_losses_of</comment>
            <translation>{side}: subisci perdite per {ln} (12.4)</translation>
        </message>
        <message>
            <source>those losses are not a legal way to take this loss number (12.4.3)</source>
            <comment>combat.engine.fire.those_losses_are_not_a</comment>
            <translation>queste perdite non sono un modo ammesso di subire questo livello di perdita (12.4.3)</translation>
        </message>
        <message>
            <source>choose retreat or fight (Great Retreat)</source>
            <comment>combat.engine.great_retreat.choose_retreat_or_fight_great</comment>
            <translation>scegli ritirata o combattimento (Grande Ritirata)</translation>
        </message>
        <message>
            <source>{side}: Great Retreat: fall back one space from {space} instead of fighting?</source>
            <comment>combat.engine.great_retreat.great_retreat_fall_back_one</comment>
            <translation>{side}: Grande Ritirata: ripiegare di uno spazio da {space} invece di combattere?</translation>
        </message>
        <message>
            <source>Great Retreat: the Russians leave {space} without a fight</source>
            <comment>combat.engine.great_retreat.great_retreat_the_russians_leave</comment>
            <translation>Grande Ritirata: i Russi lasciano {space} senza combattere</translation>
        </message>
        <message>
            <source>choose a pinning space or no_flank</source>
            <comment>combat.engine.opening.choose_a_pinning_space_or</comment>
            <translation>scegli uno spazio di blocco o no_flank</translation>
        </message>
        <message>
            <source>failure</source>
            <comment>combat.engine.opening.failure</comment>
            <translation>fallito</translation>
        </message>
        <message>
            <source>flank attack pinned from {space}: rolled {roll}+{drm}, {outcome}</source>
            <comment>combat.engine.opening.flank_attack_pinned_from_rolled</comment>
            <translation>attacco di fianco con blocco da {space}: tiro {roll}+{drm}, {outcome}</translation>
        </message>
        <message>
            <source>{space_id!r} is not one of the attacking spaces</source>
            <comment>combat.engine.opening.is_not_one_of_the</comment>
            <translation>{space_id!r} non è uno degli spazi attaccanti</translation>
        </message>
        <message>
            <source>success</source>
            <comment>combat.engine.opening.success</comment>
            <translation>riuscito</translation>
        </message>
        <message>
            <source>the flank attack succeeds after all (combat card)</source>
            <comment>combat.engine.opening.the_flank_attack_succeeds_after</comment>
            <translation>l'attacco di fianco riesce comunque (Carta di Combattimento)</translation>
        </message>
        <message>
            <source>{side}: try a flank attack (choose the pinning space) or not</source>
            <comment>combat.engine.opening.try_a_flank_attack_choose</comment>
            <translation>{side}: tentare un attacco di fianco (scegli lo spazio di blocco) o no</translation>
        </message>
        <message>
            <source>combat losses</source>
            <comment>combat.engine.record.combat_losses</comment>
            <translation>perdite in combattimento</translation>
        </message>
        <message>
            <source>{unit} replaces {unit2}</source>
            <comment>combat.engine.record.replaces</comment>
            <translation>{unit} sostituisce {unit2}</translation>
        </message>
        <message>
            <source>the fort of {space} is destroyed</source>
            <comment>combat.engine.record.the_fort_of_is_destroyed</comment>
            <translation>il forte di {space} è distrutto</translation>
        </message>
        <message>
            <source>a combat card cancels the retreat</source>
            <comment>combat.engine.retreat.a_combat_card_cancels_the</comment>
            <translation>una Carta di Combattimento annulla la ritirata</translation>
        </message>
        <message>
            <source>attacker</source>
            <comment>combat.engine.retreat.attacker</comment>
            <translation>l'attaccante</translation>
        </message>
        <message>
            <source>LN {ln_a} against {ln_d}: both sides lose</source>
            <comment>combat.engine.retreat.both_lose</comment>
            <translation>LN {ln_a} contro {ln_d}: entrambe le parti perdono</translation>
        </message>
        <message>
            <source>caught after retreating (12.5.8)</source>
            <comment>combat.engine.retreat.caught_after_retreating</comment>
            <translation>raggiunta dopo la ritirata (12.5.8)</translation>
        </message>
        <message>
            <source>{side}: choose which unit retreats where</source>
            <comment>combat.engine.retreat.choose_which_unit_retreats_where</comment>
            <translation>{side}: scegli quale unità si ritira e dove</translation>
        </message>
        <message>
            <source>defender</source>
            <comment>combat.engine.retreat.defender</comment>
            <translation>il difensore</translation>
        </message>
        <message>
            <source>{a} is not a legal retreat choice now (12.5)</source>
            <comment>combat.engine.retreat.is_not_a_legal_retreat</comment>
            <translation>{a} non è una scelta di ritirata ammessa ora (12.5)</translation>
        </message>
        <message>
            <source>LN {ln_a} against {ln_d}: the {role} wins</source>
            <comment>combat.engine.retreat.ln_winner</comment>
            <translation>LN {ln_a} contro {ln_d}: vince {role}</translation>
        </message>
        <message>
            <source>{unit} loses a step so the defenders hold</source>
            <comment>combat.engine.retreat.loses_a_step_so_the</comment>
            <translation>{unit} perde un livello perché i difensori tengano la posizione</translation>
        </message>
        <message>
            <source>no legal retreat (12.5.4)</source>
            <comment>combat.engine.retreat.no_legal_retreat</comment>
            <translation>nessuna ritirata possibile (12.5.4)</translation>
        </message>
        <message>
            <source>no legal retreat (12.5.4, 12.5.6)</source>
            <comment>combat.engine.retreat.no_legal_retreat_2</comment>
            <translation>nessuna ritirata possibile (12.5.4, 12.5.6)</translation>
        </message>
        <message>
            <source>{side}: retreat {retreat} space(s) or lose one more step to stay (12.5.3)</source>
            <comment>combat.engine.retreat.retreat_space_s_or_lose</comment>
            <translation>{side}: ritirata di {retreat} spazi o perdi un altro livello per restare (12.5.3)</translation>
        </message>
        <message>
            <source>{unit} retreats to {path}</source>
            <comment>combat.engine.retreat.retreats_to</comment>
            <translation>{unit} si ritira a {path}</translation>
        </message>
        <message>
            <source>Lloyd George: no British attack on German units in a level 2 trench this turn</source>
            <comment>combat.engine.standing_events.lloyd_george_no_british_attack</comment>
            <translation>Lloyd George: nessun attacco britannico contro unità tedesche in una trincea di livello 2 in questo turno</translation>
        </message>
        <message>
            <source>Stavka Timidity: no Russian attack on entrenched German units alone this turn</source>
            <comment>combat.engine.standing_events.stavka_timidity_no_russian_attack</comment>
            <translation>Timidezza della Stavka: nessun attacco russo contro sole unità tedesche trincerate in questo turno</translation>
        </message>
        <message>
            <source>flips back</source>
            <comment>combat.engine.withdrawal.flips_back</comment>
            <translation>torna a piena forza</translation>
        </message>
        <message>
            <source>returns reduced</source>
            <comment>combat.engine.withdrawal.returns_reduced</comment>
            <translation>ritorna ridotta</translation>
        </message>
        <message>
            <source>Withdrawal: {unit} {what} (12.6.3)</source>
            <comment>combat.engine.withdrawal.withdrawal</comment>
            <translation>Ritirata: {unit} {what} (12.6.3)</translation>
        </message>
        <message>
            <source>a flank attack needs at least one attacking army</source>
            <comment>combat.flank.a_flank_attack_needs_at</comment>
            <translation>un attacco di fianco richiede almeno un'Armata attaccante</translation>
        </message>
        <message>
            <source>a flank attack needs attackers from at least two spaces</source>
            <comment>combat.flank.a_flank_attack_needs_attackers</comment>
            <translation>un attacco di fianco richiede attaccanti da almeno due spazi</translation>
        </message>
        <message>
            <source>a fort defending alone cannot be flanked</source>
            <comment>combat.flank.a_fort_defending_alone_cannot</comment>
            <translation>un forte che difende da solo non può essere attaccato di fianco</translation>
        </message>
        <message>
            <source>no flank attack against a trench</source>
            <comment>combat.flank.no_flank_attack_against_a</comment>
            <translation>nessun attacco di fianco contro una trincea</translation>
        </message>
        <message>
            <source>no flank attack into {terrain}</source>
            <comment>combat.flank.no_flank_attack_into</comment>
            <translation>nessun attacco di fianco in {terrain}</translation>
        </message>
        <message>
            <source>action {type!r}: field {k!r} must be a string, not {v!r}</source>
            <comment>core.actions.action_field_must_be_a</comment>
            <translation>azione {type!r}: il campo {k!r} deve essere una stringa, non {v!r}</translation>
        </message>
        <message>
            <source>action {type!r} takes no {value}</source>
            <comment>core.actions.action_takes_no</comment>
            <translation>l'azione {type!r} non accetta {value}</translation>
        </message>
        <message>
            <source>action {type!r}: 'units' must be a list of unit ids</source>
            <comment>core.actions.action_units_must_be_a</comment>
            <translation>azione {type!r}: 'units' deve essere una lista di id di unità</translation>
        </message>
        <message>
            <source>action {type!r}: unknown field(s) {unknown}</source>
            <comment>core.actions.action_unknown_field_s</comment>
            <translation>azione {type!r}: campi sconosciuti {unknown}</translation>
        </message>
        <message>
            <source>an action must be an object with a 'type' string, not {doc!r}</source>
            <comment>core.actions.an_action_must_be_an</comment>
            <translation>un'azione deve essere un oggetto con una stringa 'type', non {doc!r}</translation>
        </message>
        <message>
            <source>Entrench may not be played as an event on turn 1 (5.7.4.4)</source>
            <comment>core.effects.entrench_may_not_be_played</comment>
            <translation>Trinceramenti non può essere giocata come evento nel turno 1 (5.7.4.4)</translation>
        </message>
        <message>
            <source>{card} may not be played while {cards} is in effect</source>
            <comment>core.effects.may_not_be_played_while</comment>
            <translation>{card} non può essere giocata mentre {cards} è in vigore</translation>
        </message>
        <message>
            <source>{card} needs one of {cards} played first</source>
            <comment>core.effects.needs_one_of_played_first</comment>
            <translation>{card} richiede che prima sia giocata una tra {cards}</translation>
        </message>
        <message>
            <source>{card} needs {cards} played first</source>
            <comment>core.effects.needs_played_first</comment>
            <translation>{card} richiede che prima sia giocata {cards}</translation>
        </message>
        <message>
            <source>no reinforcement card may be played on the August 1914 turn (9.5.3.1)</source>
            <comment>core.effects.no_reinforcement_card_may_be</comment>
            <translation>nessuna carta rinforzi può essere giocata nel turno di agosto 1914 (9.5.3.1)</translation>
        </message>
        <message>
            <source>only one neutral nation may enter the war per turn (9.5.2.2)</source>
            <comment>core.effects.only_one_neutral_nation_may</comment>
            <translation>una sola nazione neutrale può entrare in guerra per turno (9.5.2.2)</translation>
        </message>
        <message>
            <source>only one {nation} reinforcement card per turn (9.5.3.1)</source>
            <comment>core.effects.only_one_reinforcement_card_per</comment>
            <translation>una sola carta rinforzi {nation} per turno (9.5.3.1)</translation>
        </message>
        <message>
            <source>only one side may ever play Entrench as an event (9.5.1.1)</source>
            <comment>core.effects.only_one_side_may_ever</comment>
            <translation>una sola parte può mai giocare Trinceramenti come evento (9.5.1.1)</translation>
        </message>
        <message>
            <source>the event of {card} is not available yet</source>
            <comment>core.effects.the_event_of_is_not</comment>
            <translation>l'evento di {card} non è ancora disponibile</translation>
        </message>
        <message>
            <source>{card}: VP {vp:+d}, now {vp2}</source>
            <comment>core.effects.vp_now</comment>
            <translation>{card}: VP {vp:+d}, ora {vp2}</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>core.name.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>{space}</source>
            <comment>core.place.space</comment>
            <translation>{space}</translation>
        </message>
        <message>
            <source>seat {seat!r} may not answer: it is seat {seat2!r}'s decision ({text})</source>
            <comment>core.seats.seat_may_not_answer_it</comment>
            <translation>il posto {seat!r} non può rispondere: è la decisione del posto {seat2!r} ({text})</translation>
        </message>
        <message>
            <source>there is no seat {seat!r} at this table (seats: {seats})</source>
            <comment>core.seats.there_is_no_seat_at</comment>
            <translation>non c'è un posto {seat!r} a questo tavolo (posti: {seats})</translation>
        </message>
        <message>
            <source>AP</source>
            <comment>core.side.ap</comment>
            <translation>AP</translation>
        </message>
        <message>
            <source>CP</source>
            <comment>core.side.cp</comment>
            <translation>CP</translation>
        </message>
        <message>
            <source>no decision is expected in step {name!r}</source>
            <comment>core.steps.no_decision_is_expected_in</comment>
            <translation>nessuna decisione è attesa nel passo {name!r}</translation>
        </message>
        <message>
            <source>now {doing}, not {type!r}</source>
            <comment>core.steps.now_not</comment>
            <translation>ora: {doing}, non {type!r}</translation>
        </message>
        <message>
            <source>{nation} is not at war yet</source>
            <comment>events.common.is_not_at_war_yet</comment>
            <translation>{nation} non è ancora in guerra</translation>
        </message>
        <message>
            <source>only on a turn after {card} was played</source>
            <comment>events.common.only_on_a_turn_after</comment>
            <translation>solo in un turno successivo a quello in cui è stata giocata {card}</translation>
        </message>
        <message>
            <source>in Aug and Sep 1914 Falkenhayn needs Moltke played first</source>
            <comment>events.flags.in_aug_and_sep_falkenhayn</comment>
            <translation>in agosto e settembre 1914 Falkenhayn richiede che prima sia giocata Moltke</translation>
        </message>
        <message>
            <source>Moltke may only be played in Aug or Sep 1914</source>
            <comment>events.flags.moltke_may_only_be_played</comment>
            <translation>Moltke può essere giocata solo in agosto o settembre 1914</translation>
        </message>
        <message>
            <source>only at Combined War Status {n} or more</source>
            <comment>events.flags.only_at_combined_war_status</comment>
            <translation>solo con Stato di Guerra Combinato {n} o più</translation>
        </message>
        <message>
            <source>Prince Max may not be played after turn {last}</source>
            <comment>events.flags.prince_max_may_not_be</comment>
            <translation>Principe Max non può essere giocata dopo il turno {last}</translation>
        </message>
        <message>
            <source>{nation} is already at war</source>
            <comment>events.neutrals.is_already_at_war</comment>
            <translation>{nation} è già in guerra</translation>
        </message>
        <message>
            <source>{text}: {a} is not one of the choices</source>
            <comment>events.picking.is_not_one_of_the</comment>
            <translation>{text}: {a} non è tra le scelte</translation>
        </message>
        <message>
            <source>{side}: {text}</source>
            <comment>events.picking.side_text</comment>
            <translation>{side}: {text}</translation>
        </message>
        <message>
            <source>{unit} enters in {where}</source>
            <comment>events.placement.enters_in</comment>
            <translation>{unit} entra in {where}</translation>
        </message>
        <message>
            <source>{unit} finds no space to enter and stays out</source>
            <comment>events.placement.finds_no_space_to_enter</comment>
            <translation>{unit} non trova uno spazio in cui entrare e resta fuori</translation>
        </message>
        <message>
            <source>{unit} has no legal space to enter (9.5.3.1)</source>
            <comment>events.placement.has_no_legal_space_to</comment>
            <translation>{unit} non ha uno spazio ammesso in cui entrare (9.5.3.1)</translation>
        </message>
        <message>
            <source>{unit} may enter only in {where} (9.5.3)</source>
            <comment>events.placement.may_enter_only_in</comment>
            <translation>{unit} può entrare solo in {where} (9.5.3)</translation>
        </message>
        <message>
            <source>{side}: place {unit}</source>
            <comment>events.placement.place</comment>
            <translation>{side}: piazza {unit}</translation>
        </message>
        <message>
            <source>place {unit} first</source>
            <comment>events.placement.place_first</comment>
            <translation>piazza prima {unit}</translation>
        </message>
        <message>
            <source>stacking leaves no room for all the armies of the card (9.5.3.3)</source>
            <comment>events.placement.stacking_leaves_no_room_for</comment>
            <translation>l'impilamento non lascia posto per tutte le Armate della carta (9.5.3.3)</translation>
        </message>
        <message>
            <source>the reserve box</source>
            <comment>events.placement.the_reserve_box</comment>
            <translation>la Casella della Riserva</translation>
        </message>
        <message>
            <source>CWS + CP Russian VP is {have}; Fall of the Tsar needs {need} (16.4.4)</source>
            <comment>events.politics.cws_cp_russian_vp_is</comment>
            <translation>Stato di Guerra Combinato + VP russi dei CP = {have}; Caduta dello Zar richiede {need} (16.4.4)</translation>
        </message>
        <message>
            <source>Grand Fleet cancels the High Seas Fleet VP: now {vp}</source>
            <comment>events.politics.grand_fleet_cancels_the_high</comment>
            <translation>Grande Flotta annulla il VP di Flotta Mare Aperto: ora {vp}</translation>
        </message>
        <message>
            <source>Grand Fleet does not follow High Seas Fleet: no effect</source>
            <comment>events.politics.grand_fleet_does_not_follow</comment>
            <translation>Grande Flotta non segue Flotta Mare Aperto: nessun effetto</translation>
        </message>
        <message>
            <source>not once the CP are at Total War</source>
            <comment>events.politics.not_once_the_cp_are</comment>
            <translation>non quando i CP sono in Guerra Totale</translation>
        </message>
        <message>
            <source>the CP hold {have} Russian VP spaces; Tsar Takes Command needs {need} (16.4.3)</source>
            <comment>events.politics.the_cp_hold_russian_vp</comment>
            <translation>i CP tengono {have} spazi VP russi; Lo Zar Prende il Comando richiede {need} (16.4.3)</translation>
        </message>
        <message>
            <source>the CP hold {have} Russian VP spaces: Bolshevik Revolution needs more than {fell} or all {every} (16.4.6)</source>
            <comment>events.politics.the_cp_hold_russian_vp_2</comment>
            <translation>i CP tengono {have} spazi VP russi: Rivoluzione Bolscevica richiede più di {fell} o tutti i {every} (16.4.6)</translation>
        </message>
        <message>
            <source>The Sixtus Affair: AP roll {roll}, VP {change:+d}, now {vp}</source>
            <comment>events.politics.the_sixtus_affair_ap_roll</comment>
            <translation>L'Affare Sisto: tiro AP {roll}, VP {change:+d}, ora {vp}</translation>
        </message>
        <message>
            <source>the US entry track allows Zimmermann Telegram only at CWS {need} or more (16.3.2)</source>
            <comment>events.politics.the_us_entry_track_allows</comment>
            <translation>la tabella dell'entrata in guerra degli USA consente Telegramma Zimmermann solo con Stato di Guerra Combinato {need} o più (16.3.2)</translation>
        </message>
        <message>
            <source>Treaty of Brest-Litovsk, 16.4.9</source>
            <comment>events.politics.treaty_of_brest_litovsk</comment>
            <translation>Trattato di Brest-Litovsk, 16.4.9</translation>
        </message>
        <message>
            <source>an Allied unit is in Libya</source>
            <comment>events.reinforcements.an_allied_unit_is_in</comment>
            <translation>un'unità alleata è in Libia</translation>
        </message>
        <message>
            <source>{nation} is not at war yet</source>
            <comment>events.reinforcements.is_not_at_war_yet</comment>
            <translation>{nation} non è ancora in guerra</translation>
        </message>
        <message>
            <source>{unit} flips to full strength</source>
            <comment>events.rp_events.flips_to_full_strength</comment>
            <translation>{unit} torna a piena forza</translation>
        </message>
        <message>
            <source>Landwehr: flip reduced German units (2 RP)</source>
            <comment>events.rp_events.landwehr_flip_reduced_german_units</comment>
            <translation>Territoriali: riporta a piena forza unità tedesche ridotte (2 RP)</translation>
        </message>
        <message>
            <source>Paris Taxis: flip a reduced French army in or next to Paris (1 RP)</source>
            <comment>events.rp_events.paris_taxis_flip_a_reduced</comment>
            <translation>Taxi di Parigi: riporta a piena forza un'Armata francese ridotta a Parigi o adiacente (1 RP)</translation>
        </message>
        <message>
            <source>a level 1 trench is dug in {space}</source>
            <comment>events.special.a_level_trench_is_dug</comment>
            <translation>una trincea di livello 1 è scavata in {space}</translation>
        </message>
        <message>
            <source>{units} activated for combat free</source>
            <comment>events.special.activated_for_combat_free</comment>
            <translation>{units} attivate per il combattimento gratuitamente</translation>
        </message>
        <message>
            <source>{side} hand shown to the {side2}: no cards</source>
            <comment>events.special.empty_hand_shown</comment>
            <translation>mano {side} mostrata a {side2}: nessuna carta</translation>
        </message>
        <message>
            <source>Entrench: place a level 1 trench with a supplied army</source>
            <comment>events.special.entrench_place_a_level_trench</comment>
            <translation>Trinceramenti: piazza una trincea di livello 1 con un'Armata rifornita</translation>
        </message>
        <message>
            <source>Guns of August may only be the first CP action of Aug 1914</source>
            <comment>events.special.guns_of_august_may_only</comment>
            <translation>I Cannoni di Agosto può essere solo la prima azione CP di agosto 1914</translation>
        </message>
        <message>
            <source>Guns of August may only be played in Aug 1914</source>
            <comment>events.special.guns_of_august_may_only_2</comment>
            <translation>I Cannoni di Agosto può essere giocata solo in agosto 1914</translation>
        </message>
        <message>
            <source>{side} hand shown to the {side2}: {cards}</source>
            <comment>events.special.hand_shown_to_the</comment>
            <translation>mano {side} mostrata a {side2}: {cards}</translation>
        </message>
        <message>
            <source>Liege falls; GE 1 and GE 2 enter it</source>
            <comment>events.special.liege_falls_ge_and_ge</comment>
            <translation>Liegi cade; GE 1 e GE 2 vi entrano</translation>
        </message>
        <message>
            <source>{unit} redeploys to Salonika</source>
            <comment>events.special.redeploys_to_salonika</comment>
            <translation>{unit} si rischiera a Salonicco</translation>
        </message>
        <message>
            <source>Salonika holds enemy units</source>
            <comment>events.special.salonika_holds_enemy_units</comment>
            <translation>Salonicco contiene unità nemiche</translation>
        </message>
        <message>
            <source>Salonika: redeploy up to {salonika_corps} British or French corps to Salonika</source>
            <comment>events.special.salonika_redeploy_up_to_british</comment>
            <translation>Salonicco: rischiera fino a {salonika_corps} Corpi britannici o francesi a Salonicco</translation>
        </message>
        <message>
            <source>Czech Legion</source>
            <comment>events.unit_events.czech_legion</comment>
            <translation>Legione Ceca</translation>
        </message>
        <message>
            <source>only while the CP control Warsaw</source>
            <comment>events.unit_events.only_while_the_cp_control</comment>
            <translation>solo mentre i CP controllano Varsavia</translation>
        </message>
        <message>
            <source>Polish Restoration: VP {polish_restoration_vp:+d}, now {vp}</source>
            <comment>events.unit_events.polish_restoration_vp_now</comment>
            <translation>Restaurazione Polacca: VP {polish_restoration_vp:+d}, ora {vp}</translation>
        </message>
        <message>
            <source>Russian Desertions: reduce up to {russian_desertions} full-strength Russian units</source>
            <comment>events.unit_events.russian_desertions_reduce_up_to</comment>
            <translation>Diserzioni Russe: riduci fino a {russian_desertions} unità russe a piena forza</translation>
        </message>
        <message>
            <source>War in Africa</source>
            <comment>events.unit_events.war_in_africa</comment>
            <translation>Guerra in Africa</translation>
        </message>
        <message>
            <source>War in Africa: remove a British corps for good, or give the CP 1 VP</source>
            <comment>events.unit_events.war_in_africa_remove_a</comment>
            <translation>Guerra in Africa: rimuovi definitivamente un Corpo britannico, o dai 1 VP ai CP</translation>
        </message>
        <message>
            <source>nothing to undo: a die was rolled or a card drawn since, or nothing was done</source>
            <comment>game.nothing_to_undo</comment>
            <translation>niente da annullare: da allora è stato tirato un dado o pescata una carta, oppure non è stato fatto nulla</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>game.the_game_is_over</comment>
            <translation>la partita è finita</translation>
        </message>
        <message>
            <source>{side} action round {round}: play a card (OPS, SR, RP or event) or take the 1-OPS action</source>
            <comment>operations.action_round.action_round_play_a_card</comment>
            <translation>{side} round di azione {round}: gioca una carta (OPS, SR, RP o evento) o esegui l'azione da 1 OPS</translation>
        </message>
        <message>
            <source>{card} gives no replacement points</source>
            <comment>operations.action_round.gives_no_replacement_points</comment>
            <translation>{card} non dà Punti Rimpiazzo</translation>
        </message>
        <message>
            <source>{card} has no operations value</source>
            <comment>operations.action_round.has_no_operations_value</comment>
            <translation>{card} non ha valore operativo</translation>
        </message>
        <message>
            <source>{card} has no SR value</source>
            <comment>operations.action_round.has_no_sr_value</comment>
            <translation>{card} non ha valore SR</translation>
        </message>
        <message>
            <source>in this scenario the CP must open with Guns of August as an event (5.7.4.3)</source>
            <comment>operations.action_round.in_this_scenario_the_cp</comment>
            <translation>in questo scenario i CP devono aprire con I Cannoni di Agosto come evento (5.7.4.3)</translation>
        </message>
        <message>
            <source>{card} may only be played as an event while only the CP are at Total War (9.5.2.5)</source>
            <comment>operations.action_round.may_only_be_played_as</comment>
            <translation>{card} può essere giocata come evento solo mentre soltanto i CP sono in Guerra Totale (9.5.2.5)</translation>
        </message>
        <message>
            <source>no RP card in the round right after your own RP card this turn (9.4.3)</source>
            <comment>operations.action_round.no_rp_card_in_the</comment>
            <translation>nessuna carta RP nel round subito dopo la tua carta RP di questo turno (9.4.3)</translation>
        </message>
        <message>
            <source>no RP card may be played for the rest of the turn after Influenza (AP 65)</source>
            <comment>operations.action_round.no_rp_card_may_be</comment>
            <translation>nessuna carta RP può essere giocata per il resto del turno dopo Influenza (AP 65)</translation>
        </message>
        <message>
            <source>no SR card (or Salonika) in the round right after your own SR card (or Salonika) this turn (9.3.3)</source>
            <comment>operations.action_round.no_sr_card_or_salonika</comment>
            <translation>nessuna carta SR (o Salonicco) nel round subito dopo la tua carta SR (o Salonicco) di questo turno (9.3.3)</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the {side} hand of the {command} command</source>
            <comment>operations.action_round.not_in_the_command_hand</comment>
            <translation>{card_id!r} non è nella mano {side} del comando {command}</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the {side} hand</source>
            <comment>operations.action_round.not_in_the_hand</comment>
            <translation>{card_id!r} non è nella mano {side}</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>operations.action_round.nothing</comment>
            <translation>niente</translation>
        </message>
        <message>
            <source>play a card or take the automatic operation</source>
            <comment>operations.action_round.play_a_card_or_take</comment>
            <translation>gioca una carta o esegui l'operazione automatica</translation>
        </message>
        <message>
            <source>{side} played a * event (Introductory): VP now {vp}</source>
            <comment>operations.action_round.played_a_event_introductory_vp</comment>
            <translation>{side} ha giocato un evento * (Introduttivo): ora VP {vp}</translation>
        </message>
        <message>
            <source>{side} plays {card} as an event</source>
            <comment>operations.action_round.plays_as_an_event</comment>
            <translation>{side} gioca {card} come evento</translation>
        </message>
        <message>
            <source>{side} plays {card} for {ops} OPS</source>
            <comment>operations.action_round.plays_for_ops</comment>
            <translation>{side} gioca {card} per {ops} OPS</translation>
        </message>
        <message>
            <source>{side} plays {card} for RP: {text}</source>
            <comment>operations.action_round.plays_for_rp</comment>
            <translation>{side} gioca {card} per RP: {text}</translation>
        </message>
        <message>
            <source>{side} plays {card} for {sr} SR points</source>
            <comment>operations.action_round.plays_for_sr_points</comment>
            <translation>{side} gioca {card} per {sr} punti SR</translation>
        </message>
        <message>
            <source>{side} takes the automatic operation (1 OPS)</source>
            <comment>operations.action_round.takes_the_automatic_operation_ops</comment>
            <translation>{side} esegue l'operazione automatica (1 OPS)</translation>
        </message>
        <message>
            <source>activating {space} costs {cost} and only {points} point(s) are left (9.2.3)</source>
            <comment>operations.activation.activating_costs_and_only_point</comment>
            <translation>attivare {space} costa {cost} e restano solo {points} punti (9.2.3)</translation>
        </message>
        <message>
            <source>activation mode must be 'move' or 'attack', not {mode!r}</source>
            <comment>operations.activation.activation_mode_must_be_move</comment>
            <translation>il modo di attivazione deve essere 'move' o 'attack', non {mode!r}</translation>
        </message>
        <message>
            <source>every unit in {space} is out of supply: it cannot be activated (14.3.1)</source>
            <comment>operations.activation.every_unit_in_is_out</comment>
            <translation>tutte le unità in {space} sono fuori rifornimento: lo spazio non può essere attivato (14.3.1)</translation>
        </message>
        <message>
            <source>{space} holds no {side} units to activate (9.2.6)</source>
            <comment>operations.activation.holds_no_units_to_activate</comment>
            <translation>{space} non contiene unità {side} da attivare (9.2.6)</translation>
        </message>
        <message>
            <source>{space} is a desert space: no combat activation in summer (15.2.5)</source>
            <comment>operations.activation.is_a_desert_space_no</comment>
            <translation>{space} è uno spazio desertico: nessuna attivazione per il combattimento in estate (15.2.5)</translation>
        </message>
        <message>
            <source>{space} is already activated for {activated} (9.2.5)</source>
            <comment>operations.activation.is_already_activated_for</comment>
            <translation>{space} è già attivato per {activated} (9.2.5)</translation>
        </message>
        <message>
            <source>no space {space_id!r}</source>
            <comment>operations.activation.no_space</comment>
            <translation>nessuno spazio {space_id!r}</translation>
        </message>
        <message>
            <source>the Allies may activate only one Near East space for combat per round (9.2.7)</source>
            <comment>operations.activation.the_allies_may_activate_only</comment>
            <translation>gli Alleati possono attivare per il combattimento un solo spazio del Vicino Oriente per round (9.2.7)</translation>
        </message>
        <message>
            <source>{side} {command} command commits its play for action round {round}</source>
            <comment>operations.command_play.command_commits_its_play_for</comment>
            <translation>{side} comando {command} impegna la sua giocata per il round di azione {round}</translation>
        </message>
        <message>
            <source>{side} {command} command: its committed play is no longer possible ({why}); it takes the 1-OPS action instead</source>
            <comment>operations.command_play.command_its_committed_play_is</comment>
            <translation>{side} comando {command}: la giocata impegnata non è più possibile ({why}); esegue invece l'azione da 1 OPS</translation>
        </message>
        <message>
            <source>{side} {command} command, round {round} (action round {round2}): commit a card play or the 1-OPS action (hidden from your ally until both have chosen), or first give units to your ally</source>
            <comment>operations.command_play.command_round_action_round_commit</comment>
            <translation>{side} comando {command}, round {round} (round di azione {round2}): impegna una giocata di carta o l'azione da 1 OPS (nascosta all'alleato finché entrambi non hanno scelto), oppure prima cedi unità all'alleato</translation>
        </message>
        <message>
            <source>give units to your ally or commit a card play or the 1-OPS action</source>
            <comment>operations.command_play.give_units_to_your_ally</comment>
            <translation>cedi unità all'alleato o impegna una giocata di carta o l'azione da 1 OPS</translation>
        </message>
        <message>
            <source>given by its command, 4.4a</source>
            <comment>operations.command_play.given_by_its_command_a</comment>
            <translation>ceduta dal suo comando, 4.4a</translation>
        </message>
        <message>
            <source>in the first round of the game the CP East command may not use OPS (seed 003, 5.1b)</source>
            <comment>operations.command_play.in_the_first_round_of</comment>
            <translation>nel primo round della partita il comando CP Est non può usare OPS (seed 003, 5.1b)</translation>
        </message>
        <message>
            <source>{unit_id!r} is not a unit of the {command} command outside every combat area (seed 003, 4.4a)</source>
            <comment>operations.command_play.is_not_a_unit_of</comment>
            <translation>{unit_id!r} non è un'unità del comando {command} fuori da ogni area di combattimento (seed 003, 4.4a)</translation>
        </message>
        <message>
            <source>name the units to give to your ally</source>
            <comment>operations.command_play.name_the_units_to_give</comment>
            <translation>indica le unità da cedere all'alleato</translation>
        </message>
        <message>
            <source>reinforcement card for {nation}</source>
            <comment>operations.command_play.reinforcement_card_for</comment>
            <translation>carta rinforzi per {nation}</translation>
        </message>
        <message>
            <source>RP card</source>
            <comment>operations.command_play.rp_card</comment>
            <translation>carta RP</translation>
        </message>
        <message>
            <source>SR card</source>
            <comment>operations.command_play.sr_card</comment>
            <translation>carta SR</translation>
        </message>
        <message>
            <source>the {command} command has already played an {what} this turn (seed 003, 5.3)</source>
            <comment>operations.command_play.the_command_has_already_played</comment>
            <translation>il comando {command} ha già giocato una {what} in questo turno (seed 003, 5.3)</translation>
        </message>
        <message>
            <source>the units in {space} could then no longer be joined by enough units to besiege its fort (11.1.8, 15.2.1)</source>
            <comment>operations.fort_entry.the_units_in_could_then</comment>
            <translation>le unità in {space} non potrebbero più essere raggiunte da abbastanza unità per assediarne il forte (11.1.8, 15.2.1)</translation>
        </message>
        <message>
            <source>the units in {space} do not yet besiege its fort: bring in the units that complete the siege (11.1.8, 15.2.1)</source>
            <comment>operations.fort_entry.the_units_in_do_not</comment>
            <translation>le unità in {space} non assediano ancora il forte: porta le unità che completano l'assedio (11.1.8, 15.2.1)</translation>
        </message>
        <message>
            <source>a moving stack must start together in one space</source>
            <comment>operations.movement.a_moving_stack_must_start</comment>
            <translation>una pila in movimento deve partire tutta insieme da uno spazio</translation>
        </message>
        <message>
            <source>{space} already has a level-2 trench (11.2.3)</source>
            <comment>operations.movement.already_has_a_level_trench</comment>
            <translation>{space} ha già una trincea di livello 2 (11.2.3)</translation>
        </message>
        <message>
            <source>an army in {space} is already trying to entrench (11.2.1)</source>
            <comment>operations.movement.an_army_in_is_already</comment>
            <translation>un'Armata in {space} sta già tentando di trincerarsi (11.2.1)</translation>
        </message>
        <message>
            <source>CP units may not end a move in {space} before Race to the Sea or CP war status 4 (11.1.9)</source>
            <comment>operations.movement.cp_units_may_not_end</comment>
            <translation>le unità CP non possono terminare un movimento in {space} prima di Corsa al Mare o dello Stato di Guerra CP 4 (11.1.9)</translation>
        </message>
        <message>
            <source>{unit} did not start in a Move-activated space (9.2.8)</source>
            <comment>operations.movement.did_not_start_in_a</comment>
            <translation>{unit} non ha iniziato in uno spazio attivato per il movimento (9.2.8)</translation>
        </message>
        <message>
            <source>finish the moving stack first</source>
            <comment>operations.movement.finish_the_moving_stack_first</comment>
            <translation>prima completa la pila in movimento</translation>
        </message>
        <message>
            <source>{unit} has already moved (11.1.1)</source>
            <comment>operations.movement.has_already_moved</comment>
            <translation>{unit} ha già mosso (11.1.1)</translation>
        </message>
        <message>
            <source>{unit} has no movement points left (11.1.5)</source>
            <comment>operations.movement.has_no_movement_points_left</comment>
            <translation>{unit} non ha più punti movimento (11.1.5)</translation>
        </message>
        <message>
            <source>{space} holds an enemy fort of strength {fort}: only an army or {fort} corps, with those that can still join them this round, may besiege it (11.1.8, 15.2.4)</source>
            <comment>operations.movement.holds_an_enemy_fort_of</comment>
            <translation>{space} ha un forte nemico di forza {fort}: solo un'Armata o {fort} Corpi, con quelli che possono ancora unirsi a loro in questo round, possono assediarlo (11.1.8, 15.2.4)</translation>
        </message>
        <message>
            <source>{space} holds enemy units (11.1.7)</source>
            <comment>operations.movement.holds_enemy_units</comment>
            <translation>{space} contiene unità nemiche (11.1.7)</translation>
        </message>
        <message>
            <source>{space} holds more than {limit} units (10.1.1); move some out</source>
            <comment>operations.movement.holds_more_than_units_move</comment>
            <translation>{space} contiene più di {limit} unità (10.1.1); spostane alcune</translation>
        </message>
        <message>
            <source>{to} is not connected to {space} (11.1.3)</source>
            <comment>operations.movement.is_not_connected_to</comment>
            <translation>{to} non è collegato a {space} (11.1.3)</translation>
        </message>
        <message>
            <source>{unit} is out of supply and may not move (14.1.1.3)</source>
            <comment>operations.movement.is_out_of_supply_and</comment>
            <translation>{unit} è fuori rifornimento e non può muovere (14.1.1.3)</translation>
        </message>
        <message>
            <source>{units} may not stop in {space} and could reach no space where they may end the move (11.1.6, 11.1.9, 10.1.2)</source>
            <comment>operations.movement.may_not_stop_in_and</comment>
            <translation>{units} non possono fermarsi in {space} e non raggiungerebbero alcuno spazio in cui terminare il movimento (11.1.6, 11.1.9, 10.1.2)</translation>
        </message>
        <message>
            <source>{units}: {space} -&gt; {space2}</source>
            <comment>operations.movement.move</comment>
            <translation>{units}: {space} -&gt; {space2}</translation>
        </message>
        <message>
            <source>{side}: move a stack from an activated space, entrench, or done</source>
            <comment>operations.movement.move_a_stack_from_an</comment>
            <translation>{side}: muovi una pila da uno spazio attivato, trincerati, oppure fine</translation>
        </message>
        <message>
            <source>move, stop, entrench or done</source>
            <comment>operations.movement.move_stop_entrench_or_done</comment>
            <translation>muovi, fermati, trincerati o fine</translation>
        </message>
        <message>
            <source>{side}: move the stack on from {space}, or stop</source>
            <comment>operations.movement.move_the_stack_on_from</comment>
            <translation>{side}: continua a muovere la pila da {space}, oppure fermati</translation>
        </message>
        <message>
            <source>name the units to move, each once</source>
            <comment>operations.movement.name_the_units_to_move</comment>
            <translation>indica le unità da muovere, ciascuna una volta</translation>
        </message>
        <message>
            <source>no Entrench event has been played yet (11.2.1)</source>
            <comment>operations.movement.no_entrench_event_has_been</comment>
            <translation>nessun evento Trinceramenti è stato ancora giocato (11.2.1)</translation>
        </message>
        <message>
            <source>no stack is moving</source>
            <comment>operations.movement.no_stack_is_moving</comment>
            <translation>nessuna pila è in movimento</translation>
        </message>
        <message>
            <source>on turn 1 Russian units may not besiege German forts such as {space} (15.1.12)</source>
            <comment>operations.movement.on_turn_russian_units_may</comment>
            <translation>nel turno 1 le unità russe non possono assediare forti tedeschi come {space} (15.1.12)</translation>
        </message>
        <message>
            <source>only an army that has not moved, in a Move-activated space, may try to entrench (11.2.1)</source>
            <comment>operations.movement.only_an_army_that_has</comment>
            <translation>solo un'Armata che non ha mosso, in uno spazio attivato per il movimento, può tentare di trincerarsi (11.2.1)</translation>
        </message>
        <message>
            <source>only units of the moving stack may move on now; stop it first (11.1.1)</source>
            <comment>operations.movement.only_units_of_the_moving</comment>
            <translation>ora possono muovere solo le unità della pila in movimento; prima fermala (11.1.1)</translation>
        </message>
        <message>
            <source>stop the moving stack first</source>
            <comment>operations.movement.stop_the_moving_stack_first</comment>
            <translation>prima ferma la pila in movimento</translation>
        </message>
        <message>
            <source>the line {space}-{space2} may only be used by {only} units (11.1.4)</source>
            <comment>operations.movement.the_line_may_only_be</comment>
            <translation>il collegamento {space}-{space2} può essere usato solo da unità {only} (11.1.4)</translation>
        </message>
        <message>
            <source>the units staying in {space} could no longer besiege its fort; move them all or leave enough behind (15.2.3)</source>
            <comment>operations.movement.the_units_staying_in_could</comment>
            <translation>le unità che restano in {space} non potrebbero più assediarne il forte; muovile tutte o lasciane abbastanza (15.2.3)</translation>
        </message>
        <message>
            <source>units may pass through but not end in {space}, which holds an Attack marker (11.1.6)</source>
            <comment>operations.movement.units_may_pass_through_but</comment>
            <translation>le unità possono attraversare ma non terminare in {space}, che ha un segnalino Attacco (11.1.6)</translation>
        </message>
        <message>
            <source>units out of supply may not entrench (14.3.3)</source>
            <comment>operations.movement.units_out_of_supply_may</comment>
            <translation>le unità fuori rifornimento non possono trincerarsi (14.3.3)</translation>
        </message>
        <message>
            <source>{space} would end with {n} units; at most {limit} may stack in one space (10.1.1, 10.1.4)</source>
            <comment>operations.movement.would_end_with_units_at</comment>
            <translation>{space} terminerebbe con {n} unità; al massimo {limit} possono impilarsi in uno spazio (10.1.1, 10.1.4)</translation>
        </message>
        <message>
            <source>activate spaces or say done</source>
            <comment>operations.operation.activate_spaces_or_say_done</comment>
            <translation>attiva spazi o indica fine</translation>
        </message>
        <message>
            <source>{side}: activate spaces ({pts} point(s) left), then done</source>
            <comment>operations.operation.activate_spaces_point_s_left</comment>
            <translation>{side}: attiva spazi ({pts} punti rimasti), poi fine</translation>
        </message>
        <message>
            <source>{space} activated for {mode} ({cost})</source>
            <comment>operations.operation.activated_for</comment>
            <translation>{space} attivato per {mode} ({cost})</translation>
        </message>
        <message>
            <source>attacks are not available yet</source>
            <comment>operations.operation.attacks_are_not_available_yet</comment>
            <translation>gli attacchi non sono ancora disponibili</translation>
        </message>
        <message>
            <source>attack</source>
            <comment>operations.operation.mode_attack</comment>
            <translation>combattimento</translation>
        </message>
        <message>
            <source>move</source>
            <comment>operations.operation.mode_move</comment>
            <translation>movimento</translation>
        </message>
        <message>
            <source>{space} already holds {limit} units (10.1.1)</source>
            <comment>operations.redeploy.already_holds_units</comment>
            <translation>{space} contiene già {limit} unità (10.1.1)</translation>
        </message>
        <message>
            <source>{full}, and no unit there could redeploy out with the points left to end within the limit (10.1.2)</source>
            <comment>operations.redeploy.and_no_unit_there_could</comment>
            <translation>{full}, e nessuna unità lì potrebbe rischierarsi fuori con i punti rimasti per rientrare nel limite (10.1.2)</translation>
        </message>
        <message>
            <source>{unit} belongs to a neutral nation and may not redeploy (9.5.2.4)</source>
            <comment>operations.redeploy.belongs_to_a_neutral_nation</comment>
            <translation>{unit} appartiene a una nazione neutrale e non può rischierarsi (9.5.2.4)</translation>
        </message>
        <message>
            <source>{unit} cannot redeploy to {to} from {loc} (13.1.6-13.1.8)</source>
            <comment>operations.redeploy.cannot_redeploy_to_from</comment>
            <translation>{unit} non può rischierarsi a {to} da {loc} (13.1.6-13.1.8)</translation>
        </message>
        <message>
            <source>CP units may not end an SR in {space} yet (11.1.9)</source>
            <comment>operations.redeploy.cp_units_may_not_end</comment>
            <translation>le unità CP non possono ancora terminare uno SR in {space} (11.1.9)</translation>
        </message>
        <message>
            <source>{unit} draws supply only from another nation's source and may not SR to the reserve box (13.1.12)</source>
            <comment>operations.redeploy.draws_supply_only_from_another</comment>
            <translation>{unit} trae rifornimento solo dalla fonte di un'altra nazione e non può fare SR nella Casella della Riserva (13.1.12)</translation>
        </message>
        <message>
            <source>{full}; first bring the overstacked space back within the limit (10.1.2)</source>
            <comment>operations.redeploy.first_bring_the_overstacked_space</comment>
            <translation>{full}; prima riporta lo spazio sovraffollato entro il limite (10.1.2)</translation>
        </message>
        <message>
            <source>{unit} has already redeployed this round (13.1.3)</source>
            <comment>operations.redeploy.has_already_redeployed_this_round</comment>
            <translation>{unit} si è già rischierata in questo round (13.1.3)</translation>
        </message>
        <message>
            <source>{unit} has nowhere to redeploy to (13.1.6-13.1.9)</source>
            <comment>operations.redeploy.has_nowhere_to_redeploy</comment>
            <translation>{unit} non ha dove rischierarsi (13.1.6-13.1.9)</translation>
        </message>
        <message>
            <source>{space} holds more than {limit} units: redeploy one out first (10.1.2)</source>
            <comment>operations.redeploy.holds_more_than_units_redeploy</comment>
            <translation>{space} contiene più di {limit} unità: prima rischierane fuori una (10.1.2)</translation>
        </message>
        <message>
            <source>{space} holds more than {limit} units: redeploy one of them out first (10.1.2)</source>
            <comment>operations.redeploy.holds_more_than_units_redeploy_2</comment>
            <translation>{space} contiene più di {limit} unità: prima rischierane fuori una (10.1.2)</translation>
        </message>
        <message>
            <source>{unit_id!r} is not a {side} unit</source>
            <comment>operations.redeploy.is_not_a_unit</comment>
            <translation>{unit_id!r} non è un'unità {side}</translation>
        </message>
        <message>
            <source>{unit} is not on the map or in the reserve box</source>
            <comment>operations.redeploy.is_not_on_the_map</comment>
            <translation>{unit} non è sulla mappa né nella Casella della Riserva</translation>
        </message>
        <message>
            <source>{unit} is out of supply and may not redeploy (13.1.5)</source>
            <comment>operations.redeploy.is_out_of_supply_and</comment>
            <translation>{unit} è fuori rifornimento e non può rischierarsi (13.1.5)</translation>
        </message>
        <message>
            <source>{unit} is under the other {side} command (seed 003, 2)</source>
            <comment>operations.redeploy.is_under_the_other_command</comment>
            <translation>{unit} è sotto l'altro comando {side} (seed 003, 2)</translation>
        </message>
        <message>
            <source>{unit} may not leave {space}: the siege would be lifted (13.1.6)</source>
            <comment>operations.redeploy.may_not_leave_the_siege</comment>
            <translation>{unit} non può lasciare {space}: l'assedio verrebbe tolto (13.1.6)</translation>
        </message>
        <message>
            <source>now choose where {selected} redeploys, or cancel</source>
            <comment>operations.redeploy.now_choose_where_redeploys_or</comment>
            <translation>ora scegli dove si rischiera {selected}, oppure annulla</translation>
        </message>
        <message>
            <source>overland</source>
            <comment>operations.redeploy.overland</comment>
            <translation>via terra</translation>
        </message>
        <message>
            <source>pick a unit to redeploy or say done</source>
            <comment>operations.redeploy.pick_a_unit_to_redeploy</comment>
            <translation>scegli un'unità da rischierare o indica fine</translation>
        </message>
        <message>
            <source>redeploying {unit} costs {cost}; {points} SR point(s) left (13.1.2)</source>
            <comment>operations.redeploy.redeploying_costs_sr_point_s</comment>
            <translation>rischierare {unit} costa {cost}; restano {points} punti SR (13.1.2)</translation>
        </message>
        <message>
            <source>{unit} redeploys to {where} ({ways})</source>
            <comment>operations.redeploy.redeploys_to</comment>
            <translation>{unit} si rischiera a {where} ({ways})</translation>
        </message>
        <message>
            <source>reserve</source>
            <comment>operations.redeploy.reserve</comment>
            <translation>riserva</translation>
        </message>
        <message>
            <source>sea</source>
            <comment>operations.redeploy.sea</comment>
            <translation>via mare</translation>
        </message>
        <message>
            <source>{side}: {points} SR point(s): pick a unit to redeploy, or done</source>
            <comment>operations.redeploy.sr_point_s_pick_a</comment>
            <translation>{side}: {points} punti SR: scegli un'unità da rischierare, oppure fine</translation>
        </message>
        <message>
            <source>the Allies may SR into Kavala only after Salonika or Greece's entry (9.5.2.4)</source>
            <comment>operations.redeploy.the_allies_may_sr_into</comment>
            <translation>gli Alleati possono fare SR a Kavala solo dopo Salonicco o l'entrata in guerra della Grecia (9.5.2.4)</translation>
        </message>
        <message>
            <source>the ANA may not SR into the reserve box (13.1.9)</source>
            <comment>operations.redeploy.the_ana_may_not_sr</comment>
            <translation>l'ANA non può fare SR nella Casella della Riserva (13.1.9)</translation>
        </message>
        <message>
            <source>the {nation} capital is held or besieged by the enemy: no SR to or from the reserve box (13.1.11)</source>
            <comment>operations.redeploy.the_capital_is_held_or</comment>
            <translation>la capitale {nation} è tenuta o assediata dal nemico: nessuno SR da o verso la Casella della Riserva (13.1.11)</translation>
        </message>
        <message>
            <source>the MN corps never redeploys overland (13.1.11)</source>
            <comment>operations.redeploy.the_mn_corps_never_redeploys</comment>
            <translation>il Corpo MN non si rischiera mai via terra (13.1.11)</translation>
        </message>
        <message>
            <source>the reserve box</source>
            <comment>operations.redeploy.the_reserve_box</comment>
            <translation>la Casella della Riserva</translation>
        </message>
        <message>
            <source>{unit} was just put back: redeploy another unit first, or say done</source>
            <comment>operations.redeploy.was_just_cancelled</comment>
            <translation>hai appena annullato il rischieramento di {unit}: prima rischiera un'altra unità, o concludi</translation>
        </message>
        <message>
            <source>{side}: where does {unit} redeploy?</source>
            <comment>operations.redeploy.where_does_redeploy</comment>
            <translation>{side}: dove si rischiera {unit}?</translation>
        </message>
        <message>
            <source>a flip happens where the unit stands; do not name a space</source>
            <comment>operations.replacements.a_flip_happens_where_the</comment>
            <translation>il ritorno a piena forza avviene dove si trova l'unità; non indicare uno spazio</translation>
        </message>
        <message>
            <source>an eliminated corps returns to the reserve box; do not name a space</source>
            <comment>operations.replacements.an_eliminated_corps_returns_to</comment>
            <translation>un Corpo eliminato torna nella Casella della Riserva; non indicare uno spazio</translation>
        </message>
        <message>
            <source>{unit} can never take replacements (17.1.7)</source>
            <comment>operations.replacements.can_never_take_replacements</comment>
            <translation>{unit} non può mai ricevere rimpiazzi (17.1.7)</translation>
        </message>
        <message>
            <source>{unit} cannot be rebuilt in {to!r} (17.1.5, 9.5.3.3)</source>
            <comment>operations.replacements.cannot_be_rebuilt_in</comment>
            <translation>{unit} non può essere ricostituita in {to!r} (17.1.5, 9.5.3.3)</translation>
        </message>
        <message>
            <source>{unit} draws supply only from another nation's source: no replacements (17.1.4.1)</source>
            <comment>operations.replacements.draws_supply_only_from_another</comment>
            <translation>{unit} trae rifornimento solo dalla fonte di un'altra nazione: nessun rimpiazzo (17.1.4.1)</translation>
        </message>
        <message>
            <source>{unit} is already at full strength</source>
            <comment>operations.replacements.is_already_at_full_strength</comment>
            <translation>{unit} è già a piena forza</translation>
        </message>
        <message>
            <source>{unit} is flipped to full strength</source>
            <comment>operations.replacements.is_flipped_to_full_strength</comment>
            <translation>{unit} torna a piena forza</translation>
        </message>
        <message>
            <source>{unit_id!r} is not a {side} unit</source>
            <comment>operations.replacements.is_not_a_unit</comment>
            <translation>{unit_id!r} non è un'unità {side}</translation>
        </message>
        <message>
            <source>{unit} is rebuilt at reduced strength ({dest})</source>
            <comment>operations.replacements.is_rebuilt_at_reduced_strength</comment>
            <translation>{unit} è ricostituita a forza ridotta ({dest})</translation>
        </message>
        <message>
            <source>{unit} is under the other {side} command (seed 003, 5.4)</source>
            <comment>operations.replacements.is_under_the_other_command</comment>
            <translation>{unit} è sotto l'altro comando {side} (seed 003, 5.4)</translation>
        </message>
        <message>
            <source>{unit} lives on Medina's own supply and cannot be replaced (14.1.8)</source>
            <comment>operations.replacements.lives_on_medina_s_own</comment>
            <translation>{unit} vive del rifornimento proprio di Medina e non può ricevere rimpiazzi (14.1.8)</translation>
        </message>
        <message>
            <source>{unit} needs {value:g} {pool} RP; {value2:g} left (T.5, 17.1.1)</source>
            <comment>operations.replacements.needs_rp_left_t</comment>
            <translation>{unit} richiede {value:g} RP {pool}; ne restano {value2:g} (T.5, 17.1.1)</translation>
        </message>
        <message>
            <source>{unit} is not in play</source>
            <comment>operations.replacements.not_in_play</comment>
            <translation>{unit} non è in gioco</translation>
        </message>
        <message>
            <source>{unit} is permanently eliminated (12.4.7)</source>
            <comment>operations.replacements.permanently_eliminated</comment>
            <translation>{unit} è eliminata definitivamente (12.4.7)</translation>
        </message>
        <message>
            <source>spend replacement points or say done</source>
            <comment>operations.replacements.spend_replacement_points_or_say</comment>
            <translation>spendi Punti Rimpiazzo o indica fine</translation>
        </message>
        <message>
            <source>{side}: spend replacement points ({pools}), then done</source>
            <comment>operations.replacements.spend_replacement_points_then_done</comment>
            <translation>{side}: spendi Punti Rimpiazzo ({pools}), poi fine</translation>
        </message>
        <message>
            <source>the army is flipped before it is placed; do not name a space</source>
            <comment>operations.replacements.the_army_is_flipped_before</comment>
            <translation>l'Armata torna a piena forza prima di essere piazzata; non indicare uno spazio</translation>
        </message>
        <message>
            <source>the {nation} capital is held or besieged by the enemy: no replacements (17.1.3)</source>
            <comment>operations.replacements.the_capital_is_held_or</comment>
            <translation>la capitale {nation} è tenuta o assediata dal nemico: nessun rimpiazzo (17.1.3)</translation>
        </message>
        <message>
            <source>{unit} will enter at full strength (seed 003, 9.1)</source>
            <comment>operations.replacements.will_enter_at_full_strength</comment>
            <translation>{unit} entrerà a piena forza (seed 003, 9.1)</translation>
        </message>
        <message>
            <source>not a pog-desktop turn file (format {got!r}, expected {expected!r})</source>
            <comment>postal.file.format</comment>
            <translation>non è un file di turno di pog-desktop (formato {got!r}, atteso {expected!r})</translation>
        </message>
        <message>
            <source>missing or not a {kind}</source>
            <comment>postal.file.missing_field</comment>
            <translation>manca o non è di tipo {kind}</translation>
        </message>
        <message>
            <source>negative</source>
            <comment>postal.file.negative</comment>
            <translation>negativo</translation>
        </message>
        <message>
            <source>not a turn file (not JSON: {detail})</source>
            <comment>postal.file.not_json</comment>
            <translation>non è un file di turno (non è JSON: {detail})</translation>
        </message>
        <message>
            <source>not a turn file (not a JSON object)</source>
            <comment>postal.file.not_object</comment>
            <translation>non è un file di turno (non è un oggetto JSON)</translation>
        </message>
        <message>
            <source>must be the previous file's hash or null</source>
            <comment>postal.file.prev</comment>
            <translation>deve essere l'impronta del file precedente o null</translation>
        </message>
        <message>
            <source>too large for a turn file (over {limit} bytes)</source>
            <comment>postal.file.too_large</comment>
            <translation>troppo grande per un file di turno (oltre {limit} byte)</translation>
        </message>
        <message>
            <source>cannot be read: {detail}</source>
            <comment>postal.file.unreadable</comment>
            <translation>non si può leggere: {detail}</translation>
        </message>
        <message>
            <source>this is turn file #{seq}, not an invitation: open it from the game it belongs to</source>
            <comment>postal.join.not_invitation</comment>
            <translation>questo è il file di turno n. {seq}, non un invito: aprilo dalla partita a cui appartiene</translation>
        </message>
        <message>
            <source>adds the players {seats}: only the joining player may add itself, once</source>
            <comment>postal.receive.adds_players</comment>
            <translation>aggiunge i giocatori {seats}: solo il giocatore che si unisce può aggiungere se stesso, una volta</translation>
        </message>
        <message>
            <source>this file belongs to another game ({theirs}..., this game is {ours}...)</source>
            <comment>postal.receive.another_game</comment>
            <translation>questo file appartiene a un'altra partita ({theirs}..., questa partita è {ours}...)</translation>
        </message>
        <message>
            <source>the signature is not seat {seat!r}'s: the file was edited or written by someone else</source>
            <comment>postal.receive.bad_signature</comment>
            <translation>la firma non è del posto {seat!r}: il file è stato modificato o scritto da qualcun altro</translation>
        </message>
        <message>
            <source>a file from further on: one is missing</source>
            <comment>postal.receive.file_missing</comment>
            <translation>un file successivo: ne manca uno</translation>
        </message>
        <message>
            <source>malformed content: {detail}</source>
            <comment>postal.receive.malformed</comment>
            <translation>contenuto malformato: {detail}</translation>
        </message>
        <message>
            <source>no seat {seat!r} in this game</source>
            <comment>postal.receive.no_seat</comment>
            <translation>nessun posto {seat!r} in questa partita</translation>
        </message>
        <message>
            <source>seat {seat!r} sent the previous file too: files alternate</source>
            <comment>postal.receive.not_alternating</comment>
            <translation>il posto {seat!r} ha inviato anche il file precedente: i file si alternano</translation>
        </message>
        <message>
            <source>does not continue the last file of this game (made from an older copy, or edited)</source>
            <comment>postal.receive.not_continuing</comment>
            <translation>non continua l'ultimo file di questa partita (fatto da una copia più vecchia, o modificato)</translation>
        </message>
        <message>
            <source>an old or repeated file</source>
            <comment>postal.receive.old_file</comment>
            <translation>un file vecchio o ripetuto</translation>
        </message>
        <message>
            <source>the players differ from this game's (seat {seat!r}: another key or name)</source>
            <comment>postal.receive.players_differ</comment>
            <translation>i giocatori sono diversi da quelli di questa partita (posto {seat!r}: un'altra chiave o un altro nome)</translation>
        </message>
        <message>
            <source>the rules in force differ from those fixed when the game was created ({options})</source>
            <comment>postal.receive.rules_differ</comment>
            <translation>le regole in vigore sono diverse da quelle fissate alla creazione della partita ({options})</translation>
        </message>
        <message>
            <source>{what} (file #{seq}; this game expects #{expected})</source>
            <comment>postal.receive.wrong_seq</comment>
            <translation>{what} (file n. {seq}; questa partita attende il n. {expected})</translation>
        </message>
        <message>
            <source>{action}: {reason}</source>
            <comment>postal.table.action_refused</comment>
            <translation>{action}: {reason}</translation>
        </message>
        <message>
            <source>unknown cipher group {group!r}</source>
            <comment>postal.unknown_group</comment>
            <translation>gruppo crittografico sconosciuto {group!r}</translation>
        </message>
        <message>
            <source>{verdict}; audit complete: {draws} draws opened, the hands replayed</source>
            <comment>postal.verify.audited</comment>
            <translation>{verdict}; verifica finale completa: {draws} pescate aperte, le mani rigiocate</translation>
        </message>
        <message>
            <source>{verdict}; hands not audited yet (the secrets are revealed at the end)</source>
            <comment>postal.verify.not_audited</comment>
            <translation>{verdict}; mani non ancora verificate (i segreti si rivelano alla fine)</translation>
        </message>
        <message>
            <source>{file}: sound: {files} file(s) of game {game_id}, {actions} action(s), {events} random event(s); signatures, chain, rules, dice, proofs and public hashes checked</source>
            <comment>postal.verify.sound</comment>
            <translation>{file}: valido: {files} file della partita {game_id}, {actions} azioni, {events} eventi casuali; firme, catena, regole, dadi, prove e hash pubblici verificati</translation>
        </message>
        <message>
            <source>{space} cannot trace supply and passes to {side}</source>
            <comment>turn.attrition_phase.cannot_trace_supply_and_passes</comment>
            <translation>{space} non può tracciare rifornimento e passa a {side}</translation>
        </message>
        <message>
            <source>{side} {command} command: your ally passes you {card}: keep it, give it back</source>
            <comment>turn.card_pass.ally_passes_keep_return</comment>
            <translation>{side} comando {command}: l'alleato ti passa {card}: tienila o restituiscila</translation>
        </message>
        <message>
            <source>{side} {command} command: your ally passes you {card}: keep it, give it back or discard it</source>
            <comment>turn.card_pass.ally_passes_keep_return_discard</comment>
            <translation>{side} comando {command}: l'alleato ti passa {card}: tienila, restituiscila o scartala</translation>
        </message>
        <message>
            <source>answer the card passed to you first</source>
            <comment>turn.card_pass.answer_the_card_passed_to</comment>
            <translation>prima rispondi alla carta che ti è stata passata</translation>
        </message>
        <message>
            <source>{side} {command} command discards {card}</source>
            <comment>turn.card_pass.command_discards</comment>
            <translation>{side} comando {command} scarta {card}</translation>
        </message>
        <message>
            <source>{side} {command} command gives the card back</source>
            <comment>turn.card_pass.command_gives_the_card_back</comment>
            <translation>{side} comando {command} restituisce la carta</translation>
        </message>
        <message>
            <source>{side} {command} command keeps the card</source>
            <comment>turn.card_pass.command_keeps_the_card</comment>
            <translation>{side} comando {command} tiene la carta</translation>
        </message>
        <message>
            <source>{side} {command} command: pass one card face down to your ally, or done</source>
            <comment>turn.card_pass.command_pass_one_card_face</comment>
            <translation>{side} comando {command}: passa una carta coperta all'alleato, oppure fine</translation>
        </message>
        <message>
            <source>{side} {command} command passes a card face down to its ally</source>
            <comment>turn.card_pass.command_passes_a_card_face</comment>
            <translation>{side} comando {command} passa una carta coperta all'alleato</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the hand of the {on} command</source>
            <comment>turn.card_pass.is_not_in_the_hand</comment>
            <translation>{card_id!r} non è nella mano del comando {on}</translation>
        </message>
        <message>
            <source>keep, return or discard the card passed to you</source>
            <comment>turn.card_pass.keep_return_or_discard_the</comment>
            <translation>tieni, restituisci o scarta la carta che ti è stata passata</translation>
        </message>
        <message>
            <source>only a combat card may be discarded; {card} is not one (seed 003, 4.6)</source>
            <comment>turn.card_pass.only_a_combat_card_may</comment>
            <translation>solo una Carta di Combattimento può essere scartata; {card} non lo è (seed 003, 4.6)</translation>
        </message>
        <message>
            <source>pass a card or say done (then the ally keeps, returns or discards it)</source>
            <comment>turn.card_pass.pass_a_card_or_say</comment>
            <translation>passa una carta o indica fine (poi l'alleato la tiene, la restituisce o la scarta)</translation>
        </message>
        <message>
            <source>pass a card or say done</source>
            <comment>turn.card_pass.pass_a_card_or_say_2</comment>
            <translation>passa una carta o indica fine</translation>
        </message>
        <message>
            <source>{side} reaches Limited War</source>
            <comment>turn.commitment.reaches_limited_war</comment>
            <translation>{side} raggiunge la Guerra Limitata</translation>
        </message>
        <message>
            <source>{side} reaches Total War</source>
            <comment>turn.commitment.reaches_total_war</comment>
            <translation>{side} raggiunge la Guerra Totale</translation>
        </message>
        <message>
            <source>{side} adds its {level} war cards to the draw pile</source>
            <comment>turn.decks.adds_its_war_cards_to</comment>
            <translation>{side} aggiunge le sue carte {level} al mazzo di pesca</translation>
        </message>
        <message>
            <source>{side} {command} command draws {n_drawn} card</source>
            <comment>turn.decks.command_draws_card</comment>
            <translation>{side} comando {command} pesca {n_drawn} carta</translation>
        </message>
        <message>
            <source>{side} {command} command draws {n_drawn} cards</source>
            <comment>turn.decks.command_draws_cards</comment>
            <translation>{side} comando {command} pesca {n_drawn} carte</translation>
        </message>
        <message>
            <source>{side} {command} command reshuffles its discards</source>
            <comment>turn.decks.command_reshuffles_its_discards</comment>
            <translation>{side} comando {command} rimescola i suoi scarti</translation>
        </message>
        <message>
            <source>{side} draws {cards}</source>
            <comment>turn.decks.draws</comment>
            <translation>{side} pesca {cards}</translation>
        </message>
        <message>
            <source>{side} draws {n_drawn} card</source>
            <comment>turn.decks.draws_card</comment>
            <translation>{side} pesca {n_drawn} carta</translation>
        </message>
        <message>
            <source>{side} draws {n_drawn} cards</source>
            <comment>turn.decks.draws_cards</comment>
            <translation>{side} pesca {n_drawn} carte</translation>
        </message>
        <message>
            <source>limited</source>
            <comment>turn.decks.limited</comment>
            <translation>di Guerra Limitata</translation>
        </message>
        <message>
            <source>{side} reshuffles the discard pile</source>
            <comment>turn.decks.reshuffles_the_discard_pile</comment>
            <translation>{side} rimescola il mazzo degli scarti</translation>
        </message>
        <message>
            <source>total</source>
            <comment>turn.decks.total</comment>
            <translation>di Guerra Totale</translation>
        </message>
        <message>
            <source>French units attacked during the French Mutiny: 1 VP at the war status phase</source>
            <comment>turn.mandated.french_units_attacked_during_the</comment>
            <translation>unità francesi hanno attaccato durante l'Ammutinamento Francese: 1 VP nella fase dello Stato di Guerra</translation>
        </message>
        <message>
            <source>{side} mandated offensive made</source>
            <comment>turn.mandated.mandated_offensive_made</comment>
            <translation>{side}: Offensiva Obbligatoria eseguita</translation>
        </message>
        <message>
            <source>{side} mandated offensive: {shown} (rolled {roll})</source>
            <comment>turn.mandated.mandated_offensive_rolled</comment>
            <translation>{side} Offensiva Obbligatoria: {shown} (tiro {roll})</translation>
        </message>
        <message>
            <source>at most {per_space} of these units in {space} (4.2.2)</source>
            <comment>turn.neutral_entry.at_most_of_these_units</comment>
            <translation>al massimo {per_space} di queste unità in {space} (4.2.2)</translation>
        </message>
        <message>
            <source>{nation} enters the war</source>
            <comment>turn.neutral_entry.enters_the_war</comment>
            <translation>{nation} entra in guerra</translation>
        </message>
        <message>
            <source>{space} holds enemy units (10.1.5)</source>
            <comment>turn.neutral_entry.holds_enemy_units</comment>
            <translation>{space} contiene unità nemiche (10.1.5)</translation>
        </message>
        <message>
            <source>{space} is full (10.1.1)</source>
            <comment>turn.neutral_entry.is_full</comment>
            <translation>{space} è pieno (10.1.1)</translation>
        </message>
        <message>
            <source>{unit_id} may go only to {spaces_id} (4.2.2)</source>
            <comment>turn.neutral_entry.may_go_only_to</comment>
            <translation>{unit_id} può andare solo in {spaces_id} (4.2.2)</translation>
        </message>
        <message>
            <source>place one of {left}</source>
            <comment>turn.neutral_entry.place_one_of</comment>
            <translation>piazza una tra {left}</translation>
        </message>
        <message>
            <source>{side}: place the {nation} units</source>
            <comment>turn.neutral_entry.place_the_units</comment>
            <translation>{side}: piazza le unità {nation}</translation>
        </message>
        <message>
            <source>{unit} placed in {where}</source>
            <comment>turn.neutral_entry.placed_in</comment>
            <translation>{unit} piazzata in {where}</translation>
        </message>
        <message>
            <source>the reserve box</source>
            <comment>turn.neutral_entry.the_reserve_box</comment>
            <translation>la Casella della Riserva</translation>
        </message>
        <message>
            <source>the reserve box takes these units only when no allowed space can (our ruling)</source>
            <comment>turn.neutral_entry.the_reserve_box_takes_these</comment>
            <translation>la Casella della Riserva accoglie queste unità solo quando nessuno spazio ammesso può farlo (nostra interpretazione)</translation>
        </message>
        <message>
            <source>accept or reject the offer</source>
            <comment>turn.peace.accept_or_reject_the_offer</comment>
            <translation>accetta o rifiuta l'offerta</translation>
        </message>
        <message>
            <source>after 14 Points (and, in the 2004 text, Lusitania) only the Allies may offer peace (16.5)</source>
            <comment>turn.peace.after_points_and_in_the</comment>
            <translation>dopo 14 Punti (e, nel testo 2004, Lusitania) solo gli Alleati possono offrire la pace (16.5)</translation>
        </message>
        <message>
            <source>{side} offers peace terms</source>
            <comment>turn.peace.offers_peace_terms</comment>
            <translation>{side} offre Termini di Pace</translation>
        </message>
        <message>
            <source>peace rejected; {side} rolls {roll}: VP {change:+d}, now {vp}</source>
            <comment>turn.peace.peace_rejected_rolls_vp_now</comment>
            <translation>pace rifiutata; {side} tira {roll}: VP {change:+d}, ora {vp}</translation>
        </message>
        <message>
            <source>the {side} may not offer peace at VP {vp} (16.5.1)</source>
            <comment>turn.peace.the_may_not_offer_peace</comment>
            <translation>{side} non può offrire la pace con VP {vp} (16.5.1)</translation>
        </message>
        <message>
            <source>{side}: the {side2} offer peace. Accept (a draw) or reject?</source>
            <comment>turn.peace.the_offer_peace_accept_a</comment>
            <translation>{side}: {side2} offre la pace. Accettare (patta) o rifiutare?</translation>
        </message>
        <message>
            <source>this scenario has no peace terms (5.3.3, 5.7.2.1)</source>
            <comment>turn.peace.this_scenario_has_no_peace</comment>
            <translation>questo scenario non prevede Termini di Pace (5.3.3, 5.7.2.1)</translation>
        </message>
        <message>
            <source>choose 'yes' or 'no'</source>
            <comment>turn.sequence.choose_yes_or_no</comment>
            <translation>scegli 'yes' o 'no'</translation>
        </message>
        <message>
            <source>CP: start with Guns of August in hand?</source>
            <comment>turn.sequence.cp_start_with_guns_of</comment>
            <translation>CP: iniziare con I Cannoni di Agosto in mano?</translation>
        </message>
        <message>
            <source>CP starts with Guns of August in hand</source>
            <comment>turn.sequence.cp_starts_with_guns_of</comment>
            <translation>i CP iniziano con I Cannoni di Agosto in mano</translation>
        </message>
        <message>
            <source>{side}: discard combat cards before drawing, then done</source>
            <comment>turn.sequence.discard_before_drawing</comment>
            <translation>{side}: scarta Carte di Combattimento prima di pescare, poi fine</translation>
        </message>
        <message>
            <source>{side}: discard combat cards before the reshuffle, then done</source>
            <comment>turn.sequence.discard_before_reshuffle</comment>
            <translation>{side}: scarta Carte di Combattimento prima del rimescolamento, poi fine</translation>
        </message>
        <message>
            <source>discard combat cards or say done</source>
            <comment>turn.sequence.discard_combat_cards_or_say</comment>
            <translation>scarta Carte di Combattimento o indica fine</translation>
        </message>
        <message>
            <source>{side} discards {card}</source>
            <comment>turn.sequence.discards</comment>
            <translation>{side} scarta {card}</translation>
        </message>
        <message>
            <source>fall</source>
            <comment>turn.sequence.fall</comment>
            <translation>autunno</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the {side} hand</source>
            <comment>turn.sequence.is_not_in_the_hand</comment>
            <translation>{card_id!r} non è nella mano {side}</translation>
        </message>
        <message>
            <source>only combat cards may be discarded from the hand (9.5.4.6); {card} is not one</source>
            <comment>turn.sequence.only_combat_cards_may_be</comment>
            <translation>solo le Carte di Combattimento possono essere scartate dalla mano (9.5.4.6); {card} non lo è</translation>
        </message>
        <message>
            <source>option 'players' {players}: the scenario {getattr!r} has no fronts and command decks (seed 003 is a variant of the Historical scenario)</source>
            <comment>turn.sequence.option_players_the_scenario_has</comment>
            <translation>opzione 'players' {players}: lo scenario {getattr!r} non ha fronti né mazzi di comando (il seed 003 è una variante dello scenario Storico)</translation>
        </message>
        <message>
            <source>spring</source>
            <comment>turn.sequence.spring</comment>
            <translation>primavera</translation>
        </message>
        <message>
            <source>summer</source>
            <comment>turn.sequence.summer</comment>
            <translation>estate</translation>
        </message>
        <message>
            <source>turn {turn} begins</source>
            <comment>turn.sequence.turn_begins</comment>
            <translation>inizia il turno {turn}</translation>
        </message>
        <message>
            <source>turn {turn} begins ({season})</source>
            <comment>turn.sequence.turn_begins_season</comment>
            <translation>inizia il turno {turn} ({season})</translation>
        </message>
        <message>
            <source>winter</source>
            <comment>turn.sequence.winter</comment>
            <translation>inverno</translation>
        </message>
        <message>
            <source>the fort of {space} falls to the siege (rolled {roll})</source>
            <comment>turn.siege_phase.the_fort_of_falls_to</comment>
            <translation>il forte di {space} cade per l'assedio (tiro {roll})</translation>
        </message>
        <message>
            <source>the fort of {space} holds (rolled {roll})</source>
            <comment>turn.siege_phase.the_fort_of_holds_rolled</comment>
            <translation>il forte di {space} resiste (tiro {roll})</translation>
        </message>
        <message>
            <source>armistice</source>
            <comment>turn.victory.armistice</comment>
            <translation>armistizio</translation>
        </message>
        <message>
            <source>automatic victory</source>
            <comment>turn.victory.automatic_victory</comment>
            <translation>vittoria automatica</translation>
        </message>
        <message>
            <source>{rule}: {n_unplayed} card(s) never played as an event ({unplayed}): VP {value:+d}, now {vp}</source>
            <comment>turn.victory.card_s_never_played_as</comment>
            <translation>{rule}: {n_unplayed} carte mai giocate come evento ({unplayed}): VP {value:+d}, ora {vp}</translation>
        </message>
        <message>
            <source>game over: draw ({how}), VP {vp}</source>
            <comment>turn.victory.game_over_draw</comment>
            <translation>partita finita: patta ({how}), VP {vp}</translation>
        </message>
        <message>
            <source>game over: {side} wins ({how}), VP {vp}</source>
            <comment>turn.victory.game_over_wins</comment>
            <translation>partita finita: vince {side} ({how}), VP {vp}</translation>
        </message>
        <message>
            <source>last turn</source>
            <comment>turn.victory.last_turn</comment>
            <translation>ultimo turno</translation>
        </message>
        <message>
            <source>peace terms accepted: both players lose</source>
            <comment>turn.victory.peace_both_lose</comment>
            <translation>termini di pace accettati: entrambi i giocatori perdono</translation>
        </message>
        <message>
            <source>peace terms accepted</source>
            <comment>turn.victory.peace_terms_accepted</comment>
            <translation>termini di pace accettati</translation>
        </message>
        <message>
            <source>total war</source>
            <comment>turn.victory.total_war</comment>
            <translation>guerra totale</translation>
        </message>
        <message>
            <source>tournament bid: {bid:+d} VP toward the CP, final {value}</source>
            <comment>turn.victory.tournament_bid_vp_toward_the</comment>
            <translation>offerta da torneo: {bid:+d} VP verso i CP, finale {value}</translation>
        </message>
        <message>
            <source>Blockade in a winter turn</source>
            <comment>turn.war_status.blockade_in_a_winter_turn</comment>
            <translation>Blocco in un turno invernale</translation>
        </message>
        <message>
            <source>{side} failed its {in_force} mandated offensive</source>
            <comment>turn.war_status.failed_its_mandated_offensive</comment>
            <translation>{side} non ha eseguito la sua Offensiva Obbligatoria {in_force}</translation>
        </message>
        <message>
            <source>French units attacked during the French Mutiny</source>
            <comment>turn.war_status.french_units_attacked_during_the</comment>
            <translation>unità francesi hanno attaccato durante l'Ammutinamento Francese</translation>
        </message>
        <message>
            <source>Italy still neutral with the Allies at Total War</source>
            <comment>turn.war_status.italy_still_neutral_with_the</comment>
            <translation>Italia ancora neutrale con gli Alleati in Guerra Totale</translation>
        </message>
        <message>
            <source>{text}: VP {vp:+d}, now {vp2}</source>
            <comment>turn.war_status.vp_now</comment>
            <translation>{text}: VP {vp:+d}, ora {vp2}</translation>
        </message>
    </context>
</TS>
