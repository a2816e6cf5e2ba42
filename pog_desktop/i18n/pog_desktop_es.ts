<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Actions</name>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>OPS</source>
        <translation>OPS</translation>
    </message>
    <message>
        <source>SR</source>
        <translation>SR</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>RP</translation>
    </message>
    <message>
        <source>1-OPS action (no card)</source>
        <translation>Acción de 1 OPS (sin carta)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>Parar aquí</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activar</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avanzar</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retirada</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Cancel retreat</source>
        <translation>Cancelar la retirada</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Transferir</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Pass card</source>
        <translation>Pasar la carta</translation>
    </message>
    <message>
        <source>Offer peace</source>
        <translation>Ofrecer la paz</translation>
    </message>
    <message>
        <source>No more cards</source>
        <translation>No más cartas</translation>
    </message>
    <message>
        <source>No flank</source>
        <translation>Sin ataque de flanco</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pérdidas</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Flanco</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Atrincherarse</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Combat card</source>
        <translation>Carta de Combate</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fuerte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Tribal War chart (17.1)</source>
        <translation>Tabla de Guerra Tribal (17.1)</translation>
    </message>
    <message>
        <source>Trench L{level} ({side})</source>
        <translation>Trinchera N{level} ({side})</translation>
    </message>
    <message>
        <source>{side} control</source>
        <translation>Control {side}</translation>
    </message>
    <message>
        <source>Besieged</source>
        <translation>Asediado</translation>
    </message>
    <message>
        <source>Fort destroyed</source>
        <translation>Fuerte destruido</translation>
    </message>
    <message>
        <source>Out of supply</source>
        <translation>Sin Suministro</translation>
    </message>
    <message>
        <source>Activated move</source>
        <translation>Activado para mover</translation>
    </message>
    <message>
        <source>Activated attack</source>
        <translation>Activado para atacar</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Movido</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Ha atacado</translation>
    </message>
    <message>
        <source>Entrenching</source>
        <translation>Atrincheramiento</translation>
    </message>
    <message>
        <source>Beachhead</source>
        <translation>Cabeza de Playa</translation>
    </message>
    <message>
        <source>Russian VP</source>
        <translation>VP rusos</translation>
    </message>
    <message>
        <source>Unrest</source>
        <translation>Revuelta</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Desorganizado</translation>
    </message>
    <message>
        <source>North Sea</source>
        <translation>Mar del Norte</translation>
    </message>
    <message>
        <source>Baltic Sea</source>
        <translation>Mar Báltico</translation>
    </message>
    <message>
        <source>Atlantic Ocean</source>
        <translation>Océano Atlántico</translation>
    </message>
    <message>
        <source>Mediterranean Sea</source>
        <translation>Mar Mediterráneo</translation>
    </message>
    <message>
        <source>Black Sea</source>
        <translation>Mar Negro</translation>
    </message>
    <message>
        <source>Adriatic</source>
        <translation>Adriático</translation>
    </message>
    <message>
        <source>Aegean</source>
        <translation>Egeo</translation>
    </message>
    <message>
        <source>Caspian</source>
        <translation>Caspio</translation>
    </message>
    <message>
        <source>Persian Gulf</source>
        <translation>Golfo Pérsico</translation>
    </message>
    <message>
        <source>Red Sea</source>
        <translation>Mar Rojo</translation>
    </message>
    <message>
        <source>Near East map</source>
        <translation>Mapa de Oriente Próximo</translation>
    </message>
    <message>
        <source>Gallipoli</source>
        <translation>Galípoli</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>despejado</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montaña</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>bosque</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>desierto</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>pantano</translation>
    </message>
    <message>
        <source>army</source>
        <translation>ejército</translation>
    </message>
    <message>
        <source>corps</source>
        <translation>cuerpo</translation>
    </message>
    <message>
        <source>division</source>
        <translation>división</translation>
    </message>
    <message>
        <source>irregular</source>
        <translation>irregular</translation>
    </message>
    <message>
        <source>tribe</source>
        <translation>tribu</translation>
    </message>
    <message>
        <source>HQ</source>
        <translation>CG</translation>
    </message>
    <message>
        <source>heavy artillery</source>
        <translation>artillería pesada</translation>
    </message>
    <message>
        <source>Europe map</source>
        <translation>Mapa de Europa</translation>
    </message>
    <message>
        <source>Main map</source>
        <translation>Mapa principal</translation>
    </message>
    <message>
        <source>Gallipoli map</source>
        <translation>Mapa de Galípoli</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Región</translation>
    </message>
    <message>
        <source>Island base</source>
        <translation>Base insular</translation>
    </message>
    <message>
        <source>Balkans only</source>
        <translation>Solo Balcanes</translation>
    </message>
    <message>
        <source>Persia, India and Baluchistan only</source>
        <translation>Solo Persia, India y Baluchistán</translation>
    </message>
    <message>
        <source>India only</source>
        <translation>Solo India</translation>
    </message>
    <message>
        <source>East Mediterranean</source>
        <translation>Mediterráneo oriental</translation>
    </message>
    <message>
        <source>Sea of Marmara</source>
        <translation>Mar de Mármara</translation>
    </message>
    <message>
        <source>Dardanelles</source>
        <translation>Dardanelos</translation>
    </message>
    <message>
        <source>Suez Canal</source>
        <translation>Canal de Suez</translation>
    </message>
    <message>
        <source>Mesopotamia</source>
        <translation>Mesopotamia</translation>
    </message>
    <message>
        <source>Syria-Palestine</source>
        <translation>Siria-Palestina</translation>
    </message>
    <message>
        <source>Persia</source>
        <translation>Persia</translation>
    </message>
    <message>
        <source>Central Asia</source>
        <translation>Asia Central</translation>
    </message>
    <message>
        <source>Afghanistan</source>
        <translation>Afganistán</translation>
    </message>
</context>
<context>
    <name>BoardBox</name>
    <message>
        <source>CP Reserve Box</source>
        <translation>Recuadro de Reserva CP</translation>
    </message>
    <message>
        <source>AP Reserve Box</source>
        <translation>Recuadro de Reserva AP</translation>
    </message>
    <message>
        <source>CP Eliminated Box</source>
        <translation>Recuadro de Unidades Eliminadas CP</translation>
    </message>
    <message>
        <source>AP Eliminated Box</source>
        <translation>Recuadro de Unidades Eliminadas AP</translation>
    </message>
    <message>
        <source>CP Permanently Eliminated</source>
        <translation>Eliminadas para siempre CP</translation>
    </message>
    <message>
        <source>AP Permanently Eliminated</source>
        <translation>Eliminadas para siempre AP</translation>
    </message>
    <message>
        <source>CP Reinforcements</source>
        <translation>Refuerzos CP</translation>
    </message>
    <message>
        <source>AP Reinforcements</source>
        <translation>Refuerzos AP</translation>
    </message>
    <message>
        <source>CP Corps Assets Box</source>
        <translation>Recuadro de Cuerpos CP</translation>
    </message>
    <message>
        <source>AP Corps Assets Box</source>
        <translation>Recuadro de Cuerpos AP</translation>
    </message>
    <message>
        <source>CP units not yet in play</source>
        <translation>Unidades CP aún no en juego</translation>
    </message>
    <message>
        <source>AP units not yet in play</source>
        <translation>Unidades AP aún no en juego</translation>
    </message>
    <message>
        <source>Bakhtiari</source>
        <translation>Bajtiaris</translation>
    </message>
    <message>
        <source>Kurds</source>
        <translation>Kurdos</translation>
    </message>
    <message>
        <source>Senussi</source>
        <translation>Senusíes</translation>
    </message>
    <message>
        <source>Bawi</source>
        <translation>Bawi</translation>
    </message>
    <message>
        <source>Laz</source>
        <translation>Laz</translation>
    </message>
    <message>
        <source>Qashqai</source>
        <translation>Qashqai</translation>
    </message>
    <message>
        <source>Tangistani</source>
        <translation>Tangistaníes</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marismas</translation>
    </message>
    <message>
        <source>NW Frontier</source>
        <translation>Frontera NO</translation>
    </message>
    <message>
        <source>Jangali</source>
        <translation>Jangalíes</translation>
    </message>
    <message>
        <source>Sinjabi</source>
        <translation>Sinjabíes</translation>
    </message>
</context>
<context>
    <name>BoardCode</name>
    <message>
        <source>T{level}</source>
        <translation>T{level}</translation>
    </message>
    <message>
        <source>SIEGE</source>
        <translation>ASEDIO</translation>
    </message>
    <message>
        <source>F✕</source>
        <translation>F✕</translation>
    </message>
    <message>
        <source>OOS</source>
        <translation>OOS</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>MOV</translation>
    </message>
    <message>
        <source>ATK</source>
        <translation>ATQ</translation>
    </message>
    <message>
        <source>MVD</source>
        <translation>MOV✓</translation>
    </message>
    <message>
        <source>ATKD</source>
        <translation>ATQ✓</translation>
    </message>
    <message>
        <source>ENT</source>
        <translation>ATRINC</translation>
    </message>
    <message>
        <source>BH</source>
        <translation>CdP</translation>
    </message>
    <message>
        <source>RU VP</source>
        <translation>VP RU</translation>
    </message>
    <message>
        <source>UNR</source>
        <translation>REV</translation>
    </message>
    <message>
        <source>DIS</source>
        <translation>DESORG</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>unknown marker kind {kind!r}; known: {known}</source>
        <translation>tipo de marcador desconocido {kind!r}; conocidos: {known}</translation>
    </message>
    <message>
        <source>marker {kind!r}: side must be &apos;ap&apos; or &apos;cp&apos;, got {got!r}</source>
        <translation>marcador {kind!r}: el bando debe ser &apos;ap&apos; o &apos;cp&apos;, no {got!r}</translation>
    </message>
    <message>
        <source>trench marker: level must be 1 or 2 (11.2.3), got {level}</source>
        <translation>marcador de trinchera: el nivel debe ser 1 o 2 (11.2.3), no {level}</translation>
    </message>
    <message>
        <source>action round {round}: unknown action {action!r}</source>
        <translation>ronda de acción {round}: acción desconocida {action!r}</translation>
    </message>
    <message>
        <source>turn must be 1..20, got {turn}</source>
        <translation>el turno debe ser de 1 a 20, no {turn}</translation>
    </message>
    <message>
        <source>us_entry: unknown step {step!r}</source>
        <translation>us_entry: paso desconocido {step!r}</translation>
    </message>
    <message>
        <source>ru_capitulation: unknown step {step!r}</source>
        <translation>ru_capitulation: paso desconocido {step!r}</translation>
    </message>
    <message>
        <source>commitment of {side}: unknown level {level!r}</source>
        <translation>implicación de {side}: nivel desconocido {level!r}</translation>
    </message>
    <message>
        <source>unit {unit!r} is not a unit of this game</source>
        <translation>la unidad {unit!r} no es una unidad de este juego</translation>
    </message>
    <message>
        <source>unit {unit!r}: location {place!r} is neither a space nor a box</source>
        <translation>unidad {unit!r}: el lugar {place!r} no es ni un espacio ni un recuadro</translation>
    </message>
    <message>
        <source>markers on {place!r}, which is neither a space nor a box</source>
        <translation>marcadores en {place!r}, que no es ni un espacio ni un recuadro</translation>
    </message>
    <message>
        <source>not a position file: {detail}</source>
        <translation>no es un archivo de posición: {detail}</translation>
    </message>
    <message>
        <source>not a position file (format should be {format!r})</source>
        <translation>no es un archivo de posición (el formato debería ser {format!r})</translation>
    </message>
    <message>
        <source>position file: missing or wrong field ({detail})</source>
        <translation>archivo de posición: campo ausente o erróneo ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>no se puede leer {path}: {detail}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source> — drag to move, right-click to remove</source>
        <translation> — arrastra para mover, clic derecho para quitar</translation>
    </message>
    <message>
        <source>Click a cell to put the marker there; right-click for more</source>
        <translation>Haz clic en una casilla para poner allí el marcador; clic derecho para más</translation>
    </message>
    <message>
        <source>{box}: {n} units</source>
        <translation>{box}: {n} unidades</translation>
    </message>
    <message>
        <source>Drop on a space or box; a drop anywhere else puts it back</source>
        <translation>Suelta en un espacio o un recuadro; en otro sitio vuelve a su lugar</translation>
    </message>
    <message>
        <source>Not on a space or box: put back</source>
        <translation>No en un espacio o recuadro: devuelto a su sitio</translation>
    </message>
