"""Weighted scores (Law 12C1(c)) on a team match's room result: its results and their weights.

Revision ID: 0014
Revises: 0013
"""

from alembic import op
import sqlalchemy as sa


revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("board_result") as table:
        table.add_column(sa.Column("weighted", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("board_result") as table:
        table.drop_column("weighted")
