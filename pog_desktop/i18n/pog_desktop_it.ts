<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
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
        <translation>Azione da 1 OPS (senza carta)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>Fermati qui</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Salta</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Attiva</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avanza</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Muovi</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Ritirata</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Rimpiazza</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Piazza</translation>
    </message>
    <message>
        <source>Cancel retreat</source>
        <translation>Annulla la ritirata</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Trasferisci</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <source>Pass card</source>
        <translation>Passa la carta</translation>
    </message>
    <message>
        <source>Offer peace</source>
        <translation>Offri la pace</translation>
    </message>
    <message>
        <source>No more cards</source>
        <translation>Nessun&apos;altra carta</translation>
    </message>
    <message>
        <source>No flank</source>
        <translation>Nessun attacco di fianco</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Perdite</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Fianco</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Trincerati</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Combat card</source>
        <translation>Carta di Combattimento</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attacco</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Tribal War chart (17.1)</source>
        <translation>Tabella della Guerra Tribale (17.1)</translation>
    </message>
    <message>
        <source>Trench L{level} ({side})</source>
        <translation>Trincea L{level} ({side})</translation>
    </message>
    <message>
        <source>{side} control</source>
        <translation>Controllo {side}</translation>
    </message>
    <message>
        <source>Besieged</source>
        <translation>Assediato</translation>
    </message>
    <message>
        <source>Fort destroyed</source>
        <translation>Forte distrutto</translation>
    </message>
    <message>
        <source>Out of supply</source>
        <translation>Fuori Rifornimento</translation>
    </message>
    <message>
        <source>Activated move</source>
        <translation>Attivato per il movimento</translation>
    </message>
    <message>
        <source>Activated attack</source>
        <translation>Attivato per l&apos;attacco</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Mosso</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Ha attaccato</translation>
    </message>
    <message>
        <source>Entrenching</source>
        <translation>Trinceramento</translation>
    </message>
    <message>
        <source>Beachhead</source>
        <translation>Testa di sbarco</translation>
    </message>
    <message>
        <source>Russian VP</source>
        <translation>VP russi</translation>
    </message>
    <message>
        <source>Unrest</source>
        <translation>Disordini</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Disorganizzato</translation>
    </message>
    <message>
        <source>North Sea</source>
        <translation>Mare del Nord</translation>
    </message>
    <message>
        <source>Baltic Sea</source>
        <translation>Mar Baltico</translation>
    </message>
    <message>
        <source>Atlantic Ocean</source>
        <translation>Oceano Atlantico</translation>
    </message>
    <message>
        <source>Mediterranean Sea</source>
        <translation>Mar Mediterraneo</translation>
    </message>
    <message>
        <source>Black Sea</source>
        <translation>Mar Nero</translation>
    </message>
    <message>
        <source>Adriatic</source>
        <translation>Adriatico</translation>
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
        <translation>Golfo Persico</translation>
    </message>
    <message>
        <source>Red Sea</source>
        <translation>Mar Rosso</translation>
    </message>
    <message>
        <source>Near East map</source>
        <translation>Mappa del Vicino Oriente</translation>
    </message>
    <message>
        <source>Gallipoli</source>
        <translation>Gallipoli</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>terreno aperto</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagna</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>foresta</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>deserto</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>palude</translation>
    </message>
    <message>
        <source>army</source>
        <translation>armata</translation>
    </message>
    <message>
        <source>corps</source>
        <translation>corpo</translation>
    </message>
    <message>
        <source>division</source>
        <translation>divisione</translation>
    </message>
    <message>
        <source>irregular</source>
        <translation>irregolare</translation>
    </message>
    <message>
        <source>tribe</source>
        <translation>tribù</translation>
    </message>
    <message>
        <source>HQ</source>
        <translation>QG</translation>
    </message>
    <message>
        <source>heavy artillery</source>
        <translation>artiglieria pesante</translation>
    </message>
    <message>
        <source>Europe map</source>
        <translation>Mappa dell&apos;Europa</translation>
    </message>
    <message>
        <source>Main map</source>
        <translation>Mappa principale</translation>
    </message>
    <message>
        <source>Gallipoli map</source>
        <translation>Mappa di Gallipoli</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Island base</source>
        <translation>Base insulare</translation>
    </message>
    <message>
        <source>Balkans only</source>
        <translation>Solo Balcani</translation>
    </message>
    <message>
        <source>Persia, India and Baluchistan only</source>
        <translation>Solo Persia, India e Belucistan</translation>
    </message>
    <message>
        <source>India only</source>
        <translation>Solo India</translation>
    </message>
    <message>
        <source>East Mediterranean</source>
        <translation>Mediterraneo orientale</translation>
    </message>
    <message>
        <source>Sea of Marmara</source>
        <translation>Mar di Marmara</translation>
    </message>
    <message>
        <source>Dardanelles</source>
        <translation>Dardanelli</translation>
    </message>
    <message>
        <source>Suez Canal</source>
        <translation>Canale di Suez</translation>
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
        <translation>Asia centrale</translation>
    </message>
    <message>
        <source>Afghanistan</source>
        <translation>Afghanistan</translation>
    </message>
</context>
<context>
    <name>BoardBox</name>
    <message>
        <source>CP Reserve Box</source>
        <translation>Casella della Riserva CP</translation>
    </message>
    <message>
        <source>AP Reserve Box</source>
        <translation>Casella della Riserva AP</translation>
    </message>
    <message>
        <source>CP Eliminated Box</source>
        <translation>Casella delle Unità Eliminate CP</translation>
    </message>
    <message>
        <source>AP Eliminated Box</source>
        <translation>Casella delle Unità Eliminate AP</translation>
    </message>
    <message>
        <source>CP Permanently Eliminated</source>
        <translation>Eliminate per sempre CP</translation>
    </message>
    <message>
        <source>AP Permanently Eliminated</source>
        <translation>Eliminate per sempre AP</translation>
    </message>
    <message>
        <source>CP Reinforcements</source>
        <translation>Rinforzi CP</translation>
    </message>
    <message>
        <source>AP Reinforcements</source>
        <translation>Rinforzi AP</translation>
    </message>
    <message>
        <source>CP Corps Assets Box</source>
        <translation>Casella dei Corpi CP</translation>
    </message>
    <message>
        <source>AP Corps Assets Box</source>
        <translation>Casella dei Corpi AP</translation>
    </message>
    <message>
        <source>CP units not yet in play</source>
        <translation>Unità CP non ancora in gioco</translation>
    </message>
    <message>
        <source>AP units not yet in play</source>
        <translation>Unità AP non ancora in gioco</translation>
    </message>
    <message>
        <source>Bakhtiari</source>
        <translation>Bakhtiari</translation>
    </message>
    <message>
        <source>Kurds</source>
        <translation>Curdi</translation>
    </message>
    <message>
        <source>Senussi</source>
        <translation>Senussi</translation>
    </message>
    <message>
        <source>Bawi</source>
        <translation>Bawi</translation>
    </message>
    <message>
        <source>Laz</source>
        <translation>Lazi</translation>
    </message>
    <message>
        <source>Qashqai</source>
        <translation>Qashqai</translation>
    </message>
    <message>
        <source>Tangistani</source>
        <translation>Tangistani</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Paludi</translation>
    </message>
    <message>
        <source>NW Frontier</source>
        <translation>Frontiera NO</translation>
    </message>
    <message>
        <source>Jangali</source>
        <translation>Jangali</translation>
    </message>
    <message>
        <source>Sinjabi</source>
        <translation>Sinjabi</translation>
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
        <translation>ASSEDIO</translation>
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
        <translation>ATT</translation>
    </message>
    <message>
        <source>MVD</source>
        <translation>MOV✓</translation>
    </message>
    <message>
        <source>ATKD</source>
        <translation>ATT✓</translation>
    </message>
    <message>
        <source>ENT</source>
        <translation>TRINC</translation>
    </message>
    <message>
        <source>BH</source>
        <translation>TdS</translation>
    </message>
    <message>
        <source>RU VP</source>
        <translation>VP RU</translation>
    </message>
    <message>
        <source>UNR</source>
        <translation>DISORD</translation>
    </message>
    <message>
        <source>DIS</source>
        <translation>DISORG</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>unknown marker kind {kind!r}; known: {known}</source>
        <translation>tipo di segnalino sconosciuto {kind!r}; noti: {known}</translation>
    </message>
    <message>
        <source>marker {kind!r}: side must be &apos;ap&apos; or &apos;cp&apos;, got {got!r}</source>
        <translation>segnalino {kind!r}: la parte deve essere &apos;ap&apos; o &apos;cp&apos;, non {got!r}</translation>
    </message>
    <message>
        <source>trench marker: level must be 1 or 2 (11.2.3), got {level}</source>
        <translation>segnalino trincea: il livello deve essere 1 o 2 (11.2.3), non {level}</translation>
    </message>
    <message>
        <source>action round {round}: unknown action {action!r}</source>
        <translation>round di azione {round}: azione sconosciuta {action!r}</translation>
    </message>
    <message>
        <source>turn must be 1..20, got {turn}</source>
        <translation>il turno deve essere da 1 a 20, non {turn}</translation>
    </message>
    <message>
        <source>us_entry: unknown step {step!r}</source>
        <translation>us_entry: passo sconosciuto {step!r}</translation>
    </message>
    <message>
        <source>ru_capitulation: unknown step {step!r}</source>
        <translation>ru_capitulation: passo sconosciuto {step!r}</translation>
    </message>
    <message>
        <source>commitment of {side}: unknown level {level!r}</source>
        <translation>impegno di {side}: livello sconosciuto {level!r}</translation>
    </message>
    <message>
        <source>unit {unit!r} is not a unit of this game</source>
        <translation>l&apos;unità {unit!r} non è un&apos;unità di questo gioco</translation>
    </message>
    <message>
        <source>unit {unit!r}: location {place!r} is neither a space nor a box</source>
        <translation>unità {unit!r}: la posizione {place!r} non è né uno spazio né una casella</translation>
    </message>
    <message>
        <source>markers on {place!r}, which is neither a space nor a box</source>
        <translation>segnalini su {place!r}, che non è né uno spazio né una casella</translation>
    </message>
    <message>
        <source>not a position file: {detail}</source>
        <translation>non è un file di posizione: {detail}</translation>
    </message>
    <message>
        <source>not a position file (format should be {format!r})</source>
        <translation>non è un file di posizione (il formato dovrebbe essere {format!r})</translation>
    </message>
    <message>
        <source>position file: missing or wrong field ({detail})</source>
        <translation>file di posizione: campo mancante o errato ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>impossibile leggere {path}: {detail}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source> — drag to move, right-click to remove</source>
        <translation> — trascina per spostare, clic destro per togliere</translation>
    </message>
    <message>
        <source>Click a cell to put the marker there; right-click for more</source>
        <translation>Fai clic su una cella per mettervi il segnalino; clic destro per altro</translation>
    </message>
    <message>
        <source>{box}: {n} units</source>
        <translation>{box}: {n} unità</translation>
    </message>
    <message>
        <source>Drop on a space or box; a drop anywhere else puts it back</source>
        <translation>Rilascia su uno spazio o una casella; altrove torna al suo posto</translation>
    </message>
    <message>
        <source>Not on a space or box: put back</source>
        <translation>Non su uno spazio o una casella: rimesso a posto</translation>
    </message>
