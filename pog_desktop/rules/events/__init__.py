"""Card events (9.5): one small function each, registered by card id in ``core.effects``
(``catalog`` imports every module so that each registers its cards). The rules never import
this package: an event's lasting effect is recorded in the state (``core.effects.played``,
``in_effect``) or is a hook the event registers (``combat.card_effects`` for combat cards)."""
