<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
    <context>
        <name>engine</name>
        <message>
            <source>after Brest-Litovsk RU units stay in RU, GE, TU, AH and RO spaces (16.4.9)</source>
            <comment>board.access.after_brest_litovsk_ru_units</comment>
            <translation>tras Brest-Litovsk las unidades RU permanecen en espacios RU, GE, TU, AH y RO (16.4.9)</translation>
        </message>
        <message>
            <source>{space} belongs to a neutral nation ({n}) (11.1.11)</source>
            <comment>board.access.belongs_to_a_neutral_nation</comment>
            <translation>{space} pertenece a una nación neutral ({n}) (11.1.11)</translation>
        </message>
        <message>
            <source>{space} holds units of a neutral nation ({unit_nation}): nobody moves or attacks them until it enters (9.5.2.4)</source>
            <comment>board.access.holds_units_of_a_neutral</comment>
            <translation>{space} contiene unidades de una nación neutral ({unit_nation}): nadie las mueve ni las ataca hasta que entre en guerra (9.5.2.4)</translation>
        </message>
        <message>
            <source>{space} is an MEF space without the beachhead marker (11.1.10)</source>
            <comment>board.access.is_an_mef_space_without</comment>
            <translation>{space} es un espacio MEF sin el marcador de cabeza de playa (11.1.10)</translation>
        </message>
        <message>
            <source>{space} is in Persia, closed until Turkey is at war (11.1.13)</source>
            <comment>board.access.is_in_persia_closed_until</comment>
            <translation>{space} está en Persia, cerrada hasta que Turquía entre en guerra (11.1.13)</translation>
        </message>
        <message>
            <source>no German army may end in {space} before Allied Total War (5.7.4.6)</source>
            <comment>board.access.no_german_army_may_end</comment>
            <translation>ningún Ejército alemán puede terminar en {space} antes de la Guerra Total aliada (5.7.4.6)</translation>
        </message>
        <message>
            <source>the BEF may not operate outside Britain, France, Belgium and Germany (11.1.17)</source>
            <comment>board.access.the_bef_may_not_operate</comment>
            <translation>la BEF no puede operar fuera de Gran Bretaña, Francia, Bélgica y Alemania (11.1.17)</translation>
        </message>
        <message>
            <source>until the Allies reach Total War only AH and IT armies may operate in Italy (5.7.4.6)</source>
            <comment>board.access.until_the_allies_reach_total</comment>
            <translation>hasta que los Aliados alcancen la Guerra Total solo los Ejércitos AH e IT pueden operar en Italia (5.7.4.6)</translation>
        </message>
        <message>
            <source>{side} takes VP space {space}; VP now {vp}</source>
            <comment>board.control.takes_vp_space_vp_now</comment>
            <translation>{side} toma el espacio de VP {space}; ahora VP {vp}</translation>
        </message>
        <message>
            <source>the ANA holds VP space {space} for the Allies; VP now {vp}</source>
            <comment>board.control.the_ana_holds_vp_space</comment>
            <translation>el ANA mantiene el espacio de VP {space} para los Aliados; ahora VP {vp}</translation>
        </message>
        <message>
            <source>the MEF beachhead in {space} is removed</source>
            <comment>board.control.the_mef_beachhead_in_is</comment>
            <translation>se retira la cabeza de playa MEF de {space}</translation>
        </message>
        <message>
            <source>VP space {space} is no longer held by the ANA; VP now {vp}</source>
            <comment>board.control.vp_space_is_no_longer</comment>
            <translation>el espacio de VP {space} ya no lo mantiene el ANA; ahora VP {vp}</translation>
        </message>
        <message>
            <source>in that front's combat area, 6.2</source>
            <comment>board.fronts.in_that_front_s_combat</comment>
            <translation>en el área de combate de ese frente, 6.2</translation>
        </message>
        <message>
            <source>{space} is in a combat area of the {front} command's front: the {mine} command may not bring units there (seed 003, 6.2)</source>
            <comment>board.fronts.is_in_a_combat_area</comment>
            <translation>{space} está en un área de combate del frente del mando {front}: el mando {mine} no puede llevar unidades allí (seed 003, 6.2)</translation>
        </message>
        <message>
            <source>overlapping combat areas, 6.3</source>
            <comment>board.fronts.overlapping_combat_areas</comment>
            <translation>áreas de combate superpuestas, 6.3</translation>
        </message>
        <message>
            <source>{side}: {units} pass to the {command} command ({why})</source>
            <comment>board.fronts.pass_to_the_command</comment>
            <translation>{side}: {units} pasan al mando {command} ({why})</translation>
        </message>
        <message>
            <source>after Fall of the Tsar no unit may move across the Caucasus link (11.3.2)</source>
            <comment>board.near_east.after_fall_of_the_tsar</comment>
            <translation>tras La Caída del Zar ninguna unidad puede mover por el enlace del Cáucaso (11.3.2)</translation>
        </message>
        <message>
            <source>{unit} is not one of the armies allowed on the Near East map (11.3.1)</source>
            <comment>board.near_east.is_not_one_of_the</comment>
            <translation>{unit} no es uno de los Ejércitos admitidos en el mapa de Oriente Próximo (11.3.1)</translation>
        </message>
        <message>
            <source>{unit} may not SR to or from the Near East this way (13.2.1)</source>
            <comment>board.near_east.may_not_sr_to_or</comment>
            <translation>{unit} no puede hacer SR desde o hacia Oriente Próximo de este modo (13.2.1)</translation>
        </message>
        <message>
            <source>no army may attack between Caucasus and Grozny or Poti (2022 12.1.9)</source>
            <comment>board.near_east.no_army_may_attack_across_the_link</comment>
            <translation>ningún Ejército puede atacar entre el Cáucaso y Grozni o Poti (2022 12.1.9)</translation>
        </message>
        <message>
            <source>no army may move between Caucasus and Grozny or Poti (11.3.2)</source>
            <comment>board.near_east.no_army_may_move_between</comment>
            <translation>ningún Ejército puede mover entre el Cáucaso y Grozni o Poti (11.3.2)</translation>
        </message>
        <message>
            <source>after Fall of the Tsar no unit may attack across the Caucasus link (2022 11.3.2, 12.1.9)</source>
            <comment>board.near_east.no_attack_across_the_link_after_tsar</comment>
            <translation>tras La Caída del Zar ninguna unidad puede atacar por el enlace del Cáucaso (2022 11.3.2, 12.1.9)</translation>
        </message>
        <message>
            <source>no RU army may SR to or from the Near East (13.2.2)</source>
            <comment>board.near_east.no_ru_army_may_sr</comment>
            <translation>ningún Ejército RU puede hacer SR desde o hacia Oriente Próximo (13.2.2)</translation>
        </message>
        <message>
            <source>only one British corps per turn may SR to or from the Near East by sea or reserve box (13.2.1)</source>
            <comment>board.near_east.one_british_corps_sr</comment>
            <translation>solo un Cuerpo británico por turno puede hacer SR desde o hacia Oriente Próximo por mar o por el Recuadro de Reserva (13.2.1)</translation>
        </message>
        <message>
            <source>only one non-Turkish CP corps per turn may SR to or from the Near East (13.2.3)</source>
            <comment>board.near_east.one_cp_corps_sr</comment>
            <translation>solo un Cuerpo CP no turco por turno puede hacer SR desde o hacia Oriente Próximo (13.2.3)</translation>
        </message>
        <message>
            <source>only one RU corps per turn may attack or move between Caucasus and Grozny or Poti (2022 12.1.9)</source>
            <comment>board.near_east.one_ru_corps_may_attack_across_the_link</comment>
            <translation>solo un Cuerpo RU por turno puede atacar o mover entre el Cáucaso y Grozni o Poti (2022 12.1.9)</translation>
        </message>
        <message>
            <source>only one RU corps per turn may SR to or from the Near East (13.2.2)</source>
            <comment>board.near_east.one_ru_corps_sr</comment>
            <translation>solo un Cuerpo RU por turno puede hacer SR desde o hacia Oriente Próximo (13.2.2)</translation>
        </message>
        <message>
            <source>only one RU corps per turn may move between Caucasus and Grozny or Poti (11.3.2)</source>
            <comment>board.near_east.only_one_ru_corps_per</comment>
            <translation>solo un Cuerpo RU por turno puede mover entre el Cáucaso y Grozni o Poti (11.3.2)</translation>
        </message>
        <message>
            <source>{unit_id!r} is not in {space}</source>
            <comment>board.overstack.is_not_in</comment>
            <translation>{unit_id!r} no está en {space}</translation>
        </message>
        <message>
            <source>{side}: {space} is overstacked; pick a unit to eliminate (10.1.3)</source>
            <comment>board.overstack.is_overstacked_pick_a_unit</comment>
            <translation>{side}: {space} está sobreapilado; elige una unidad a eliminar (10.1.3)</translation>
        </message>
        <message>
            <source>overstacked, 10.1.3</source>
            <comment>board.overstack.overstacked</comment>
            <translation>sobreapilamiento, 10.1.3</translation>
        </message>
        <message>
            <source>pick a unit in {space_id} to eliminate</source>
            <comment>board.overstack.pick_a_unit_in_to</comment>
            <translation>elige una unidad en {space_id} a eliminar</translation>
        </message>
        <message>
            <source>eliminated</source>
            <comment>board.removal.eliminated</comment>
            <translation>eliminada</translation>
        </message>
        <message>
            <source>{unit} is {where} ({why})</source>
            <comment>board.removal.is</comment>
            <translation>{unit}: {where} ({why})</translation>
        </message>
        <message>
            <source>{unit} loses {steps} step: {before} -&gt; {after}</source>
            <comment>board.removal.loses_step</comment>
            <translation>{unit} pierde {steps} paso: {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>{unit} loses {steps} steps: {before} -&gt; {after}</source>
            <comment>board.removal.loses_steps</comment>
            <translation>{unit} pierde {steps} pasos: {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>permanently eliminated</source>
            <comment>board.removal.permanently_eliminated</comment>
            <translation>eliminada permanentemente</translation>
        </message>
        <message>
            <source>eliminated</source>
            <comment>board.removal.state_eliminated</comment>
            <translation>eliminada</translation>
        </message>
        <message>
            <source>full</source>
            <comment>board.removal.state_full</comment>
            <translation>fuerza completa</translation>
        </message>
        <message>
            <source>reduced</source>
            <comment>board.removal.state_reduced</comment>
            <translation>reducida</translation>
        </message>
        <message>
            <source>replaced</source>
            <comment>board.removal.state_replaced</comment>
            <translation>reemplazada</translation>
        </message>
        <message>
            <source>{text}, {unit} takes its place from the Reserve Box</source>
            <comment>board.removal.takes_its_place</comment>
            <translation>{text}, {unit} ocupa su lugar desde el Recuadro de Reserva</translation>
        </message>
        <message>
            <source>{text} ({cause})</source>
            <comment>board.removal.with_cause</comment>
            <translation>{text} ({cause})</translation>
        </message>
        <message>
            <source>after Brest-Litovsk Russian units may not stack with other Allied units ({space}) (16.4.9)</source>
            <comment>board.stacking.after_brest_litovsk_russian_units</comment>
            <translation>tras Brest-Litovsk las unidades rusas no pueden apilarse con otras unidades aliadas ({space}) (16.4.9)</translation>
        </message>
        <message>
            <source>{space} would hold {n} units; at most {limit} may stack in one space (10.1.1) and deliberate overstacking is not allowed (10.1.4)</source>
            <comment>board.stacking.would_hold_units_at_most</comment>
            <translation>{space} tendría {n} unidades; como máximo {limit} pueden apilarse en un espacio (10.1.1) y no se permite sobreapilar a propósito (10.1.4)</translation>
        </message>
        <message>
            <source>{unit} entrenches in {space}: level {trench} (rolled {roll})</source>
            <comment>board.trenches.entrenches_in_level_rolled</comment>
            <translation>{unit} se atrinchera en {space}: nivel {trench} (tirada {roll})</translation>
        </message>
        <message>
            <source>{unit} fails to entrench in {space} (rolled {roll})</source>
            <comment>board.trenches.fails_to_entrench_in_rolled</comment>
            <translation>{unit} no logra atrincherarse en {space} (tirada {roll})</translation>
        </message>
        <message>
            <source>the trench in {space} drops to level 1</source>
            <comment>board.trenches.the_trench_in_drops_to</comment>
            <translation>la trinchera de {space} baja al nivel 1</translation>
        </message>
        <message>
            <source>the trench in {space} is removed</source>
            <comment>board.trenches.the_trench_in_is_removed</comment>
            <translation>se retira la trinchera de {space}</translation>
        </message>
        <message>
            <source>{uid} did not take part in this combat</source>
            <comment>combat.advance.did_not_take_part_in</comment>
            <translation>{uid} no ha participado en este combate</translation>
        </message>
        <message>
            <source>{uid} is reduced and may not advance</source>
            <comment>combat.advance.is_reduced_and_may_not</comment>
            <translation>{uid} está reducida y no puede avanzar</translation>
        </message>
        <message>
            <source>{uid} may not advance along {route}</source>
            <comment>combat.advance.may_not_advance_along</comment>
            <translation>{uid} no puede avanzar por {route}</translation>
        </message>
        <message>
            <source>{uid} may not advance from {a} to {b} across that line (11.1.4)</source>
            <comment>combat.advance.may_not_advance_from_to</comment>
            <translation>{uid} no puede avanzar de {a} a {b} por esa conexión (11.1.4)</translation>
        </message>
        <message>
            <source>{uid} may not advance into {route} (12.7.7)</source>
            <comment>combat.advance.may_not_advance_into</comment>
            <translation>{uid} no puede avanzar a {route} (12.7.7)</translation>
        </message>
        <message>
            <source>the units stopping in {space_id} cannot besiege its fort</source>
            <comment>combat.advance.the_units_stopping_in_cannot</comment>
            <translation>las unidades que se detienen en {space_id} no pueden asediar su fuerte</translation>
        </message>
        <message>
            <source>too many units would stop in {space_id}</source>
            <comment>combat.advance.too_many_units_would_stop</comment>
            <translation>demasiadas unidades se detendrían en {space_id}</translation>
        </message>
        <message>
            <source>a multinational attack needs one attacking space holding every nation involved (12.1.11)</source>
            <comment>combat.designate.a_multinational_attack_needs_one</comment>
            <translation>un ataque multinacional necesita un espacio atacante con todas las naciones implicadas (12.1.11)</translation>
        </message>
        <message>
            <source>after Brest-Litovsk only Turks on the Near East map may attack Russian units (16.4.10)</source>
            <comment>combat.designate.after_brest_litovsk_only_turks</comment>
            <translation>tras Brest-Litovsk solo los turcos del mapa de Oriente Próximo pueden atacar unidades rusas (16.4.10)</translation>
        </message>
        <message>
            <source>at most {max_nations} nations may attack together (12.1.11)</source>
            <comment>combat.designate.at_most_nations_may_attack</comment>
            <translation>como máximo {max_nations} naciones pueden atacar juntas (12.1.11)</translation>
        </message>
        <message>
            <source>German units may not attack a Russian fort before OberOst or CP war status 4 (15.1.11)</source>
            <comment>combat.designate.german_units_may_not_attack</comment>
            <translation>las unidades alemanas no pueden atacar un fuerte ruso antes de OberOst o del Estatus Bélico CP 4 (15.1.11)</translation>
        </message>
        <message>
            <source>{id} in {space_id} is not adjacent to {target} (12.1.3)</source>
            <comment>combat.designate.in_is_not_adjacent_to</comment>
            <translation>{id} en {space_id} no es adyacente a {target} (12.1.3)</translation>
        </message>
        <message>
            <source>{id} is already in {target}</source>
            <comment>combat.designate.is_already_in</comment>
            <translation>{id} ya está en {target}</translation>
        </message>
        <message>
            <source>{id} is not a Near East army (11.3.1)</source>
            <comment>combat.designate.is_not_a_near_east</comment>
            <translation>{id} no es un Ejército de Oriente Próximo (11.3.1)</translation>
        </message>
        <message>
            <source>{id} is not in a space activated for combat (12.1.1)</source>
            <comment>combat.designate.is_not_in_a_space</comment>
            <translation>{id} no está en un espacio activado para combate (12.1.1)</translation>
        </message>
        <message>
            <source>{id} may not attack across the {only}-only line (12.1.8)</source>
            <comment>combat.designate.may_not_attack_across_the</comment>
            <translation>{id} no puede atacar por la conexión reservada a {only} (12.1.8)</translation>
        </message>
        <message>
            <source>no attacking units</source>
            <comment>combat.designate.no_attacking_units</comment>
            <translation>ninguna unidad atacante</translation>
        </message>
        <message>
            <source>no combat into or out of a desert space in summer (TEC)</source>
            <comment>combat.designate.no_combat_into_or_out</comment>
            <translation>no hay combate hacia o desde un espacio de desierto en verano (TEC)</translation>
        </message>
        <message>
            <source>only units beyond those needed for the siege may attack out of {space_id} (15.2.3)</source>
            <comment>combat.designate.only_units_beyond_those_needed</comment>
            <translation>solo las unidades que sobren para el asedio pueden atacar desde {space_id} (15.2.3)</translation>
        </message>
        <message>
            <source>Russian units may not attack a German fort in August 1914 (15.1.12)</source>
            <comment>combat.designate.russian_units_may_not_attack</comment>
            <translation>las unidades rusas no pueden atacar un fuerte alemán en agosto de 1914 (15.1.12)</translation>
        </message>
        <message>
            <source>Russian units may not attack after Brest-Litovsk (16.4.10)</source>
            <comment>combat.designate.russian_units_may_not_attack_2</comment>
            <translation>las unidades rusas no pueden atacar tras Brest-Litovsk (16.4.10)</translation>
        </message>
        <message>
            <source>the besieged fort in {target} may be attacked only from inside its space (15.1.3)</source>
            <comment>combat.designate.the_besieged_fort_in_may</comment>
            <translation>el fuerte asediado de {target} solo puede atacarse desde dentro de su espacio (15.1.3)</translation>
        </message>
        <message>
            <source>units in London attack only with units in France or Belgium (12.1.10)</source>
            <comment>combat.designate.units_in_london_attack_only</comment>
            <translation>las unidades en Londres solo atacan junto a unidades en Francia o Bélgica (12.1.10)</translation>
        </message>
        <message>
            <source>{side}: advance after combat, or done</source>
            <comment>combat.engine.advance.advance_after_combat_or_done</comment>
            <translation>{side}: avance tras el combate, o terminar</translation>
        </message>
        <message>
            <source>{units} advance to {path}</source>
            <comment>combat.engine.advance.advance_to</comment>
            <translation>{units} avanzan a {path}</translation>
        </message>
        <message>
            <source>advance units along a route, or done</source>
            <comment>combat.engine.advance.advance_units_along_a_route</comment>
            <translation>haz avanzar unidades por una ruta, o termina</translation>
        </message>
        <message>
            <source>only full-strength attackers that have not advanced may advance (12.7.1)</source>
            <comment>combat.engine.advance.only_full_strength_attackers_that</comment>
            <translation>solo los atacantes a fuerza completa que aún no han avanzado pueden avanzar (12.7.1)</translation>
        </message>
        <message>
            <source>the units staying in {space} must still besiege its fort (15.2.4)</source>
            <comment>combat.engine.advance.the_units_staying_in_must</comment>
            <translation>las unidades que se quedan en {space} deben seguir asediando su fuerte (15.2.4)</translation>
        </message>
        <message>
            <source>{side} attacks {space} with {units}</source>
            <comment>combat.engine.attacks.attacks_with</comment>
            <translation>{side} ataca {space} con {units}</translation>
        </message>
        <message>
            <source>{side}: designate an attack, or done</source>
            <comment>combat.engine.attacks.designate_an_attack_or_done</comment>
            <translation>{side}: declara un ataque, o terminar</translation>
        </message>
        <message>
            <source>designate an attack or say done</source>
            <comment>combat.engine.attacks.designate_an_attack_or_say</comment>
            <translation>declara un ataque o indica terminar</translation>
        </message>
        <message>
            <source>{space} holds only units that retreated this round (2022 12.1.2)</source>
            <comment>combat.engine.attacks.holds_only_units_that_retreated</comment>
            <translation>{space} solo contiene unidades que se retiraron en esta ronda (2022 12.1.2)</translation>
        </message>
        <message>
            <source>{space_id!r} is not a space you can attack</source>
            <comment>combat.engine.attacks.is_not_a_space_you</comment>
            <translation>{space_id!r} no es un espacio que puedas atacar</translation>
        </message>
        <message>
            <source>{unit_id} may not attack {space_id} now (12.1.1, 12.1.5, 14.1.1.2)</source>
            <comment>combat.engine.attacks.may_not_attack_now</comment>
            <translation>{unit_id} no puede atacar {space_id} ahora (12.1.1, 12.1.5, 14.1.1.2)</translation>
        </message>
        <message>
            <source>name each attacking unit once</source>
            <comment>combat.engine.attacks.name_each_attacking_unit_once</comment>
            <translation>indica cada unidad atacante una sola vez</translation>
        </message>
        <message>
            <source>{space} was already attacked in this action (2022 12.1.6)</source>
            <comment>combat.engine.attacks.was_already_attacked_in_this</comment>
            <translation>{space} ya fue atacado en esta acción (2022 12.1.6)</translation>
        </message>
        <message>
            <source>{a} is not a combat card you may play now (9.5.4)</source>
            <comment>combat.engine.card_play.is_not_a_combat_card</comment>
            <translation>{a} no es una Carta de Combate que puedas jugar ahora (9.5.4)</translation>
        </message>
        <message>
            <source>{side}: play combat cards, or no more</source>
            <comment>combat.engine.card_play.play_combat_cards_or_no</comment>
            <translation>{side}: juega Cartas de Combate, o ninguna más</translation>
        </message>
        <message>
            <source>{side} plays {card}</source>
            <comment>combat.engine.card_play.plays</comment>
            <translation>{side} juega {card}</translation>
        </message>
        <message>
            <source>the attack on {space} is cancelled</source>
            <comment>combat.engine.card_play.the_attack_on_is_cancelled</comment>
            <translation>se anula el ataque contra {space}</translation>
        </message>
        <message>
            <source>army</source>
            <comment>combat.engine.fire.army</comment>
            <translation>de Ejércitos</translation>
        </message>
        <message>
            <source>attacker</source>
            <comment>combat.engine.fire.attacker</comment>
            <translation>el atacante</translation>
        </message>
        <message>
            <source>choose losses</source>
            <comment>combat.engine.fire.choose_losses</comment>
            <translation>elegir las pérdidas</translation>
        </message>
        <message>
            <source>corps</source>
            <comment>combat.engine.fire.corps</comment>
            <translation>de Cuerpos</translation>
        </message>
        <message>
            <source>defender</source>
            <comment>combat.engine.fire.defender</comment>
            <translation>el defensor</translation>
        </message>
        <message>
            <source>{role} fires {strength} on the {table} table, column {column_label}: rolled {die}{drm:+d}, LN {ln}</source>
            <comment>combat.engine.fire.fires_on_the_table_column</comment>
            <translation>{role} dispara {strength} en la tabla {table}, columna {column_label}: tirada {die}{drm:+d}, LN {ln}</translation>
        </message>
        <message>
            <source>{side}: take losses of {ln} (12.4)</source>
            <comment>combat.engine.fire.take_losses_of</comment>
            <translation>{side}: sufre pérdidas por {ln} (12.4)</translation>
        </message>
        <message>
            <source>those losses are not a legal way to take this loss number (12.4.3)</source>
            <comment>combat.engine.fire.those_losses_are_not_a</comment>
            <translation>esas pérdidas no son una forma válida de cumplir este nivel de pérdidas (12.4.3)</translation>
        </message>
        <message>
            <source>choose retreat or fight (Great Retreat)</source>
            <comment>combat.engine.great_retreat.choose_retreat_or_fight_great</comment>
            <translation>elige retirada o combate (La Gran Retirada)</translation>
        </message>
        <message>
            <source>{side}: Great Retreat: fall back one space from {space} instead of fighting?</source>
            <comment>combat.engine.great_retreat.great_retreat_fall_back_one</comment>
            <translation>{side}: La Gran Retirada: ¿replegarse un espacio desde {space} en lugar de combatir?</translation>
        </message>
        <message>
            <source>Great Retreat: the Russians leave {space} without a fight</source>
            <comment>combat.engine.great_retreat.great_retreat_the_russians_leave</comment>
            <translation>La Gran Retirada: los rusos abandonan {space} sin combatir</translation>
        </message>
        <message>
            <source>choose a pinning space or no_flank</source>
            <comment>combat.engine.opening.choose_a_pinning_space_or</comment>
            <translation>elige un espacio de fijación o no_flank</translation>
        </message>
        <message>
            <source>failure</source>
            <comment>combat.engine.opening.failure</comment>
            <translation>fracaso</translation>
        </message>
        <message>
            <source>flank attack pinned from {space}: rolled {roll}+{drm}, {outcome}</source>
            <comment>combat.engine.opening.flank_attack_pinned_from_rolled</comment>
            <translation>ataque de flanco fijando desde {space}: tirada {roll}+{drm}, {outcome}</translation>
        </message>
        <message>
            <source>{space_id!r} is not one of the attacking spaces</source>
            <comment>combat.engine.opening.is_not_one_of_the</comment>
            <translation>{space_id!r} no es uno de los espacios atacantes</translation>
        </message>
        <message>
            <source>success</source>
            <comment>combat.engine.opening.success</comment>
            <translation>éxito</translation>
        </message>
        <message>
            <source>the flank attack succeeds after all (combat card)</source>
            <comment>combat.engine.opening.the_flank_attack_succeeds_after</comment>
            <translation>el ataque de flanco tiene éxito a pesar de todo (Carta de Combate)</translation>
        </message>
        <message>
            <source>{side}: try a flank attack (choose the pinning space) or not</source>
            <comment>combat.engine.opening.try_a_flank_attack_choose</comment>
            <translation>{side}: intentar un ataque de flanco (elige el espacio de fijación) o no</translation>
        </message>
        <message>
            <source>combat losses</source>
            <comment>combat.engine.record.combat_losses</comment>
            <translation>pérdidas en combate</translation>
        </message>
        <message>
            <source>{unit} replaces {unit2}</source>
            <comment>combat.engine.record.replaces</comment>
            <translation>{unit} reemplaza a {unit2}</translation>
        </message>
        <message>
            <source>the fort of {space} is destroyed</source>
            <comment>combat.engine.record.the_fort_of_is_destroyed</comment>
            <translation>el fuerte de {space} queda destruido</translation>
        </message>
        <message>
            <source>a combat card cancels the retreat</source>
            <comment>combat.engine.retreat.a_combat_card_cancels_the</comment>
            <translation>una Carta de Combate anula la retirada</translation>
        </message>
        <message>
            <source>attacker</source>
            <comment>combat.engine.retreat.attacker</comment>
            <translation>el atacante</translation>
        </message>
        <message>
            <source>LN {ln_a} against {ln_d}: both sides lose</source>
            <comment>combat.engine.retreat.both_lose</comment>
            <translation>LN {ln_a} contra {ln_d}: ambos bandos pierden</translation>
        </message>
        <message>
            <source>caught after retreating (12.5.8)</source>
            <comment>combat.engine.retreat.caught_after_retreating</comment>
            <translation>alcanzada tras la retirada (12.5.8)</translation>
        </message>
        <message>
            <source>{side}: choose which unit retreats where</source>
            <comment>combat.engine.retreat.choose_which_unit_retreats_where</comment>
            <translation>{side}: elige qué unidad se retira y adónde</translation>
        </message>
        <message>
            <source>defender</source>
            <comment>combat.engine.retreat.defender</comment>
            <translation>el defensor</translation>
        </message>
        <message>
            <source>{a} is not a legal retreat choice now (12.5)</source>
            <comment>combat.engine.retreat.is_not_a_legal_retreat</comment>
            <translation>{a} no es una opción de retirada válida ahora (12.5)</translation>
        </message>
        <message>
            <source>LN {ln_a} against {ln_d}: the {role} wins</source>
            <comment>combat.engine.retreat.ln_winner</comment>
            <translation>LN {ln_a} contra {ln_d}: gana {role}</translation>
        </message>
        <message>
            <source>{unit} loses a step so the defenders hold</source>
            <comment>combat.engine.retreat.loses_a_step_so_the</comment>
            <translation>{unit} pierde un paso para que los defensores resistan</translation>
        </message>
        <message>
            <source>no legal retreat (12.5.4)</source>
            <comment>combat.engine.retreat.no_legal_retreat</comment>
            <translation>ninguna retirada posible (12.5.4)</translation>
        </message>
        <message>
            <source>no legal retreat (12.5.4, 12.5.6)</source>
            <comment>combat.engine.retreat.no_legal_retreat_2</comment>
            <translation>ninguna retirada posible (12.5.4, 12.5.6)</translation>
        </message>
        <message>
            <source>{side}: retreat {retreat} space(s) or lose one more step to stay (12.5.3)</source>
            <comment>combat.engine.retreat.retreat_space_s_or_lose</comment>
            <translation>{side}: retírate {retreat} espacio(s) o pierde un paso más para quedarte (12.5.3)</translation>
        </message>
        <message>
            <source>{unit} retreats to {path}</source>
            <comment>combat.engine.retreat.retreats_to</comment>
            <translation>{unit} se retira a {path}</translation>
        </message>
        <message>
            <source>Lloyd George: no British attack on German units in a level 2 trench this turn</source>
            <comment>combat.engine.standing_events.lloyd_george_no_british_attack</comment>
            <translation>Lloyd George: ningún ataque británico contra unidades alemanas en una trinchera de nivel 2 este turno</translation>
        </message>
        <message>
            <source>Stavka Timidity: no Russian attack on entrenched German units alone this turn</source>
            <comment>combat.engine.standing_events.stavka_timidity_no_russian_attack</comment>
            <translation>Timidez de la Stavka: ningún ataque ruso contra unidades alemanas atrincheradas solas este turno</translation>
        </message>
        <message>
            <source>flips back</source>
            <comment>combat.engine.withdrawal.flips_back</comment>
            <translation>vuelve a fuerza completa</translation>
        </message>
        <message>
            <source>returns reduced</source>
            <comment>combat.engine.withdrawal.returns_reduced</comment>
            <translation>regresa reducida</translation>
        </message>
        <message>
            <source>Withdrawal: {unit} {what} (12.6.3)</source>
            <comment>combat.engine.withdrawal.withdrawal</comment>
            <translation>Retirada: {unit} {what} (12.6.3)</translation>
        </message>
        <message>
            <source>a flank attack needs at least one attacking army</source>
            <comment>combat.flank.a_flank_attack_needs_at</comment>
            <translation>un ataque de flanco necesita al menos un Ejército atacante</translation>
        </message>
        <message>
            <source>a flank attack needs attackers from at least two spaces</source>
            <comment>combat.flank.a_flank_attack_needs_attackers</comment>
            <translation>un ataque de flanco necesita atacantes desde al menos dos espacios</translation>
        </message>
        <message>
            <source>a fort defending alone cannot be flanked</source>
            <comment>combat.flank.a_fort_defending_alone_cannot</comment>
            <translation>un fuerte que defiende solo no puede ser flanqueado</translation>
        </message>
        <message>
            <source>no flank attack against a trench</source>
            <comment>combat.flank.no_flank_attack_against_a</comment>
            <translation>ningún ataque de flanco contra una trinchera</translation>
        </message>
        <message>
            <source>no flank attack into {terrain}</source>
            <comment>combat.flank.no_flank_attack_into</comment>
            <translation>ningún ataque de flanco en {terrain}</translation>
        </message>
        <message>
            <source>action {type!r}: field {k!r} must be a string, not {v!r}</source>
            <comment>core.actions.action_field_must_be_a</comment>
            <translation>acción {type!r}: el campo {k!r} debe ser una cadena, no {v!r}</translation>
        </message>
        <message>
            <source>action {type!r} takes no {value}</source>
            <comment>core.actions.action_takes_no</comment>
            <translation>la acción {type!r} no admite {value}</translation>
        </message>
        <message>
            <source>action {type!r}: 'units' must be a list of unit ids</source>
            <comment>core.actions.action_units_must_be_a</comment>
            <translation>acción {type!r}: 'units' debe ser una lista de ids de unidades</translation>
        </message>
        <message>
            <source>action {type!r}: unknown field(s) {unknown}</source>
            <comment>core.actions.action_unknown_field_s</comment>
            <translation>acción {type!r}: campos desconocidos {unknown}</translation>
        </message>
        <message>
            <source>an action must be an object with a 'type' string, not {doc!r}</source>
            <comment>core.actions.an_action_must_be_an</comment>
            <translation>una acción debe ser un objeto con una cadena 'type', no {doc!r}</translation>
        </message>
        <message>
            <source>Entrench may not be played as an event on turn 1 (5.7.4.4)</source>
            <comment>core.effects.entrench_may_not_be_played</comment>
            <translation>Atrincheramiento no puede jugarse como evento en el turno 1 (5.7.4.4)</translation>
        </message>
        <message>
            <source>{card} may not be played while {cards} is in effect</source>
            <comment>core.effects.may_not_be_played_while</comment>
            <translation>{card} no puede jugarse mientras {cards} esté en vigor</translation>
        </message>
        <message>
            <source>{card} needs one of {cards} played first</source>
            <comment>core.effects.needs_one_of_played_first</comment>
            <translation>{card} requiere haber jugado antes una de {cards}</translation>
        </message>
        <message>
            <source>{card} needs {cards} played first</source>
            <comment>core.effects.needs_played_first</comment>
            <translation>{card} requiere haber jugado antes {cards}</translation>
        </message>
        <message>
            <source>no reinforcement card may be played on the August 1914 turn (9.5.3.1)</source>
            <comment>core.effects.no_reinforcement_card_may_be</comment>
            <translation>ninguna carta de refuerzos puede jugarse en el turno de agosto de 1914 (9.5.3.1)</translation>
        </message>
        <message>
            <source>only one neutral nation may enter the war per turn (9.5.2.2)</source>
            <comment>core.effects.only_one_neutral_nation_may</comment>
            <translation>solo una nación neutral puede entrar en guerra por turno (9.5.2.2)</translation>
        </message>
        <message>
            <source>only one {nation} reinforcement card per turn (9.5.3.1)</source>
            <comment>core.effects.only_one_reinforcement_card_per</comment>
            <translation>solo una carta de refuerzos {nation} por turno (9.5.3.1)</translation>
        </message>
        <message>
            <source>only one side may ever play Entrench as an event (9.5.1.1)</source>
            <comment>core.effects.only_one_side_may_ever</comment>
            <translation>solo un bando puede jugar alguna vez Atrincheramiento como evento (9.5.1.1)</translation>
        </message>
        <message>
            <source>the event of {card} is not available yet</source>
            <comment>core.effects.the_event_of_is_not</comment>
            <translation>el evento de {card} aún no está disponible</translation>
        </message>
        <message>
            <source>{card}: VP {vp:+d}, now {vp2}</source>
            <comment>core.effects.vp_now</comment>
            <translation>{card}: VP {vp:+d}, ahora {vp2}</translation>
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
            <translation>el puesto {seat!r} no puede responder: es la decisión del puesto {seat2!r} ({text})</translation>
        </message>
        <message>
            <source>there is no seat {seat!r} at this table (seats: {seats})</source>
            <comment>core.seats.there_is_no_seat_at</comment>
            <translation>no hay un puesto {seat!r} en esta mesa (puestos: {seats})</translation>
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
            <translation>no se espera ninguna decisión en el paso {name!r}</translation>
        </message>
        <message>
            <source>now {doing}, not {type!r}</source>
            <comment>core.steps.now_not</comment>
            <translation>ahora: {doing}, no {type!r}</translation>
        </message>
        <message>
            <source>{nation} is not at war yet</source>
            <comment>events.common.is_not_at_war_yet</comment>
            <translation>{nation} aún no está en guerra</translation>
        </message>
        <message>
            <source>only on a turn after {card} was played</source>
            <comment>events.common.only_on_a_turn_after</comment>
            <translation>solo en un turno posterior a aquel en que se jugó {card}</translation>
        </message>
        <message>
            <source>in Aug and Sep 1914 Falkenhayn needs Moltke played first</source>
            <comment>events.flags.in_aug_and_sep_falkenhayn</comment>
            <translation>en agosto y septiembre de 1914 Falkenhayn requiere haber jugado antes Moltke</translation>
        </message>
        <message>
            <source>Moltke may only be played in Aug or Sep 1914</source>
            <comment>events.flags.moltke_may_only_be_played</comment>
            <translation>Moltke solo puede jugarse en agosto o septiembre de 1914</translation>
        </message>
        <message>
            <source>only at Combined War Status {n} or more</source>
            <comment>events.flags.only_at_combined_war_status</comment>
            <translation>solo con Estatus Bélico Combinado {n} o más</translation>
        </message>
        <message>
            <source>Prince Max may not be played after turn {last}</source>
            <comment>events.flags.prince_max_may_not_be</comment>
            <translation>Príncipe Max no puede jugarse después del turno {last}</translation>
        </message>
        <message>
            <source>{nation} is already at war</source>
            <comment>events.neutrals.is_already_at_war</comment>
            <translation>{nation} ya está en guerra</translation>
        </message>
        <message>
            <source>{text}: {a} is not one of the choices</source>
            <comment>events.picking.is_not_one_of_the</comment>
            <translation>{text}: {a} no es una de las opciones</translation>
        </message>
        <message>
            <source>{side}: {text}</source>
            <comment>events.picking.side_text</comment>
            <translation>{side}: {text}</translation>
        </message>
        <message>
            <source>{unit} enters in {where}</source>
            <comment>events.placement.enters_in</comment>
            <translation>{unit} entra en {where}</translation>
        </message>
        <message>
            <source>{unit} finds no space to enter and stays out</source>
            <comment>events.placement.finds_no_space_to_enter</comment>
            <translation>{unit} no encuentra espacio donde entrar y se queda fuera</translation>
        </message>
        <message>
            <source>{unit} has no legal space to enter (9.5.3.1)</source>
            <comment>events.placement.has_no_legal_space_to</comment>
            <translation>{unit} no tiene un espacio válido donde entrar (9.5.3.1)</translation>
        </message>
        <message>
            <source>{unit} may enter only in {where} (9.5.3)</source>
            <comment>events.placement.may_enter_only_in</comment>
            <translation>{unit} solo puede entrar en {where} (9.5.3)</translation>
        </message>
        <message>
            <source>{side}: place {unit}</source>
            <comment>events.placement.place</comment>
            <translation>{side}: coloca {unit}</translation>
        </message>
        <message>
            <source>place {unit} first</source>
            <comment>events.placement.place_first</comment>
            <translation>coloca primero {unit}</translation>
        </message>
        <message>
            <source>stacking leaves no room for all the armies of the card (9.5.3.3)</source>
            <comment>events.placement.stacking_leaves_no_room_for</comment>
            <translation>el apilamiento no deja sitio para todos los Ejércitos de la carta (9.5.3.3)</translation>
        </message>
        <message>
            <source>the reserve box</source>
            <comment>events.placement.the_reserve_box</comment>
            <translation>el Recuadro de Reserva</translation>
        </message>
        <message>
            <source>CWS + CP Russian VP is {have}; Fall of the Tsar needs {need} (16.4.4)</source>
            <comment>events.politics.cws_cp_russian_vp_is</comment>
            <translation>Estatus Bélico Combinado + VP rusos de las CP = {have}; La Caída del Zar requiere {need} (16.4.4)</translation>
        </message>
        <message>
            <source>Grand Fleet cancels the High Seas Fleet VP: now {vp}</source>
            <comment>events.politics.grand_fleet_cancels_the_high</comment>
            <translation>Gran Flota anula el VP de Flota de Alta Mar: ahora {vp}</translation>
        </message>
        <message>
            <source>Grand Fleet does not follow High Seas Fleet: no effect</source>
            <comment>events.politics.grand_fleet_does_not_follow</comment>
            <translation>Gran Flota no sigue a Flota de Alta Mar: sin efecto</translation>
        </message>
        <message>
            <source>not once the CP are at Total War</source>
            <comment>events.politics.not_once_the_cp_are</comment>
            <translation>no una vez que las CP están en Guerra Total</translation>
        </message>
        <message>
            <source>the CP hold {have} Russian VP spaces; Tsar Takes Command needs {need} (16.4.3)</source>
            <comment>events.politics.the_cp_hold_russian_vp</comment>
            <translation>las CP tienen {have} espacios de VP rusos; El Zar Toma el Mando requiere {need} (16.4.3)</translation>
        </message>
        <message>
            <source>the CP hold {have} Russian VP spaces: Bolshevik Revolution needs more than {fell} or all {every} (16.4.6)</source>
            <comment>events.politics.the_cp_hold_russian_vp_2</comment>
            <translation>las CP tienen {have} espacios de VP rusos: La Revolución Bolchevique requiere más de {fell} o los {every} (16.4.6)</translation>
        </message>
        <message>
            <source>The Sixtus Affair: AP roll {roll}, VP {change:+d}, now {vp}</source>
            <comment>events.politics.the_sixtus_affair_ap_roll</comment>
            <translation>El Asunto Sixto: tirada AP {roll}, VP {change:+d}, ahora {vp}</translation>
        </message>
        <message>
            <source>the US entry track allows Zimmermann Telegram only at CWS {need} or more (16.3.2)</source>
            <comment>events.politics.the_us_entry_track_allows</comment>
            <translation>el registro de entrada de EE. UU. permite Telegrama Zimmermann solo con Estatus Bélico Combinado {need} o más (16.3.2)</translation>
        </message>
        <message>
            <source>Treaty of Brest-Litovsk, 16.4.9</source>
            <comment>events.politics.treaty_of_brest_litovsk</comment>
            <translation>Tratado de Brest-Litovsk, 16.4.9</translation>
        </message>
        <message>
            <source>an Allied unit is in Libya</source>
            <comment>events.reinforcements.an_allied_unit_is_in</comment>
            <translation>hay una unidad aliada en Libia</translation>
        </message>
        <message>
            <source>{nation} is not at war yet</source>
            <comment>events.reinforcements.is_not_at_war_yet</comment>
            <translation>{nation} aún no está en guerra</translation>
        </message>
        <message>
            <source>{unit} flips to full strength</source>
            <comment>events.rp_events.flips_to_full_strength</comment>
            <translation>{unit} vuelve a fuerza completa</translation>
        </message>
        <message>
            <source>Landwehr: flip reduced German units (2 RP)</source>
            <comment>events.rp_events.landwehr_flip_reduced_german_units</comment>
            <translation>Landwehr: voltea unidades alemanas reducidas a fuerza completa (2 RP)</translation>
        </message>
        <message>
            <source>Paris Taxis: flip a reduced French army in or next to Paris (1 RP)</source>
            <comment>events.rp_events.paris_taxis_flip_a_reduced</comment>
            <translation>Los Taxis de París: voltea un Ejército francés reducido en París o adyacente (1 RP)</translation>
        </message>
        <message>
            <source>a level 1 trench is dug in {space}</source>
            <comment>events.special.a_level_trench_is_dug</comment>
            <translation>se cava una trinchera de nivel 1 en {space}</translation>
        </message>
        <message>
            <source>{units} activated for combat free</source>
            <comment>events.special.activated_for_combat_free</comment>
            <translation>{units} activadas para combate gratis</translation>
        </message>
        <message>
            <source>{side} hand shown to the {side2}: no cards</source>
            <comment>events.special.empty_hand_shown</comment>
            <translation>mano {side} mostrada a {side2}: ninguna carta</translation>
        </message>
        <message>
            <source>Entrench: place a level 1 trench with a supplied army</source>
            <comment>events.special.entrench_place_a_level_trench</comment>
            <translation>Atrincheramiento: coloca una trinchera de nivel 1 con un Ejército con suministro</translation>
        </message>
        <message>
            <source>Guns of August may only be the first CP action of Aug 1914</source>
            <comment>events.special.guns_of_august_may_only</comment>
            <translation>Los Cañones de Agosto solo puede ser la primera acción CP de agosto de 1914</translation>
        </message>
        <message>
            <source>Guns of August may only be played in Aug 1914</source>
            <comment>events.special.guns_of_august_may_only_2</comment>
            <translation>Los Cañones de Agosto solo puede jugarse en agosto de 1914</translation>
        </message>
        <message>
            <source>{side} hand shown to the {side2}: {cards}</source>
            <comment>events.special.hand_shown_to_the</comment>
            <translation>mano {side} mostrada a {side2}: {cards}</translation>
        </message>
        <message>
            <source>Liege falls; GE 1 and GE 2 enter it</source>
            <comment>events.special.liege_falls_ge_and_ge</comment>
            <translation>Lieja cae; GE 1 y GE 2 entran en ella</translation>
        </message>
        <message>
            <source>{unit} redeploys to Salonika</source>
            <comment>events.special.redeploys_to_salonika</comment>
            <translation>{unit} se redespliega a Salónica</translation>
        </message>
        <message>
            <source>Salonika holds enemy units</source>
            <comment>events.special.salonika_holds_enemy_units</comment>
            <translation>Salónica contiene unidades enemigas</translation>
        </message>
        <message>
            <source>Salonika: redeploy up to {salonika_corps} British or French corps to Salonika</source>
            <comment>events.special.salonika_redeploy_up_to_british</comment>
            <translation>Salónica: redespliega hasta {salonika_corps} Cuerpos británicos o franceses a Salónica</translation>
        </message>
        <message>
            <source>Czech Legion</source>
            <comment>events.unit_events.czech_legion</comment>
            <translation>Legión Checa</translation>
        </message>
        <message>
            <source>only while the CP control Warsaw</source>
            <comment>events.unit_events.only_while_the_cp_control</comment>
            <translation>solo mientras las CP controlen Varsovia</translation>
        </message>
        <message>
            <source>Polish Restoration: VP {polish_restoration_vp:+d}, now {vp}</source>
            <comment>events.unit_events.polish_restoration_vp_now</comment>
            <translation>Restauración Polaca: VP {polish_restoration_vp:+d}, ahora {vp}</translation>
        </message>
        <message>
            <source>Russian Desertions: reduce up to {russian_desertions} full-strength Russian units</source>
            <comment>events.unit_events.russian_desertions_reduce_up_to</comment>
            <translation>Deserciones Rusas: reduce hasta {russian_desertions} unidades rusas a fuerza completa</translation>
        </message>
        <message>
            <source>War in Africa</source>
            <comment>events.unit_events.war_in_africa</comment>
            <translation>Guerra en África</translation>
        </message>
        <message>
            <source>War in Africa: remove a British corps for good, or give the CP 1 VP</source>
            <comment>events.unit_events.war_in_africa_remove_a</comment>
            <translation>Guerra en África: retira para siempre un Cuerpo británico, o da 1 VP a las CP</translation>
        </message>
        <message>
            <source>nothing to undo: a die was rolled or a card drawn since, or nothing was done</source>
            <comment>game.nothing_to_undo</comment>
            <translation>nada que deshacer: desde entonces se ha tirado un dado o robado una carta, o no se ha hecho nada</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>game.the_game_is_over</comment>
            <translation>la partida ha terminado</translation>
        </message>
        <message>
            <source>{side} action round {round}: play a card (OPS, SR, RP or event) or take the 1-OPS action</source>
            <comment>operations.action_round.action_round_play_a_card</comment>
            <translation>{side} ronda de acción {round}: juega una carta (OPS, SR, RP o evento) o haz la acción de 1 OPS</translation>
        </message>
        <message>
            <source>{card} gives no replacement points</source>
            <comment>operations.action_round.gives_no_replacement_points</comment>
            <translation>{card} no da Puntos de Reemplazo</translation>
        </message>
        <message>
            <source>{card} has no operations value</source>
            <comment>operations.action_round.has_no_operations_value</comment>
            <translation>{card} no tiene valor de operaciones</translation>
        </message>
        <message>
            <source>{card} has no SR value</source>
            <comment>operations.action_round.has_no_sr_value</comment>
            <translation>{card} no tiene valor SR</translation>
        </message>
        <message>
            <source>in this scenario the CP must open with Guns of August as an event (5.7.4.3)</source>
            <comment>operations.action_round.in_this_scenario_the_cp</comment>
            <translation>en este escenario las CP deben abrir con Los Cañones de Agosto como evento (5.7.4.3)</translation>
        </message>
        <message>
            <source>{card} may only be played as an event while only the CP are at Total War (9.5.2.5)</source>
            <comment>operations.action_round.may_only_be_played_as</comment>
            <translation>{card} solo puede jugarse como evento mientras solo las CP estén en Guerra Total (9.5.2.5)</translation>
        </message>
        <message>
            <source>no RP card in the round right after your own RP card this turn (9.4.3)</source>
            <comment>operations.action_round.no_rp_card_in_the</comment>
            <translation>ninguna carta RP en la ronda justo después de tu propia carta RP este turno (9.4.3)</translation>
        </message>
        <message>
            <source>no RP card may be played for the rest of the turn after Influenza (AP 65)</source>
            <comment>operations.action_round.no_rp_card_may_be</comment>
            <translation>ninguna carta RP puede jugarse el resto del turno tras Gripe (AP 65)</translation>
        </message>
        <message>
            <source>no SR card (or Salonika) in the round right after your own SR card (or Salonika) this turn (9.3.3)</source>
            <comment>operations.action_round.no_sr_card_or_salonika</comment>
            <translation>ninguna carta SR (o Salónica) en la ronda justo después de tu propia carta SR (o Salónica) este turno (9.3.3)</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the {side} hand of the {command} command</source>
            <comment>operations.action_round.not_in_the_command_hand</comment>
            <translation>{card_id!r} no está en la mano {side} del mando {command}</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the {side} hand</source>
            <comment>operations.action_round.not_in_the_hand</comment>
            <translation>{card_id!r} no está en la mano {side}</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>operations.action_round.nothing</comment>
            <translation>nada</translation>
        </message>
        <message>
            <source>play a card or take the automatic operation</source>
            <comment>operations.action_round.play_a_card_or_take</comment>
            <translation>juega una carta o haz la operación automática</translation>
        </message>
        <message>
            <source>{side} played a * event (Introductory): VP now {vp}</source>
            <comment>operations.action_round.played_a_event_introductory_vp</comment>
            <translation>{side} jugó un evento * (Introductorio): ahora VP {vp}</translation>
        </message>
        <message>
            <source>{side} plays {card} as an event</source>
            <comment>operations.action_round.plays_as_an_event</comment>
            <translation>{side} juega {card} como evento</translation>
        </message>
        <message>
            <source>{side} plays {card} for {ops} OPS</source>
            <comment>operations.action_round.plays_for_ops</comment>
            <translation>{side} juega {card} por {ops} OPS</translation>
        </message>
        <message>
            <source>{side} plays {card} for RP: {text}</source>
            <comment>operations.action_round.plays_for_rp</comment>
            <translation>{side} juega {card} por RP: {text}</translation>
        </message>
        <message>
            <source>{side} plays {card} for {sr} SR points</source>
            <comment>operations.action_round.plays_for_sr_points</comment>
            <translation>{side} juega {card} por {sr} puntos de SR</translation>
        </message>
        <message>
            <source>{side} takes the automatic operation (1 OPS)</source>
            <comment>operations.action_round.takes_the_automatic_operation_ops</comment>
            <translation>{side} hace la operación automática (1 OPS)</translation>
        </message>
        <message>
            <source>activating {space} costs {cost} and only {points} point(s) are left (9.2.3)</source>
            <comment>operations.activation.activating_costs_and_only_point</comment>
            <translation>activar {space} cuesta {cost} y solo quedan {points} puntos (9.2.3)</translation>
        </message>
        <message>
            <source>activation mode must be 'move' or 'attack', not {mode!r}</source>
            <comment>operations.activation.activation_mode_must_be_move</comment>
            <translation>el modo de activación debe ser 'move' o 'attack', no {mode!r}</translation>
        </message>
        <message>
            <source>every unit in {space} is out of supply: it cannot be activated (14.3.1)</source>
            <comment>operations.activation.every_unit_in_is_out</comment>
            <translation>todas las unidades de {space} están sin suministro: no puede activarse (14.3.1)</translation>
        </message>
        <message>
            <source>{space} holds no {side} units to activate (9.2.6)</source>
            <comment>operations.activation.holds_no_units_to_activate</comment>
            <translation>{space} no contiene unidades {side} que activar (9.2.6)</translation>
        </message>
        <message>
            <source>{space} is a desert space: no combat activation in summer (15.2.5)</source>
            <comment>operations.activation.is_a_desert_space_no</comment>
            <translation>{space} es un espacio de desierto: no hay activación para combate en verano (15.2.5)</translation>
        </message>
        <message>
            <source>{space} is already activated for {activated} (9.2.5)</source>
            <comment>operations.activation.is_already_activated_for</comment>
            <translation>{space} ya está activado para {activated} (9.2.5)</translation>
        </message>
        <message>
            <source>no space {space_id!r}</source>
            <comment>operations.activation.no_space</comment>
            <translation>no existe el espacio {space_id!r}</translation>
        </message>
        <message>
            <source>the Allies may activate only one Near East space for combat per round (9.2.7)</source>
            <comment>operations.activation.the_allies_may_activate_only</comment>
            <translation>los Aliados solo pueden activar para combate un espacio de Oriente Próximo por ronda (9.2.7)</translation>
        </message>
        <message>
            <source>{side} {command} command commits its play for action round {round}</source>
            <comment>operations.command_play.command_commits_its_play_for</comment>
            <translation>{side} mando {command} compromete su jugada para la ronda de acción {round}</translation>
        </message>
        <message>
            <source>{side} {command} command: its committed play is no longer possible ({why}); it takes the 1-OPS action instead</source>
            <comment>operations.command_play.command_its_committed_play_is</comment>
            <translation>{side} mando {command}: su jugada comprometida ya no es posible ({why}); hace en su lugar la acción de 1 OPS</translation>
        </message>
        <message>
            <source>{side} {command} command, round {round} (action round {round2}): commit a card play or the 1-OPS action (hidden from your ally until both have chosen), or first give units to your ally</source>
            <comment>operations.command_play.command_round_action_round_commit</comment>
            <translation>{side} mando {command}, ronda {round} (ronda de acción {round2}): compromete una jugada de carta o la acción de 1 OPS (oculta a tu aliado hasta que ambos hayáis elegido), o antes cede unidades a tu aliado</translation>
        </message>
        <message>
            <source>give units to your ally or commit a card play or the 1-OPS action</source>
            <comment>operations.command_play.give_units_to_your_ally</comment>
            <translation>cede unidades a tu aliado o compromete una jugada de carta o la acción de 1 OPS</translation>
        </message>
        <message>
            <source>given by its command, 4.4a</source>
            <comment>operations.command_play.given_by_its_command_a</comment>
            <translation>cedida por su mando, 4.4a</translation>
        </message>
        <message>
            <source>in the first round of the game the CP East command may not use OPS (seed 003, 5.1b)</source>
            <comment>operations.command_play.in_the_first_round_of</comment>
            <translation>en la primera ronda de la partida el mando CP Este no puede usar OPS (seed 003, 5.1b)</translation>
        </message>
        <message>
            <source>{unit_id!r} is not a unit of the {command} command outside every combat area (seed 003, 4.4a)</source>
            <comment>operations.command_play.is_not_a_unit_of</comment>
            <translation>{unit_id!r} no es una unidad del mando {command} fuera de toda área de combate (seed 003, 4.4a)</translation>
        </message>
        <message>
            <source>name the units to give to your ally</source>
            <comment>operations.command_play.name_the_units_to_give</comment>
            <translation>indica las unidades que ceder a tu aliado</translation>
        </message>
        <message>
            <source>reinforcement card for {nation}</source>
            <comment>operations.command_play.reinforcement_card_for</comment>
            <translation>carta de refuerzos para {nation}</translation>
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
            <translation>el mando {command} ya ha jugado una {what} este turno (seed 003, 5.3)</translation>
        </message>
        <message>
            <source>the units in {space} could then no longer be joined by enough units to besiege its fort (11.1.8, 15.2.1)</source>
            <comment>operations.fort_entry.the_units_in_could_then</comment>
            <translation>a las unidades de {space} ya no podrían unirse suficientes unidades para asediar su fuerte (11.1.8, 15.2.1)</translation>
        </message>
        <message>
            <source>the units in {space} do not yet besiege its fort: bring in the units that complete the siege (11.1.8, 15.2.1)</source>
            <comment>operations.fort_entry.the_units_in_do_not</comment>
            <translation>las unidades de {space} aún no asedian su fuerte: trae las unidades que completan el asedio (11.1.8, 15.2.1)</translation>
        </message>
        <message>
            <source>a moving stack must start together in one space</source>
            <comment>operations.movement.a_moving_stack_must_start</comment>
            <translation>una pila en movimiento debe partir junta de un espacio</translation>
        </message>
        <message>
            <source>{space} already has a level-2 trench (11.2.3)</source>
            <comment>operations.movement.already_has_a_level_trench</comment>
            <translation>{space} ya tiene una trinchera de nivel 2 (11.2.3)</translation>
        </message>
        <message>
            <source>an army in {space} is already trying to entrench (11.2.1)</source>
            <comment>operations.movement.an_army_in_is_already</comment>
            <translation>un Ejército en {space} ya está intentando atrincherarse (11.2.1)</translation>
        </message>
        <message>
            <source>CP units may not end a move in {space} before Race to the Sea or CP war status 4 (11.1.9)</source>
            <comment>operations.movement.cp_units_may_not_end</comment>
            <translation>las unidades CP no pueden terminar un movimiento en {space} antes de Carrera hacia el Mar o del Estatus Bélico CP 4 (11.1.9)</translation>
        </message>
        <message>
            <source>{unit} did not start in a Move-activated space (9.2.8)</source>
            <comment>operations.movement.did_not_start_in_a</comment>
            <translation>{unit} no empezó en un espacio activado para movimiento (9.2.8)</translation>
        </message>
        <message>
            <source>finish the moving stack first</source>
            <comment>operations.movement.finish_the_moving_stack_first</comment>
            <translation>termina primero la pila en movimiento</translation>
        </message>
        <message>
            <source>{unit} has already moved (11.1.1)</source>
            <comment>operations.movement.has_already_moved</comment>
            <translation>{unit} ya ha movido (11.1.1)</translation>
        </message>
        <message>
            <source>{unit} has no movement points left (11.1.5)</source>
            <comment>operations.movement.has_no_movement_points_left</comment>
            <translation>{unit} no tiene puntos de movimiento restantes (11.1.5)</translation>
        </message>
        <message>
            <source>{space} holds an enemy fort of strength {fort}: only an army or {fort} corps, with those that can still join them this round, may besiege it (11.1.8, 15.2.4)</source>
            <comment>operations.movement.holds_an_enemy_fort_of</comment>
            <translation>{space} tiene un fuerte enemigo de fuerza {fort}: solo un Ejército o {fort} Cuerpos, con los que aún puedan unírseles esta ronda, pueden asediarlo (11.1.8, 15.2.4)</translation>
        </message>
        <message>
            <source>{space} holds enemy units (11.1.7)</source>
            <comment>operations.movement.holds_enemy_units</comment>
            <translation>{space} contiene unidades enemigas (11.1.7)</translation>
        </message>
        <message>
            <source>{space} holds more than {limit} units (10.1.1); move some out</source>
            <comment>operations.movement.holds_more_than_units_move</comment>
            <translation>{space} contiene más de {limit} unidades (10.1.1); saca algunas</translation>
        </message>
        <message>
            <source>{to} is not connected to {space} (11.1.3)</source>
            <comment>operations.movement.is_not_connected_to</comment>
            <translation>{to} no está conectado con {space} (11.1.3)</translation>
        </message>
        <message>
            <source>{unit} is out of supply and may not move (14.1.1.3)</source>
            <comment>operations.movement.is_out_of_supply_and</comment>
            <translation>{unit} está sin suministro y no puede mover (14.1.1.3)</translation>
        </message>
        <message>
            <source>{units} may not stop in {space} and could reach no space where they may end the move (11.1.6, 11.1.9, 10.1.2)</source>
            <comment>operations.movement.may_not_stop_in_and</comment>
            <translation>{units} no pueden detenerse en {space} y no alcanzarían ningún espacio donde terminar el movimiento (11.1.6, 11.1.9, 10.1.2)</translation>
        </message>
        <message>
            <source>{units}: {space} -&gt; {space2}</source>
            <comment>operations.movement.move</comment>
            <translation>{units}: {space} -&gt; {space2}</translation>
        </message>
        <message>
            <source>{side}: move a stack from an activated space, entrench, or done</source>
            <comment>operations.movement.move_a_stack_from_an</comment>
            <translation>{side}: mueve una pila desde un espacio activado, atrinchérate, o termina</translation>
        </message>
        <message>
            <source>move, stop, entrench or done</source>
            <comment>operations.movement.move_stop_entrench_or_done</comment>
            <translation>mueve, detente, atrinchérate o termina</translation>
        </message>
        <message>
            <source>{side}: move the stack on from {space}, or stop</source>
            <comment>operations.movement.move_the_stack_on_from</comment>
            <translation>{side}: sigue moviendo la pila desde {space}, o detente</translation>
        </message>
        <message>
            <source>name the units to move, each once</source>
            <comment>operations.movement.name_the_units_to_move</comment>
            <translation>indica las unidades a mover, cada una una vez</translation>
        </message>
        <message>
            <source>no Entrench event has been played yet (11.2.1)</source>
            <comment>operations.movement.no_entrench_event_has_been</comment>
            <translation>aún no se ha jugado ningún evento Atrincheramiento (11.2.1)</translation>
        </message>
        <message>
            <source>no stack is moving</source>
            <comment>operations.movement.no_stack_is_moving</comment>
            <translation>ninguna pila está en movimiento</translation>
        </message>
        <message>
            <source>on turn 1 Russian units may not besiege German forts such as {space} (15.1.12)</source>
            <comment>operations.movement.on_turn_russian_units_may</comment>
            <translation>en el turno 1 las unidades rusas no pueden asediar fuertes alemanes como {space} (15.1.12)</translation>
        </message>
        <message>
            <source>only an army that has not moved, in a Move-activated space, may try to entrench (11.2.1)</source>
            <comment>operations.movement.only_an_army_that_has</comment>
            <translation>solo un Ejército que no haya movido, en un espacio activado para movimiento, puede intentar atrincherarse (11.2.1)</translation>
        </message>
        <message>
            <source>only units of the moving stack may move on now; stop it first (11.1.1)</source>
            <comment>operations.movement.only_units_of_the_moving</comment>
            <translation>ahora solo pueden mover las unidades de la pila en movimiento; detenla primero (11.1.1)</translation>
        </message>
        <message>
            <source>stop the moving stack first</source>
            <comment>operations.movement.stop_the_moving_stack_first</comment>
            <translation>detén primero la pila en movimiento</translation>
        </message>
        <message>
            <source>the line {space}-{space2} may only be used by {only} units (11.1.4)</source>
            <comment>operations.movement.the_line_may_only_be</comment>
            <translation>la conexión {space}-{space2} solo pueden usarla unidades {only} (11.1.4)</translation>
        </message>
        <message>
            <source>the units staying in {space} could no longer besiege its fort; move them all or leave enough behind (15.2.3)</source>
            <comment>operations.movement.the_units_staying_in_could</comment>
            <translation>las unidades que se quedan en {space} ya no podrían asediar su fuerte; muévelas todas o deja suficientes (15.2.3)</translation>
        </message>
        <message>
            <source>units may pass through but not end in {space}, which holds an Attack marker (11.1.6)</source>
            <comment>operations.movement.units_may_pass_through_but</comment>
            <translation>las unidades pueden atravesar pero no terminar en {space}, que tiene un marcador de Ataque (11.1.6)</translation>
        </message>
        <message>
            <source>units out of supply may not entrench (14.3.3)</source>
            <comment>operations.movement.units_out_of_supply_may</comment>
            <translation>las unidades sin suministro no pueden atrincherarse (14.3.3)</translation>
        </message>
        <message>
            <source>{space} would end with {n} units; at most {limit} may stack in one space (10.1.1, 10.1.4)</source>
            <comment>operations.movement.would_end_with_units_at</comment>
            <translation>{space} terminaría con {n} unidades; como máximo {limit} pueden apilarse en un espacio (10.1.1, 10.1.4)</translation>
        </message>
        <message>
            <source>activate spaces or say done</source>
            <comment>operations.operation.activate_spaces_or_say_done</comment>
            <translation>activa espacios o indica terminar</translation>
        </message>
        <message>
            <source>{side}: activate spaces ({pts} point(s) left), then done</source>
            <comment>operations.operation.activate_spaces_point_s_left</comment>
            <translation>{side}: activa espacios (quedan {pts} puntos), luego termina</translation>
        </message>
        <message>
            <source>{space} activated for {mode} ({cost})</source>
            <comment>operations.operation.activated_for</comment>
            <translation>{space} activado para {mode} ({cost})</translation>
        </message>
        <message>
            <source>attacks are not available yet</source>
            <comment>operations.operation.attacks_are_not_available_yet</comment>
            <translation>los ataques aún no están disponibles</translation>
        </message>
        <message>
            <source>attack</source>
            <comment>operations.operation.mode_attack</comment>
            <translation>combate</translation>
        </message>
        <message>
            <source>move</source>
            <comment>operations.operation.mode_move</comment>
            <translation>movimiento</translation>
        </message>
        <message>
            <source>{space} already holds {limit} units (10.1.1)</source>
            <comment>operations.redeploy.already_holds_units</comment>
            <translation>{space} ya contiene {limit} unidades (10.1.1)</translation>
        </message>
        <message>
            <source>{full}, and no unit there could redeploy out with the points left to end within the limit (10.1.2)</source>
            <comment>operations.redeploy.and_no_unit_there_could</comment>
            <translation>{full}, y ninguna unidad de allí podría redesplegarse fuera con los puntos restantes para quedar dentro del límite (10.1.2)</translation>
        </message>
        <message>
            <source>{unit} belongs to a neutral nation and may not redeploy (9.5.2.4)</source>
            <comment>operations.redeploy.belongs_to_a_neutral_nation</comment>
            <translation>{unit} pertenece a una nación neutral y no puede redesplegarse (9.5.2.4)</translation>
        </message>
        <message>
            <source>{unit} cannot redeploy to {to} from {loc} (13.1.6-13.1.8)</source>
            <comment>operations.redeploy.cannot_redeploy_to_from</comment>
            <translation>{unit} no puede redesplegarse a {to} desde {loc} (13.1.6-13.1.8)</translation>
        </message>
        <message>
            <source>CP units may not end an SR in {space} yet (11.1.9)</source>
            <comment>operations.redeploy.cp_units_may_not_end</comment>
            <translation>las unidades CP aún no pueden terminar un SR en {space} (11.1.9)</translation>
        </message>
        <message>
            <source>{unit} draws supply only from another nation's source and may not SR to the reserve box (13.1.12)</source>
            <comment>operations.redeploy.draws_supply_only_from_another</comment>
            <translation>{unit} solo obtiene suministro de la fuente de otra nación y no puede hacer SR al Recuadro de Reserva (13.1.12)</translation>
        </message>
        <message>
            <source>{full}; first bring the overstacked space back within the limit (10.1.2)</source>
            <comment>operations.redeploy.first_bring_the_overstacked_space</comment>
            <translation>{full}; primero devuelve el espacio sobreapilado al límite (10.1.2)</translation>
        </message>
        <message>
            <source>{unit} has already redeployed this round (13.1.3)</source>
            <comment>operations.redeploy.has_already_redeployed_this_round</comment>
            <translation>{unit} ya se ha redesplegado esta ronda (13.1.3)</translation>
        </message>
        <message>
            <source>{unit} has nowhere to redeploy to (13.1.6-13.1.9)</source>
            <comment>operations.redeploy.has_nowhere_to_redeploy</comment>
            <translation>{unit} no tiene adónde redesplegarse (13.1.6-13.1.9)</translation>
        </message>
        <message>
            <source>{space} holds more than {limit} units: redeploy one out first (10.1.2)</source>
            <comment>operations.redeploy.holds_more_than_units_redeploy</comment>
            <translation>{space} contiene más de {limit} unidades: primero redespliega una fuera (10.1.2)</translation>
        </message>
        <message>
            <source>{space} holds more than {limit} units: redeploy one of them out first (10.1.2)</source>
            <comment>operations.redeploy.holds_more_than_units_redeploy_2</comment>
            <translation>{space} contiene más de {limit} unidades: primero redespliega fuera una de ellas (10.1.2)</translation>
        </message>
        <message>
            <source>{unit_id!r} is not a {side} unit</source>
            <comment>operations.redeploy.is_not_a_unit</comment>
            <translation>{unit_id!r} no es una unidad {side}</translation>
        </message>
        <message>
            <source>{unit} is not on the map or in the reserve box</source>
            <comment>operations.redeploy.is_not_on_the_map</comment>
            <translation>{unit} no está en el mapa ni en el Recuadro de Reserva</translation>
        </message>
        <message>
            <source>{unit} is out of supply and may not redeploy (13.1.5)</source>
            <comment>operations.redeploy.is_out_of_supply_and</comment>
            <translation>{unit} está sin suministro y no puede redesplegarse (13.1.5)</translation>
        </message>
        <message>
            <source>{unit} is under the other {side} command (seed 003, 2)</source>
            <comment>operations.redeploy.is_under_the_other_command</comment>
            <translation>{unit} está bajo el otro mando {side} (seed 003, 2)</translation>
        </message>
        <message>
            <source>{unit} may not leave {space}: the siege would be lifted (13.1.6)</source>
            <comment>operations.redeploy.may_not_leave_the_siege</comment>
            <translation>{unit} no puede dejar {space}: se levantaría el asedio (13.1.6)</translation>
        </message>
        <message>
            <source>now choose where {selected} redeploys, or cancel</source>
            <comment>operations.redeploy.now_choose_where_redeploys_or</comment>
            <translation>ahora elige adónde se redespliega {selected}, o cancela</translation>
        </message>
        <message>
            <source>overland</source>
            <comment>operations.redeploy.overland</comment>
            <translation>por tierra</translation>
        </message>
        <message>
            <source>pick a unit to redeploy or say done</source>
            <comment>operations.redeploy.pick_a_unit_to_redeploy</comment>
            <translation>elige una unidad a redesplegar o indica terminar</translation>
        </message>
        <message>
            <source>redeploying {unit} costs {cost}; {points} SR point(s) left (13.1.2)</source>
            <comment>operations.redeploy.redeploying_costs_sr_point_s</comment>
            <translation>redesplegar {unit} cuesta {cost}; quedan {points} puntos de SR (13.1.2)</translation>
        </message>
        <message>
            <source>{unit} redeploys to {where} ({ways})</source>
            <comment>operations.redeploy.redeploys_to</comment>
            <translation>{unit} se redespliega a {where} ({ways})</translation>
        </message>
        <message>
            <source>reserve</source>
            <comment>operations.redeploy.reserve</comment>
            <translation>reserva</translation>
        </message>
        <message>
            <source>sea</source>
            <comment>operations.redeploy.sea</comment>
            <translation>por mar</translation>
        </message>
        <message>
            <source>{side}: {points} SR point(s): pick a unit to redeploy, or done</source>
            <comment>operations.redeploy.sr_point_s_pick_a</comment>
            <translation>{side}: {points} puntos de SR: elige una unidad a redesplegar, o termina</translation>
        </message>
        <message>
            <source>the Allies may SR into Kavala only after Salonika or Greece's entry (9.5.2.4)</source>
            <comment>operations.redeploy.the_allies_may_sr_into</comment>
            <translation>los Aliados solo pueden hacer SR a Kavala tras Salónica o la entrada en guerra de Grecia (9.5.2.4)</translation>
        </message>
        <message>
            <source>the ANA may not SR into the reserve box (13.1.9)</source>
            <comment>operations.redeploy.the_ana_may_not_sr</comment>
            <translation>el ANA no puede hacer SR al Recuadro de Reserva (13.1.9)</translation>
        </message>
        <message>
            <source>the {nation} capital is held or besieged by the enemy: no SR to or from the reserve box (13.1.11)</source>
            <comment>operations.redeploy.the_capital_is_held_or</comment>
            <translation>la capital {nation} está ocupada o asediada por el enemigo: no hay SR desde o hacia el Recuadro de Reserva (13.1.11)</translation>
        </message>
        <message>
            <source>the MN corps never redeploys overland (13.1.11)</source>
            <comment>operations.redeploy.the_mn_corps_never_redeploys</comment>
            <translation>el Cuerpo MN nunca se redespliega por tierra (13.1.11)</translation>
        </message>
        <message>
            <source>the reserve box</source>
            <comment>operations.redeploy.the_reserve_box</comment>
            <translation>el Recuadro de Reserva</translation>
        </message>
        <message>
            <source>{unit} was just put back: redeploy another unit first, or say done</source>
            <comment>operations.redeploy.was_just_cancelled</comment>
            <translation>acabas de anular el redespliegue de {unit}: redespliega antes otra unidad, o termina</translation>
        </message>
        <message>
            <source>{side}: where does {unit} redeploy?</source>
            <comment>operations.redeploy.where_does_redeploy</comment>
            <translation>{side}: ¿adónde se redespliega {unit}?</translation>
        </message>
        <message>
            <source>a flip happens where the unit stands; do not name a space</source>
            <comment>operations.replacements.a_flip_happens_where_the</comment>
            <translation>el volteo se hace donde está la unidad; no indiques un espacio</translation>
        </message>
        <message>
            <source>an eliminated corps returns to the reserve box; do not name a space</source>
            <comment>operations.replacements.an_eliminated_corps_returns_to</comment>
            <translation>un Cuerpo eliminado vuelve al Recuadro de Reserva; no indiques un espacio</translation>
        </message>
        <message>
            <source>{unit} can never take replacements (17.1.7)</source>
            <comment>operations.replacements.can_never_take_replacements</comment>
            <translation>{unit} nunca puede recibir reemplazos (17.1.7)</translation>
        </message>
        <message>
            <source>{unit} cannot be rebuilt in {to!r} (17.1.5, 9.5.3.3)</source>
            <comment>operations.replacements.cannot_be_rebuilt_in</comment>
            <translation>{unit} no puede reconstruirse en {to!r} (17.1.5, 9.5.3.3)</translation>
        </message>
        <message>
            <source>{unit} draws supply only from another nation's source: no replacements (17.1.4.1)</source>
            <comment>operations.replacements.draws_supply_only_from_another</comment>
            <translation>{unit} solo obtiene suministro de la fuente de otra nación: no hay reemplazos (17.1.4.1)</translation>
        </message>
        <message>
            <source>{unit} is already at full strength</source>
            <comment>operations.replacements.is_already_at_full_strength</comment>
            <translation>{unit} ya está a fuerza completa</translation>
        </message>
        <message>
            <source>{unit} is flipped to full strength</source>
            <comment>operations.replacements.is_flipped_to_full_strength</comment>
            <translation>{unit} vuelve a fuerza completa</translation>
        </message>
        <message>
            <source>{unit_id!r} is not a {side} unit</source>
            <comment>operations.replacements.is_not_a_unit</comment>
            <translation>{unit_id!r} no es una unidad {side}</translation>
        </message>
        <message>
            <source>{unit} is rebuilt at reduced strength ({dest})</source>
            <comment>operations.replacements.is_rebuilt_at_reduced_strength</comment>
            <translation>{unit} se reconstruye a fuerza reducida ({dest})</translation>
        </message>
        <message>
            <source>{unit} is under the other {side} command (seed 003, 5.4)</source>
            <comment>operations.replacements.is_under_the_other_command</comment>
            <translation>{unit} está bajo el otro mando {side} (seed 003, 5.4)</translation>
        </message>
        <message>
            <source>{unit} lives on Medina's own supply and cannot be replaced (14.1.8)</source>
            <comment>operations.replacements.lives_on_medina_s_own</comment>
            <translation>{unit} vive del suministro propio de Medina y no puede recibir reemplazos (14.1.8)</translation>
        </message>
        <message>
            <source>{unit} needs {value:g} {pool} RP; {value2:g} left (T.5, 17.1.1)</source>
            <comment>operations.replacements.needs_rp_left_t</comment>
            <translation>{unit} requiere {value:g} RP {pool}; quedan {value2:g} (T.5, 17.1.1)</translation>
        </message>
        <message>
            <source>{unit} is not in play</source>
            <comment>operations.replacements.not_in_play</comment>
            <translation>{unit} no está en juego</translation>
        </message>
        <message>
            <source>{unit} is permanently eliminated (12.4.7)</source>
            <comment>operations.replacements.permanently_eliminated</comment>
            <translation>{unit} está eliminada permanentemente (12.4.7)</translation>
        </message>
        <message>
            <source>spend replacement points or say done</source>
            <comment>operations.replacements.spend_replacement_points_or_say</comment>
            <translation>gasta Puntos de Reemplazo o indica terminar</translation>
        </message>
        <message>
            <source>{side}: spend replacement points ({pools}), then done</source>
            <comment>operations.replacements.spend_replacement_points_then_done</comment>
            <translation>{side}: gasta Puntos de Reemplazo ({pools}), luego termina</translation>
        </message>
        <message>
            <source>the army is flipped before it is placed; do not name a space</source>
            <comment>operations.replacements.the_army_is_flipped_before</comment>
            <translation>el Ejército se voltea antes de colocarse; no indiques un espacio</translation>
        </message>
        <message>
            <source>the {nation} capital is held or besieged by the enemy: no replacements (17.1.3)</source>
            <comment>operations.replacements.the_capital_is_held_or</comment>
            <translation>la capital {nation} está ocupada o asediada por el enemigo: no hay reemplazos (17.1.3)</translation>
        </message>
        <message>
            <source>{unit} will enter at full strength (seed 003, 9.1)</source>
            <comment>operations.replacements.will_enter_at_full_strength</comment>
            <translation>{unit} entrará a fuerza completa (seed 003, 9.1)</translation>
        </message>
        <message>
            <source>not a pog-desktop turn file (format {got!r}, expected {expected!r})</source>
            <comment>postal.file.format</comment>
            <translation>no es un archivo de turno de pog-desktop (formato {got!r}, se esperaba {expected!r})</translation>
        </message>
        <message>
            <source>missing or not a {kind}</source>
            <comment>postal.file.missing_field</comment>
            <translation>falta o no es de tipo {kind}</translation>
        </message>
        <message>
            <source>negative</source>
            <comment>postal.file.negative</comment>
            <translation>negativo</translation>
        </message>
        <message>
            <source>not a turn file (not JSON: {detail})</source>
            <comment>postal.file.not_json</comment>
            <translation>no es un archivo de turno (no es JSON: {detail})</translation>
        </message>
        <message>
            <source>not a turn file (not a JSON object)</source>
            <comment>postal.file.not_object</comment>
            <translation>no es un archivo de turno (no es un objeto JSON)</translation>
        </message>
        <message>
            <source>must be the previous file's hash or null</source>
            <comment>postal.file.prev</comment>
            <translation>debe ser la huella del archivo anterior o null</translation>
        </message>
        <message>
            <source>too large for a turn file (over {limit} bytes)</source>
            <comment>postal.file.too_large</comment>
            <translation>demasiado grande para un archivo de turno (más de {limit} bytes)</translation>
        </message>
        <message>
            <source>cannot be read: {detail}</source>
            <comment>postal.file.unreadable</comment>
            <translation>no se puede leer: {detail}</translation>
        </message>
        <message>
            <source>this is turn file #{seq}, not an invitation: open it from the game it belongs to</source>
            <comment>postal.join.not_invitation</comment>
            <translation>este es el archivo de turno n.º {seq}, no una invitación: ábrelo desde la partida a la que pertenece</translation>
        </message>
        <message>
            <source>adds the players {seats}: only the joining player may add itself, once</source>
            <comment>postal.receive.adds_players</comment>
            <translation>añade los jugadores {seats}: solo el jugador que se une puede añadirse, una vez</translation>
        </message>
        <message>
            <source>this file belongs to another game ({theirs}..., this game is {ours}...)</source>
            <comment>postal.receive.another_game</comment>
            <translation>este archivo pertenece a otra partida ({theirs}..., esta partida es {ours}...)</translation>
        </message>
        <message>
            <source>the signature is not seat {seat!r}'s: the file was edited or written by someone else</source>
            <comment>postal.receive.bad_signature</comment>
            <translation>la firma no es del puesto {seat!r}: el archivo fue modificado o escrito por otra persona</translation>
        </message>
        <message>
            <source>a file from further on: one is missing</source>
            <comment>postal.receive.file_missing</comment>
            <translation>un archivo posterior: falta uno</translation>
        </message>
        <message>
            <source>malformed content: {detail}</source>
            <comment>postal.receive.malformed</comment>
            <translation>contenido mal formado: {detail}</translation>
        </message>
        <message>
            <source>no seat {seat!r} in this game</source>
            <comment>postal.receive.no_seat</comment>
            <translation>no hay puesto {seat!r} en esta partida</translation>
        </message>
        <message>
            <source>seat {seat!r} sent the previous file too: files alternate</source>
            <comment>postal.receive.not_alternating</comment>
            <translation>el puesto {seat!r} envió también el archivo anterior: los archivos se alternan</translation>
        </message>
        <message>
            <source>does not continue the last file of this game (made from an older copy, or edited)</source>
            <comment>postal.receive.not_continuing</comment>
            <translation>no continúa el último archivo de esta partida (hecho desde una copia anterior, o modificado)</translation>
        </message>
        <message>
            <source>an old or repeated file</source>
            <comment>postal.receive.old_file</comment>
            <translation>un archivo antiguo o repetido</translation>
        </message>
        <message>
            <source>the players differ from this game's (seat {seat!r}: another key or name)</source>
            <comment>postal.receive.players_differ</comment>
            <translation>los jugadores no son los de esta partida (puesto {seat!r}: otra clave u otro nombre)</translation>
        </message>
        <message>
            <source>the rules in force differ from those fixed when the game was created ({options})</source>
            <comment>postal.receive.rules_differ</comment>
            <translation>las reglas en vigor difieren de las fijadas al crear la partida ({options})</translation>
        </message>
        <message>
            <source>{what} (file #{seq}; this game expects #{expected})</source>
            <comment>postal.receive.wrong_seq</comment>
            <translation>{what} (archivo n.º {seq}; esta partida espera el n.º {expected})</translation>
        </message>
        <message>
            <source>{action}: {reason}</source>
            <comment>postal.table.action_refused</comment>
            <translation>{action}: {reason}</translation>
        </message>
        <message>
            <source>unknown cipher group {group!r}</source>
            <comment>postal.unknown_group</comment>
            <translation>grupo criptográfico desconocido {group!r}</translation>
        </message>
        <message>
            <source>{verdict}; audit complete: {draws} draws opened, the hands replayed</source>
            <comment>postal.verify.audited</comment>
            <translation>{verdict}; auditoría completa: {draws} robos abiertos, las manos rejugadas</translation>
        </message>
        <message>
            <source>{verdict}; hands not audited yet (the secrets are revealed at the end)</source>
            <comment>postal.verify.not_audited</comment>
            <translation>{verdict}; manos aún no auditadas (los secretos se revelan al final)</translation>
        </message>
        <message>
            <source>{file}: sound: {files} file(s) of game {game_id}, {actions} action(s), {events} random event(s); signatures, chain, rules, dice, proofs and public hashes checked</source>
            <comment>postal.verify.sound</comment>
            <translation>{file}: válido: {files} archivo(s) de la partida {game_id}, {actions} acción(es), {events} evento(s) aleatorio(s); firmas, cadena, reglas, dados, pruebas y hashes públicos comprobados</translation>
        </message>
        <message>
            <source>{space} cannot trace supply and passes to {side}</source>
            <comment>turn.attrition_phase.cannot_trace_supply_and_passes</comment>
            <translation>{space} no puede trazar suministro y pasa a {side}</translation>
        </message>
        <message>
            <source>{side} {command} command: your ally passes you {card}: keep it, give it back</source>
            <comment>turn.card_pass.ally_passes_keep_return</comment>
            <translation>{side} mando {command}: tu aliado te pasa {card}: quédatela o devuélvela</translation>
        </message>
        <message>
            <source>{side} {command} command: your ally passes you {card}: keep it, give it back or discard it</source>
            <comment>turn.card_pass.ally_passes_keep_return_discard</comment>
            <translation>{side} mando {command}: tu aliado te pasa {card}: quédatela, devuélvela o descártala</translation>
        </message>
        <message>
            <source>answer the card passed to you first</source>
            <comment>turn.card_pass.answer_the_card_passed_to</comment>
            <translation>responde primero a la carta que te han pasado</translation>
        </message>
        <message>
            <source>{side} {command} command discards {card}</source>
            <comment>turn.card_pass.command_discards</comment>
            <translation>{side} mando {command} descarta {card}</translation>
        </message>
        <message>
            <source>{side} {command} command gives the card back</source>
            <comment>turn.card_pass.command_gives_the_card_back</comment>
            <translation>{side} mando {command} devuelve la carta</translation>
        </message>
        <message>
            <source>{side} {command} command keeps the card</source>
            <comment>turn.card_pass.command_keeps_the_card</comment>
            <translation>{side} mando {command} se queda la carta</translation>
        </message>
        <message>
            <source>{side} {command} command: pass one card face down to your ally, or done</source>
            <comment>turn.card_pass.command_pass_one_card_face</comment>
            <translation>{side} mando {command}: pasa una carta boca abajo a tu aliado, o termina</translation>
        </message>
        <message>
            <source>{side} {command} command passes a card face down to its ally</source>
            <comment>turn.card_pass.command_passes_a_card_face</comment>
            <translation>{side} mando {command} pasa una carta boca abajo a su aliado</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the hand of the {on} command</source>
            <comment>turn.card_pass.is_not_in_the_hand</comment>
            <translation>{card_id!r} no está en la mano del mando {on}</translation>
        </message>
        <message>
            <source>keep, return or discard the card passed to you</source>
            <comment>turn.card_pass.keep_return_or_discard_the</comment>
            <translation>quédate, devuelve o descarta la carta que te han pasado</translation>
        </message>
        <message>
            <source>only a combat card may be discarded; {card} is not one (seed 003, 4.6)</source>
            <comment>turn.card_pass.only_a_combat_card_may</comment>
            <translation>solo puede descartarse una Carta de Combate; {card} no lo es (seed 003, 4.6)</translation>
        </message>
        <message>
            <source>pass a card or say done (then the ally keeps, returns or discards it)</source>
            <comment>turn.card_pass.pass_a_card_or_say</comment>
            <translation>pasa una carta o indica terminar (luego el aliado se la queda, la devuelve o la descarta)</translation>
        </message>
        <message>
            <source>pass a card or say done</source>
            <comment>turn.card_pass.pass_a_card_or_say_2</comment>
            <translation>pasa una carta o indica terminar</translation>
        </message>
        <message>
            <source>{side} reaches Limited War</source>
            <comment>turn.commitment.reaches_limited_war</comment>
            <translation>{side} alcanza la Guerra Limitada</translation>
        </message>
        <message>
            <source>{side} reaches Total War</source>
            <comment>turn.commitment.reaches_total_war</comment>
            <translation>{side} alcanza la Guerra Total</translation>
        </message>
        <message>
            <source>{side} adds its {level} war cards to the draw pile</source>
            <comment>turn.decks.adds_its_war_cards_to</comment>
            <translation>{side} añade sus cartas {level} al mazo</translation>
        </message>
        <message>
            <source>{side} {command} command draws {n_drawn} card</source>
            <comment>turn.decks.command_draws_card</comment>
            <translation>{side} mando {command} roba {n_drawn} carta</translation>
        </message>
        <message>
            <source>{side} {command} command draws {n_drawn} cards</source>
            <comment>turn.decks.command_draws_cards</comment>
            <translation>{side} mando {command} roba {n_drawn} cartas</translation>
        </message>
        <message>
            <source>{side} {command} command reshuffles its discards</source>
            <comment>turn.decks.command_reshuffles_its_discards</comment>
            <translation>{side} mando {command} baraja sus descartes</translation>
        </message>
        <message>
            <source>{side} draws {cards}</source>
            <comment>turn.decks.draws</comment>
            <translation>{side} roba {cards}</translation>
        </message>
        <message>
            <source>{side} draws {n_drawn} card</source>
            <comment>turn.decks.draws_card</comment>
            <translation>{side} roba {n_drawn} carta</translation>
        </message>
        <message>
            <source>{side} draws {n_drawn} cards</source>
            <comment>turn.decks.draws_cards</comment>
            <translation>{side} roba {n_drawn} cartas</translation>
        </message>
        <message>
            <source>limited</source>
            <comment>turn.decks.limited</comment>
            <translation>de Guerra Limitada</translation>
        </message>
        <message>
            <source>{side} reshuffles the discard pile</source>
            <comment>turn.decks.reshuffles_the_discard_pile</comment>
            <translation>{side} baraja los descartes</translation>
        </message>
        <message>
            <source>total</source>
            <comment>turn.decks.total</comment>
            <translation>de Guerra Total</translation>
        </message>
        <message>
            <source>French units attacked during the French Mutiny: 1 VP at the war status phase</source>
            <comment>turn.mandated.french_units_attacked_during_the</comment>
            <translation>unidades francesas atacaron durante el Motín Francés: 1 VP en la fase de Estatus Bélico</translation>
        </message>
        <message>
            <source>{side} mandated offensive made</source>
            <comment>turn.mandated.mandated_offensive_made</comment>
            <translation>{side}: Ofensiva Obligada realizada</translation>
        </message>
        <message>
            <source>{side} mandated offensive: {shown} (rolled {roll})</source>
            <comment>turn.mandated.mandated_offensive_rolled</comment>
            <translation>{side} Ofensiva Obligada: {shown} (tirada {roll})</translation>
        </message>
        <message>
            <source>at most {per_space} of these units in {space} (4.2.2)</source>
            <comment>turn.neutral_entry.at_most_of_these_units</comment>
            <translation>como máximo {per_space} de estas unidades en {space} (4.2.2)</translation>
        </message>
        <message>
            <source>{nation} enters the war</source>
            <comment>turn.neutral_entry.enters_the_war</comment>
            <translation>{nation} entra en guerra</translation>
        </message>
        <message>
            <source>{space} holds enemy units (10.1.5)</source>
            <comment>turn.neutral_entry.holds_enemy_units</comment>
            <translation>{space} contiene unidades enemigas (10.1.5)</translation>
        </message>
        <message>
            <source>{space} is full (10.1.1)</source>
            <comment>turn.neutral_entry.is_full</comment>
            <translation>{space} está lleno (10.1.1)</translation>
        </message>
        <message>
            <source>{unit_id} may go only to {spaces_id} (4.2.2)</source>
            <comment>turn.neutral_entry.may_go_only_to</comment>
            <translation>{unit_id} solo puede ir a {spaces_id} (4.2.2)</translation>
        </message>
        <message>
            <source>place one of {left}</source>
            <comment>turn.neutral_entry.place_one_of</comment>
            <translation>coloca una de {left}</translation>
        </message>
        <message>
            <source>{side}: place the {nation} units</source>
            <comment>turn.neutral_entry.place_the_units</comment>
            <translation>{side}: coloca las unidades {nation}</translation>
        </message>
        <message>
            <source>{unit} placed in {where}</source>
            <comment>turn.neutral_entry.placed_in</comment>
            <translation>{unit} colocada en {where}</translation>
        </message>
        <message>
            <source>the reserve box</source>
            <comment>turn.neutral_entry.the_reserve_box</comment>
            <translation>el Recuadro de Reserva</translation>
        </message>
        <message>
            <source>the reserve box takes these units only when no allowed space can (our ruling)</source>
            <comment>turn.neutral_entry.the_reserve_box_takes_these</comment>
            <translation>el Recuadro de Reserva acoge estas unidades solo cuando ningún espacio permitido puede (nuestra interpretación)</translation>
        </message>
        <message>
            <source>accept or reject the offer</source>
            <comment>turn.peace.accept_or_reject_the_offer</comment>
            <translation>acepta o rechaza la oferta</translation>
        </message>
        <message>
            <source>after 14 Points (and, in the 2004 text, Lusitania) only the Allies may offer peace (16.5)</source>
            <comment>turn.peace.after_points_and_in_the</comment>
            <translation>tras Los 14 Puntos (y, en el texto de 2004, Lusitania) solo los Aliados pueden ofrecer la paz (16.5)</translation>
        </message>
        <message>
            <source>{side} offers peace terms</source>
            <comment>turn.peace.offers_peace_terms</comment>
            <translation>{side} ofrece Términos de Paz</translation>
        </message>
        <message>
            <source>peace rejected; {side} rolls {roll}: VP {change:+d}, now {vp}</source>
            <comment>turn.peace.peace_rejected_rolls_vp_now</comment>
            <translation>paz rechazada; {side} tira {roll}: VP {change:+d}, ahora {vp}</translation>
        </message>
        <message>
            <source>the {side} may not offer peace at VP {vp} (16.5.1)</source>
            <comment>turn.peace.the_may_not_offer_peace</comment>
            <translation>{side} no puede ofrecer la paz con VP {vp} (16.5.1)</translation>
        </message>
        <message>
            <source>{side}: the {side2} offer peace. Accept (a draw) or reject?</source>
            <comment>turn.peace.the_offer_peace_accept_a</comment>
            <translation>{side}: {side2} ofrece la paz. ¿Aceptar (tablas) o rechazar?</translation>
        </message>
        <message>
            <source>this scenario has no peace terms (5.3.3, 5.7.2.1)</source>
            <comment>turn.peace.this_scenario_has_no_peace</comment>
            <translation>este escenario no tiene Términos de Paz (5.3.3, 5.7.2.1)</translation>
        </message>
        <message>
            <source>choose 'yes' or 'no'</source>
            <comment>turn.sequence.choose_yes_or_no</comment>
            <translation>elige 'yes' o 'no'</translation>
        </message>
        <message>
            <source>CP: start with Guns of August in hand?</source>
            <comment>turn.sequence.cp_start_with_guns_of</comment>
            <translation>CP: ¿empezar con Los Cañones de Agosto en la mano?</translation>
        </message>
        <message>
            <source>CP starts with Guns of August in hand</source>
            <comment>turn.sequence.cp_starts_with_guns_of</comment>
            <translation>las CP empiezan con Los Cañones de Agosto en la mano</translation>
        </message>
        <message>
            <source>{side}: discard combat cards before drawing, then done</source>
            <comment>turn.sequence.discard_before_drawing</comment>
            <translation>{side}: descarta Cartas de Combate antes de robar, luego termina</translation>
        </message>
        <message>
            <source>{side}: discard combat cards before the reshuffle, then done</source>
            <comment>turn.sequence.discard_before_reshuffle</comment>
            <translation>{side}: descarta Cartas de Combate antes de barajar, luego termina</translation>
        </message>
        <message>
            <source>discard combat cards or say done</source>
            <comment>turn.sequence.discard_combat_cards_or_say</comment>
            <translation>descarta Cartas de Combate o indica terminar</translation>
        </message>
        <message>
            <source>{side} discards {card}</source>
            <comment>turn.sequence.discards</comment>
            <translation>{side} descarta {card}</translation>
        </message>
        <message>
            <source>fall</source>
            <comment>turn.sequence.fall</comment>
            <translation>otoño</translation>
        </message>
        <message>
            <source>{card_id!r} is not in the {side} hand</source>
            <comment>turn.sequence.is_not_in_the_hand</comment>
            <translation>{card_id!r} no está en la mano {side}</translation>
        </message>
        <message>
            <source>only combat cards may be discarded from the hand (9.5.4.6); {card} is not one</source>
            <comment>turn.sequence.only_combat_cards_may_be</comment>
            <translation>solo las Cartas de Combate pueden descartarse de la mano (9.5.4.6); {card} no lo es</translation>
        </message>
        <message>
            <source>option 'players' {players}: the scenario {getattr!r} has no fronts and command decks (seed 003 is a variant of the Historical scenario)</source>
            <comment>turn.sequence.option_players_the_scenario_has</comment>
            <translation>opción 'players' {players}: el escenario {getattr!r} no tiene frentes ni mazos de mando (el seed 003 es una variante del escenario Histórico)</translation>
        </message>
        <message>
            <source>spring</source>
            <comment>turn.sequence.spring</comment>
            <translation>primavera</translation>
        </message>
        <message>
            <source>summer</source>
            <comment>turn.sequence.summer</comment>
            <translation>verano</translation>
        </message>
        <message>
            <source>turn {turn} begins</source>
            <comment>turn.sequence.turn_begins</comment>
            <translation>empieza el turno {turn}</translation>
        </message>
        <message>
            <source>turn {turn} begins ({season})</source>
            <comment>turn.sequence.turn_begins_season</comment>
            <translation>empieza el turno {turn} ({season})</translation>
        </message>
        <message>
            <source>winter</source>
            <comment>turn.sequence.winter</comment>
            <translation>invierno</translation>
        </message>
        <message>
            <source>the fort of {space} falls to the siege (rolled {roll})</source>
            <comment>turn.siege_phase.the_fort_of_falls_to</comment>
            <translation>el fuerte de {space} cae por el asedio (tirada {roll})</translation>
        </message>
        <message>
            <source>the fort of {space} holds (rolled {roll})</source>
            <comment>turn.siege_phase.the_fort_of_holds_rolled</comment>
            <translation>el fuerte de {space} resiste (tirada {roll})</translation>
        </message>
        <message>
            <source>armistice</source>
            <comment>turn.victory.armistice</comment>
            <translation>armisticio</translation>
        </message>
        <message>
            <source>automatic victory</source>
            <comment>turn.victory.automatic_victory</comment>
            <translation>victoria automática</translation>
        </message>
        <message>
            <source>{rule}: {n_unplayed} card(s) never played as an event ({unplayed}): VP {value:+d}, now {vp}</source>
            <comment>turn.victory.card_s_never_played_as</comment>
            <translation>{rule}: {n_unplayed} carta(s) nunca jugada(s) como evento ({unplayed}): VP {value:+d}, ahora {vp}</translation>
        </message>
        <message>
            <source>game over: draw ({how}), VP {vp}</source>
            <comment>turn.victory.game_over_draw</comment>
            <translation>partida terminada: tablas ({how}), VP {vp}</translation>
        </message>
        <message>
            <source>game over: {side} wins ({how}), VP {vp}</source>
            <comment>turn.victory.game_over_wins</comment>
            <translation>partida terminada: gana {side} ({how}), VP {vp}</translation>
        </message>
        <message>
            <source>last turn</source>
            <comment>turn.victory.last_turn</comment>
            <translation>último turno</translation>
        </message>
        <message>
            <source>peace terms accepted: both players lose</source>
            <comment>turn.victory.peace_both_lose</comment>
            <translation>términos de paz aceptados: ambos jugadores pierden</translation>
        </message>
        <message>
            <source>peace terms accepted</source>
            <comment>turn.victory.peace_terms_accepted</comment>
            <translation>términos de paz aceptados</translation>
        </message>
        <message>
            <source>total war</source>
            <comment>turn.victory.total_war</comment>
            <translation>guerra total</translation>
        </message>
        <message>
            <source>tournament bid: {bid:+d} VP toward the CP, final {value}</source>
            <comment>turn.victory.tournament_bid_vp_toward_the</comment>
            <translation>puja de torneo: {bid:+d} VP hacia las CP, final {value}</translation>
        </message>
        <message>
            <source>Blockade in a winter turn</source>
            <comment>turn.war_status.blockade_in_a_winter_turn</comment>
            <translation>Bloqueo en un turno de invierno</translation>
        </message>
        <message>
            <source>{side} failed its {in_force} mandated offensive</source>
            <comment>turn.war_status.failed_its_mandated_offensive</comment>
            <translation>{side} no realizó su Ofensiva Obligada {in_force}</translation>
        </message>
        <message>
            <source>French units attacked during the French Mutiny</source>
            <comment>turn.war_status.french_units_attacked_during_the</comment>
            <translation>unidades francesas atacaron durante el Motín Francés</translation>
        </message>
        <message>
            <source>Italy still neutral with the Allies at Total War</source>
            <comment>turn.war_status.italy_still_neutral_with_the</comment>
            <translation>Italia aún neutral con los Aliados en Guerra Total</translation>
        </message>
        <message>
            <source>{text}: VP {vp:+d}, now {vp2}</source>
            <comment>turn.war_status.vp_now</comment>
            <translation>{text}: VP {vp:+d}, ahora {vp2}</translation>
        </message>
    </context>
</TS>
