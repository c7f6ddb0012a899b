"""The pairs championship: events, heats, pairs, sessions, board results, result lists, the
answers to place offers and the lots (docs/pairs.md).

Revision ID: 0008
Revises: 0007
"""

from alembic import op
import sqlalchemy as sa

from tddesk.models.base import DecimalText


revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "pairs_event",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("discipline", sa.String(length=10), nullable=False),
        sa.Column("final_pairs", sa.Integer(), nullable=False),
        sa.Column("final_boards", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "discipline IN ('mixed', 'open', 'veteran', 'women')", name=op.f("ck_pairs_event_discipline")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pairs_event")),
    )
    op.create_table(
        "pairs_heat",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("event_id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("club_id", sa.String(length=40), nullable=True),
        sa.Column("day", sa.Date(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint("kind IN ('silver', 'bronze', 'final')", name=op.f("ck_pairs_heat_kind")),
        sa.ForeignKeyConstraint(["club_id"], ["club.id"], name=op.f("fk_pairs_heat_club_id_club")),
        sa.ForeignKeyConstraint(["event_id"], ["pairs_event.id"], name=op.f("fk_pairs_heat_event_id_pairs_event")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pairs_heat")),
    )
    with op.batch_alter_table("pairs_heat", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pairs_heat_event_id"), ["event_id"], unique=False)

    op.create_table(
        "pair",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("event_id", sa.String(length=40), nullable=False),
        sa.Column("first_mid", sa.String(length=20), nullable=False),
        sa.Column("second_mid", sa.String(length=20), nullable=False),
        sa.Column("reigning_champions", sa.Boolean(), nullable=False),
        sa.Column("direct_place", sa.Boolean(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint("first_mid <> second_mid", name=op.f("ck_pair_two_players")),
        sa.ForeignKeyConstraint(["event_id"], ["pairs_event.id"], name=op.f("fk_pair_event_id_pairs_event")),
        sa.ForeignKeyConstraint(["first_mid"], ["player.mid"], name=op.f("fk_pair_first_mid_player")),
        sa.ForeignKeyConstraint(["second_mid"], ["player.mid"], name=op.f("fk_pair_second_mid_player")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pair")),
    )
    with op.batch_alter_table("pair", schema=None) as batch_op:
        batch_op.create_index("ix_pair_event", ["event_id"], unique=False)

    op.create_table(
        "pairs_board_result",
        sa.Column("heat_id", sa.String(length=40), nullable=False),
        sa.Column("session", sa.Integer(), nullable=False),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("ns_number", sa.Integer(), nullable=False),
        sa.Column("ew_number", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("contract", sa.String(length=8), nullable=True),
        sa.Column("declarer", sa.String(length=1), nullable=True),
        sa.Column("tricks", sa.Integer(), nullable=True),
        sa.Column("lead", sa.String(length=3), nullable=True),
        sa.Column("assigned_ns_score", sa.Integer(), nullable=True),
        sa.Column("ns_percent", sa.Integer(), nullable=True),
        sa.Column("ew_percent", sa.Integer(), nullable=True),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.Column("bws_row_id", sa.Integer(), nullable=True),
        sa.CheckConstraint("tricks IS NULL OR tricks BETWEEN 0 AND 13", name=op.f("ck_pairs_board_result_tricks")),
        sa.ForeignKeyConstraint(["heat_id"], ["pairs_heat.id"], name=op.f("fk_pairs_board_result_heat_id_pairs_heat")),
        sa.PrimaryKeyConstraint("heat_id", "session", "board", "ns_number", name=op.f("pk_pairs_board_result")),
    )
    op.create_table(
        "pairs_lot",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.String(length=40), nullable=False),
        sa.Column("heat_id", sa.String(length=40), nullable=True),
        sa.Column("pairs", sa.Text(), nullable=False),
        sa.Column("order", sa.Text(), nullable=False),
        sa.Column("drawn_on", sa.DateTime(), nullable=False),
        sa.Column("drawn_by", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["pairs_event.id"], name=op.f("fk_pairs_lot_event_id_pairs_event")),
        sa.ForeignKeyConstraint(["heat_id"], ["pairs_heat.id"], name=op.f("fk_pairs_lot_heat_id_pairs_heat")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pairs_lot")),
    )
    with op.batch_alter_table("pairs_lot", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pairs_lot_event_id"), ["event_id"], unique=False)

    op.create_table(
        "pairs_session",
        sa.Column("heat_id", sa.String(length=40), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("movement", sa.String(length=10), nullable=False),
        sa.Column("boards_per_round", sa.Integer(), nullable=True),
        sa.Column("day", sa.Date(), nullable=True),
        sa.CheckConstraint("movement IN ('barometer', 'mitchell', 'howell')", name=op.f("ck_pairs_session_movement")),
        sa.ForeignKeyConstraint(["heat_id"], ["pairs_heat.id"], name=op.f("fk_pairs_session_heat_id_pairs_heat")),
        sa.PrimaryKeyConstraint("heat_id", "number", name=op.f("pk_pairs_session")),
    )
    op.create_table(
        "pairs_entry",
        sa.Column("heat_id", sa.String(length=40), nullable=False),
        sa.Column("pair_id", sa.String(length=40), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("plays_for_qualification", sa.Boolean(), nullable=False),
        sa.Column("reserve_mid", sa.String(length=20), nullable=True),
        sa.Column("reserve_for_mid", sa.String(length=20), nullable=True),
        sa.Column("struck_reason", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(["heat_id"], ["pairs_heat.id"], name=op.f("fk_pairs_entry_heat_id_pairs_heat")),
        sa.ForeignKeyConstraint(["pair_id"], ["pair.id"], name=op.f("fk_pairs_entry_pair_id_pair")),
        sa.ForeignKeyConstraint(
            ["reserve_for_mid"], ["player.mid"], name=op.f("fk_pairs_entry_reserve_for_mid_player")
        ),
        sa.ForeignKeyConstraint(["reserve_mid"], ["player.mid"], name=op.f("fk_pairs_entry_reserve_mid_player")),
        sa.PrimaryKeyConstraint("heat_id", "pair_id", name=op.f("pk_pairs_entry")),
    )
    with op.batch_alter_table("pairs_entry", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pairs_entry_pair_id"), ["pair_id"], unique=False)

    op.create_table(
        "pairs_list_result",
        sa.Column("heat_id", sa.String(length=40), nullable=False),
        sa.Column("pair_id", sa.String(length=40), nullable=False),
        sa.Column("percent", DecimalText(length=32), nullable=False),
        sa.Column("boards", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["heat_id"], ["pairs_heat.id"], name=op.f("fk_pairs_list_result_heat_id_pairs_heat")),
        sa.ForeignKeyConstraint(["pair_id"], ["pair.id"], name=op.f("fk_pairs_list_result_pair_id_pair")),
        sa.PrimaryKeyConstraint("heat_id", "pair_id", name=op.f("pk_pairs_list_result")),
    )
    op.create_table(
        "pairs_place_answer",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.String(length=40), nullable=False),
        sa.Column("pair_id", sa.String(length=40), nullable=False),
        sa.Column("accepted", sa.Boolean(), nullable=False),
        sa.Column("answered_on", sa.Date(), nullable=True),
        sa.ForeignKeyConstraint(
            ["event_id"], ["pairs_event.id"], name=op.f("fk_pairs_place_answer_event_id_pairs_event")
        ),
        sa.ForeignKeyConstraint(["pair_id"], ["pair.id"], name=op.f("fk_pairs_place_answer_pair_id_pair")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pairs_place_answer")),
    )
    with op.batch_alter_table("pairs_place_answer", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pairs_place_answer_event_id"), ["event_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("pairs_place_answer", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pairs_place_answer_event_id"))

    op.drop_table("pairs_place_answer")
    op.drop_table("pairs_list_result")
    with op.batch_alter_table("pairs_entry", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pairs_entry_pair_id"))

    op.drop_table("pairs_entry")
    op.drop_table("pairs_session")
    with op.batch_alter_table("pairs_lot", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pairs_lot_event_id"))

    op.drop_table("pairs_lot")
    op.drop_table("pairs_board_result")
    with op.batch_alter_table("pair", schema=None) as batch_op:
        batch_op.drop_index("ix_pair_event")

    op.drop_table("pair")
    with op.batch_alter_table("pairs_heat", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pairs_heat_event_id"))

    op.drop_table("pairs_heat")
    op.drop_table("pairs_event")
