"""The one error the rules engine raises for a refused action."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``str()`` says why."""
