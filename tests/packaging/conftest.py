import pytest

from .installed import Installed, build_and_install


@pytest.fixture(scope="session")
def installed(tmp_path_factory) -> Installed:
    """The wheel of this checkout installed in a fresh virtual environment (see installed.py)."""
    return build_and_install(tmp_path_factory.mktemp("installed"))