</context>
<context>
    <name>BotPlay</name>
    <message>
        <source>Watch the computer play</source>
        <translation>Ver jugar al ordenador</translation>
    </message>
    <message>
        <source>New game against the computer</source>
        <translation>Nueva partida contra el ordenador</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>{side} level</source>
        <translation>Nivel {side}</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Juegas con</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Show each move for</source>
        <translation>Mostrar cada jugada durante</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Siguiente jugada</translation>
    </message>
    <message>
        <source>how long each computer move is shown before it is played</source>
        <translation>cuánto tiempo se muestra cada jugada del ordenador antes de hacerla</translation>
    </message>
    <message>
        <source>Stop and take the seat</source>
        <translation>Parar y ocupar el puesto</translation>
    </message>
    <message>
        <source>You hold every seat now.</source>
        <translation>Ahora ocupas todos los puestos.</translation>
    </message>
    <message>
        <source>Computer ({side}, {level}) is thinking…</source>
        <translation>El ordenador ({side}, {level}) está pensando…</translation>
    </message>
    <message>
        <source>Computer plays: {bots}</source>
        <translation>El ordenador juega: {bots}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>New solitaire game against the &amp;computer…</source>
        <translation>Nueva partida en solitario contra el &amp;ordenador…</translation>
    </message>
    <message>
        <source>&amp;Watch the computer play…</source>
        <translation>&amp;Ver jugar al ordenador…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>rule-based</source>
        <translation>por reglas</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>The computer plays the {side} ({level}).
{prompt}

Its hand stays hidden.</source>
        <translation>El ordenador juega con {side} ({level}).
{prompt}

Su mano sigue oculta.</translation>
    </message>
    <message>
        <source>The computer ({side}) could not decide: {error}</source>
        <translation>El ordenador ({side}) no pudo decidir: {error}</translation>
    </message>
    <message>
        <source>Computer: {action}</source>
        <translation>Ordenador: {action}</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>discards</source>
        <translation>descartes</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>retiradas</translation>
    </message>
    <message>
        <source>combat cards face up</source>
        <translation>cartas de combate boca arriba</translation>
    </message>
    <message>
        <source>Cards: discards, removed, face-up combat cards</source>
        <translation>Cartas: descartes, retiradas, cartas de combate boca arriba</translation>
    </message>
    <message>
        <source>No cards.</source>
        <translation>Ninguna carta.</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>(no event text)</source>
        <translation>(sin texto de evento)</translation>
    </message>
    <message>
        <source>COMBAT CARD</source>
        <translation>CARTA DE COMBATE</translation>
    </message>
    <message>
        <source>WS +{ws}</source>
        <translation>WS +{ws}</translation>
    </message>
    <message>
        <source>* removed after event</source>
        <translation>* retirada tras el evento</translation>
    </message>
    <message>
        <source>event + OPS</source>
        <translation>evento + OPS</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation>refuerzos</translation>
    </message>
    <message>
        <source>optional card</source>
        <translation>carta opcional</translation>
    </message>
    <message>
        <source>Needs first: {cards}</source>
        <translation>Requiere antes: {cards}</translation>
    </message>
    <message>
        <source>Needs one of: {cards}</source>
        <translation>Requiere una de: {cards}</translation>
    </message>
    <message>
        <source>Not after: {cards}</source>
        <translation>No después de: {cards}</translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <source>Discard</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>combat card</source>
        <translation>carta de combate</translation>
    </message>
    <message>
        <source>removed after the event</source>
        <translation>retirada tras el evento</translation>
    </message>
    <message>
        <source>event then OPS</source>
        <translation>evento y luego OPS</translation>
    </message>
    <message>
        <source>Shuffle discard</source>
        <translation>Barajar descartes</translation>
    </message>
    <message>
        <source>Shuffle the discard pile into the draw deck</source>
        <translation>Baraja los descartes en el mazo de robo</translation>
    </message>
    <message>
        <source>+ Limited War</source>
        <translation>+ Guerra Limitada</translation>
    </message>
    <message>
        <source>War commitment: shuffle the Limited War cards into the draw deck</source>
        <translation>Implicación bélica: baraja las cartas de Guerra Limitada en el mazo de robo</translation>
    </message>
    <message>
        <source>+ Total War</source>
        <translation>+ Guerra Total</translation>
    </message>
    <message>
        <source>War commitment: shuffle the Total War cards into the draw deck</source>
        <translation>Implicación bélica: baraja las cartas de Guerra Total en el mazo de robo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Put the chosen card on the discard pile</source>
        <translation>Pon la carta elegida en los descartes</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Put the chosen card on the removed pile</source>
        <translation>Pon la carta elegida entre las retiradas</translation>
    </message>
    <message>
        <source>Put the chosen card on the in play pile</source>
        <translation>Pon la carta elegida entre las que están en juego</translation>
    </message>
    <message>
        <source>To deck</source>
        <translation>Al mazo</translation>
    </message>
    <message>
        <source>Put the chosen card back on top of the draw deck</source>
        <translation>Devuelve la carta elegida encima del mazo de robo</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Pass to {side}</source>
        <translation>Pasar a {side}</translation>
    </message>
    <message>
        <source>the {side} player</source>
        <translation>el jugador de {side}</translation>
    </message>
    <message>
        <source>Choose a card of the hand first</source>
        <translation>Primero elige una carta de la mano</translation>
    </message>
    <message>
        <source>Nobody holds the hand: pass it to a side first</source>
        <translation>Nadie tiene la mano: primero pásala a un bando</translation>
    </message>
    <message>
        <source>Draw deck: {deck} cards · hand: {hand} · later decks: {later}</source>
        <translation>Mazo de robo: {deck} cartas · mano: {hand} · mazos posteriores: {later}</translation>
    </message>
    <message>
        <source>No hand shown</source>
        <translation>Ninguna mano a la vista</translation>
    </message>
    <message>
        <source>{side} hand (hover a card for its text)</source>
        <translation>Mano: {side} (pasa sobre una carta para ver su texto)</translation>
    </message>
</context>
<context>
    <name>CombatWindow</name>
    <message>
        <source>permanently eliminated</source>
        <translation>eliminada permanentemente</translation>
    </message>
    <message>
        <source>eliminated, replaced by {unit}</source>
        <translation>eliminada, sustituida por {unit}</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminada</translation>
    </message>
    <message>
        <source>reduced</source>
        <translation>reducida</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>no units</source>
        <translation>ninguna unidad</translation>
    </message>
    <message>
        <source>not fired yet</source>
        <translation>aún no ha disparado</translation>
    </message>
    <message>
        <source>Army table</source>
        <translation>Tabla de Ejércitos</translation>
    </message>
    <message>
        <source>Corps table</source>
        <translation>Tabla de Cuerpos</translation>
    </message>
    <message>
        <source>strength {n}</source>
        <translation>fuerza {n}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>columna {column}</translation>
    </message>
    <message>
        <source> (shift {shift})</source>
        <translation> (desplazamiento {shift})</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>dado aún no tirado</translation>
    </message>
    <message>
        <source> (drm {drm})</source>
        <translation> (drm {drm})</translation>
    </message>
    <message>
        <source>die {roll}</source>
        <translation>dado {roll}</translation>
    </message>
    <message>
        <source>LN {ln}</source>
        <translation>LN {ln}</translation>
    </message>
    <message>
        <source>No flank attempt.</source>
        <translation>Ningún intento de ataque de flanco.</translation>
    </message>
    <message>
        <source>No flank attempt: {problem}.</source>
        <translation>Ningún intento de ataque de flanco: {problem}.</translation>
    </message>
    <message>
        <source>Flank attempt, pinning from {space}, drm {drm}</source>
        <translation>Intento de ataque de flanco, fijando desde {space}, drm {drm}</translation>
    </message>
    <message>
        <source>: die {die} — </source>
        <translation>: dado {die} — </translation>
    </message>
    <message>
        <source>succeeds, the attacker fires first</source>
        <translation>tiene éxito, el atacante dispara primero</translation>
    </message>
    <message>
        <source>fails, the defender fires first</source>
        <translation>falla, el defensor dispara primero</translation>
    </message>
    <message>
        <source>The attacker fires first.</source>
        <translation>El atacante dispara primero.</translation>
    </message>
    <message>
        <source>The defender fires first.</source>
        <translation>El defensor dispara primero.</translation>
    </message>
    <message>
        <source>Both sides fire at once.</source>
        <translation>Ambos bandos disparan a la vez.</translation>
    </message>
    <message>
        <source>{side} choose their losses for LN {ln}.</source>
        <translation>{side}: eligen sus pérdidas para LN {ln}.</translation>
    </message>
    <message>
        <source>{side} choose their losses.</source>
        <translation>{side}: eligen sus pérdidas.</translation>
    </message>
    <message>
        <source>{side} win the combat.</source>
        <translation>{side}: ganan el combate.</translation>
    </message>
    <message>
        <source>The defender must retreat 1 space</source>
        <translation>El defensor debe retirarse 1 espacio</translation>
    </message>
    <message>
        <source>The defender must retreat {n} spaces</source>
        <translation>El defensor debe retirarse {n} espacios</translation>
    </message>
    <message>
        <source> (may cancel the retreat).</source>
        <translation> (puede cancelar la retirada).</translation>
    </message>
    <message>
        <source>Retreat to: </source>
        <translation>Retirada a: </translation>
    </message>
    <message>
        <source>Advance into: </source>
        <translation>Avance a: </translation>
    </message>
    <message>
        <source> −1 step</source>
        <translation> −1 paso</translation>
    </message>
    <message>
        <source> −{n} steps</source>
        <translation> −{n} pasos</translation>
    </message>
    <message>
        <source> (reduced)</source>
        <translation> (reducida)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pérdidas</translation>
    </message>
    <message>
        <source>Combat cards: {cards}&lt;br&gt;DRM: {drms}&lt;br&gt;Fire: {fire}</source>
        <translation>Cartas de combate: {cards}&lt;br&gt;DRM: {drms}&lt;br&gt;Fuego: {fire}</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>No combat in progress</source>
        <translation>Ningún combate en curso</translation>
    </message>
    <message>
        <source>, trench level {n}</source>
        <translation>, trinchera de nivel {n}</translation>
    </message>
    <message>
        <source>Attack on {space} ({terrain})</source>
        <translation>Ataque a {space} ({terrain})</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>sin tirar</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Flanco</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>tiene éxito</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>falla</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>cannot verify {file}: {error}</source>
        <translation>no se puede verificar {file}: {error}</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}</source>
        <translation>no se puede abrir {file}: {error}</translation>
    </message>
    <message>
        <source>{file}: sound: scenario {scenario}, seed {seed}, {actions} actions, rules version {rules}; every action and hash checked</source>
        <translation>{file}: válido: escenario {scenario}, semilla {seed}, {actions} acciones, versión de las reglas {rules}; cada acción y cada hash comprobados</translation>
    </message>
