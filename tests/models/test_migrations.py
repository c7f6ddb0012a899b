"""Opening a file from an older version: backed up first, then migrated, data kept (docs/architecture.md)."""

import datetime as dt
import sqlite3

from alembic import command
from sqlalchemy import create_engine, inspect, select

from tddesk.models.backup import backup_folder
from tddesk.models.schema import APPLICATION_ID, _alembic_config, head_revision
from tddesk.models.tables import Championship
from tddesk.resources import shipped_profile_text
from tddesk.services.files import open_championship


def old_file(path, revision="0001"):
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        connection.exec_driver_sql(f"PRAGMA application_id={APPLICATION_ID}")
        command.upgrade(_alembic_config(connection), revision)
        connection.exec_driver_sql(
            "INSERT INTO championship (name, season, district, profile_id, profile_toml, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                "DM Lag ÖMBF 2016-17",
                "2016-17",
                "ÖMBF",
                "ombf-2016-17",
                shipped_profile_text("ombf-2016-17"),
                dt.datetime(2016, 9, 1).isoformat(sep=" "),
            ),
        )
    engine.dispose()


def test_older_file_is_backed_up_then_migrated(tmp_path):
    path = tmp_path / "old.tddesk"
    old_file(path)
    assert head_revision() != "0001"
    tournament = open_championship(path)
    assert tournament.file.migrated_from == "0001"
    with tournament.reading() as session:
        assert session.scalars(select(Championship.name)).one() == "DM Lag ÖMBF 2016-17"
        assert "venue" in {column["name"] for column in inspect(session.connection()).get_columns("stage")}
    tournament.close()
    backups = list(backup_folder(path).glob("*before-migration-0001*"))
    assert len(backups) == 1
    kept = sqlite3.connect(backups[0])
    assert kept.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001"
    kept.close()


def test_current_file_is_not_migrated_again(tmp_path):
    path = tmp_path / "old.tddesk"
    old_file(path)
    open_championship(path).close()
    again = open_championship(path)
    assert again.file.migrated_from is None
    again.close()


def test_older_file_opened_read_only_is_read_through_a_migrated_copy(tmp_path):
    path = tmp_path / "old.tddesk"
    old_file(path)
    before = path.read_bytes()
    viewer = open_championship(path, read_only=True)
    with viewer.reading() as session:
        assert session.scalars(select(Championship.name)).one() == "DM Lag ÖMBF 2016-17"
        assert "venue" in {column["name"] for column in inspect(session.connection()).get_columns("stage")}
    copy = viewer.file.temporary_copy
    viewer.close()
    assert path.read_bytes() == before
    assert not copy.exists()


def test_migrations_build_exactly_the_schema_of_the_models(tmp_path):
    """A table, column or index added to the models without a migration fails here."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from tddesk.models.base import Base
    from tddesk.models.database import create_file

    opened = create_file(tmp_path / "fresh.tddesk")
    with opened.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    opened.close()
    assert differences == []


def test_the_revisions_read_from_the_scripts_are_alembics_own():
    # Opening a current file reads the revisions without importing Alembic; they must agree with it.
    from alembic.script import ScriptDirectory

    from tddesk.models.schema import known_revisions

    scripts = ScriptDirectory.from_config(_alembic_config())
    assert head_revision() == scripts.get_current_head()
    assert known_revisions() == {script.revision for script in scripts.walk_revisions()}
