"""The Help menu's quick reference (sequence of play, fire tables, terrain chart), the About
box, and the shortcuts of the Play menu."""
