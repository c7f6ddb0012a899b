"""Central days (venues, start offsets, place offers (A4), jury members, table times) and playing dates.

Revision ID: 0002
Revises: 0001
"""

from alembic import op
import sqlalchemy as sa


revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "jury_member",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_jury_member_stage_id_stage")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_jury_member_team_id_team")),
        sa.PrimaryKeyConstraint("stage_id", "team_id", name=op.f("pk_jury_member")),
    )
    op.create_table(
        "place_offer",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("from_stage_id", sa.String(length=40), nullable=False),
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("target", sa.String(length=20), nullable=False),
        sa.Column("accepted", sa.Boolean(), nullable=False),
        sa.Column("answered_on", sa.Date(), nullable=True),
        sa.ForeignKeyConstraint(["from_stage_id"], ["stage.id"], name=op.f("fk_place_offer_from_stage_id_stage")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_place_offer_team_id_team")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_place_offer")),
    )
    op.create_table(
        "table_time",
        sa.Column("match_id", sa.String(length=40), nullable=False),
        sa.Column("half", sa.Integer(), nullable=False),
        sa.Column("table", sa.Integer(), nullable=False),
        sa.Column("started", sa.String(length=5), nullable=True),
        sa.Column("ended", sa.String(length=5), nullable=True),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], name=op.f("fk_table_time_match_id_match")),
        sa.PrimaryKeyConstraint("match_id", "half", "table", name=op.f("pk_table_time")),
    )
    with op.batch_alter_table("stage", schema=None) as batch_op:
        batch_op.add_column(sa.Column("venue", sa.String(length=200), nullable=True))
        batch_op.add_column(sa.Column("day", sa.Date(), nullable=True))
        batch_op.add_column(sa.Column("start_offset_minutes", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("first_round_date", sa.Date(), nullable=True))
        batch_op.add_column(sa.Column("days_between_rounds", sa.Integer(), nullable=True))
    # A stage's matches and rulings are read on every entry; without these a read scans the whole file.
    op.create_index("ix_match_stage_round", "match", ["stage_id", "round_number", "position"])
    op.create_index("ix_match_home_team", "match", ["home_team_id"])
    op.create_index("ix_match_away_team", "match", ["away_team_id"])
    op.create_index(op.f("ix_penalty_stage_id"), "penalty", ["stage_id"])
    op.create_index(op.f("ix_walkover_stage_id"), "walkover", ["stage_id"])
    op.create_index(op.f("ix_lot_stage_id"), "lot", ["stage_id"])


def downgrade() -> None:
    for table, name in (
        ("lot", "ix_lot_stage_id"),
        ("walkover", "ix_walkover_stage_id"),
        ("penalty", "ix_penalty_stage_id"),
        ("match", "ix_match_away_team"),
        ("match", "ix_match_home_team"),
        ("match", "ix_match_stage_round"),
    ):
        op.drop_index(name, table_name=table)
    with op.batch_alter_table("stage", schema=None) as batch_op:
        batch_op.drop_column("days_between_rounds")
        batch_op.drop_column("first_round_date")
        batch_op.drop_column("start_offset_minutes")
        batch_op.drop_column("day")
        batch_op.drop_column("venue")

    op.drop_table("table_time")
    op.drop_table("place_offer")
    op.drop_table("jury_member")