</context>
<context>
    <name>BotPlay</name>
    <message>
        <source>Watch the computer play</source>
        <translation>Guarda giocare il computer</translation>
    </message>
    <message>
        <source>New game against the computer</source>
        <translation>Nuova partita contro il computer</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>{side} level</source>
        <translation>Livello {side}</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Giochi con</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Livello del computer</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Show each move for</source>
        <translation>Mostra ogni mossa per</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Passo per passo</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Mossa successiva</translation>
    </message>
    <message>
        <source>how long each computer move is shown before it is played</source>
        <translation>per quanto tempo ogni mossa del computer è mostrata prima di essere giocata</translation>
    </message>
    <message>
        <source>Stop and take the seat</source>
        <translation>Ferma e prendi il posto</translation>
    </message>
    <message>
        <source>You hold every seat now.</source>
        <translation>Ora occupi tutti i posti.</translation>
    </message>
    <message>
        <source>Computer ({side}, {level}) is thinking…</source>
        <translation>Il computer ({side}, {level}) sta pensando…</translation>
    </message>
    <message>
        <source>Computer plays: {bots}</source>
        <translation>Il computer gioca: {bots}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New solitaire game against the &amp;computer…</source>
        <translation>Nuova partita in solitario contro il &amp;computer…</translation>
    </message>
    <message>
        <source>&amp;Watch the computer play…</source>
        <translation>&amp;Guarda giocare il computer…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>rule-based</source>
        <translation>a regole</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>The computer plays the {side} ({level}).
{prompt}

Its hand stays hidden.</source>
        <translation>Il computer gioca con {side} ({level}).
{prompt}

La sua mano resta nascosta.</translation>
    </message>
    <message>
        <source>The computer ({side}) could not decide: {error}</source>
        <translation>Il computer ({side}) non è riuscito a decidere: {error}</translation>
    </message>
    <message>
        <source>Computer: {action}</source>
        <translation>Computer: {action}</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>discards</source>
        <translation>scarti</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>rimosse</translation>
    </message>
    <message>
        <source>combat cards face up</source>
        <translation>carte di combattimento scoperte</translation>
    </message>
    <message>
        <source>Cards: discards, removed, face-up combat cards</source>
        <translation>Carte: scarti, rimosse, carte di combattimento scoperte</translation>
    </message>
    <message>
        <source>No cards.</source>
        <translation>Nessuna carta.</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>(no event text)</source>
        <translation>(nessun testo dell&apos;evento)</translation>
    </message>
    <message>
        <source>COMBAT CARD</source>
        <translation>CARTA DI COMBATTIMENTO</translation>
    </message>
    <message>
        <source>WS +{ws}</source>
        <translation>WS +{ws}</translation>
    </message>
    <message>
        <source>* removed after event</source>
        <translation>* rimossa dopo l&apos;evento</translation>
    </message>
    <message>
        <source>event + OPS</source>
        <translation>evento + OPS</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation>rinforzi</translation>
    </message>
    <message>
        <source>optional card</source>
        <translation>carta opzionale</translation>
    </message>
    <message>
        <source>Needs first: {cards}</source>
        <translation>Richiede prima: {cards}</translation>
    </message>
    <message>
        <source>Needs one of: {cards}</source>
        <translation>Richiede una tra: {cards}</translation>
    </message>
    <message>
        <source>Not after: {cards}</source>
        <translation>Non dopo: {cards}</translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Rimosse</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>combat card</source>
        <translation>carta di combattimento</translation>
    </message>
    <message>
        <source>removed after the event</source>
        <translation>rimossa dopo l&apos;evento</translation>
    </message>
    <message>
        <source>event then OPS</source>
        <translation>evento poi OPS</translation>
    </message>
    <message>
        <source>Shuffle discard</source>
        <translation>Rimescola gli scarti</translation>
    </message>
    <message>
        <source>Shuffle the discard pile into the draw deck</source>
        <translation>Rimescola il mazzo degli scarti nel mazzo di pesca</translation>
    </message>
    <message>
        <source>+ Limited War</source>
        <translation>+ Guerra Limitata</translation>
    </message>
    <message>
        <source>War commitment: shuffle the Limited War cards into the draw deck</source>
        <translation>Impegno bellico: rimescola le carte di Guerra Limitata nel mazzo di pesca</translation>
    </message>
    <message>
        <source>+ Total War</source>
        <translation>+ Guerra Totale</translation>
    </message>
    <message>
        <source>War commitment: shuffle the Total War cards into the draw deck</source>
        <translation>Impegno bellico: rimescola le carte di Guerra Totale nel mazzo di pesca</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Put the chosen card on the discard pile</source>
        <translation>Metti la carta scelta negli scarti</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Put the chosen card on the removed pile</source>
        <translation>Metti la carta scelta tra le rimosse</translation>
    </message>
    <message>
        <source>Put the chosen card on the in play pile</source>
        <translation>Metti la carta scelta tra quelle in gioco</translation>
    </message>
    <message>
        <source>To deck</source>
        <translation>Nel mazzo</translation>
    </message>
    <message>
        <source>Put the chosen card back on top of the draw deck</source>
        <translation>Rimetti la carta scelta in cima al mazzo di pesca</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Pass to {side}</source>
        <translation>Passa a {side}</translation>
    </message>
    <message>
        <source>the {side} player</source>
        <translation>il giocatore {side}</translation>
    </message>
    <message>
        <source>Choose a card of the hand first</source>
        <translation>Prima scegli una carta della mano</translation>
    </message>
    <message>
        <source>Nobody holds the hand: pass it to a side first</source>
        <translation>Nessuno ha la mano: prima passala a una parte</translation>
    </message>
    <message>
        <source>Draw deck: {deck} cards · hand: {hand} · later decks: {later}</source>
        <translation>Mazzo di pesca: {deck} carte · mano: {hand} · mazzi successivi: {later}</translation>
    </message>
    <message>
        <source>No hand shown</source>
        <translation>Nessuna mano mostrata</translation>
    </message>
    <message>
        <source>{side} hand (hover a card for its text)</source>
        <translation>Mano: {side} (passa sopra una carta per il testo)</translation>
    </message>
</context>
<context>
    <name>CombatWindow</name>
    <message>
        <source>permanently eliminated</source>
        <translation>eliminata definitivamente</translation>
    </message>
    <message>
        <source>eliminated, replaced by {unit}</source>
        <translation>eliminata, sostituita da {unit}</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminata</translation>
    </message>
    <message>
        <source>reduced</source>
        <translation>ridotta</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>no units</source>
        <translation>nessuna unità</translation>
    </message>
    <message>
        <source>not fired yet</source>
        <translation>non ha ancora sparato</translation>
    </message>
    <message>
        <source>Army table</source>
        <translation>Tabella Armate</translation>
    </message>
    <message>
        <source>Corps table</source>
        <translation>Tabella Corpi</translation>
    </message>
    <message>
        <source>strength {n}</source>
        <translation>forza {n}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>colonna {column}</translation>
    </message>
    <message>
        <source> (shift {shift})</source>
        <translation> (spostamento {shift})</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>dado non ancora tirato</translation>
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
        <translation>Nessun tentativo di attacco di fianco.</translation>
    </message>
    <message>
        <source>No flank attempt: {problem}.</source>
        <translation>Nessun tentativo di attacco di fianco: {problem}.</translation>
    </message>
    <message>
        <source>Flank attempt, pinning from {space}, drm {drm}</source>
        <translation>Tentativo di attacco di fianco, bloccando da {space}, drm {drm}</translation>
    </message>
    <message>
        <source>: die {die} — </source>
        <translation>: dado {die} — </translation>
    </message>
    <message>
        <source>succeeds, the attacker fires first</source>
        <translation>riesce, l&apos;attaccante spara per primo</translation>
    </message>
    <message>
        <source>fails, the defender fires first</source>
        <translation>fallisce, il difensore spara per primo</translation>
    </message>
    <message>
        <source>The attacker fires first.</source>
        <translation>L&apos;attaccante spara per primo.</translation>
    </message>
    <message>
        <source>The defender fires first.</source>
        <translation>Il difensore spara per primo.</translation>
    </message>
    <message>
        <source>Both sides fire at once.</source>
        <translation>Entrambe le parti sparano insieme.</translation>
    </message>
    <message>
        <source>{side} choose their losses for LN {ln}.</source>
        <translation>{side}: scelgono le perdite per LN {ln}.</translation>
    </message>
    <message>
        <source>{side} choose their losses.</source>
        <translation>{side}: scelgono le perdite.</translation>
    </message>
    <message>
        <source>{side} win the combat.</source>
        <translation>{side}: vincono il combattimento.</translation>
    </message>
    <message>
        <source>The defender must retreat 1 space</source>
        <translation>Il difensore deve ritirarsi di 1 spazio</translation>
    </message>
    <message>
        <source>The defender must retreat {n} spaces</source>
        <translation>Il difensore deve ritirarsi di {n} spazi</translation>
    </message>
    <message>
        <source> (may cancel the retreat).</source>
        <translation> (può annullare la ritirata).</translation>
    </message>
    <message>
        <source>Retreat to: </source>
        <translation>Ritirata in: </translation>
    </message>
    <message>
        <source>Advance into: </source>
        <translation>Avanzata in: </translation>
    </message>
    <message>
        <source> −1 step</source>
        <translation> −1 livello</translation>
    </message>
    <message>
        <source> −{n} steps</source>
        <translation> −{n} livelli</translation>
    </message>
    <message>
        <source> (reduced)</source>
        <translation> (ridotta)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Perdite</translation>
    </message>
    <message>
        <source>Combat cards: {cards}&lt;br&gt;DRM: {drms}&lt;br&gt;Fire: {fire}</source>
        <translation>Carte di combattimento: {cards}&lt;br&gt;DRM: {drms}&lt;br&gt;Fuoco: {fire}</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combattimento</translation>
    </message>
    <message>
        <source>No combat in progress</source>
        <translation>Nessun combattimento in corso</translation>
    </message>
    <message>
        <source>, trench level {n}</source>
        <translation>, trincea di livello {n}</translation>
    </message>
    <message>
        <source>Attack on {space} ({terrain})</source>
        <translation>Attacco su {space} ({terrain})</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>non tirato</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Fianco</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>riesce</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>fallisce</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>cannot verify {file}: {error}</source>
        <translation>impossibile verificare {file}: {error}</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}</source>
        <translation>impossibile aprire {file}: {error}</translation>
    </message>
    <message>
        <source>{file}: sound: scenario {scenario}, seed {seed}, {actions} actions, rules version {rules}; every action and hash checked</source>
        <translation>{file}: valido: scenario {scenario}, seme {seed}, {actions} azioni, versione delle regole {rules}; ogni azione e ogni hash verificati</translation>
    </message>
