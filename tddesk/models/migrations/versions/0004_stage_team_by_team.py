"""An index on stage_team.team_id: the stages a team plays in, without scanning every entry.

The tree, the teams view and every eligibility check look a team's stages up by team; in a
file of 2,000 teams that was a scan of the whole table per team.

Revision ID: 0004
Revises: 0003
"""

from alembic import op


revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_stage_team_team_id", "stage_team", ["team_id"])


def downgrade() -> None:
    op.drop_index("ix_stage_team_team_id", table_name="stage_team")
