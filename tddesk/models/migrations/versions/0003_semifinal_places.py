"""The semifinal places the committee decided (A2, fewer than 22 teams), kept in the file.

Revision ID: 0003
Revises: 0002
"""

from alembic import op
import sqlalchemy as sa


revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("championship", schema=None) as batch_op:
        batch_op.add_column(sa.Column("semifinal_places", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("championship", schema=None) as batch_op:
        batch_op.drop_column("semifinal_places")