</context>
<context>
    <name>CommandSeats</name>
    <message>
        <source>CP West command</source>
        <translation>Mando CP Oeste</translation>
    </message>
    <message>
        <source>CP East command</source>
        <translation>Mando CP Este</translation>
    </message>
    <message>
        <source>Central Powers (both commands)</source>
        <translation>Potencias Centrales (ambos mandos)</translation>
    </message>
    <message>
        <source>AP West command</source>
        <translation>Mando AP Oeste</translation>
    </message>
    <message>
        <source>AP East command</source>
        <translation>Mando AP Este</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dos jugadores</translation>
    </message>
    <message>
        <source>Four players: Historical on three fronts</source>
        <translation>Cuatro jugadores: Histórico en tres frentes</translation>
    </message>
    <message>
        <source>Three players: Historical on three fronts</source>
        <translation>Tres jugadores: Histórico en tres frentes</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>the four- and three-player tables are played on the Historical scenario only (seed 003)</source>
        <translation>las mesas de cuatro y tres jugadores solo se juegan en el escenario Histórico (seed 003)</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>could not write a crash report ({error})</source>
        <translation>no se pudo escribir un informe de error ({error})</translation>
    </message>
    <message>
        <source>unexpected error {error}; report written to {report}</source>
        <translation>error inesperado {error}; informe escrito en {report}</translation>
    </message>
    <message>
        <source>Something went wrong: {error}

A report was written to:
{report}

Your game is safe: it was saved after your last action and is resumed the next time you start the application.</source>
        <translation>Algo ha fallado: {error}

Se ha escrito un informe en:
{report}

La partida está a salvo: se guardó tras la última acción y se reanudará la próxima vez que inicie la aplicación.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>French mutiny</source>
        <translation>motín francés</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>not a legal play at this decision</source>
        <translation>jugada no permitida en esta decisión</translation>
    </message>
    <message>
        <source>Play {card} as {use}</source>
        <translation>Jugar {card} como {use}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartas</translation>
    </message>
</context>
<context>
    <name>HandPlayWindow</name>
    <message>
        <source>Hand-play tables (*{suffix})</source>
        <translation>Mesas de juego a mano (*{suffix})</translation>
    </message>
    <message>
        <source>{game} — {scenario} (hand play, no rules)</source>
        <translation>{game} — {scenario} (juego a mano, sin reglas)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Aún sin tirada</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Roll 1 die</source>
        <translation>Tirar 1 dado</translation>
    </message>
    <message>
        <source>Roll 2 dice</source>
        <translation>Tirar 2 dados</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>{side} may take into the first hand</source>
        <translation>{side} puede tomar en la primera mano</translation>
    </message>
    <message>
        <source>{nation} enters the war ({rule})</source>
        <translation>{nation} entra en la guerra ({rule})</translation>
    </message>
    <message>
        <source>{card} is no longer in the draw deck</source>
        <translation>{card} ya no está en el mazo de robo</translation>
    </message>
    <message>
        <source>{nation} enters the war.</source>
        <translation>{nation} entra en la guerra.</translation>
    </message>
    <message>
        <source>{side} rolls</source>
        <translation>{side} tira</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <source>Save table as</source>
        <translation>Guardar la mesa como</translation>
    </message>
    <message>
        <source>New game (hand play)</source>
        <translation>Nueva partida (juego a mano)</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>No se puede abrir la mesa</translation>
    </message>
    <message>
        <source>Open table…</source>
        <translation>Abrir la mesa…</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Pass the screen to {name} ({side}).</source>
        <translation>Pasa la pantalla a {name} ({side}).</translation>
    </message>
    <message>
        <source>{name}: click Continue when the other player cannot see the screen.</source>
        <translation>{name}: haz clic en Continuar cuando el otro jugador no pueda ver la pantalla.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>Continuar como {name}</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Sequence of play</source>
        <translation>Secuencia de juego</translation>
    </message>
    <message>
        <source>Fire tables</source>
        <translation>Tablas de fuego</translation>
    </message>
    <message>
        <source>Terrain effects</source>
        <translation>Efectos del terreno</translation>
    </message>
    <message>
        <source>&lt;p&gt;A table for GMT&apos;s &lt;i&gt;Paths of Glory&lt;/i&gt;: the board, the cards and a rules engine that offers only legal moves. Hotseat, play by e-mail or solitaire.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Paths of Glory&lt;/i&gt; is a game by Ted Raicer published by GMT Games. This program is an unofficial aid for owners of the game; the card texts and reference pages are our own short summaries, not the printed rules.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Una mesa para &lt;i&gt;Paths of Glory&lt;/i&gt; de GMT: el mapa, las cartas y un motor de reglas que solo ofrece jugadas legales. En la misma mesa, por correo electrónico o en solitario.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Paths of Glory&lt;/i&gt; es un juego de Ted Raicer publicado por GMT Games. Este programa es una ayuda no oficial para quienes tienen el juego; los textos de las cartas y las páginas de referencia son breves resúmenes nuestros, no las reglas impresas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation>Referencia rápida</translation>
    </message>
