"""Board results per match, half and room; the stage's board layout; typed totals kept by the TD.

Revision ID: 0005
Revises: 0004
"""

from alembic import op
import sqlalchemy as sa


revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "board_result",
        sa.Column("match_id", sa.String(length=40), nullable=False),
        sa.Column("half", sa.Integer(), nullable=False),
        sa.Column("room", sa.String(length=6), nullable=False),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("contract", sa.String(length=8), nullable=True),
        sa.Column("declarer", sa.String(length=1), nullable=True),
        sa.Column("tricks", sa.Integer(), nullable=True),
        sa.Column("lead", sa.String(length=3), nullable=True),
        sa.Column("assigned_ns_score", sa.Integer(), nullable=True),
        sa.Column("ns_percent", sa.Integer(), nullable=True),
        sa.Column("ew_percent", sa.Integer(), nullable=True),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.Column("bws_row_id", sa.Integer(), nullable=True),
        sa.CheckConstraint("room IN ('open', 'closed')", name=op.f("ck_board_result_room")),
        sa.CheckConstraint("tricks IS NULL OR tricks BETWEEN 0 AND 13", name=op.f("ck_board_result_tricks")),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], name=op.f("fk_board_result_match_id_match")),
        sa.PrimaryKeyConstraint("match_id", "half", "room", "board", name=op.f("pk_board_result")),
    )
    op.create_table(
        "board_layout",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("layout", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_board_layout_stage_id_stage")),
        sa.PrimaryKeyConstraint("stage_id", name=op.f("pk_board_layout")),
    )
    with op.batch_alter_table("half_result", schema=None) as batch_op:
        batch_op.add_column(sa.Column("keep_typed", sa.Boolean(), server_default="0", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("half_result", schema=None) as batch_op:
        batch_op.drop_column("keep_typed")
    op.drop_table("board_layout")
    op.drop_table("board_result")