</context>
<context>
    <name>CommandSeats</name>
    <message>
        <source>CP West command</source>
        <translation>Comando CP Ovest</translation>
    </message>
    <message>
        <source>CP East command</source>
        <translation>Comando CP Est</translation>
    </message>
    <message>
        <source>Central Powers (both commands)</source>
        <translation>Potenze Centrali (entrambi i comandi)</translation>
    </message>
    <message>
        <source>AP West command</source>
        <translation>Comando AP Ovest</translation>
    </message>
    <message>
        <source>AP East command</source>
        <translation>Comando AP Est</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Due giocatori</translation>
    </message>
    <message>
        <source>Four players: Historical on three fronts</source>
        <translation>Quattro giocatori: Storico su tre fronti</translation>
    </message>
    <message>
        <source>Three players: Historical on three fronts</source>
        <translation>Tre giocatori: Storico su tre fronti</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>the four- and three-player tables are played on the Historical scenario only (seed 003)</source>
        <translation>i tavoli a quattro e a tre giocatori si giocano solo con lo scenario Storico (seed 003)</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>could not write a crash report ({error})</source>
        <translation>impossibile scrivere un rapporto d&apos;errore ({error})</translation>
    </message>
    <message>
        <source>unexpected error {error}; report written to {report}</source>
        <translation>errore imprevisto {error}; rapporto scritto in {report}</translation>
    </message>
    <message>
        <source>Something went wrong: {error}

A report was written to:
{report}

Your game is safe: it was saved after your last action and is resumed the next time you start the application.</source>
        <translation>Qualcosa è andato storto: {error}

Un rapporto è stato scritto in:
{report}

La partita è al sicuro: è stata salvata dopo l&apos;ultima azione e riprenderà al prossimo avvio dell&apos;applicazione.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Errore imprevisto</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <source>west</source>
        <translation>ovest</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attacco</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>French mutiny</source>
        <translation>ammutinamento francese</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>not a legal play at this decision</source>
        <translation>giocata non consentita in questa decisione</translation>
    </message>
    <message>
        <source>Play {card} as {use}</source>
        <translation>Gioca {card} come {use}</translation>
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
        <translation>{n} carte</translation>
    </message>
</context>
<context>
    <name>HandPlayWindow</name>
    <message>
        <source>Hand-play tables (*{suffix})</source>
        <translation>Tavoli di gioco a mano (*{suffix})</translation>
    </message>
    <message>
        <source>{game} — {scenario} (hand play, no rules)</source>
        <translation>{game} — {scenario} (gioco a mano, senza regole)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Nessun tiro ancora</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Roll 1 die</source>
        <translation>Tira 1 dado</translation>
    </message>
    <message>
        <source>Roll 2 dice</source>
        <translation>Tira 2 dadi</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>{side} may take into the first hand</source>
        <translation>{side} può prendere nella prima mano</translation>
    </message>
    <message>
        <source>{nation} enters the war ({rule})</source>
        <translation>{nation} entra in guerra ({rule})</translation>
    </message>
    <message>
        <source>{card} is no longer in the draw deck</source>
        <translation>{card} non è più nel mazzo di pesca</translation>
    </message>
    <message>
        <source>{nation} enters the war.</source>
        <translation>{nation} entra in guerra.</translation>
    </message>
    <message>
        <source>{side} rolls</source>
        <translation>{side} tira</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Salvato {file}</translation>
    </message>
    <message>
        <source>Save table as</source>
        <translation>Salva il tavolo come</translation>
    </message>
    <message>
        <source>New game (hand play)</source>
        <translation>Nuova partita (gioco a mano)</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>Impossibile aprire il tavolo</translation>
    </message>
    <message>
        <source>Open table…</source>
        <translation>Apri il tavolo…</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Pass the screen to {name} ({side}).</source>
        <translation>Passa lo schermo a {name} ({side}).</translation>
    </message>
    <message>
        <source>{name}: click Continue when the other player cannot see the screen.</source>
        <translation>{name}: fai clic su Continua quando l&apos;altro giocatore non può vedere lo schermo.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>Continua come {name}</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Sequence of play</source>
        <translation>Sequenza di gioco</translation>
    </message>
    <message>
        <source>Fire tables</source>
        <translation>Tabelle di combattimento</translation>
    </message>
    <message>
        <source>Terrain effects</source>
        <translation>Effetti del terreno</translation>
    </message>
    <message>
        <source>&lt;p&gt;A table for GMT&apos;s &lt;i&gt;Paths of Glory&lt;/i&gt;: the board, the cards and a rules engine that offers only legal moves. Hotseat, play by e-mail or solitaire.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Paths of Glory&lt;/i&gt; is a game by Ted Raicer published by GMT Games. This program is an unofficial aid for owners of the game; the card texts and reference pages are our own short summaries, not the printed rules.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un tavolo per &lt;i&gt;Paths of Glory&lt;/i&gt; di GMT: la mappa, le carte e un motore di regole che propone solo mosse consentite. Allo stesso tavolo, per e-mail o in solitario.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Paths of Glory&lt;/i&gt; è un gioco di Ted Raicer pubblicato da GMT Games. Questo programma è un aiuto non ufficiale per chi possiede il gioco; i testi delle carte e le pagine di riferimento sono nostri brevi riassunti, non le regole stampate.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation>Riferimento rapido</translation>
    </message>
