"""SM stages: seeds and late starts per entry, Swiss repeat policy and VP scale per stage, boards per
knockout round, knockout choices (S5) and the appeals register (S4).

Revision ID: 0006
Revises: 0005
"""

from alembic import op
import sqlalchemy as sa


revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "knockout_choice",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("chooser_team_id", sa.String(length=40), nullable=False),
        sa.Column("chosen_team_id", sa.String(length=40), nullable=False),
        sa.Column("chosen_at", sa.DateTime(), nullable=False),
        sa.Column("chosen_by", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(["chooser_team_id"], ["team.id"], name=op.f("fk_knockout_choice_chooser_team_id_team")),
        sa.ForeignKeyConstraint(["chosen_team_id"], ["team.id"], name=op.f("fk_knockout_choice_chosen_team_id_team")),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_knockout_choice_stage_id_stage")),
        sa.PrimaryKeyConstraint("stage_id", "round_number", "chooser_team_id", name=op.f("pk_knockout_choice")),
    )
    op.create_table(
        "appeal",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("ruling", sa.Text(), nullable=False),
        sa.Column("ruling_at", sa.DateTime(), nullable=False),
        sa.Column("round_ended_at", sa.DateTime(), nullable=True),
        sa.Column("filed_at", sa.DateTime(), nullable=False),
        sa.Column("deposit_paid", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.String(length=20), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_appeal_stage_id_stage")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_appeal_team_id_team")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_appeal")),
    )
    with op.batch_alter_table("appeal", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_appeal_stage_id"), ["stage_id"], unique=False)
    with op.batch_alter_table("stage", schema=None) as batch_op:
        batch_op.add_column(sa.Column("repeat_policy", sa.String(length=10), nullable=True))
        batch_op.add_column(sa.Column("vp_scale", sa.String(length=20), nullable=True))
    with op.batch_alter_table("stage_team", schema=None) as batch_op:
        batch_op.add_column(sa.Column("seed", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("start_round", sa.Integer(), nullable=True))
    with op.batch_alter_table("round", schema=None) as batch_op:
        batch_op.add_column(sa.Column("boards", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("round", schema=None) as batch_op:
        batch_op.drop_column("boards")
    with op.batch_alter_table("stage_team", schema=None) as batch_op:
        batch_op.drop_column("start_round")
        batch_op.drop_column("seed")
    with op.batch_alter_table("stage", schema=None) as batch_op:
        batch_op.drop_column("vp_scale")
        batch_op.drop_column("repeat_policy")
    with op.batch_alter_table("appeal", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_appeal_stage_id"))
    op.drop_table("appeal")
    op.drop_table("knockout_choice")
