from tests.ui.played_fixtures import home, match_120  # noqa: F401  (fixtures shared with the history tests)