</context>
<context>
    <name>HistoryControls</name>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Prima posizione (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Un passo indietro (Sinistra)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Riproduci / pausa (Spazio)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Un passo avanti (Destra)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Ultima posizione (Fine)</translation>
    </message>
    <message>
        <source>Position {n} of {last}</source>
        <translation>Posizione {n} di {last}</translation>
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
        <translation>nessuna voce nel registro</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Inizio della partita</translation>
    </message>
    <message>
        <source>Turn {turn}, round {round}</source>
        <translation>Turno {turn}, round {round}</translation>
    </message>
    <message>
        <source>Start of the game ({when})</source>
        <translation>Inizio della partita ({when})</translation>
    </message>
    <message>
        <source>Action {n}: {action} ({when})</source>
        <translation>Azione {n}: {action} ({when})</translation>
    </message>
    <message>
        <source>History (read-only)</source>
        <translation>Cronologia (sola lettura)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>The interface will be in {language} from the next start.</source>
        <translation>L&apos;interfaccia sarà in {language} dal prossimo avvio.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source> (did you mean {names}?)</source>
        <translation> (forse intendevi {names}?)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>--center {center} is not a space id{suggestion}</source>
        <translation>--center {center} non è l&apos;id di uno spazio{suggestion}</translation>
    </message>
    <message>
        <source>cannot set up scenario {scenario}: {error}</source>
        <translation>impossibile preparare lo scenario {scenario}: {error}</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>impossibile scrivere {file}</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}</source>
        <translation>impossibile aprire {file}: {error}</translation>
    </message>
    <message>
        <source>already running; opening {file} there</source>
        <translation>già in esecuzione; {file} si apre lì</translation>
    </message>
    <message>
        <source>already running; brought to the front</source>
        <translation>già in esecuzione; portato in primo piano</translation>
    </message>
    <message>
        <source>cannot listen on {name}: {error}; files opened from the file manager will start another window</source>
        <translation>impossibile ascoltare su {name}: {error}; i file aperti dal file manager apriranno un&apos;altra finestra</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Riga di comando</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Spazi</translation>
    </message>
    <message>
        <source>A space, tinted in its nation&apos;s colour; its name is printed under it.</source>
        <translation>Uno spazio, tinto del colore della sua nazione; il nome è scritto sotto.</translation>
    </message>
    <message>
        <source>Thick red frame: a victory-point space (a VP for the side that controls it).</source>
        <translation>Cornice rossa spessa: uno spazio di Punti Vittoria (un VP per chi lo controlla).</translation>
    </message>
    <message>
        <source>Pentagon: a fort, with its strength.</source>
        <translation>Pentagono: un forte, con la sua forza.</translation>
    </message>
    <message>
        <source>Grey, struck-through pentagon: a destroyed fort.</source>
        <translation>Pentagono grigio e barrato: un forte distrutto.</translation>
    </message>
    <message>
        <source>Red star: a capital.</source>
        <translation>Stella rossa: una capitale.</translation>
    </message>
    <message>
        <source>Anchor: a port, in the colour of the side that may use it.</source>
        <translation>Ancora: un porto, nel colore della parte che può usarlo.</translation>
    </message>
    <message>
        <source>Ringed S: a supply source.</source>
        <translation>S cerchiata: una fonte di rifornimento.</translation>
    </message>
    <message>
        <source>Peaks: mountain.</source>
        <translation>Cime: montagna.</translation>
    </message>
    <message>
        <source>Reeds: swamp.</source>
        <translation>Canne: palude.</translation>
    </message>
    <message>
        <source>Trees: forest.</source>
        <translation>Alberi: foresta.</translation>
    </message>
    <message>
        <source>Dots: desert.</source>
        <translation>Puntini: deserto.</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Pedine</translation>
    </message>
    <message>
        <source>An army (larger counter, XXXX): nation, name, and combat-loss-movement factors at the bottom.</source>
        <translation>Un&apos;armata (pedina più grande, XXXX): nazione, nome e in basso i fattori di combattimento-perdita-movimento.</translation>
    </message>
    <message>
        <source>A corps (smaller counter, XXX).</source>
        <translation>Un corpo (pedina più piccola, XXX).</translation>
    </message>
    <message>
        <source>White band across the top: the unit is on its reduced side.</source>
        <translation>Banda bianca in alto: l&apos;unità è sul lato ridotto.</translation>
    </message>
    <message>
        <source>Red number: how many units the stack holds. Point at a stack or click it to fan it out; the Stack panel lists them.</source>
        <translation>Numero rosso: quante unità ha la pila. Punta una pila o fai clic per aprirla a ventaglio; il pannello Pila le elenca.</translation>
    </message>
    <message>
        <source>Markers (on a space&apos;s left edge)</source>
        <translation>Segnalini (sul bordo sinistro dello spazio)</translation>
    </message>
    <message>
        <source>T1 / T2: a trench of level 1 or 2, edged in its side&apos;s colour.</source>
        <translation>T1 / T2: una trincea di livello 1 o 2, bordata nel colore della sua parte.</translation>
    </message>
    <message>
        <source>AP / CP disc: control by a side other than the printed one.</source>
        <translation>Disco AP / CP: controllo di una parte diversa da quella stampata.</translation>
    </message>
    <message>
        <source>F✕: the fort here has been destroyed.</source>
        <translation>F✕: il forte qui è stato distrutto.</translation>
    </message>
    <message>
        <source>SIEGE: the fort is besieged.</source>
        <translation>SIEGE: il forte è assediato.</translation>
    </message>
    <message>
        <source>OOS: units out of supply.</source>
        <translation>OOS: unità fuori rifornimento.</translation>
    </message>
    <message>
        <source>MOVE: space activated for movement this action round.</source>
        <translation>MOVE: spazio attivato per il movimento in questo round di azione.</translation>
    </message>
    <message>
        <source>ATK: space activated for combat this action round.</source>
        <translation>ATK: spazio attivato per il combattimento in questo round di azione.</translation>
    </message>
    <message>
        <source>MVD: units that have moved this action round.</source>
        <translation>MVD: unità che hanno mosso in questo round di azione.</translation>
    </message>
    <message>
        <source>ATKD: units that have attacked this action round.</source>
        <translation>ATKD: unità che hanno attaccato in questo round di azione.</translation>
    </message>
    <message>
        <source>ENT: an army trying to dig a trench.</source>
        <translation>ENT: un&apos;armata che tenta di scavare una trincea.</translation>
    </message>
    <message>
        <source>Highlights while playing</source>
        <translation>Evidenziazioni durante il gioco</translation>
    </message>
    <message>
        <source>Blue: a space to activate (the cost to move / to attack) or whose units can be chosen.</source>
        <translation>Blu: uno spazio da attivare (il costo per muovere / per attaccare) o le cui unità si possono scegliere.</translation>
    </message>
    <message>
        <source>Green: where the chosen units can go (the movement points it takes).</source>
        <translation>Verde: dove possono andare le unità scelte (i punti movimento necessari).</translation>
    </message>
    <message>
        <source>Red: an attack target (attacker vs defender strength), the combat&apos;s space, a flank&apos;s pinning space.</source>
        <translation>Rosso: un bersaglio d&apos;attacco (forza attaccante contro difensore), lo spazio del combattimento, lo spazio che blocca nell&apos;attacco di fianco.</translation>
    </message>
    <message>
        <source>Purple: any other choice the rules offer there.</source>
        <translation>Viola: qualsiasi altra scelta che le regole offrono lì.</translation>
    </message>
    <message>
        <source>Orange: the path to the space under the pointer, step by step.</source>
        <translation>Arancione: il percorso fino allo spazio sotto il puntatore, passo per passo.</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>impossibile scrivere {file}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Attrition phase</source>
        <translation>Fase di Attrito</translation>
    </message>
    <message>
        <source>Card pass phase</source>
        <translation>Fase di passaggio delle carte</translation>
    </message>
    <message>
        <source>Draw phase</source>
        <translation>Fase di Pesca</translation>
    </message>
    <message>
        <source>End of turn phase</source>
        <translation>Fase di fine turno</translation>
    </message>
    <message>
        <source>Mandated offensive phase</source>
        <translation>Fase di Offensiva Obbligatoria</translation>
    </message>
    <message>
        <source>Replacement phase</source>
        <translation>Fase dei Rimpiazzi</translation>
    </message>
    <message>
        <source>Setup phase</source>
        <translation>Fase di schieramento</translation>
    </message>
    <message>
        <source>Siege phase</source>
        <translation>Fase di Assedio</translation>
    </message>
    <message>
        <source>War status phase</source>
        <translation>Fase dello Stato di Guerra</translation>
    </message>
    <message>
        <source>Action round {round}</source>
        <translation>Round di azione {round}</translation>
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
        <translation>dadi {rolls}</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <source>Tight (as printed)</source>
        <translation>Stretta (come stampata)</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Distesa</translation>
    </message>
    <message>
        <source>Wide</source>
        <translation>Larga</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Adatti ai daltonici</translation>
    </message>
    <message>
        <source>Table look</source>
        <translation>Aspetto del tavolo</translation>
    </message>
    <message>
        <source>Label size</source>
        <translation>Dimensione delle etichette</translation>
    </message>
    <message>
        <source>Stack spread</source>
        <translation>Apertura delle pile</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colori</translation>
    </message>
    <message>
        <source>Replay pace</source>
        <translation>Velocità di riproduzione</translation>
    </message>
    <message>
        <source>{pace} ({ms} ms a step)</source>
        <translation>{pace} ({ms} ms a passo)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Paths of Glory games (*.pog)</source>
        <translation>Partite di Paths of Glory (*.pog)</translation>
    </message>
    <message>
        <source>Paths of Glory — {scenario} (sandbox)</source>
        <translation>Paths of Glory — {scenario} (tavolo libero)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation>Salva la posizione…</translation>
    </message>
    <message>
        <source>Open position…</source>
        <translation>Apri una posizione…</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Salvato {file}</translation>
    </message>
    <message>
        <source>Cannot save: {error}</source>
        <translation>Impossibile salvare: {error}</translation>
    </message>
    <message>
        <source>Cannot open {file}: {error}</source>
        <translation>Impossibile aprire {file}: {error}</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Salva la posizione</translation>
    </message>
    <message>
        <source>Board positions (*.json)</source>
        <translation>Posizioni sulla mappa (*.json)</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Apri una posizione</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Panoramica</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Giocatore Alleato</translation>
    </message>
    <message>
        <source>Central player</source>
        <translation>Giocatore Potenze Centrali</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Annulla &amp;mossa</translation>
    </message>
    <message>
        <source>Sandbox &amp;mode (no rules)</source>
        <translation>Modalità &amp;tavolo libero (senza regole)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Re&amp;cover autosaved position</source>
        <translation>Rec&amp;upera una posizione salvata automaticamente</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Rimpicciolisci</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Save the legend as a printable page (PDF)…</source>
        <translation>Salva la legenda come pagina stampabile (PDF)…</translation>
    </message>
    <message>
        <source>Show &amp;fronts (four/three players)</source>
        <translation>Mostra i &amp;fronti (quattro/tre giocatori)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuna)</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contro </translation>
    </message>
    <message>
        <source>autosaved</source>
        <translation>salvataggio automatico</translation>
    </message>
    <message>
        <source>Paths of Glory — {scenario}, seed {seed} ({where}, {n} actions)</source>
        <translation>Paths of Glory — {scenario}, seme {seed} ({where}, {n} azioni)</translation>
    </message>
    <message>
        <source>Cannot resume the last game</source>
        <translation>Impossibile riprendere l&apos;ultima partita</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Impossibile iniziare questa partita</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Impossibile aprire questa partita</translation>
    </message>
    <message>
        <source>Opened {file}; autosave failed: {error}</source>
        <translation>Aperto {file}; salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Aperto {file}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Salva la partita come</translation>
    </message>
    <message>
        <source>Save the legend</source>
        <translation>Salva la legenda</translation>
    </message>
    <message>
        <source>Cannot save the legend</source>
        <translation>Impossibile salvare la legenda</translation>
    </message>
</context>
<context>
    <name>Navigate</name>
    <message>
        <source>Find a space</source>
        <translation>Trova uno spazio</translation>
    </message>
    <message>
        <source>Space name, e.g. Verdun</source>
        <translation>Nome dello spazio, per es. Verdun</translation>
    </message>
    <message>
        <source>Find a space by name:</source>
        <translation>Trova uno spazio per nome:</translation>
    </message>
    <message>
        <source>No single space is called “{text}”: pick one from the list.</source>
        <translation>Nessuno spazio si chiama esattamente «{text}»: scegline uno dall&apos;elenco.</translation>
    </message>
    <message>
        <source>Type a space name.</source>
        <translation>Scrivi il nome di uno spazio.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>the seed must be a whole number from 0 to {max}, not {text}</source>
        <translation>il seme deve essere un numero intero da 0 a {max}, non {text}</translation>
    </message>
    <message>
        <source>scenario default</source>
        <translation>predefinito dello scenario</translation>
    </message>
    <message>
        <source>2004 rules</source>
        <translation>regole 2004</translation>
    </message>
    <message>
        <source>2022 Deluxe rules</source>
        <translation>regole Deluxe 2022</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tutte</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>the same scenario, seed, options and moves always give the same game</source>
        <translation>lo stesso scenario, seme, opzioni e mosse danno sempre la stessa partita</translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation>Nuovo seme casuale</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Regole opzionali</translation>
    </message>
    <message>
        <source>card ids, e.g. ap23, cp17</source>
        <translation>id delle carte, per es. ap23, cp17</translation>
    </message>
    <message>
        <source>{summary} (rule {rule})</source>
        <translation>{summary} (regola {rule})</translation>
    </message>
    <message>
        <source>Tournament bid: VP given to the Central Powers before play, negative to the Allies (rule 5.6.2)</source>
        <translation>Offerta da torneo: VP dati alle Potenze Centrali prima di giocare, negativi agli Alleati (regola 5.6.2)</translation>
    </message>
    <message>
        <source>Tournament VP bid</source>
        <translation>Offerta di VP da torneo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Hotseat: two players at one table, hands hidden at each hand-over</source>
        <translation>Stesso tavolo: due giocatori, mani nascoste a ogni passaggio</translation>
    </message>
    <message>
        <source>Solitaire: one player plays both sides</source>
        <translation>Solitario: un giocatore gioca entrambe le parti</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Giocatore Alleato</translation>
    </message>
    <message>
        <source>Central player</source>
        <translation>Giocatore Potenze Centrali</translation>
    </message>
    <message>
        <source>Allied Powers</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>Central Powers</source>
        <translation>Potenze Centrali</translation>
    </message>
    <message>
        <source>option {name}: unknown card id(s) {ids}</source>
        <translation>opzione {name}: id di carta sconosciuti {ids}</translation>
    </message>
    <message>
        <source>option {name}: {problem}</source>
        <translation>opzione {name}: {problem}</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>army</source>
        <translation>armata</translation>
    </message>
    <message>
        <source>corps</source>
        <translation>corpo</translation>
    </message>
    <message>
        <source>no fire</source>
        <translation>nessun fuoco</translation>
    </message>
    <message>
        <source>{table} {strength} col {column}</source>
        <translation>{table} {strength} col {column}</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contro </translation>
    </message>
    <message>
        <source>drm {drm}: {wins} in 6 to fire first, else the defender fires first</source>
        <translation>drm {drm}: {wins} su 6 di sparare per primo, altrimenti spara prima il difensore</translation>
    </message>
    <message>
        <source>both fire at once</source>
        <translation>sparano insieme</translation>
    </message>
    <message>
        <source>1 space, no die roll</source>
        <translation>1 spazio, nessun tiro di dado</translation>
    </message>
    <message>
        <source>{n} spaces, no die roll</source>
        <translation>{n} spazi, nessun tiro di dado</translation>
    </message>
