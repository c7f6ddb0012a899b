"""Other programs' conventions as settings (docs/rules.md): a stage's IMP cap per comparison across
the field, a pairs heat's rounding of Neuberg's matchpoints and its score for a sit-out.

Revision ID: 0012
Revises: 0011
"""

from alembic import op
import sqlalchemy as sa


revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("stage", sa.Column("imp_cap", sa.Integer(), nullable=True))
    op.add_column("pairs_heat", sa.Column("neuberg_decimals", sa.Integer(), nullable=True))
    op.add_column("pairs_heat", sa.Column("sit_out_score", sa.String(length=10), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("pairs_heat") as batch:
        batch.drop_column("sit_out_score")
        batch.drop_column("neuberg_decimals")
    with op.batch_alter_table("stage") as batch:
        batch.drop_column("imp_cap")
