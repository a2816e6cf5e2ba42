"""The turn (8.0 sequence of play): the phases in order (``sequence``), the decks, hands and
discards (``decks``), war commitment (16.1), war status and its VP (16.2, 16.4), mandated
offensives (8.1.3, 9.1.4), the attrition phase (14.3) and the siege phase (15.3), peace
terms (16.5), neutral nations entering the war (4.2.2, 9.5.2) and victory (5.0, 16.3). It
imports ``core`` and ``board``; what a card play does is in ``operations``."""