</context>
<context>
    <name>PbemDialogs</name>
    <message>
        <source>New PBEM game</source>
        <translation>Nuova partita PBEM</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>La tua parte</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Opponent&apos;s e-mail</source>
        <translation>E-mail dell&apos;avversario</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Chiedimelo</translation>
    </message>
    <message>
        <source>Never play a combat card</source>
        <translation>Non giocare mai una carta di combattimento</translation>
    </message>
    <message>
        <source>The first legal way</source>
        <translation>Il primo modo consentito</translation>
    </message>
    <message>
        <source>The units ticked below first</source>
        <translation>Prima le unità spuntate qui sotto</translation>
    </message>
    <message>
        <source>Retreat when I may</source>
        <translation>Ritirati quando posso</translation>
    </message>
    <message>
        <source>Lose a step to stay</source>
        <translation>Perdi un livello per restare</translation>
    </message>
    <message>
        <source>Combat cards when defending</source>
        <translation>Carte di combattimento in difesa</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Perdite</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Ritirata</translation>
    </message>
    <message>
        <source>Standing orders</source>
        <translation>Ordini permanenti</translation>
    </message>
    <message>
        <source>Units to lose first</source>
        <translation>Unità da perdere per prime</translation>
    </message>
    <message>
        <source>e.g. Warsaw, Brest Litovsk (empty: ask me)</source>
        <translation>es. Varsavia, Brest Litovsk (vuoto: chiedimelo)</translation>
    </message>
    <message>
        <source>Retreat toward</source>
        <translation>Ritirata verso</translation>
    </message>
    <message>
        <source>No such space: {names}</source>
        <translation>Spazio inesistente: {names}</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>PBEM games</source>
        <translation>Partite PBEM</translation>
    </message>
</context>
<context>
    <name>PbemMail</name>
    <message>
        <source>Hello {opponent},

my turn file for our Paths of Glory game is attached: {file}
(open it with pog-desktop: Game &gt; PBEM &gt; Open turn).

{me}</source>
        <translation>Ciao {opponent},

in allegato il file del mio turno per la nostra partita a Paths of Glory: {file}
(aprilo con pog-desktop: Partita &gt; PBEM &gt; Apri un turno).

{me}</translation>
    </message>
    <message>
        <source>Paths of Glory PBEM: {file}</source>
        <translation>Paths of Glory PBEM: {file}</translation>
    </message>
    <message>
        <source>Written {file} in {folder} (the location is copied): attach it to the e-mail to {opponent}.</source>
        <translation>Scritto {file} in {folder} (il percorso è stato copiato): allegalo all&apos;e-mail per {opponent}.</translation>
    </message>
</context>
<context>
    <name>PbemWindow</name>
    <message>
        <source>Send turn</source>
        <translation>Invia il turno</translation>
    </message>
    <message>
        <source>Open turn…</source>
        <translation>Apri un turno…</translation>
    </message>
    <message>
        <source>Standing orders…</source>
        <translation>Ordini permanenti…</translation>
    </message>
    <message>
        <source>Reveal secrets (audit)</source>
        <translation>Rivela i segreti (verifica)</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Dal tuo ultimo turno</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>l&apos;avversario</translation>
    </message>
    <message>
        <source>PBEM — you ({seat}) vs {opponent} — {status}</source>
        <translation>PBEM — tu ({seat}) contro {opponent} — {status}</translation>
    </message>
    <message>
        <source>You play {seat} against {opponent}: {status}</source>
        <translation>Giochi {seat} contro {opponent}: {status}</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (tu)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Torna al tavolo</translation>
    </message>
    <message>
        <source>Replay the opponent&apos;s turn</source>
        <translation>Rivedi il turno dell&apos;avversario</translation>
    </message>
    <message>
        <source>Open turn</source>
        <translation>Apri un turno</translation>
    </message>
    <message>
        <source>Turn files (*{suffix})</source>
        <translation>File di turno (*{suffix})</translation>
    </message>
    <message>
        <source>Turn file refused</source>
        <translation>File di turno rifiutato</translation>
    </message>
    <message>
        <source>Join PBEM game</source>
        <translation>Unisciti alla partita PBEM</translation>
    </message>
    <message>
        <source>{inviter} invites you. Your name:</source>
        <translation>{inviter} ti invita. Il tuo nome:</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Io</translation>
    </message>
    <message>
        <source>&amp;PBEM</source>
        <translation>&amp;PBEM</translation>
    </message>
    <message>
        <source>&amp;New PBEM game…</source>
        <translation>&amp;Nuova partita PBEM…</translation>
    </message>
    <message>
        <source>&amp;Open turn…</source>
        <translation>&amp;Apri un turno…</translation>
    </message>
    <message>
        <source>PBEM &amp;games…</source>
        <translation>&amp;Partite PBEM…</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>markers follow the rules: they cannot be moved by hand</source>
        <translation>i segnalini seguono le regole: non si possono spostare a mano</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>combattimento</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selezionate</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>hand-over: the next player must click Continue first</source>
        <translation>passaggio: il prossimo giocatore deve prima fare clic su Continua</translation>
    </message>
    <message>
        <source>Selected {units}: click or drop on a marked space</source>
        <translation>Selezionate {units}: fai clic o rilascia su uno spazio evidenziato</translation>
    </message>
    <message>
        <source>{space}: choose</source>
        <translation>{space}: scegli</translation>
    </message>
    <message>
        <source>Cannot go to {space}: {reason}</source>
        <translation>Impossibile andare a {space}: {reason}</translation>
    </message>
    <message>
        <source>Cannot go to {space} in one activation from here</source>
        <translation>Impossibile andare a {space} con una sola attivazione da qui</translation>
    </message>
    <message>
        <source>Nothing to do at {space} now: {prompt}</source>
        <translation>Niente da fare a {space} ora: {prompt}</translation>
    </message>
    <message>
        <source>Path: {path} ({n} MP)</source>
        <translation>Percorso: {path} ({n} MP)</translation>
    </message>
    <message>
        <source>Autosave failed: {error}; the last autosave is kept</source>
        <translation>Salvataggio automatico non riuscito: {error}; si conserva l&apos;ultimo</translation>
    </message>
</context>
<context>
    <name>PlayKeys</name>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fatto</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passa</translation>
    </message>
    <message>
        <source>&amp;Stop here</source>
        <translation>Fer&amp;mati qui</translation>
    </message>
    <message>
        <source>&amp;Next (marked space / Continue)</source>
        <translation>&amp;Successivo (spazio evidenziato / Continua)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>Next: no space is marked for this decision</source>
        <translation>Successivo: nessuno spazio evidenziato per questa decisione</translation>
    </message>
    <message>
        <source>Marked space: {space}</source>
        <translation>Spazio evidenziato: {space}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Hand-over: the next player must click Continue first</source>
        <translation>Passaggio: il prossimo giocatore deve prima fare clic su Continua</translation>
    </message>
    <message>
        <source>{key}: not a choice now ({prompt})</source>
        <translation>{key}: non è una scelta possibile ora ({prompt})</translation>
    </message>
</context>
<context>
    <name>PlayerAids</name>
    <message>
        <source>Standing</source>
        <translation>Situazione</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Cronologia…</translation>
    </message>
    <message>
        <source>&amp;Find space…</source>
        <translation>&amp;Trova uno spazio…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>I&amp;mpostazioni</translation>
    </message>
    <message>
        <source>Table &amp;look…</source>
        <translation>&amp;Aspetto del tavolo…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About pog-desktop</source>
        <translation>&amp;Informazioni su pog-desktop</translation>
    </message>
    <message>
        <source>pog-desktop: see Help ▸ About</source>
        <translation>pog-desktop: vedi Aiuto ▸ Informazioni</translation>
    </message>
    <message>
        <source>About pog-desktop</source>
        <translation>Informazioni su pog-desktop</translation>
    </message>
    <message>
        <source>Could not keep the settings: {error}</source>
        <translation>Impossibile conservare le impostazioni: {error}</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>More choices ({n}) ▾</source>
        <translation>Altre scelte ({n}) ▾</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>nothing to undo: a die was rolled or a card drawn since</source>
        <translation>niente da annullare: da allora si è tirato un dado o pescato una carta</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>
seat {seat}</source>
        <translation>
posto {seat}</translation>
    </message>
