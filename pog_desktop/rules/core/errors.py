"""The errors the rules engine raises: a refused action, and a game recorded under rules it
cannot play as they were."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``str()`` says why."""


class RulesVersionError(ValueError):
    """A game recorded under a rules version this engine cannot play as it was played
    (``Game.as_recorded``): a newer one (``newer``), or another (an earlier one no switch of
    ``options.EARLIER_RULES`` reproduces, or no version number at all). Files and PBEM
    matches turn it into their own refusal, naming ``version``."""

    def __init__(self, version: object, current: int):
        self.version, self.current = version, current
        self.newer = type(version) is int and version > current
        super().__init__(f"recorded under {'newer' if self.newer else 'other'} rules (rules version {version!r}); "
                         f"this engine plays rules version {current}")