</context>
<context>
    <name>HistoryControls</name>
    <message>
        <source>First</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Primera posición (Inicio)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Un paso atrás (Izquierda)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Reproducir / pausa (Espacio)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Un paso adelante (Derecha)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Última posición (Fin)</translation>
    </message>
    <message>
        <source>Position {n} of {last}</source>
        <translation>Posición {n} de {last}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>nothing logged</source>
        <translation>nada registrado</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <source>Turn {turn}, round {round}</source>
        <translation>Turno {turn}, ronda {round}</translation>
    </message>
    <message>
        <source>Start of the game ({when})</source>
        <translation>Inicio de la partida ({when})</translation>
    </message>
    <message>
        <source>Action {n}: {action} ({when})</source>
        <translation>Acción {n}: {action} ({when})</translation>
    </message>
    <message>
        <source>History (read-only)</source>
        <translation>Historial (solo lectura)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The interface will be in {language} from the next start.</source>
        <translation>La interfaz estará en {language} a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source> (did you mean {names}?)</source>
        <translation> (¿quisiste decir {names}?)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>--center {center} is not a space id{suggestion}</source>
        <translation>--center {center} no es el id de un espacio{suggestion}</translation>
    </message>
    <message>
        <source>cannot set up scenario {scenario}: {error}</source>
        <translation>no se puede preparar el escenario {scenario}: {error}</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>no se pudo escribir {file}</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}</source>
        <translation>no se puede abrir {file}: {error}</translation>
    </message>
    <message>
        <source>already running; opening {file} there</source>
        <translation>ya en marcha; {file} se abre allí</translation>
    </message>
    <message>
        <source>already running; brought to the front</source>
        <translation>ya en marcha; traído al frente</translation>
    </message>
    <message>
        <source>cannot listen on {name}: {error}; files opened from the file manager will start another window</source>
        <translation>no se puede escuchar en {name}: {error}; los archivos abiertos desde el gestor de archivos abrirán otra ventana</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Línea de órdenes</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Espacios</translation>
    </message>
    <message>
        <source>A space, tinted in its nation&apos;s colour; its name is printed under it.</source>
        <translation>Un espacio, teñido del color de su nación; su nombre aparece debajo.</translation>
    </message>
    <message>
        <source>Thick red frame: a victory-point space (a VP for the side that controls it).</source>
        <translation>Marco rojo grueso: un espacio de Puntos de Victoria (un VP para el bando que lo controla).</translation>
    </message>
    <message>
        <source>Pentagon: a fort, with its strength.</source>
        <translation>Pentágono: un fuerte, con su fuerza.</translation>
    </message>
    <message>
        <source>Grey, struck-through pentagon: a destroyed fort.</source>
        <translation>Pentágono gris tachado: un fuerte destruido.</translation>
    </message>
    <message>
        <source>Red star: a capital.</source>
        <translation>Estrella roja: una capital.</translation>
    </message>
    <message>
        <source>Anchor: a port, in the colour of the side that may use it.</source>
        <translation>Ancla: un puerto, del color del bando que puede usarlo.</translation>
    </message>
    <message>
        <source>Ringed S: a supply source.</source>
        <translation>S en un círculo: una fuente de suministro.</translation>
    </message>
    <message>
        <source>Peaks: mountain.</source>
        <translation>Picos: montaña.</translation>
    </message>
    <message>
        <source>Reeds: swamp.</source>
        <translation>Juncos: pantano.</translation>
    </message>
    <message>
        <source>Trees: forest.</source>
        <translation>Árboles: bosque.</translation>
    </message>
    <message>
        <source>Dots: desert.</source>
        <translation>Puntos: desierto.</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>An army (larger counter, XXXX): nation, name, and combat-loss-movement factors at the bottom.</source>
        <translation>Un ejército (ficha mayor, XXXX): nación, nombre y abajo los factores de combate-bajas-movimiento.</translation>
    </message>
    <message>
        <source>A corps (smaller counter, XXX).</source>
        <translation>Un cuerpo (ficha menor, XXX).</translation>
    </message>
    <message>
        <source>White band across the top: the unit is on its reduced side.</source>
        <translation>Banda blanca arriba: la unidad está por su lado reducido.</translation>
    </message>
    <message>
        <source>Red number: how many units the stack holds. Point at a stack or click it to fan it out; the Stack panel lists them.</source>
        <translation>Número rojo: cuántas unidades tiene la pila. Señala una pila o haz clic para desplegarla; el panel Pila las enumera.</translation>
    </message>
    <message>
        <source>Markers (on a space&apos;s left edge)</source>
        <translation>Marcadores (en el borde izquierdo del espacio)</translation>
    </message>
    <message>
        <source>T1 / T2: a trench of level 1 or 2, edged in its side&apos;s colour.</source>
        <translation>T1 / T2: una trinchera de nivel 1 o 2, con el borde del color de su bando.</translation>
    </message>
    <message>
        <source>AP / CP disc: control by a side other than the printed one.</source>
        <translation>Disco AP / CP: control de un bando distinto del impreso.</translation>
    </message>
    <message>
        <source>F✕: the fort here has been destroyed.</source>
        <translation>F✕: el fuerte de aquí ha sido destruido.</translation>
    </message>
    <message>
        <source>SIEGE: the fort is besieged.</source>
        <translation>SIEGE: el fuerte está asediado.</translation>
    </message>
    <message>
        <source>OOS: units out of supply.</source>
        <translation>OOS: unidades sin suministro.</translation>
    </message>
    <message>
        <source>MOVE: space activated for movement this action round.</source>
        <translation>MOVE: espacio activado para mover en esta ronda de acción.</translation>
    </message>
    <message>
        <source>ATK: space activated for combat this action round.</source>
        <translation>ATK: espacio activado para combatir en esta ronda de acción.</translation>
    </message>
    <message>
        <source>MVD: units that have moved this action round.</source>
        <translation>MVD: unidades que han movido en esta ronda de acción.</translation>
    </message>
    <message>
        <source>ATKD: units that have attacked this action round.</source>
        <translation>ATKD: unidades que han atacado en esta ronda de acción.</translation>
    </message>
    <message>
        <source>ENT: an army trying to dig a trench.</source>
        <translation>ENT: un ejército que intenta cavar una trinchera.</translation>
    </message>
    <message>
        <source>Highlights while playing</source>
        <translation>Resaltados durante el juego</translation>
    </message>
    <message>
        <source>Blue: a space to activate (the cost to move / to attack) or whose units can be chosen.</source>
        <translation>Azul: un espacio que activar (el coste para mover / para atacar) o cuyas unidades se pueden elegir.</translation>
    </message>
    <message>
        <source>Green: where the chosen units can go (the movement points it takes).</source>
        <translation>Verde: adonde pueden ir las unidades elegidas (los puntos de movimiento que cuesta).</translation>
    </message>
    <message>
        <source>Red: an attack target (attacker vs defender strength), the combat&apos;s space, a flank&apos;s pinning space.</source>
        <translation>Rojo: un objetivo de ataque (fuerza atacante contra defensora), el espacio del combate, el espacio que fija en un ataque de flanco.</translation>
    </message>
    <message>
        <source>Purple: any other choice the rules offer there.</source>
        <translation>Morado: cualquier otra elección que las reglas ofrezcan allí.</translation>
    </message>
    <message>
        <source>Orange: the path to the space under the pointer, step by step.</source>
        <translation>Naranja: el camino hasta el espacio bajo el puntero, paso a paso.</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>no se pudo escribir {file}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Attrition phase</source>
        <translation>Fase de Desgaste</translation>
    </message>
    <message>
        <source>Card pass phase</source>
        <translation>Fase de paso de cartas</translation>
    </message>
    <message>
        <source>Draw phase</source>
        <translation>Fase de Robo</translation>
    </message>
    <message>
        <source>End of turn phase</source>
        <translation>Fase de fin de turno</translation>
    </message>
    <message>
        <source>Mandated offensive phase</source>
        <translation>Fase de Ofensiva Obligada</translation>
    </message>
    <message>
        <source>Replacement phase</source>
        <translation>Fase de Reemplazos</translation>
    </message>
    <message>
        <source>Setup phase</source>
        <translation>Fase de despliegue</translation>
    </message>
    <message>
        <source>Siege phase</source>
        <translation>Fase de Asedio</translation>
    </message>
    <message>
        <source>War status phase</source>
        <translation>Fase de Estatus Bélico</translation>
    </message>
    <message>
        <source>Action round {round}</source>
        <translation>Ronda de acción {round}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>die {roll}</source>
        <translation>dado {roll}</translation>
    </message>
    <message>
        <source>dice {rolls}</source>
        <translation>dados {rolls}</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <source>Tight (as printed)</source>
        <translation>Compacta (como impresa)</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Extendida</translation>
    </message>
    <message>
        <source>Wide</source>
        <translation>Amplia</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Aptos para daltónicos</translation>
    </message>
    <message>
        <source>Table look</source>
        <translation>Aspecto de la mesa</translation>
    </message>
    <message>
        <source>Label size</source>
        <translation>Tamaño de las etiquetas</translation>
    </message>
    <message>
        <source>Stack spread</source>
        <translation>Separación de las pilas</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Replay pace</source>
        <translation>Ritmo de reproducción</translation>
    </message>
    <message>
        <source>{pace} ({ms} ms a step)</source>
        <translation>{pace} ({ms} ms por paso)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Paths of Glory games (*.pog)</source>
        <translation>Partidas de Paths of Glory (*.pog)</translation>
    </message>
    <message>
        <source>Paths of Glory — {scenario} (sandbox)</source>
        <translation>Paths of Glory — {scenario} (mesa libre)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation>Guardar la posición…</translation>
    </message>
    <message>
        <source>Open position…</source>
        <translation>Abrir una posición…</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <source>Cannot save: {error}</source>
        <translation>No se puede guardar: {error}</translation>
    </message>
    <message>
        <source>Cannot open {file}: {error}</source>
        <translation>No se puede abrir {file}: {error}</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Guardar la posición</translation>
    </message>
    <message>
        <source>Board positions (*.json)</source>
        <translation>Posiciones del mapa (*.json)</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Abrir una posición</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vista general</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Jugador Aliado</translation>
    </message>
    <message>
        <source>Central player</source>
        <translation>Jugador de las Potencias Centrales</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Sandbox &amp;mode (no rules)</source>
        <translation>&amp;Modo mesa libre (sin reglas)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>Re&amp;cover autosaved position</source>
        <translation>Rec&amp;uperar una posición autoguardada</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Save the legend as a printable page (PDF)…</source>
        <translation>Guardar la leyenda como página imprimible (PDF)…</translation>
    </message>
    <message>
        <source>Show &amp;fronts (four/three players)</source>
        <translation>Mostrar los &amp;frentes (cuatro/tres jugadores)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>autosaved</source>
        <translation>autoguardado</translation>
    </message>
    <message>
        <source>Paths of Glory — {scenario}, seed {seed} ({where}, {n} actions)</source>
        <translation>Paths of Glory — {scenario}, semilla {seed} ({where}, {n} acciones)</translation>
    </message>
    <message>
        <source>Cannot resume the last game</source>
        <translation>No se puede reanudar la última partida</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>No se puede empezar esta partida</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>No se puede abrir esta partida</translation>
    </message>
    <message>
        <source>Opened {file}; autosave failed: {error}</source>
        <translation>Abierto {file}; el autoguardado falló: {error}</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Abierto {file}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Guardar la partida como</translation>
    </message>
    <message>
        <source>Save the legend</source>
        <translation>Guardar la leyenda</translation>
    </message>
    <message>
        <source>Cannot save the legend</source>
        <translation>No se puede guardar la leyenda</translation>
    </message>
</context>
<context>
    <name>Navigate</name>
    <message>
        <source>Find a space</source>
        <translation>Buscar un espacio</translation>
    </message>
    <message>
        <source>Space name, e.g. Verdun</source>
        <translation>Nombre del espacio, p. ej. Verdún</translation>
    </message>
    <message>
        <source>Find a space by name:</source>
        <translation>Buscar un espacio por su nombre:</translation>
    </message>
    <message>
        <source>No single space is called “{text}”: pick one from the list.</source>
        <translation>Ningún espacio se llama exactamente «{text}»: elige uno de la lista.</translation>
    </message>
    <message>
        <source>Type a space name.</source>
        <translation>Escribe el nombre de un espacio.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>the seed must be a whole number from 0 to {max}, not {text}</source>
        <translation>la semilla debe ser un número entero de 0 a {max}, no {text}</translation>
    </message>
    <message>
        <source>scenario default</source>
        <translation>el del escenario</translation>
    </message>
    <message>
        <source>2004 rules</source>
        <translation>reglas de 2004</translation>
    </message>
    <message>
        <source>2022 Deluxe rules</source>
        <translation>reglas Deluxe de 2022</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>the same scenario, seed, options and moves always give the same game</source>
        <translation>el mismo escenario, semilla, opciones y jugadas dan siempre la misma partida</translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation>Nueva semilla aleatoria</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Reglas opcionales</translation>
    </message>
    <message>
        <source>card ids, e.g. ap23, cp17</source>
        <translation>ids de las cartas, p. ej. ap23, cp17</translation>
    </message>
    <message>
        <source>{summary} (rule {rule})</source>
        <translation>{summary} (regla {rule})</translation>
    </message>
    <message>
        <source>Tournament bid: VP given to the Central Powers before play, negative to the Allies (rule 5.6.2)</source>
        <translation>Puja de torneo: VP dados a las Potencias Centrales antes de jugar, negativos a los Aliados (regla 5.6.2)</translation>
    </message>
    <message>
        <source>Tournament VP bid</source>
        <translation>Puja de VP de torneo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Hotseat: two players at one table, hands hidden at each hand-over</source>
        <translation>Misma mesa: dos jugadores, manos ocultas en cada relevo</translation>
    </message>
    <message>
        <source>Solitaire: one player plays both sides</source>
        <translation>Solitario: un jugador juega ambos bandos</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Jugador Aliado</translation>
    </message>
    <message>
        <source>Central player</source>
        <translation>Jugador de las Potencias Centrales</translation>
    </message>
    <message>
        <source>Allied Powers</source>
        <translation>Aliados</translation>
    </message>
    <message>
        <source>Central Powers</source>
        <translation>Potencias Centrales</translation>
    </message>
    <message>
        <source>option {name}: unknown card id(s) {ids}</source>
        <translation>opción {name}: ids de carta desconocidos {ids}</translation>
    </message>
    <message>
        <source>option {name}: {problem}</source>
        <translation>opción {name}: {problem}</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>army</source>
        <translation>ejército</translation>
    </message>
    <message>
        <source>corps</source>
        <translation>cuerpo</translation>
    </message>
    <message>
        <source>no fire</source>
        <translation>sin fuego</translation>
    </message>
    <message>
        <source>{table} {strength} col {column}</source>
        <translation>{table} {strength} col {column}</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>drm {drm}: {wins} in 6 to fire first, else the defender fires first</source>
        <translation>drm {drm}: {wins} de 6 de disparar primero, si no dispara antes el defensor</translation>
    </message>
    <message>
        <source>both fire at once</source>
        <translation>disparan a la vez</translation>
    </message>
    <message>
        <source>1 space, no die roll</source>
        <translation>1 espacio, sin tirada</translation>
    </message>
    <message>
        <source>{n} spaces, no die roll</source>
        <translation>{n} espacios, sin tirada</translation>
    </message>