</context>
<context>
    <name>PromptKind</name>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Attivazione</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avanzata</translation>
    </message>
    <message>
        <source>Answer peace</source>
        <translation>Risposta alla pace</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Combat cards</source>
        <translation>Carte di combattimento</translation>
    </message>
    <message>
        <source>Combat losses</source>
        <translation>Perdite in combattimento</translation>
    </message>
    <message>
        <source>Command play</source>
        <translation>Gioco del comando</translation>
    </message>
    <message>
        <source>Discard combat cards</source>
        <translation>Scarto delle carte di combattimento</translation>
    </message>
    <message>
        <source>Eliminate overstack</source>
        <translation>Eliminazione per sovraccumulo</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Attacco di fianco</translation>
    </message>
    <message>
        <source>Great retreat</source>
        <translation>Grande ritirata</translation>
    </message>
    <message>
        <source>Guns of august</source>
        <translation>I Cannoni di Agosto</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Pass card</source>
        <translation>Passaggio di carta</translation>
    </message>
    <message>
        <source>Pick units</source>
        <translation>Scelta delle unità</translation>
    </message>
    <message>
        <source>Place event units</source>
        <translation>Piazzamento delle unità dell&apos;evento</translation>
    </message>
    <message>
        <source>Place neutral units</source>
        <translation>Piazzamento delle unità neutrali</translation>
    </message>
    <message>
        <source>Redeploy</source>
        <translation>Rischieramento</translation>
    </message>
    <message>
        <source>Redeploy to</source>
        <translation>Destinazione del rischieramento</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Rimpiazzi</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Ritirata</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Sequence of play</source>
        <translation>Sequenza di gioco</translation>
    </message>
    <message>
        <source>A combat, step by step (12.2)</source>
        <translation>Un combattimento, passo per passo (12.2)</translation>
    </message>
    <message>
        <source>Fire tables</source>
        <translation>Tabelle di combattimento</translation>
    </message>
    <message>
        <source>Terrain effects</source>
        <translation>Effetti del terreno</translation>
    </message>
    <message>
        <source>A. Mandated offensive (7.0)</source>
        <translation>A. Offensiva Obbligatoria (7.0)</translation>
    </message>
    <message>
        <source>Each side rolls a die on its own table: the result names the nation that should attack this turn, or none.</source>
        <translation>Ogni parte tira un dado sulla propria tabella: il risultato indica la nazione che dovrebbe attaccare in questo turno, o nessuna.</translation>
    </message>
    <message>
        <source>B. Action phase (8.0)</source>
        <translation>B. Fase di Azione (8.0)</translation>
    </message>
    <message>
        <source>Six action rounds; in each the Central Powers act, then the Allies. An action is one card played for OPS, SR, RP or its event, or a 1-OPS action without a card, or a peace offer.</source>
        <translation>Sei round di azione; in ciascuno agiscono le Potenze Centrali, poi gli Alleati. Un&apos;azione è una carta giocata per OPS, SR, RP o per il suo evento, oppure un&apos;azione da 1 OPS senza carta, oppure un&apos;offerta di pace.</translation>
    </message>
    <message>
        <source>C. Attrition (14.3)</source>
        <translation>C. Attrito (14.3)</translation>
    </message>
    <message>
        <source>Out-of-supply units are eliminated: corps to the eliminated box, armies for good.</source>
        <translation>Le unità fuori rifornimento sono eliminate: i corpi nella casella delle unità eliminate, le armate per sempre.</translation>
    </message>
    <message>
        <source>D. Siege (15.3)</source>
        <translation>D. Assedio (15.3)</translation>
    </message>
    <message>
        <source>Each besieged fort rolls to see whether it falls.</source>
        <translation>Per ogni forte assediato si tira per vedere se cade.</translation>
    </message>
    <message>
        <source>E. War status (16.0)</source>
        <translation>E. Stato di Guerra (16.0)</translation>
    </message>
    <message>
        <source>Score the turn&apos;s VP entries, check automatic victory and the armistice, then each side checks whether its war commitment rises (not on turn 1).</source>
        <translation>Si contano i VP del turno, si verificano la vittoria automatica e l&apos;armistizio, poi ogni parte verifica se il suo impegno bellico sale (non nel turno 1).</translation>
    </message>
    <message>
        <source>F. Replacements (17.0)</source>
        <translation>F. Rimpiazzi (17.0)</translation>
    </message>
    <message>
        <source>The Allies, then the Central Powers spend the RP gained from cards this turn; what is not spent is lost.</source>
        <translation>Gli Alleati, poi le Potenze Centrali spendono gli RP ottenuti dalle carte in questo turno; quelli non spesi sono persi.</translation>
    </message>
    <message>
        <source>G. Draw (9.1)</source>
        <translation>G. Pesca (9.1)</translation>
    </message>
    <message>
        <source>Each side may discard combat cards, then draws up to its hand size.</source>
        <translation>Ogni parte può scartare carte di combattimento, poi pesca fino al limite della mano.</translation>
    </message>
    <message>
        <source>H. End of turn</source>
        <translation>H. Fine del turno</translation>
    </message>
    <message>
        <source>The turn marker moves on, unless the war is over or this was the last turn.</source>
        <translation>Il segnalino del turno avanza, a meno che la guerra sia finita o questo fosse l&apos;ultimo turno.</translation>
    </message>
    <message>
        <source>Designate the attackers and the target space (final once made).</source>
        <translation>Designa gli attaccanti e lo spazio bersaglio (definitivo una volta fatto).</translation>
    </message>
    <message>
        <source>Add up each side&apos;s combat factors (the defender adds an undestroyed fort of his).</source>
        <translation>Somma i fattori di combattimento di ogni parte (il difensore aggiunge un proprio forte non distrutto).</translation>
    </message>
    <message>
        <source>The attacker may play cards that cancel trenches, then may try a flank attack.</source>
        <translation>L&apos;attaccante può giocare carte che annullano le trincee, poi può tentare un attacco di fianco.</translation>
    </message>
    <message>
        <source>Combat cards: attacker first, then defender; they give die roll modifiers.</source>
        <translation>Carte di combattimento: prima l&apos;attaccante, poi il difensore; danno modificatori al tiro di dado.</translation>
    </message>
    <message>
        <source>Each side finds its column (Army table if it has an army, else Corps) and shifts it for terrain and trenches of the defender&apos;s space.</source>
        <translation>Ogni parte trova la sua colonna (tabella Armate se ha un&apos;armata, altrimenti Corpi) e la sposta per il terreno e le trincee dello spazio del difensore.</translation>
    </message>
    <message>
        <source>Each side rolls a die plus its modifiers (kept within 1-6): the table gives the losses it inflicts.</source>
        <translation>Ogni parte tira un dado più i modificatori (entro 1-6): la tabella dà le perdite che infligge.</translation>
    </message>
    <message>
        <source>Losses are taken; the higher loss number wins the combat (a tie: both lose).</source>
        <translation>Si subiscono le perdite; il numero di perdite più alto vince il combattimento (in parità perdono entrambi).</translation>
    </message>
    <message>
        <source>If the attacker won with a full-strength unit left, the defender retreats; the winner may advance.</source>
        <translation>Se l&apos;attaccante ha vinto con almeno un&apos;unità a piena forza, il difensore si ritira; il vincitore può avanzare.</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <source>Find the column of the firing side&apos;s combat strength, shift it for the defender&apos;s terrain and trench (shifts past either edge are lost), roll one die and add the modifiers (the result stays within 1-6): the number is the losses inflicted on the enemy.</source>
        <translation>Trova la colonna della forza di combattimento di chi spara, spostala per il terreno e la trincea del difensore (gli spostamenti oltre i bordi si perdono), tira un dado e aggiungi i modificatori (il risultato resta entro 1-6): il numero indica le perdite inflitte al nemico.</translation>
    </message>
    <message>
        <source>1 column left</source>
        <translation>1 colonna a sinistra</translation>
    </message>
    <message>
        <source>1 column right</source>
        <translation>1 colonna a destra</translation>
    </message>
    <message>
        <source>{n} columns left</source>
        <translation>{n} colonne a sinistra</translation>
    </message>
    <message>
        <source>{n} columns right</source>
        <translation>{n} colonne a destra</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Trench, level 1</source>
        <translation>Trincea, livello 1</translation>
    </message>
    <message>
        <source>Trench, level 2</source>
        <translation>Trincea, livello 2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagna</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Palude</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Foresta</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Deserto</translation>
    </message>
    <message>
        <source>no combat in Summer</source>
        <translation>nessun combattimento d&apos;estate</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>MP to enter</source>
        <translation>MP per entrare</translation>
    </message>
    <message>
        <source>Attacker&apos;s fire</source>
        <translation>Fuoco dell&apos;attaccante</translation>
    </message>
    <message>
        <source>Defender&apos;s fire</source>
        <translation>Fuoco del difensore</translation>
    </message>
    <message>
        <source>Retreat may be cancelled</source>
        <translation>La ritirata si può annullare</translation>
    </message>
    <message>
        <source>Advance stops</source>
        <translation>L&apos;avanzata si ferma</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Attacco di fianco</translation>
    </message>
    <message>
        <source>Combat in Summer</source>
        <translation>Combattimento d&apos;estate</translation>
    </message>
    <message>
        <source>Shifts of terrain and trench add up. A defender whose space lets the retreat be cancelled may take one more step loss and stay. Trench shifts do not count for an attack on an empty fort.</source>
        <translation>Gli spostamenti di terreno e trincea si sommano. Un difensore il cui spazio consente di annullare la ritirata può subire una perdita di livello in più e restare. Gli spostamenti per le trincee non contano in un attacco a un forte vuoto.</translation>
    </message>
</context>
<context>
    <name>Sandbox</name>
    <message>
        <source>nothing to undo</source>
        <translation>niente da annullare</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>niente da ripetere</translation>
    </message>
    <message>
        <source>unit {unit} is not on the board</source>
        <translation>l&apos;unità {unit} non è sul tavolo</translation>
    </message>
    <message>
        <source>{place} is neither a space nor a box</source>
        <translation>{place} non è né uno spazio né una casella</translation>
    </message>
    <message>
        <source>move {unit} to {place}</source>
        <translation>sposta {unit} in {place}</translation>
    </message>
    <message>
        <source>move {n} units to {place}</source>
        <translation>sposta {n} unità in {place}</translation>
    </message>
    <message>
        <source>flip {unit}</source>
        <translation>gira {unit}</translation>
    </message>
    <message>
        <source>add {marker} at {place}</source>
        <translation>aggiungi {marker} in {place}</translation>
    </message>
    <message>
        <source>no {kind} marker at {place}</source>
        <translation>nessun segnalino {kind} in {place}</translation>
    </message>
    <message>
        <source>remove {marker} at {place}</source>
        <translation>togli {marker} da {place}</translation>
    </message>
    <message>
        <source>move {marker} from {place} to {place2}</source>
        <translation>sposta {marker} da {place} a {place2}</translation>
    </message>
    <message>
        <source>unknown track in {tracks}</source>
        <translation>tabella sconosciuta in {tracks}</translation>
    </message>
    <message>
        <source>set {what}</source>
        <translation>imposta {what}</translation>
    </message>
    <message>
        <source>draw deck</source>
        <translation>mazzo di pesca</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>mazzo degli scarti</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>rimosse</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>later decks</source>
        <translation>mazzi successivi</translation>
    </message>
    <message>
        <source>no card {card} on the table</source>
        <translation>nessuna carta {card} sul tavolo</translation>
    </message>
    <message>
        <source>{to} is not a pile; piles are {piles}</source>
        <translation>{to} non è un mazzo; i mazzi sono {piles}</translation>
    </message>
    <message>
        <source>the {side} draw deck is empty: shuffle the discard pile in first</source>
        <translation>il mazzo di pesca {side} è vuoto: prima rimescolaci gli scarti</translation>
    </message>
    <message>
        <source>{card} is not in the later decks of {side}</source>
        <translation>{card} non è nei mazzi successivi di {side}</translation>
    </message>
    <message>
        <source>no {deck} cards of {side} are waiting</source>
        <translation>nessuna carta {deck} di {side} è in attesa</translation>
    </message>
    <message>
        <source>Limited War</source>
        <translation>Guerra Limitata</translation>
    </message>
    <message>
        <source>Total War</source>
        <translation>Guerra Totale</translation>
    </message>
    <message>
        <source>{card} to the {pile}</source>
        <translation>{card} nel {pile}</translation>
    </message>
    <message>
        <source>{side} draws a card</source>
        <translation>{side} pesca una carta</translation>
    </message>
    <message>
        <source>{side} shuffles the discard pile into the deck</source>
        <translation>{side} rimescola gli scarti nel mazzo</translation>
    </message>
    <message>
        <source>{side} adds the {deck} cards</source>
        <translation>{side} aggiunge le carte di {deck}</translation>
    </message>
    <message>
        <source>{unit} is already in play ({place}): left there</source>
        <translation>{unit} è già in gioco ({place}): resta lì</translation>
    </message>
    <message>
        <source>{units}: to {place} {turns} turn(s) later</source>
        <translation>{units}: in {place} {turns} turno/i dopo</translation>
    </message>
    <message>
        <source>{side} places {units} in one of {n} spaces</source>
        <translation>{side} piazza {units} in uno di {n} spazi</translation>
    </message>
    <message>
        <source>nothing of the {nation} entry setup is waiting off the board</source>
        <translation>nulla dello schieramento d&apos;ingresso di {nation} attende fuori mappa</translation>
    </message>
    <message>
        <source>{nation} enters the war</source>
        <translation>{nation} entra in guerra</translation>
    </message>
