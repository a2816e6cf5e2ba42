"""Hand play: the rules-free table for a game the engine does not play yet (Pursuit of Glory)
or for players who want the physical rules: the board sandbox plus each side's cards, dice,
undo and redo, save and reopen."""