</context>
<context>
    <name>PbemDialogs</name>
    <message>
        <source>New PBEM game</source>
        <translation>Nueva partida PBEM</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Tu bando</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversario</translation>
    </message>
    <message>
        <source>Opponent&apos;s e-mail</source>
        <translation>Correo del adversario</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Preguntarme</translation>
    </message>
    <message>
        <source>Never play a combat card</source>
        <translation>No jugar nunca una carta de combate</translation>
    </message>
    <message>
        <source>The first legal way</source>
        <translation>La primera forma legal</translation>
    </message>
    <message>
        <source>The units ticked below first</source>
        <translation>Primero las unidades marcadas abajo</translation>
    </message>
    <message>
        <source>Retreat when I may</source>
        <translation>Retirarse cuando se pueda</translation>
    </message>
    <message>
        <source>Lose a step to stay</source>
        <translation>Perder un paso para quedarse</translation>
    </message>
    <message>
        <source>Combat cards when defending</source>
        <translation>Cartas de combate al defender</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pérdidas</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retirada</translation>
    </message>
    <message>
        <source>Standing orders</source>
        <translation>Órdenes permanentes</translation>
    </message>
    <message>
        <source>Units to lose first</source>
        <translation>Unidades que pierden primero</translation>
    </message>
    <message>
        <source>e.g. Warsaw, Brest Litovsk (empty: ask me)</source>
        <translation>p. ej. Varsovia, Brest Litovsk (vacío: preguntarme)</translation>
    </message>
    <message>
        <source>Retreat toward</source>
        <translation>Retirarse hacia</translation>
    </message>
    <message>
        <source>No such space: {names}</source>
        <translation>No existe el espacio: {names}</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>De quién es el turno</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>PBEM games</source>
        <translation>Partidas PBEM</translation>
    </message>
</context>
<context>
    <name>PbemMail</name>
    <message>
        <source>Hello {opponent},

my turn file for our Paths of Glory game is attached: {file}
(open it with pog-desktop: Game &gt; PBEM &gt; Open turn).

{me}</source>
        <translation>Hola {opponent}:

adjunto el archivo de mi turno de nuestra partida de Paths of Glory: {file}
(ábrelo con pog-desktop: Partida &gt; PBEM &gt; Abrir un turno).

{me}</translation>
    </message>
    <message>
        <source>Paths of Glory PBEM: {file}</source>
        <translation>Paths of Glory PBEM: {file}</translation>
    </message>
    <message>
        <source>Written {file} in {folder} (the location is copied): attach it to the e-mail to {opponent}.</source>
        <translation>Escrito {file} en {folder} (la ubicación está copiada): adjúntalo al correo para {opponent}.</translation>
    </message>
</context>
<context>
    <name>PbemWindow</name>
    <message>
        <source>Send turn</source>
        <translation>Enviar el turno</translation>
    </message>
    <message>
        <source>Open turn…</source>
        <translation>Abrir un turno…</translation>
    </message>
    <message>
        <source>Standing orders…</source>
        <translation>Órdenes permanentes…</translation>
    </message>
    <message>
        <source>Reveal secrets (audit)</source>
        <translation>Revelar los secretos (auditoría)</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Desde tu último turno</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>el adversario</translation>
    </message>
    <message>
        <source>PBEM — you ({seat}) vs {opponent} — {status}</source>
        <translation>PBEM — tú ({seat}) contra {opponent} — {status}</translation>
    </message>
    <message>
        <source>You play {seat} against {opponent}: {status}</source>
        <translation>Juegas {seat} contra {opponent}: {status}</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversario</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (tú)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Volver a la mesa</translation>
    </message>
    <message>
        <source>Replay the opponent&apos;s turn</source>
        <translation>Ver otra vez el turno del adversario</translation>
    </message>
    <message>
        <source>Open turn</source>
        <translation>Abrir un turno</translation>
    </message>
    <message>
        <source>Turn files (*{suffix})</source>
        <translation>Archivos de turno (*{suffix})</translation>
    </message>
    <message>
        <source>Turn file refused</source>
        <translation>Archivo de turno rechazado</translation>
    </message>
    <message>
        <source>Join PBEM game</source>
        <translation>Unirse a la partida PBEM</translation>
    </message>
    <message>
        <source>{inviter} invites you. Your name:</source>
        <translation>{inviter} te invita. Tu nombre:</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Yo</translation>
    </message>
    <message>
        <source>&amp;PBEM</source>
        <translation>&amp;PBEM</translation>
    </message>
    <message>
        <source>&amp;New PBEM game…</source>
        <translation>&amp;Nueva partida PBEM…</translation>
    </message>
    <message>
        <source>&amp;Open turn…</source>
        <translation>&amp;Abrir un turno…</translation>
    </message>
    <message>
        <source>PBEM &amp;games…</source>
        <translation>&amp;Partidas PBEM…</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>markers follow the rules: they cannot be moved by hand</source>
        <translation>los marcadores siguen las reglas: no se pueden mover a mano</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>combate</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionadas</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>hand-over: the next player must click Continue first</source>
        <translation>relevo: el siguiente jugador debe hacer clic antes en Continuar</translation>
    </message>
    <message>
        <source>Selected {units}: click or drop on a marked space</source>
        <translation>Seleccionadas {units}: haz clic o suelta en un espacio marcado</translation>
    </message>
    <message>
        <source>{space}: choose</source>
        <translation>{space}: elige</translation>
    </message>
    <message>
        <source>Cannot go to {space}: {reason}</source>
        <translation>No se puede ir a {space}: {reason}</translation>
    </message>
    <message>
        <source>Cannot go to {space} in one activation from here</source>
        <translation>No se puede ir a {space} con una sola activación desde aquí</translation>
    </message>
    <message>
        <source>Nothing to do at {space} now: {prompt}</source>
        <translation>Nada que hacer en {space} ahora: {prompt}</translation>
    </message>
    <message>
        <source>Path: {path} ({n} MP)</source>
        <translation>Camino: {path} ({n} MP)</translation>
    </message>
    <message>
        <source>Autosave failed: {error}; the last autosave is kept</source>
        <translation>El autoguardado falló: {error}; se conserva el último</translation>
    </message>
</context>
<context>
    <name>PlayKeys</name>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Hecho</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasar</translation>
    </message>
    <message>
        <source>&amp;Stop here</source>
        <translation>Parar &amp;aquí</translation>
    </message>
    <message>
        <source>&amp;Next (marked space / Continue)</source>
        <translation>&amp;Siguiente (espacio marcado / Continuar)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>Next: no space is marked for this decision</source>
        <translation>Siguiente: ningún espacio marcado para esta decisión</translation>
    </message>
    <message>
        <source>Marked space: {space}</source>
        <translation>Espacio marcado: {space}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Hand-over: the next player must click Continue first</source>
        <translation>Relevo: el siguiente jugador debe hacer clic antes en Continuar</translation>
    </message>
    <message>
        <source>{key}: not a choice now ({prompt})</source>
        <translation>{key}: no es una elección posible ahora ({prompt})</translation>
    </message>
</context>
<context>
    <name>PlayerAids</name>
    <message>
        <source>Standing</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>&amp;Find space…</source>
        <translation>&amp;Buscar un espacio…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <source>Table &amp;look…</source>
        <translation>&amp;Aspecto de la mesa…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About pog-desktop</source>
        <translation>&amp;Acerca de pog-desktop</translation>
    </message>
    <message>
        <source>pog-desktop: see Help ▸ About</source>
        <translation>pog-desktop: ver Ayuda ▸ Acerca de</translation>
    </message>
    <message>
        <source>About pog-desktop</source>
        <translation>Acerca de pog-desktop</translation>
    </message>
    <message>
        <source>Could not keep the settings: {error}</source>
        <translation>No se pudieron guardar los ajustes: {error}</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>More choices ({n}) ▾</source>
        <translation>Más opciones ({n}) ▾</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>nothing to undo: a die was rolled or a card drawn since</source>
        <translation>nada que deshacer: desde entonces se tiró un dado o se robó una carta</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>
seat {seat}</source>
        <translation>
puesto {seat}</translation>
    </message>