</context>
<context>
    <name>SandboxController</name>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Annulla {what}</translation>
    </message>
    <message>
        <source>Flip {unit}</source>
        <translation>Gira {unit}</translation>
    </message>
    <message>
        <source>Move to {box}</source>
        <translation>Sposta in {box}</translation>
    </message>
    <message>
        <source>Remove {marker}</source>
        <translation>Togli {marker}</translation>
    </message>
    <message>
        <source>Add marker to {place}</source>
        <translation>Aggiungi un segnalino a {place}</translation>
    </message>
</context>
<context>
    <name>ScenarioText</name>
    <message>
        <source>Campaign (August 1914 - Winter 1919)</source>
        <translation>Campagna (agosto 1914 - inverno 1919)</translation>
    </message>
    <message>
        <source>Historical (2022 rules)</source>
        <translation>Storico (regole 2022)</translation>
    </message>
    <message>
        <source>Introductory (August - Fall 1914)</source>
        <translation>Introduttivo (agosto - autunno 1914)</translation>
    </message>
    <message>
        <source>Limited War (August 1914 - Summer 1916)</source>
        <translation>Guerra Limitata (agosto 1914 - estate 1916)</translation>
    </message>
    <message>
        <source>Tournament: Campaign</source>
        <translation>Torneo: Campagna</translation>
    </message>
    <message>
        <source>Tournament: Limited War</source>
        <translation>Torneo: Guerra Limitata</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>which rulebook&apos;s wording the engine follows; defaults to the scenario&apos;s edition</source>
        <translation>il regolamento di cui il motore segue il testo; di norma quello dell&apos;edizione dello scenario</translation>
    </message>
    <message>
        <source>Alternate setup</source>
        <translation>Schieramento alternativo</translation>
    </message>
    <message>
        <source>one AH corps starts in Stanislau and one RU corps in Lutsk instead of their reserve boxes (standard in the 2022 setup)</source>
        <translation>un corpo AH inizia a Stanislau e un corpo RU a Lutsk invece che nelle caselle della riserva (normale nello schieramento 2022)</translation>
    </message>
    <message>
        <source>No commitment increase</source>
        <translation>Nessun aumento dell&apos;impegno</translation>
    </message>
    <message>
        <source>war commitment never rises</source>
        <translation>l&apos;impegno bellico non sale mai</translation>
    </message>
    <message>
        <source>Star event VP</source>
        <translation>VP per eventi con asterisco</translation>
    </message>
    <message>
        <source>+1 VP when the CP play a * event, -1 VP when the AP do</source>
        <translation>+1 VP quando le CP giocano un evento *, -1 VP quando lo fanno gli AP</translation>
    </message>
    <message>
        <source>Eight card hands</source>
        <translation>Mani da otto carte</translation>
    </message>
    <message>
        <source>hands of 8 cards instead of 7</source>
        <translation>mani da 8 carte invece di 7</translation>
    </message>
    <message>
        <source>Optional cards</source>
        <translation>Carte opzionali</translation>
    </message>
    <message>
        <source>use the optional cards 56-65 (2022 only): none, all, or some each player picks</source>
        <translation>usa le carte opzionali 56-65 (solo 2022): nessuna, tutte o alcune scelte da ogni giocatore</translation>
    </message>
    <message>
        <source>Entrench DRM</source>
        <translation>DRM al trinceramento</translation>
    </message>
    <message>
        <source>-1 drm to an entrench roll after a failed attempt in the prior round</source>
        <translation>drm -1 al tiro di trinceramento dopo un tentativo fallito nel round precedente</translation>
    </message>
    <message>
        <source>Sedan RP bonus</source>
        <translation>RP extra per Sedan</translation>
    </message>
    <message>
        <source>+1 GE RP per Total War turn for Sedan and two other French or Belgian spaces</source>
        <translation>+1 RP GE per turno di Guerra Totale per Sedan e altri due spazi francesi o belgi</translation>
    </message>
    <message>
        <source>No entrench event turn 1</source>
        <translation>Nessun evento Trinceramento nel turno 1</translation>
    </message>
    <message>
        <source>Entrench may not be an event on turn 1</source>
        <translation>Trinceramento non può essere giocato come evento nel turno 1</translation>
    </message>
    <message>
        <source>Turn 1 BR MO becomes FR</source>
        <translation>MO BR nel turno 1 diventa FR</translation>
    </message>
    <message>
        <source>a British MO on turn 1 is a French MO</source>
        <translation>una MO britannica nel turno 1 è una MO francese</translation>
    </message>
    <message>
        <source>Italian front restriction</source>
        <translation>Limitazione del fronte italiano</translation>
    </message>
    <message>
        <source>before AP Total War only AH and IT armies operate in Italy, and no GE army ends a move in Trent, Villach or Trieste</source>
        <translation>prima della Guerra Totale degli AP solo armate AH e IT operano in Italia, e nessuna armata GE termina un movimento a Trento, Villach o Trieste</translation>
    </message>
    <message>
        <source>Event and OPS cards</source>
        <translation>Carte evento e OPS</translation>
    </message>
    <message>
        <source>cards whose event is followed by use of the card for OPS</source>
        <translation>carte il cui evento è seguito dall&apos;uso della carta per OPS</translation>
    </message>
</context>
<context>
    <name>SeatTable</name>
    <message>
        <source>{side} hand (yours)</source>
        <translation>Mano {side} (tua)</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>Allied Powers</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>Central Powers</source>
        <translation>Potenze Centrali</translation>
    </message>
    <message>
        <source>Mobilization</source>
        <translation>Mobilitazione</translation>
    </message>
    <message>
        <source>Limited War</source>
        <translation>Guerra Limitata</translation>
    </message>
    <message>
        <source>Total War</source>
        <translation>Guerra Totale</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
</context>
<context>
    <name>StackInspector</name>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>Point at a stack (or click it) to list its units</source>
        <translation>Punta una pila (o fai clic) per elencarne le unità</translation>
    </message>
    <message>
        <source>1 unit</source>
        <translation>1 unità</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n} unità</translation>
    </message>
    <message>
        <source>reduced</source>
        <translation>ridotta</translation>
    </message>
    <message>
        <source>full</source>
        <translation>piena</translation>
    </message>
    <message>
        <source>full {full}, reduced {reduced}</source>
        <translation>piena {full}, ridotta {reduced}</translation>
    </message>
</context>
<context>
    <name>StandingPanel</name>
    <message>
        <source>permanently eliminated</source>
        <translation>eliminata definitivamente</translation>
    </message>
    <message>
        <source>cannot be replaced</source>
        <translation>non rimpiazzabile</translation>
    </message>
    <message>
        <source>Above 10 favours the Central Powers, below it the Allies.</source>
        <translation>Sopra 10 favorisce le Potenze Centrali, sotto gli Alleati.</translation>
    </message>
    <message>
        <source>Allied VP spaces held by the Central Powers</source>
        <translation>Spazi VP alleati tenuti dalle Potenze Centrali</translation>
    </message>
    <message>
        <source>Central VP spaces held by the Allies</source>
        <translation>Spazi VP delle Potenze Centrali tenuti dagli Alleati</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Riserva RP</translation>
    </message>
    <message>
        <source>RP reduced / full</source>
        <translation>RP ridotta / piena</translation>
    </message>
    <message>
        <source>VP spaces taken</source>
        <translation>Spazi VP conquistati</translation>
    </message>
    <message>
        <source>Events, war status and peace offers</source>
        <translation>Eventi, stato di guerra e offerte di pace</translation>
    </message>
    <message>
        <source>{side}: {n} eliminated</source>
        <translation>{side}: {n} eliminate</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Eliminate</translation>
    </message>
