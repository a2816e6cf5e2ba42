"""Imports every event module so that each registers its cards (``events.REGISTRY``)."""
from . import combat_cards, flags, neutrals, politics, reinforcements, rp_events, special, unit_events  # noqa: F401
