"""Weighted scores (Law 12C1(c)) on a pairs table's result: its results and their weights.

Revision ID: 0013
Revises: 0012
"""

from alembic import op
import sqlalchemy as sa


revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("pairs_board_result") as table:
        table.add_column(sa.Column("weighted", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("pairs_board_result") as table:
        table.drop_column("weighted")
