"""A pairs heat's reserves session by session (D p.6: an ordinary player plays every session).

Revision ID: 0009
Revises: 0008
"""

from alembic import op
import sqlalchemy as sa


revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "pairs_session_reserve",
        sa.Column("heat_id", sa.String(length=40), nullable=False),
        sa.Column("pair_id", sa.String(length=40), nullable=False),
        sa.Column("session", sa.Integer(), nullable=False),
        sa.Column("reserve_mid", sa.String(length=20), nullable=False),
        sa.Column("for_mid", sa.String(length=20), nullable=False),
        sa.ForeignKeyConstraint(["for_mid"], ["player.mid"], name=op.f("fk_pairs_session_reserve_for_mid_player")),
        sa.ForeignKeyConstraint(
            ["heat_id"], ["pairs_heat.id"], name=op.f("fk_pairs_session_reserve_heat_id_pairs_heat")
        ),
        sa.ForeignKeyConstraint(["pair_id"], ["pair.id"], name=op.f("fk_pairs_session_reserve_pair_id_pair")),
        sa.ForeignKeyConstraint(
            ["reserve_mid"], ["player.mid"], name=op.f("fk_pairs_session_reserve_reserve_mid_player")
        ),
        sa.PrimaryKeyConstraint("heat_id", "pair_id", "session", name=op.f("pk_pairs_session_reserve")),
    )


def downgrade() -> None:
    op.drop_table("pairs_session_reserve")
