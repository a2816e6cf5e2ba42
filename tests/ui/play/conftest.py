import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Saves, autosaves, settings and the recent list of every play test live under tmp_path."""
    folder = tmp_path / "home"
    monkeypatch.setenv("POG_DESKTOP_HOME", str(folder))
    return folder
