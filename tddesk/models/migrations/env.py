"""Alembic environment: migrations run inside the program on the connection it hands over."""

from alembic import context

from tddesk.models import tables  # noqa: F401 - registers every table on the metadata
from tddesk.models.base import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
