<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Actions</name>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-OPS action (no card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotPlay</name>
    <message>
        <source>Watch the computer play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each move for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long each computer move is shown before it is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop and take the seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold every seat now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer ({side}, {level}) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer plays: {bots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New solitaire game against the &amp;computer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch the computer play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule-based</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer plays the {side} ({level}).
{prompt}

Its hand stays hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer ({side}) could not decide: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat cards face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: discards, removed, face-up combat cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatWindow</name>
    <message>
        <source>permanently eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eliminated, replaced by {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not fired yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corps table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strength {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (shift {shift})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (drm {drm})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die {roll}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LN {ln}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flank attempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flank attempt: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank attempt, pinning from {space}, drm {drm}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: die {die} — </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>succeeds, the attacker fires first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails, the defender fires first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker fires first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender fires first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides fire at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} choose their losses for LN {ln}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} choose their losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} win the combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender must retreat 1 space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender must retreat {n} spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (may cancel the retreat).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat to: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance into: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> −1 step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> −{n} steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (reduced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat cards: {cards}&lt;br&gt;DRM: {drms}&lt;br&gt;Fire: {fire}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combat in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, trench level {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack on {space} ({terrain})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandSeats</name>
    <message>
        <source>CP West command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CP East command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central Powers (both commands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP West command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP East command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players: Historical on three fronts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players: Historical on three fronts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the four- and three-player tables are played on the Historical scenario only (seed 003)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crash</name>
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
    <name>Hand</name>
    <message>
        <source>not a legal play at this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} as {use}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandPlayWindow</name>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save table as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game (hand play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open table…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to {name} ({side}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: click Continue when the other player cannot see the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Sequence of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;A table for GMT&apos;s &lt;i&gt;Paths of Glory&lt;/i&gt;: the board, the cards and a rules engine that offers only legal moves. Hotseat, play by e-mail or solitaire.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Paths of Glory&lt;/i&gt; is a game by Ted Raicer published by GMT Games. This program is an unofficial aid for owners of the game; the card texts and reference pages are our own short summaries, not the printed rules.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryControls</name>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position {n} of {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>nothing logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {n}: {action} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History (read-only)</source>
        <translation type="unfinished"></translation>
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
    <name>Legend</name>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space, tinted in its nation&apos;s colour; its name is printed under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thick red frame: a victory-point space (a VP for the side that controls it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentagon: a fort, with its strength.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey, struck-through pentagon: a destroyed fort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red star: a capital.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchor: a port, in the colour of the side that may use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ringed S: a supply source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaks: mountain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reeds: swamp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trees: forest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dots: desert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An army (larger counter, XXXX): nation, name, and combat-loss-movement factors at the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A corps (smaller counter, XXX).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White band across the top: the unit is on its reduced side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red number: how many units the stack holds. Point at a stack or click it to fan it out; the Stack panel lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers (on a space&apos;s left edge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T1 / T2: a trench of level 1 or 2, edged in its side&apos;s colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP / CP disc: control by a side other than the printed one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F✕: the fort here has been destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIEGE: the fort is besieged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OOS: units out of supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE: space activated for movement this action round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ATK: space activated for combat this action round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MVD: units that have moved this action round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ATKD: units that have attacked this action round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENT: an army trying to dig a trench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlights while playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue: a space to activate (the cost to move / to attack) or whose units can be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green: where the chosen units can go (the movement points it takes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: an attack target (attacker vs defender strength), the combat&apos;s space, a flank&apos;s pinning space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple: any other choice the rules offer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange: the path to the space under the pointer, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Attrition phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card pass phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mandated offensive phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacement phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War status phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <source>Tight (as printed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pace} ({ms} ms a step)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Paths of Glory games (*.pog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paths of Glory — {scenario} (sandbox)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open {file}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board positions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox &amp;mode (no rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;cover autosaved position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the legend as a printable page (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;fronts (four/three players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> vs </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autosaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paths of Glory — {scenario}, seed {seed} ({where}, {n} actions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file}; autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the legend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Navigate</name>
    <message>
        <source>Find a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space name, e.g. Verdun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a space by name:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>the seed must be a whole number from 0 to {max}, not {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2004 rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2022 Deluxe rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same scenario, seed, options and moves always give the same game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card ids, e.g. ap23, cp17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary} (rule {rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament bid: VP given to the Central Powers before play, negative to the Allies (rule 5.6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament VP bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotseat: two players at one table, hands hidden at each hand-over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solitaire: one player plays both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allied Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option {name}: unknown card id(s) {ids}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option {name}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{table} {strength} col {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> vs </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drm {drm}: {wins} in 6 to fire first, else the defender fires first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both fire at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 space, no die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} spaces, no die roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PbemDialogs</name>
    <message>
        <source>New PBEM game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s e-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never play a combat card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first legal way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat when I may</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose a step to stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat cards when defending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBEM games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PbemMail</name>
    <message>
        <source>Hello {opponent},

my turn file for our Paths of Glory game is attached: {file}
(open it with pog-desktop: Game &gt; PBEM &gt; Open turn).

{me}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paths of Glory PBEM: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written {file} in {folder} (the location is copied): attach it to the e-mail to {opponent}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PbemWindow</name>
    <message>
        <source>Do it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal secrets (audit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBEM — you ({seat}) vs {opponent} — {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play {seat} against {opponent}: {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn files (*{suffix})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn file refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join PBEM game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{inviter} invites you. Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PBEM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New PBEM game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBEM &amp;games…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>markers follow the rules: they cannot be moved by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-over: the next player must click Continue first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected {units}: click or drop on a marked space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{space}: choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot go to {space}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot go to {space} in one activation from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do at {space} now: {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path: {path} ({n} MP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {error}; the last autosave is kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayKeys</name>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next (marked space / Continue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: no space is marked for this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked space: {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-over: the next player must click Continue first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key}: not a choice now ({prompt})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerAids</name>
    <message>
        <source>Standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find space…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &amp;look…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About pog-desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pog-desktop: see Help ▸ About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About pog-desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not keep the settings: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>More choices ({n}) ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo: a die was rolled or a card drawn since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Sequence of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combat, step by step (12.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A. Mandated offensive (7.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side rolls a die on its own table: the result names the nation that should attack this turn, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B. Action phase (8.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six action rounds; in each the Central Powers act, then the Allies. An action is one card played for OPS, SR, RP or its event, or a 1-OPS action without a card, or a peace offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C. Attrition (14.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-supply units are eliminated: corps to the eliminated box, armies for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D. Siege (15.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each besieged fort rolls to see whether it falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E. War status (16.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the turn&apos;s VP entries, check automatic victory and the armistice, then each side checks whether its war commitment rises (not on turn 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F. Replacements (17.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Allies, then the Central Powers spend the RP gained from cards this turn; what is not spent is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G. Draw (9.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side may discard combat cards, then draws up to its hand size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H. End of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn marker moves on, unless the war is over or this was the last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designate the attackers and the target space (final once made).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add up each side&apos;s combat factors (the defender adds an undestroyed fort of his).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker may play cards that cancel trenches, then may try a flank attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat cards: attacker first, then defender; they give die roll modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side finds its column (Army table if it has an army, else Corps) and shifts it for terrain and trenches of the defender&apos;s space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side rolls a die plus its modifiers (kept within 1-6): the table gives the losses it inflicts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses are taken; the higher loss number wins the combat (a tie: both lose).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attacker won with a full-strength unit left, the defender retreats; the winner may advance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the column of the firing side&apos;s combat strength, shift it for the defender&apos;s terrain and trench (shifts past either edge are lost), roll one die and add the modifiers (the result stays within 1-6): the number is the losses inflicted on the enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 column left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 column right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} columns left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} columns right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trench, level 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trench, level 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no combat in Summer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP to enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker&apos;s fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat may be cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat in Summer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shifts of terrain and trench add up. A defender whose space lets the retreat be cancelled may take one more step loss and stay. Trench shifts do not count for an attack on an empty fort.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxController</name>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioText</name>
    <message>
        <source>Campaign (August 1914 - Winter 1919)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Historical (2022 rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Introductory (August - Fall 1914)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limited War (August 1914 - Summer 1916)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament: Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament: Limited War</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which rulebook&apos;s wording the engine follows; defaults to the scenario&apos;s edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one AH corps starts in Stanislau and one RU corps in Lutsk instead of their reserve boxes (standard in the 2022 setup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commitment increase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>war commitment never rises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star event VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 VP when the CP play a * event, -1 VP when the AP do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight card hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands of 8 cards instead of 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the optional cards 56-65 (2022 only): none, all, or some each player picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrench DRM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 drm to an entrench roll after a failed attempt in the prior round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sedan RP bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 GE RP per Total War turn for Sedan and two other French or Belgian spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entrench event turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrench may not be an event on turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn 1 BR MO becomes FR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a British MO on turn 1 is a French MO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italian front restriction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before AP Total War only AH and IT armies operate in Italy, and no GE army ends a move in Trent, Villach or Trieste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event and OPS cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards whose event is followed by use of the card for OPS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>Allied Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limited War</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total War</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StackInspector</name>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a stack (or click it) to list its units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full {full}, reduced {reduced}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingPanel</name>
    <message>
        <source>permanently eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above 10 favours the Central Powers, below it the Allies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allied VP spaces held by the Central Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central VP spaces held by the Allies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP reduced / full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP spaces taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events, war status and peace offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: {n} eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>1 OPS point would be wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} OPS points would be wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{waste} Click Done again to end anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({command} command)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>reduced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full {full} · Reduced {reduced} (combat-loss-movement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the reduced side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the full side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May operate on the Near East map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain: {terrain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP space ({n} VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port ({sides})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beachhead space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker: {marker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TracksPanel</name>
    <message>
        <source>OPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-OPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn {turn}&lt;/b&gt;, action round {round} — {who}&lt;br&gt;&lt;b&gt;VP {vp}&lt;/b&gt; &amp;nbsp; Combined war status {cws}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
