"""Every Coiffeur table test runs with the Coiffeur kind in the registry."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.jass_ui.kinds import variant_kinds


@pytest.fixture(autouse=True)
def _variant_kinds() -> Iterator[None]:
    with variant_kinds():
        yield
