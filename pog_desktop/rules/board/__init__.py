"""The facts of the board in play, asked by every other part: where a unit may be or go
(``access``: nations, neutrals, the Near East map 11.3, the BEF 11.1.17), control (6.3),
supply (14.1: ``supply`` traces the networks, ``in_supply`` answers the questions once per
position), stacking and overstacks (10.0), forts and sieges (15.1-15.3: ``forts`` reads the
state, ``sieges`` holds the siege arithmetic), trenches (11.2), the foreign supply sources and
capitals that limit a nation (13.1.12, 17.1), attrition (14.3), eliminating units (12.4.7),
and the invariants a position must keep. It imports only ``core``."""