</context>
<context>
    <name>PromptKind</name>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activación</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avance</translation>
    </message>
    <message>
        <source>Answer peace</source>
        <translation>Respuesta a la paz</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Combat cards</source>
        <translation>Cartas de combate</translation>
    </message>
    <message>
        <source>Combat losses</source>
        <translation>Pérdidas en combate</translation>
    </message>
    <message>
        <source>Command play</source>
        <translation>Juego del mando</translation>
    </message>
    <message>
        <source>Discard combat cards</source>
        <translation>Descarte de cartas de combate</translation>
    </message>
    <message>
        <source>Eliminate overstack</source>
        <translation>Eliminación por sobreapilamiento</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Ataque de flanco</translation>
    </message>
    <message>
        <source>Great retreat</source>
        <translation>Gran retirada</translation>
    </message>
    <message>
        <source>Guns of august</source>
        <translation>Los Cañones de Agosto</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Pass card</source>
        <translation>Pase de carta</translation>
    </message>
    <message>
        <source>Pick units</source>
        <translation>Elección de unidades</translation>
    </message>
    <message>
        <source>Place event units</source>
        <translation>Colocación de unidades del evento</translation>
    </message>
    <message>
        <source>Place neutral units</source>
        <translation>Colocación de unidades neutrales</translation>
    </message>
    <message>
        <source>Redeploy</source>
        <translation>Redespliegue</translation>
    </message>
    <message>
        <source>Redeploy to</source>
        <translation>Destino del redespliegue</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazos</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retirada</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Sequence of play</source>
        <translation>Secuencia de juego</translation>
    </message>
    <message>
        <source>A combat, step by step (12.2)</source>
        <translation>Un combate, paso a paso (12.2)</translation>
    </message>
    <message>
        <source>Fire tables</source>
        <translation>Tablas de fuego</translation>
    </message>
    <message>
        <source>Terrain effects</source>
        <translation>Efectos del terreno</translation>
    </message>
    <message>
        <source>A. Mandated offensive (7.0)</source>
        <translation>A. Ofensiva Obligada (7.0)</translation>
    </message>
    <message>
        <source>Each side rolls a die on its own table: the result names the nation that should attack this turn, or none.</source>
        <translation>Cada bando tira un dado en su propia tabla: el resultado indica la nación que debería atacar este turno, o ninguna.</translation>
    </message>
    <message>
        <source>B. Action phase (8.0)</source>
        <translation>B. Fase de Acción (8.0)</translation>
    </message>
    <message>
        <source>Six action rounds; in each the Central Powers act, then the Allies. An action is one card played for OPS, SR, RP or its event, or a 1-OPS action without a card, or a peace offer.</source>
        <translation>Seis rondas de acción; en cada una actúan las Potencias Centrales y luego los Aliados. Una acción es una carta jugada por OPS, SR, RP o por su evento, o una acción de 1 OPS sin carta, o una oferta de paz.</translation>
    </message>
    <message>
        <source>C. Attrition (14.3)</source>
        <translation>C. Desgaste (14.3)</translation>
    </message>
    <message>
        <source>Out-of-supply units are eliminated: corps to the eliminated box, armies for good.</source>
        <translation>Las unidades sin suministro son eliminadas: los cuerpos al recuadro de eliminadas, los ejércitos para siempre.</translation>
    </message>
    <message>
        <source>D. Siege (15.3)</source>
        <translation>D. Asedio (15.3)</translation>
    </message>
    <message>
        <source>Each besieged fort rolls to see whether it falls.</source>
        <translation>Por cada fuerte asediado se tira para ver si cae.</translation>
    </message>
    <message>
        <source>E. War status (16.0)</source>
        <translation>E. Estatus Bélico (16.0)</translation>
    </message>
    <message>
        <source>Score the turn&apos;s VP entries, check automatic victory and the armistice, then each side checks whether its war commitment rises (not on turn 1).</source>
        <translation>Se cuentan los VP del turno, se comprueban la victoria automática y el armisticio, y luego cada bando comprueba si su implicación bélica sube (no en el turno 1).</translation>
    </message>
    <message>
        <source>F. Replacements (17.0)</source>
        <translation>F. Reemplazos (17.0)</translation>
    </message>
    <message>
        <source>The Allies, then the Central Powers spend the RP gained from cards this turn; what is not spent is lost.</source>
        <translation>Los Aliados y luego las Potencias Centrales gastan los RP obtenidos con cartas este turno; lo que no se gasta se pierde.</translation>
    </message>
    <message>
        <source>G. Draw (9.1)</source>
        <translation>G. Robo (9.1)</translation>
    </message>
    <message>
        <source>Each side may discard combat cards, then draws up to its hand size.</source>
        <translation>Cada bando puede descartar cartas de combate y luego roba hasta su tamaño de mano.</translation>
    </message>
    <message>
        <source>H. End of turn</source>
        <translation>H. Fin del turno</translation>
    </message>
    <message>
        <source>The turn marker moves on, unless the war is over or this was the last turn.</source>
        <translation>El marcador de turno avanza, salvo que la guerra haya terminado o este fuera el último turno.</translation>
    </message>
    <message>
        <source>Designate the attackers and the target space (final once made).</source>
        <translation>Designa los atacantes y el espacio objetivo (definitivo una vez hecho).</translation>
    </message>
    <message>
        <source>Add up each side&apos;s combat factors (the defender adds an undestroyed fort of his).</source>
        <translation>Suma los factores de combate de cada bando (el defensor añade un fuerte propio no destruido).</translation>
    </message>
    <message>
        <source>The attacker may play cards that cancel trenches, then may try a flank attack.</source>
        <translation>El atacante puede jugar cartas que anulan trincheras y luego intentar un ataque de flanco.</translation>
    </message>
    <message>
        <source>Combat cards: attacker first, then defender; they give die roll modifiers.</source>
        <translation>Cartas de combate: primero el atacante, luego el defensor; dan modificadores a la tirada.</translation>
    </message>
    <message>
        <source>Each side finds its column (Army table if it has an army, else Corps) and shifts it for terrain and trenches of the defender&apos;s space.</source>
        <translation>Cada bando busca su columna (tabla de Ejércitos si tiene un ejército, si no de Cuerpos) y la desplaza por el terreno y las trincheras del espacio del defensor.</translation>
    </message>
    <message>
        <source>Each side rolls a die plus its modifiers (kept within 1-6): the table gives the losses it inflicts.</source>
        <translation>Cada bando tira un dado más sus modificadores (entre 1 y 6): la tabla da las pérdidas que inflige.</translation>
    </message>
    <message>
        <source>Losses are taken; the higher loss number wins the combat (a tie: both lose).</source>
        <translation>Se aplican las pérdidas; el mayor número de pérdidas gana el combate (en empate pierden ambos).</translation>
    </message>
    <message>
        <source>If the attacker won with a full-strength unit left, the defender retreats; the winner may advance.</source>
        <translation>Si el atacante ganó con alguna unidad a plena fuerza, el defensor se retira; el ganador puede avanzar.</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <source>Find the column of the firing side&apos;s combat strength, shift it for the defender&apos;s terrain and trench (shifts past either edge are lost), roll one die and add the modifiers (the result stays within 1-6): the number is the losses inflicted on the enemy.</source>
        <translation>Busca la columna de la fuerza de combate del bando que dispara, desplázala por el terreno y la trinchera del defensor (los desplazamientos más allá de los bordes se pierden), tira un dado y suma los modificadores (el resultado queda entre 1 y 6): el número son las pérdidas infligidas al enemigo.</translation>
    </message>
    <message>
        <source>1 column left</source>
        <translation>1 columna a la izquierda</translation>
    </message>
    <message>
        <source>1 column right</source>
        <translation>1 columna a la derecha</translation>
    </message>
    <message>
        <source>{n} columns left</source>
        <translation>{n} columnas a la izquierda</translation>
    </message>
    <message>
        <source>{n} columns right</source>
        <translation>{n} columnas a la derecha</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Trench, level 1</source>
        <translation>Trinchera, nivel 1</translation>
    </message>
    <message>
        <source>Trench, level 2</source>
        <translation>Trinchera, nivel 2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Despejado</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montaña</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Pantano</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Bosque</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Desierto</translation>
    </message>
    <message>
        <source>no combat in Summer</source>
        <translation>sin combate en verano</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>MP to enter</source>
        <translation>MP para entrar</translation>
    </message>
    <message>
        <source>Attacker&apos;s fire</source>
        <translation>Fuego del atacante</translation>
    </message>
    <message>
        <source>Defender&apos;s fire</source>
        <translation>Fuego del defensor</translation>
    </message>
    <message>
        <source>Retreat may be cancelled</source>
        <translation>Se puede cancelar la retirada</translation>
    </message>
    <message>
        <source>Advance stops</source>
        <translation>El avance se detiene</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Ataque de flanco</translation>
    </message>
    <message>
        <source>Combat in Summer</source>
        <translation>Combate en verano</translation>
    </message>
    <message>
        <source>Shifts of terrain and trench add up. A defender whose space lets the retreat be cancelled may take one more step loss and stay. Trench shifts do not count for an attack on an empty fort.</source>
        <translation>Los desplazamientos por terreno y trinchera se suman. Un defensor cuyo espacio permite cancelar la retirada puede sufrir una pérdida de paso más y quedarse. Los desplazamientos por trinchera no cuentan en un ataque a un fuerte vacío.</translation>
    </message>
</context>
<context>
    <name>Sandbox</name>
    <message>
        <source>nothing to undo</source>
        <translation>nada que deshacer</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nada que rehacer</translation>
    </message>
    <message>
        <source>unit {unit} is not on the board</source>
        <translation>la unidad {unit} no está en el tablero</translation>
    </message>
    <message>
        <source>{place} is neither a space nor a box</source>
        <translation>{place} no es ni un espacio ni un recuadro</translation>
    </message>
    <message>
        <source>move {unit} to {place}</source>
        <translation>mover {unit} a {place}</translation>
    </message>
    <message>
        <source>move {n} units to {place}</source>
        <translation>mover {n} unidades a {place}</translation>
    </message>
    <message>
        <source>flip {unit}</source>
        <translation>voltear {unit}</translation>
    </message>
    <message>
        <source>add {marker} at {place}</source>
        <translation>añadir {marker} en {place}</translation>
    </message>
    <message>
        <source>no {kind} marker at {place}</source>
        <translation>ningún marcador {kind} en {place}</translation>
    </message>
    <message>
        <source>remove {marker} at {place}</source>
        <translation>quitar {marker} de {place}</translation>
    </message>
    <message>
        <source>move {marker} from {place} to {place2}</source>
        <translation>mover {marker} de {place} a {place2}</translation>
    </message>
    <message>
        <source>unknown track in {tracks}</source>
        <translation>registro desconocido en {tracks}</translation>
    </message>
    <message>
        <source>set {what}</source>
        <translation>fijar {what}</translation>
    </message>
    <message>
        <source>draw deck</source>
        <translation>mazo</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>descartes</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>retiradas</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>later decks</source>
        <translation>mazos posteriores</translation>
    </message>
    <message>
        <source>no card {card} on the table</source>
        <translation>ninguna carta {card} en la mesa</translation>
    </message>
    <message>
        <source>{to} is not a pile; piles are {piles}</source>
        <translation>{to} no es un montón; los montones son {piles}</translation>
    </message>
    <message>
        <source>the {side} draw deck is empty: shuffle the discard pile in first</source>
        <translation>el mazo {side} está vacío: baraja antes los descartes en él</translation>
    </message>
    <message>
        <source>{card} is not in the later decks of {side}</source>
        <translation>{card} no está en los mazos posteriores de {side}</translation>
    </message>
    <message>
        <source>no {deck} cards of {side} are waiting</source>
        <translation>no hay cartas {deck} de {side} esperando</translation>
    </message>
    <message>
        <source>Limited War</source>
        <translation>Guerra Limitada</translation>
    </message>
    <message>
        <source>Total War</source>
        <translation>Guerra Total</translation>
    </message>
    <message>
        <source>{card} to the {pile}</source>
        <translation>{card} a {pile}</translation>
    </message>
    <message>
        <source>{side} draws a card</source>
        <translation>{side} roba una carta</translation>
    </message>
    <message>
        <source>{side} shuffles the discard pile into the deck</source>
        <translation>{side} baraja los descartes en el mazo</translation>
    </message>
    <message>
        <source>{side} adds the {deck} cards</source>
        <translation>{side} añade las cartas de {deck}</translation>
    </message>
    <message>
        <source>{unit} is already in play ({place}): left there</source>
        <translation>{unit} ya está en juego ({place}): se queda allí</translation>
    </message>
    <message>
        <source>{units}: to {place} {turns} turn(s) later</source>
        <translation>{units}: a {place} {turns} turno(s) después</translation>
    </message>
    <message>
        <source>{side} places {units} in one of {n} spaces</source>
        <translation>{side} coloca {units} en uno de {n} espacios</translation>
    </message>
    <message>
        <source>nothing of the {nation} entry setup is waiting off the board</source>
        <translation>nada del despliegue de entrada de {nation} espera fuera del tablero</translation>
    </message>
    <message>
        <source>{nation} enters the war</source>
        <translation>{nation} entra en la guerra</translation>
    </message>
</context>
<context>
    <name>SandboxController</name>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Deshacer {what}</translation>
    </message>
    <message>
        <source>Flip {unit}</source>
        <translation>Girar {unit}</translation>
    </message>
    <message>
        <source>Move to {box}</source>
        <translation>Mover a {box}</translation>
    </message>
    <message>
        <source>Remove {marker}</source>
        <translation>Quitar {marker}</translation>
    </message>
    <message>
        <source>Add marker to {place}</source>
        <translation>Añadir un marcador a {place}</translation>
    </message>
