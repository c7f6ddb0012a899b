"""A stage's matches, teams and penalties read in their order straight from an index.

The standings and the entry grid read a stage's matches ordered by round, position and id, its
teams and penalties by position, after every result the TD saves. With the old index on (stage, round,
position) SQLite still sorted each read in a temporary B-tree, since nothing said those keys
were distinct. The new indexes end in the primary key, so they are unique by construction and
SQLite walks them in order (tests/services/test_stage_read_plans.py).

Revision ID: 0010
Revises: 0009
"""

from alembic import op


revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index("ix_match_stage_round", table_name="match")
    op.create_index("ix_match_stage_order", "match", ["stage_id", "round_number", "position", "id"], unique=True)
    op.create_index("ix_stage_team_stage_order", "stage_team", ["stage_id", "position", "team_id"], unique=True)
    op.drop_index("ix_penalty_stage_id", table_name="penalty")
    op.create_index("ix_penalty_stage_order", "penalty", ["stage_id", "position", "id"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_penalty_stage_order", table_name="penalty")
    op.create_index("ix_penalty_stage_id", "penalty", ["stage_id"])
    op.drop_index("ix_stage_team_stage_order", table_name="stage_team")
    op.drop_index("ix_match_stage_order", table_name="match")
    op.create_index("ix_match_stage_round", "match", ["stage_id", "round_number", "position"])
