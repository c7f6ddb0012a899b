"""The deals of a stage's boards (PBN notation), imported from PBN or DUP files.

Revision ID: 0007
Revises: 0006
"""

from alembic import op
import sqlalchemy as sa


revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "stage_deal",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("deal", sa.String(length=80), nullable=False),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.CheckConstraint("board BETWEEN 1 AND 100", name=op.f("ck_stage_deal_board")),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_stage_deal_stage_id_stage")),
        sa.PrimaryKeyConstraint("stage_id", "board", name=op.f("pk_stage_deal")),
    )


def downgrade() -> None:
    op.drop_table("stage_deal")
