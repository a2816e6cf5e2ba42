"""pog-desktop: a desktop board and rules engine for Paths of Glory."""

__version__ = "0.1.0"