</context>
<context>
    <name>ScenarioText</name>
    <message>
        <source>Campaign (August 1914 - Winter 1919)</source>
        <translation>Campaña (agosto de 1914 - invierno de 1919)</translation>
    </message>
    <message>
        <source>Historical (2022 rules)</source>
        <translation>Histórico (reglas de 2022)</translation>
    </message>
    <message>
        <source>Introductory (August - Fall 1914)</source>
        <translation>Introductorio (agosto - otoño de 1914)</translation>
    </message>
    <message>
        <source>Limited War (August 1914 - Summer 1916)</source>
        <translation>Guerra Limitada (agosto de 1914 - verano de 1916)</translation>
    </message>
    <message>
        <source>Tournament: Campaign</source>
        <translation>Torneo: Campaña</translation>
    </message>
    <message>
        <source>Tournament: Limited War</source>
        <translation>Torneo: Guerra Limitada</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>which rulebook&apos;s wording the engine follows; defaults to the scenario&apos;s edition</source>
        <translation>el reglamento cuyo texto sigue el motor; por defecto el de la edición del escenario</translation>
    </message>
    <message>
        <source>Alternate setup</source>
        <translation>Despliegue alternativo</translation>
    </message>
    <message>
        <source>one AH corps starts in Stanislau and one RU corps in Lutsk instead of their reserve boxes (standard in the 2022 setup)</source>
        <translation>un cuerpo AH empieza en Stanislau y un cuerpo RU en Lutsk en vez de en sus recuadros de reserva (lo normal en el despliegue de 2022)</translation>
    </message>
    <message>
        <source>No commitment increase</source>
        <translation>Sin aumento de la implicación</translation>
    </message>
    <message>
        <source>war commitment never rises</source>
        <translation>la implicación bélica nunca sube</translation>
    </message>
    <message>
        <source>Star event VP</source>
        <translation>VP por eventos con asterisco</translation>
    </message>
    <message>
        <source>+1 VP when the CP play a * event, -1 VP when the AP do</source>
        <translation>+1 VP cuando las CP juegan un evento *, -1 VP cuando lo hacen los AP</translation>
    </message>
    <message>
        <source>Eight card hands</source>
        <translation>Manos de ocho cartas</translation>
    </message>
    <message>
        <source>hands of 8 cards instead of 7</source>
        <translation>manos de 8 cartas en vez de 7</translation>
    </message>
    <message>
        <source>Optional cards</source>
        <translation>Cartas opcionales</translation>
    </message>
    <message>
        <source>use the optional cards 56-65 (2022 only): none, all, or some each player picks</source>
        <translation>usa las cartas opcionales 56-65 (solo 2022): ninguna, todas o algunas que elige cada jugador</translation>
    </message>
    <message>
        <source>Entrench DRM</source>
        <translation>DRM al atrincheramiento</translation>
    </message>
    <message>
        <source>-1 drm to an entrench roll after a failed attempt in the prior round</source>
        <translation>drm -1 a la tirada de atrincheramiento tras un intento fallido en la ronda anterior</translation>
    </message>
    <message>
        <source>Sedan RP bonus</source>
        <translation>RP extra por Sedan</translation>
    </message>
    <message>
        <source>+1 GE RP per Total War turn for Sedan and two other French or Belgian spaces</source>
        <translation>+1 RP GE por turno de Guerra Total por Sedan y otros dos espacios franceses o belgas</translation>
    </message>
    <message>
        <source>No entrench event turn 1</source>
        <translation>Sin evento de atrincheramiento en el turno 1</translation>
    </message>
    <message>
        <source>Entrench may not be an event on turn 1</source>
        <translation>Atrincheramiento no puede jugarse como evento en el turno 1</translation>
    </message>
    <message>
        <source>Turn 1 BR MO becomes FR</source>
        <translation>MO BR en el turno 1 pasa a FR</translation>
    </message>
    <message>
        <source>a British MO on turn 1 is a French MO</source>
        <translation>una MO británica en el turno 1 es una MO francesa</translation>
    </message>
    <message>
        <source>Italian front restriction</source>
        <translation>Restricción del frente italiano</translation>
    </message>
    <message>
        <source>before AP Total War only AH and IT armies operate in Italy, and no GE army ends a move in Trent, Villach or Trieste</source>
        <translation>antes de la Guerra Total AP solo operan en Italia ejércitos AH e IT, y ningún ejército GE termina un movimiento en Trento, Villach o Trieste</translation>
    </message>
    <message>
        <source>Event and OPS cards</source>
        <translation>Cartas de evento y OPS</translation>
    </message>
    <message>
        <source>cards whose event is followed by use of the card for OPS</source>
        <translation>cartas cuyo evento va seguido del uso de la carta por OPS</translation>
    </message>
</context>
<context>
    <name>SeatTable</name>
    <message>
        <source>{side} hand (yours)</source>
        <translation>Mano {side} (tuya)</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>Allied Powers</source>
        <translation>Aliados</translation>
    </message>
    <message>
        <source>Central Powers</source>
        <translation>Potencias Centrales</translation>
    </message>
    <message>
        <source>Mobilization</source>
        <translation>Movilización</translation>
    </message>
    <message>
        <source>Limited War</source>
        <translation>Guerra Limitada</translation>
    </message>
    <message>
        <source>Total War</source>
        <translation>Guerra Total</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
</context>
<context>
    <name>StackInspector</name>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Point at a stack (or click it) to list its units</source>
        <translation>Señala una pila (o haz clic) para ver sus unidades</translation>
    </message>
    <message>
        <source>1 unit</source>
        <translation>1 unidad</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n} unidades</translation>
    </message>
    <message>
        <source>reduced</source>
        <translation>reducida</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>full {full}, reduced {reduced}</source>
        <translation>completa {full}, reducida {reduced}</translation>
    </message>
</context>
<context>
    <name>StandingPanel</name>
    <message>
        <source>permanently eliminated</source>
        <translation>eliminada permanentemente</translation>
    </message>
    <message>
        <source>cannot be replaced</source>
        <translation>no reemplazable</translation>
    </message>
    <message>
        <source>Above 10 favours the Central Powers, below it the Allies.</source>
        <translation>Por encima de 10 favorece a las Potencias Centrales, por debajo a los Aliados.</translation>
    </message>
    <message>
        <source>Allied VP spaces held by the Central Powers</source>
        <translation>Espacios VP aliados en poder de las Potencias Centrales</translation>
    </message>
    <message>
        <source>Central VP spaces held by the Allies</source>
        <translation>Espacios VP de las Potencias Centrales en poder de los Aliados</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno todavía</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Reserva RP</translation>
    </message>
    <message>
        <source>RP reduced / full</source>
        <translation>RP reducida / completa</translation>
    </message>
    <message>
        <source>VP spaces taken</source>
        <translation>Espacios VP conquistados</translation>
    </message>
    <message>
        <source>Events, war status and peace offers</source>
        <translation>Eventos, estatus bélico y ofertas de paz</translation>
    </message>
    <message>
        <source>{side}: {n} eliminated</source>
        <translation>{side}: {n} eliminadas</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Eliminadas</translation>
    </message>
