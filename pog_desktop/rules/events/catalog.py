"""Imports every event module so that each registers its cards (``events.REGISTRY``)."""
from . import combat_cards, flags, neutrals, politics, reinforcements, rp_events, special, unit_events

# Every module of cards, so that importing this one registers them all.
MODULES = (combat_cards, flags, neutrals, politics, reinforcements, rp_events, special, unit_events)
