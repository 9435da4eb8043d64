"""The migrations build exactly the schema the models describe."""

from __future__ import annotations

from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine

from mafiamod.store.file import migrate as _migrate
from mafiamod.store.models import Base


def test_migrating_an_empty_file_matches_the_models(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'schema.mafia'}")
    _migrate(engine)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    engine.dispose()
    assert diff == []


def test_migrating_twice_is_harmless(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'schema.mafia'}")
    _migrate(engine)
    _migrate(engine)
    with engine.connect() as conn:
        assert MigrationContext.configure(conn).get_current_revision() == "0001"
    engine.dispose()