</context>
<context>
    <name>TableFile</name>
    <message>
        <source>tracks: unknown track {track!r}</source>
        <translation>registros: registro desconocido {track!r}</translation>
    </message>
    <message>
        <source>not a table file (format should be {format!r})</source>
        <translation>no es un archivo de mesa (el formato debería ser {format!r})</translation>
    </message>
    <message>
        <source>game {game!r}: {detail}</source>
        <translation>juego {game!r}: {detail}</translation>
    </message>
    <message>
        <source>units missing from the table: {unit!r} and {n} more</source>
        <translation>unidades ausentes de la mesa: {unit!r} y {n} más</translation>
    </message>
    <message>
        <source>cards: every card must be in exactly one pile (unknown or twice: {extra}, missing: {lost})</source>
        <translation>cartas: cada carta debe estar en un solo montón (desconocidas o repetidas: {extra}, ausentes: {lost})</translation>
    </message>
    <message>
        <source>cards: {card!r} is not a card of {side}</source>
        <translation>cartas: {card!r} no es una carta de {side}</translation>
    </message>
    <message>
        <source>rolls: a die shows 1 to 6</source>
        <translation>tiradas: un dado muestra de 1 a 6</translation>
    </message>
    <message>
        <source>damaged table file ({detail})</source>
        <translation>archivo de mesa dañado ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>no se puede leer {path}: {detail}</translation>
    </message>
    <message>
        <source>{file} is not valid JSON (line {line}): {detail}</source>
        <translation>{file} no es JSON válido (línea {line}): {detail}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>1 OPS point would be wasted.</source>
        <translation>Se desperdiciaría 1 punto de OPS.</translation>
    </message>
    <message>
        <source>{n} OPS points would be wasted.</source>
        <translation>Se desperdiciarían {n} puntos de OPS.</translation>
    </message>
    <message>
        <source>{side} win</source>
        <translation>Ganan: {side}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation>La partida ha terminado: {result}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>{waste} Click Done again to end anyway.</source>
        <translation>{waste} Haz clic de nuevo en Hecho para terminar de todos modos.</translation>
    </message>
    <message>
        <source>{side} hand</source>
        <translation>Mano: {side}</translation>
    </message>
    <message>
        <source> ({command} command)</source>
        <translation> (mando {command})</translation>
    </message>
    <message>
        <source>No decision</source>
        <translation>Ninguna decisión</translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>reduced</source>
        <translation>reducida</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>{nation} {type}, {side}</source>
        <translation>{type} de {nation}, {side}</translation>
    </message>
    <message>
        <source>Full {full} · Reduced {reduced} (combat-loss-movement)</source>
        <translation>Completa {full} · Reducida {reduced} (combate-bajas-movimiento)</translation>
    </message>
    <message>
        <source>Showing the reduced side</source>
        <translation>Muestra el lado reducido</translation>
    </message>
    <message>
        <source>Showing the full side</source>
        <translation>Muestra el lado completo</translation>
    </message>
    <message>
        <source>In {space}</source>
        <translation>En {space}</translation>
    </message>
    <message>
        <source>May operate on the Near East map</source>
        <translation>Puede operar en el mapa de Oriente Próximo</translation>
    </message>
    <message>
        <source>Cannot be replaced</source>
        <translation>No reemplazable</translation>
    </message>
    <message>
        <source>DRM +{full} full, +{reduced} reduced</source>
        <translation>DRM +{full} a fuerza completa, +{reduced} reducida</translation>
    </message>
    <message>
        <source>Loss factor ? (rolled each combat)</source>
        <translation>Factor de Bajas ? (se tira en cada combate)</translation>
    </message>
    <message>
        <source>Dual nationality: {nations}</source>
        <translation>Doble nacionalidad: {nations}</translation>
    </message>
    <message>
        <source>no nation</source>
        <translation>ninguna nación</translation>
    </message>
    <message>
        <source>NEUTRAL</source>
        <translation>NEUTRAL</translation>
    </message>
    <message>
        <source>{nation} ({side}), {map}</source>
        <translation>{nation} ({side}), {map}</translation>
    </message>
    <message>
        <source>Terrain: {terrain}</source>
        <translation>Terreno: {terrain}</translation>
    </message>
    <message>
        <source>VP space</source>
        <translation>Espacio VP</translation>
    </message>
    <message>
        <source>VP space ({n} VP)</source>
        <translation>Espacio VP ({n} VP)</translation>
    </message>
    <message>
        <source>Fort {n}</source>
        <translation>Fuerte {n}</translation>
    </message>
    <message>
        <source>Port ({sides})</source>
        <translation>Puerto ({sides})</translation>
    </message>
    <message>
        <source>Supply source</source>
        <translation>Fuente de suministro</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Beachhead space</source>
        <translation>Espacio de cabeza de playa</translation>
    </message>
    <message>
        <source>Sea: {sea}</source>
        <translation>Mar: {sea}</translation>
    </message>
    <message>
        <source>Limited supply for {nations}</source>
        <translation>Suministro limitado para {nations}</translation>
    </message>
    <message>
        <source>Restricted Area: {area}</source>
        <translation>Área restringida: {area}</translation>
    </message>
    <message>
        <source>Jihad city</source>
        <translation>Ciudad de la Jihad</translation>
    </message>
    <message>
        <source>Armenian A space</source>
        <translation>Espacio armenio A</translation>
    </message>
    <message>
        <source>Oil field</source>
        <translation>Campo petrolífero</translation>
    </message>
    <message>
        <source>Soviet revolt site</source>
        <translation>Lugar de revuelta soviética</translation>
    </message>
    <message>
        <source>Tribe: {tribe}</source>
        <translation>Tribu: {tribe}</translation>
    </message>
    <message>
        <source>Town: {town}</source>
        <translation>Ciudad: {town}</translation>
    </message>
    <message>
        <source>Marker: {marker}</source>
        <translation>Marcador: {marker}</translation>
    </message>
    <message>
        <source>{side} units</source>
        <translation>Unidades {side}</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Fall</source>
        <translation>Otoño</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Invierno</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Primavera</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>Verano</translation>
    </message>
    <message>
        <source>Jihad</source>
        <translation>Jihad</translation>
    </message>
    <message>
        <source>RU VP</source>
        <translation>VP RU</translation>
    </message>
    <message>
        <source>TU max RP</source>
        <translation>RP máx. TU</translation>
    </message>
    <message>
        <source>Parvus</source>
        <translation>Parvus</translation>
    </message>
    <message>
        <source>Revolution</source>
        <translation>Revolución</translation>
    </message>
    <message>
        <source>Tsar</source>
        <translation>Zar</translation>
    </message>
    <message>
        <source>AP MO drm</source>
        <translation>drm MO AP</translation>
    </message>
    <message>
        <source>No BR attack</source>
        <translation>Ningún ataque BR</translation>
    </message>
    <message>
        <source>Meso or Persia</source>
        <translation>Meso o Persia</translation>
    </message>
    <message>
        <source>Balkans</source>
        <translation>Balcanes</translation>
    </message>
    <message>
        <source>Egypt</source>
        <translation>Egipto</translation>
    </message>
    <message>
        <source>Enver to the Front</source>
        <translation>Enver al Frente</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>War status and commitment</source>
        <translation>Estatus bélico e implicación</translation>
    </message>
    <message>
        <source>Jihad, Russian Revolution, TU RP</source>
        <translation>Jihad, Revolución Rusa, RP TU</translation>
    </message>
    <message>
        <source>Jihad {jihad} · RU VP {ru_vp}</source>
        <translation>Jihad {jihad} · VP RU {ru_vp}</translation>
    </message>
    <message>
        <source>Replacement points</source>
        <translation>Puntos de Reemplazo</translation>
    </message>
    <message>
        <source>RP {pools}</source>
        <translation>RP {pools}</translation>
    </message>
    <message>
        <source>Mandatory offensives</source>
        <translation>Ofensivas obligadas</translation>
    </message>
    <message>
        <source>Aug 1914</source>
        <translation>Ago 1914</translation>
    </message>
    <message>
        <source>Sep 1914</source>
        <translation>Sep 1914</translation>
    </message>
    <message>
        <source>Mobilization</source>
        <translation>Movilización</translation>
    </message>
    <message>
        <source>Limited War</source>
        <translation>Guerra Limitada</translation>
    </message>
    <message>
        <source>Total War</source>
        <translation>Guerra Total</translation>
    </message>
    <message>
        <source>US Neutral</source>
        <translation>EE. UU. neutral</translation>
    </message>
    <message>
        <source>Zimmermann allowed</source>
        <translation>Zimmermann permitido</translation>
    </message>
    <message>
        <source>Zimmermann played</source>
        <translation>Zimmermann jugado</translation>
    </message>
    <message>
        <source>Over There played</source>
        <translation>Over There jugada</translation>
    </message>
    <message>
        <source>God Save the Tsar</source>
        <translation>Dios Salve al Zar</translation>
    </message>
    <message>
        <source>Tsar Takes Cmd allowed</source>
        <translation>Zar Toma el Mando permitido</translation>
    </message>
    <message>
        <source>Tsar Takes Command</source>
        <translation>El Zar Toma el Mando</translation>
    </message>
    <message>
        <source>Fall of Tsar allowed</source>
        <translation>Caída del Zar permitida</translation>
    </message>
    <message>
        <source>Fall of the Tsar</source>
        <translation>La Caída del Zar</translation>
    </message>
    <message>
        <source>Bolshevik Rev. allowed</source>
        <translation>Rev. Bolchevique permitida</translation>
    </message>
    <message>
        <source>Bolshevik Revolution</source>
        <translation>La Revolución Bolchevique</translation>
    </message>
    <message>
        <source>Brest-Litovsk</source>
        <translation>Brest-Litovsk</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>OPS</translation>
    </message>
    <message>
        <source>SR</source>
        <translation>SR</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>RP</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Alemania</translation>
    </message>
    <message>
        <source>Austria-H.</source>
        <translation>Austria-H.</translation>
    </message>
    <message>
        <source>Turkey</source>
        <translation>Turquía</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Francia</translation>
    </message>
    <message>
        <source>Britain</source>
        <translation>Gran Bret.</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation>Italia</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Rusia</translation>
    </message>
    <message>
        <source>India</source>
        <translation>India</translation>
    </message>
    <message>
        <source>ANZAC</source>
        <translation>ANZAC</translation>
    </message>
    <message>
        <source>AR {k}</source>
        <translation>RA {k}</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>Aliados</translation>
    </message>
    <message>
        <source>CP Russian VP</source>
        <translation>VP rusos CP</translation>
    </message>
    <message>
        <source>(fell {n})</source>
        <translation>(caída {n})</translation>
    </message>
    <message>
        <source>US entry (16.3)</source>
        <translation>Entrada de EE. UU. (16.3)</translation>
    </message>
    <message>
        <source>Russian capitulation (16.4)</source>
        <translation>Capitulación Rusa (16.4)</translation>
    </message>
    <message>
        <source>Russia: {step}</source>
        <translation>Rusia: {step}</translation>
    </message>
    <message>
        <source>War status and commitment (16.1)</source>
        <translation>Estatus bélico e implicación (16.1)</translation>
    </message>
    <message>
        <source>Mandated offensives (7.1)</source>
        <translation>Ofensivas obligadas (7.1)</translation>
    </message>
    <message>
        <source>Turn {turn}: {date}</source>
        <translation>Turno {turn}: {date}</translation>
    </message>
    <message>
        <source>Victory points: {vp}</source>
        <translation>Puntos de Victoria: {vp}</translation>
    </message>
    <message>
        <source>VP {vp}</source>
        <translation>VP {vp}</translation>
    </message>
    <message>
        <source>CP WS</source>
        <translation>WS CP</translation>
    </message>
    <message>
        <source>AP WS</source>
        <translation>WS AP</translation>
    </message>
    <message>
        <source>Combined</source>
        <translation>Combinado</translation>
    </message>
    <message>
        <source>WS CP {cp} · AP {ap} · both {both}</source>
        <translation>WS CP {cp} · AP {ap} · total {both}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguna aún</translation>
    </message>
    <message>
        <source>CP action rounds</source>
        <translation>Rondas de acción CP</translation>
    </message>
    <message>
        <source>CP rounds: {rounds}</source>
        <translation>Rondas CP: {rounds}</translation>
    </message>
    <message>
        <source>AP action rounds</source>
        <translation>Rondas de acción AP</translation>
    </message>
    <message>
        <source>AP rounds: {rounds}</source>
        <translation>Rondas AP: {rounds}</translation>
    </message>
    <message>
        <source>{side} MO</source>
        <translation>MO {side}</translation>
    </message>
    <message>
        <source>MO CP {cp} · AP {ap}</source>
        <translation>MO CP {cp} · AP {ap}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>None or made</source>
        <translation>Ninguna o hecha</translation>
    </message>
</context>
<context>
    <name>TracksPanel</name>
    <message>
        <source>OPS</source>
        <translation>OPS</translation>
    </message>
    <message>
        <source>SR</source>
        <translation>SR</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>RP</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>1-OPS</source>
        <translation>1 OPS</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Event: {card}</source>
        <translation>Evento: {card}</translation>
    </message>
    <message>
        <source>War status</source>
        <translation>Estatus Bélico</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Implicación</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>Ofensiva Obligada</translation>
    </message>
    <message>
        <source>Action chart</source>
        <translation>Tabla de acciones</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partida terminada</translation>
    </message>
    <message>
        <source>{side} to act</source>
        <translation>le toca a {side}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn {turn}&lt;/b&gt;, action round {round} — {who}&lt;br&gt;&lt;b&gt;VP {vp}&lt;/b&gt; &amp;nbsp; Combined war status {cws}</source>
        <translation>&lt;b&gt;Turno {turn}&lt;/b&gt;, ronda de acción {round} — {who}&lt;br&gt;&lt;b&gt;VP {vp}&lt;/b&gt; &amp;nbsp; Estatus Bélico combinado {cws}</translation>
    </message>
</context>
<context>
    <name>TurnFileField</name>
    <message>
        <source>the file&apos;s format</source>
        <translation>el formato del archivo</translation>
    </message>
    <message>
        <source>the game&apos;s identity</source>
        <translation>la identidad de la partida</translation>
    </message>
    <message>
        <source>the file&apos;s number</source>
        <translation>el número del archivo</translation>
    </message>
    <message>
        <source>the previous file&apos;s hash</source>
        <translation>el hash del archivo anterior</translation>
    </message>
    <message>
        <source>the sender</source>
        <translation>el remitente</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>las reglas</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>los jugadores</translation>
    </message>
    <message>
        <source>the signature</source>
        <translation>la firma</translation>
    </message>
    <message>
        <source>the file&apos;s content</source>
        <translation>el contenido del archivo</translation>
    </message>
    <message>
        <source>the audit</source>
        <translation>la auditoría</translation>
    </message>
    <message>
        <source>the actions</source>
        <translation>las acciones</translation>
    </message>
    <message>
        <source>the shared cards</source>
        <translation>las cartas compartidas</translation>
    </message>
    <message>
        <source>the locks</source>
        <translation>los bloqueos</translation>
    </message>
    <message>
        <source>the unlocks</source>
        <translation>los desbloqueos</translation>
    </message>
    <message>
        <source>field {name}</source>
        <translation>campo {name}</translation>
    </message>
    <message>
        <source>action {n} of {count}</source>
        <translation>acción {n} de {count}</translation>
    </message>
    <message>
        <source>action {n} ({i} of {count} in this file)</source>
        <translation>acción {n} ({i} de {count} en este archivo)</translation>
    </message>
</context>
</TS>