</context>
<context>
    <name>TableFile</name>
    <message>
        <source>tracks: unknown track {track!r}</source>
        <translation>tabelle: tabella sconosciuta {track!r}</translation>
    </message>
    <message>
        <source>not a table file (format should be {format!r})</source>
        <translation>non è un file di tavolo (il formato dovrebbe essere {format!r})</translation>
    </message>
    <message>
        <source>game {game!r}: {detail}</source>
        <translation>gioco {game!r}: {detail}</translation>
    </message>
    <message>
        <source>units missing from the table: {unit!r} and {n} more</source>
        <translation>unità mancanti dal tavolo: {unit!r} e altre {n}</translation>
    </message>
    <message>
        <source>cards: every card must be in exactly one pile (unknown or twice: {extra}, missing: {lost})</source>
        <translation>carte: ogni carta deve stare in un solo mazzo (sconosciute o doppie: {extra}, mancanti: {lost})</translation>
    </message>
    <message>
        <source>cards: {card!r} is not a card of {side}</source>
        <translation>carte: {card!r} non è una carta di {side}</translation>
    </message>
    <message>
        <source>rolls: a die shows 1 to 6</source>
        <translation>tiri: un dado mostra da 1 a 6</translation>
    </message>
    <message>
        <source>damaged table file ({detail})</source>
        <translation>file di tavolo danneggiato ({detail})</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>impossibile leggere {path}: {detail}</translation>
    </message>
    <message>
        <source>{file} is not valid JSON (line {line}): {detail}</source>
        <translation>{file} non è JSON valido (riga {line}): {detail}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>1 OPS point would be wasted.</source>
        <translation>1 punto OPS andrebbe sprecato.</translation>
    </message>
    <message>
        <source>{n} OPS points would be wasted.</source>
        <translation>{n} punti OPS andrebbero sprecati.</translation>
    </message>
    <message>
        <source>{side} win</source>
        <translation>Vincono: {side}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation>La partita è finita: {result}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Tracciati</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combattimento</translation>
    </message>
    <message>
        <source>{waste} Click Done again to end anyway.</source>
        <translation>{waste} Fai di nuovo clic su Fatto per terminare comunque.</translation>
    </message>
    <message>
        <source>{side} hand</source>
        <translation>Mano: {side}</translation>
    </message>
    <message>
        <source> ({command} command)</source>
        <translation> (comando {command})</translation>
    </message>
    <message>
        <source>No decision</source>
        <translation>Nessuna decisione</translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>reduced</source>
        <translation>ridotta</translation>
    </message>
    <message>
        <source>full</source>
        <translation>piena</translation>
    </message>
    <message>
        <source>{nation} {type}, {side}</source>
        <translation>{type} di {nation}, {side}</translation>
    </message>
    <message>
        <source>Full {full} · Reduced {reduced} (combat-loss-movement)</source>
        <translation>Piena {full} · Ridotta {reduced} (combattimento-perdita-movimento)</translation>
    </message>
    <message>
        <source>Showing the reduced side</source>
        <translation>Mostra il lato ridotto</translation>
    </message>
    <message>
        <source>Showing the full side</source>
        <translation>Mostra il lato pieno</translation>
    </message>
    <message>
        <source>In {space}</source>
        <translation>A {space}</translation>
    </message>
    <message>
        <source>May operate on the Near East map</source>
        <translation>Può operare sulla mappa del Vicino Oriente</translation>
    </message>
    <message>
        <source>Cannot be replaced</source>
        <translation>Non rimpiazzabile</translation>
    </message>
    <message>
        <source>DRM +{full} full, +{reduced} reduced</source>
        <translation>DRM +{full} a piena forza, +{reduced} ridotta</translation>
    </message>
    <message>
        <source>Loss factor ? (rolled each combat)</source>
        <translation>Fattore di Perdita ? (tirato a ogni combattimento)</translation>
    </message>
    <message>
        <source>Dual nationality: {nations}</source>
        <translation>Doppia nazionalità: {nations}</translation>
    </message>
    <message>
        <source>no nation</source>
        <translation>nessuna nazione</translation>
    </message>
    <message>
        <source>NEUTRAL</source>
        <translation>NEUTRALE</translation>
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
        <translation>Spazio VP</translation>
    </message>
    <message>
        <source>VP space ({n} VP)</source>
        <translation>Spazio VP ({n} VP)</translation>
    </message>
    <message>
        <source>Fort {n}</source>
        <translation>Forte {n}</translation>
    </message>
    <message>
        <source>Port ({sides})</source>
        <translation>Porto ({sides})</translation>
    </message>
    <message>
        <source>Supply source</source>
        <translation>Fonte di rifornimento</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>Beachhead space</source>
        <translation>Spazio di testa di ponte</translation>
    </message>
    <message>
        <source>Sea: {sea}</source>
        <translation>Mare: {sea}</translation>
    </message>
    <message>
        <source>Limited supply for {nations}</source>
        <translation>Rifornimento limitato per {nations}</translation>
    </message>
    <message>
        <source>Restricted Area: {area}</source>
        <translation>Area ristretta: {area}</translation>
    </message>
    <message>
        <source>Jihad city</source>
        <translation>Città della Jihad</translation>
    </message>
    <message>
        <source>Armenian A space</source>
        <translation>Spazio armeno A</translation>
    </message>
    <message>
        <source>Oil field</source>
        <translation>Giacimento petrolifero</translation>
    </message>
    <message>
        <source>Soviet revolt site</source>
        <translation>Luogo di rivolta sovietica</translation>
    </message>
    <message>
        <source>Tribe: {tribe}</source>
        <translation>Tribù: {tribe}</translation>
    </message>
    <message>
        <source>Town: {town}</source>
        <translation>Città: {town}</translation>
    </message>
    <message>
        <source>Marker: {marker}</source>
        <translation>Segnalino: {marker}</translation>
    </message>
    <message>
        <source>{side} units</source>
        <translation>Unità {side}</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Fall</source>
        <translation>Autunno</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Inverno</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Primavera</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>Estate</translation>
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
        <translation>RP max TU</translation>
    </message>
    <message>
        <source>Parvus</source>
        <translation>Parvus</translation>
    </message>
    <message>
        <source>Revolution</source>
        <translation>Rivoluzione</translation>
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
        <translation>Nessun attacco BR</translation>
    </message>
    <message>
        <source>Meso or Persia</source>
        <translation>Meso o Persia</translation>
    </message>
    <message>
        <source>Balkans</source>
        <translation>Balcani</translation>
    </message>
    <message>
        <source>Egypt</source>
        <translation>Egitto</translation>
    </message>
    <message>
        <source>Enver to the Front</source>
        <translation>Enver al Fronte</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>War status and commitment</source>
        <translation>Stato di guerra e impegno</translation>
    </message>
    <message>
        <source>Jihad, Russian Revolution, TU RP</source>
        <translation>Jihad, Rivoluzione Russa, RP TU</translation>
    </message>
    <message>
        <source>Jihad {jihad} · RU VP {ru_vp}</source>
        <translation>Jihad {jihad} · VP RU {ru_vp}</translation>
    </message>
    <message>
        <source>Replacement points</source>
        <translation>Punti Rimpiazzo</translation>
    </message>
    <message>
        <source>RP {pools}</source>
        <translation>RP {pools}</translation>
    </message>
    <message>
        <source>Mandatory offensives</source>
        <translation>Offensive obbligatorie</translation>
    </message>
    <message>
        <source>Aug 1914</source>
        <translation>Ago 1914</translation>
    </message>
    <message>
        <source>Sep 1914</source>
        <translation>Set 1914</translation>
    </message>
    <message>
        <source>Mobilization</source>
        <translation>Mobilitazione</translation>
    </message>
    <message>
        <source>Limited War</source>
        <translation>Guerra Limitata</translation>
    </message>
    <message>
        <source>Total War</source>
        <translation>Guerra Totale</translation>
    </message>
    <message>
        <source>US Neutral</source>
        <translation>USA neutrali</translation>
    </message>
    <message>
        <source>Zimmermann allowed</source>
        <translation>Zimmermann consentito</translation>
    </message>
    <message>
        <source>Zimmermann played</source>
        <translation>Zimmermann giocato</translation>
    </message>
    <message>
        <source>Over There played</source>
        <translation>Proprio Là giocata</translation>
    </message>
    <message>
        <source>God Save the Tsar</source>
        <translation>Dio Salvi lo Zar</translation>
    </message>
    <message>
        <source>Tsar Takes Cmd allowed</source>
        <translation>Zar al Comando consentito</translation>
    </message>
    <message>
        <source>Tsar Takes Command</source>
        <translation>Lo Zar Prende il Comando</translation>
    </message>
    <message>
        <source>Fall of Tsar allowed</source>
        <translation>Caduta dello Zar consentita</translation>
    </message>
    <message>
        <source>Fall of the Tsar</source>
        <translation>Caduta dello Zar</translation>
    </message>
    <message>
        <source>Bolshevik Rev. allowed</source>
        <translation>Riv. Bolscevica consentita</translation>
    </message>
    <message>
        <source>Bolshevik Revolution</source>
        <translation>Rivoluzione Bolscevica</translation>
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
        <translation>Germania</translation>
    </message>
    <message>
        <source>Austria-H.</source>
        <translation>Austria-U.</translation>
    </message>
    <message>
        <source>Turkey</source>
        <translation>Turchia</translation>
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
        <translation>Russia</translation>
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
        <translation>Alleati</translation>
    </message>
    <message>
        <source>CP Russian VP</source>
        <translation>VP russi CP</translation>
    </message>
    <message>
        <source>(fell {n})</source>
        <translation>(caduta {n})</translation>
    </message>
    <message>
        <source>US entry (16.3)</source>
        <translation>Entrata USA (16.3)</translation>
    </message>
    <message>
        <source>Russian capitulation (16.4)</source>
        <translation>Capitolazione Russa (16.4)</translation>
    </message>
    <message>
        <source>Russia: {step}</source>
        <translation>Russia: {step}</translation>
    </message>
    <message>
        <source>War status and commitment (16.1)</source>
        <translation>Stato di guerra e impegno (16.1)</translation>
    </message>
    <message>
        <source>Mandated offensives (7.1)</source>
        <translation>Offensive obbligatorie (7.1)</translation>
    </message>
    <message>
        <source>Turn {turn}: {date}</source>
        <translation>Turno {turn}: {date}</translation>
    </message>
    <message>
        <source>Victory points: {vp}</source>
        <translation>Punti Vittoria: {vp}</translation>
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
        <translation>Combinato</translation>
    </message>
    <message>
        <source>WS CP {cp} · AP {ap} · both {both}</source>
        <translation>WS CP {cp} · AP {ap} · totale {both}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>CP action rounds</source>
        <translation>Round di azione CP</translation>
    </message>
    <message>
        <source>CP rounds: {rounds}</source>
        <translation>Round CP: {rounds}</translation>
    </message>
    <message>
        <source>AP action rounds</source>
        <translation>Round di azione AP</translation>
    </message>
    <message>
        <source>AP rounds: {rounds}</source>
        <translation>Round AP: {rounds}</translation>
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
        <translation>Svuota</translation>
    </message>
    <message>
        <source>None or made</source>
        <translation>Nessuna o fatta</translation>
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
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Event: {card}</source>
        <translation>Evento: {card}</translation>
    </message>
    <message>
        <source>War status</source>
        <translation>Stato di Guerra</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Impegno</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>Offensiva Obbligatoria</translation>
    </message>
    <message>
        <source>Action chart</source>
        <translation>Tabella delle azioni</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partita finita</translation>
    </message>
    <message>
        <source>{side} to act</source>
        <translation>tocca a {side}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn {turn}&lt;/b&gt;, action round {round} — {who}&lt;br&gt;&lt;b&gt;VP {vp}&lt;/b&gt; &amp;nbsp; Combined war status {cws}</source>
        <translation>&lt;b&gt;Turno {turn}&lt;/b&gt;, round di azione {round} — {who}&lt;br&gt;&lt;b&gt;VP {vp}&lt;/b&gt; &amp;nbsp; Stato di Guerra combinato {cws}</translation>
    </message>
</context>
<context>
    <name>TurnFileField</name>
    <message>
        <source>the file&apos;s format</source>
        <translation>il formato del file</translation>
    </message>
    <message>
        <source>the game&apos;s identity</source>
        <translation>l&apos;identità della partita</translation>
    </message>
    <message>
        <source>the file&apos;s number</source>
        <translation>il numero del file</translation>
    </message>
    <message>
        <source>the previous file&apos;s hash</source>
        <translation>l&apos;hash del file precedente</translation>
    </message>
    <message>
        <source>the sender</source>
        <translation>il mittente</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>le regole</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>i giocatori</translation>
    </message>
    <message>
        <source>the signature</source>
        <translation>la firma</translation>
    </message>
    <message>
        <source>the file&apos;s content</source>
        <translation>il contenuto del file</translation>
    </message>
    <message>
        <source>the audit</source>
        <translation>la verifica finale</translation>
    </message>
    <message>
        <source>the actions</source>
        <translation>le azioni</translation>
    </message>
    <message>
        <source>the shared cards</source>
        <translation>le carte condivise</translation>
    </message>
    <message>
        <source>the locks</source>
        <translation>i blocchi</translation>
    </message>
    <message>
        <source>the unlocks</source>
        <translation>gli sblocchi</translation>
    </message>
    <message>
        <source>field {name}</source>
        <translation>campo {name}</translation>
    </message>
    <message>
        <source>action {n} of {count}</source>
        <translation>azione {n} di {count}</translation>
    </message>
    <message>
        <source>action {n} ({i} of {count} in this file)</source>
        <translation>azione {n} ({i} di {count} in questo file)</translation>
    </message>
</context>
</TS>
