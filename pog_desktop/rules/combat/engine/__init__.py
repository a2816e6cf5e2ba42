"""The combat steps on the game state (12.1-12.7), each a decision with its prompt:
``attacks`` (choose attackers and target, flank attempts), ``card_play`` (combat cards
9.5.4), ``fire`` (both sides fire in the order of 12.2.9), ``retreat`` and
``great_retreat`` (12.5, AP 27), ``withdrawal`` (12.5.5), ``advance`` (12.7), with
``record`` (the combat's working data read as pieces and ground) and ``summary`` (what the
last combat did). ``standing_events`` answers what events in force do inside a combat."""
