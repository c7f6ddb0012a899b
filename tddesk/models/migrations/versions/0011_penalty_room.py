"""P2: the table (room) a slow-play ruling concerns, so that the shares of the delay are checked per table.

Revision ID: 0011
Revises: 0010
"""

from alembic import op
import sqlalchemy as sa


revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("penalty", sa.Column("room", sa.String(length=10), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("penalty") as batch:
        batch.drop_column("room")
