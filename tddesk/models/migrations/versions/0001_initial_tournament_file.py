"""The initial tournament file: registrations, schedule, results, rulings, lots and audit.

Revision ID: 0001
Revises:
"""

from alembic import op
import sqlalchemy as sa


revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "audit",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("by", sa.String(length=100), nullable=False),
        sa.Column("action", sa.String(length=60), nullable=False),
        sa.Column("subject", sa.String(length=200), nullable=True),
        sa.Column("before", sa.Text(), nullable=True),
        sa.Column("after", sa.Text(), nullable=True),
        sa.Column("changes", sa.Text(), nullable=True),
        sa.Column("reverts", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["reverts"], ["audit.id"], name=op.f("fk_audit_reverts_audit")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit")),
    )
    op.create_table(
        "championship",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("season", sa.String(length=20), nullable=False),
        sa.Column("district", sa.String(length=50), nullable=False),
        sa.Column("profile_id", sa.String(length=50), nullable=False),
        sa.Column("profile_toml", sa.Text(), nullable=False),
        sa.Column("profile_overrides", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_championship")),
    )
    op.create_table(
        "club",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("district", sa.String(length=50), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_club")),
    )
    op.create_table(
        "player",
        sa.Column("mid", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("club_id", sa.String(length=40), nullable=True),
        sa.Column("birth_year", sa.Integer(), nullable=True),
        sa.Column("membership_paid", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["club_id"], ["club.id"], name=op.f("fk_player_club_id_club")),
        sa.PrimaryKeyConstraint("mid", name=op.f("pk_player")),
    )
    op.create_table(
        "stage",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("boards_per_match", sa.Integer(), nullable=False),
        sa.Column("halves", sa.Integer(), nullable=False),
        sa.Column("dealt_at_table", sa.Boolean(), nullable=False),
        sa.Column("format", sa.String(length=30), nullable=True),
        sa.Column("bye_vp", sa.String(length=32), nullable=True),
        sa.Column("table_fee", sa.String(length=32), nullable=True),
        sa.Column("organiser_club", sa.String(length=40), nullable=True),
        sa.Column("manager", sa.String(length=200), nullable=True),
        sa.Column("phone", sa.String(length=50), nullable=True),
        sa.Column("email", sa.String(length=200), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint("halves IN (1, 2)", name=op.f("ck_stage_halves")),
        sa.ForeignKeyConstraint(["organiser_club"], ["club.id"], name=op.f("fk_stage_organiser_club_club")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stage")),
    )
    op.create_table(
        "lot",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("teams", sa.Text(), nullable=False),
        sa.Column("order", sa.Text(), nullable=False),
        sa.Column("drawn_on", sa.DateTime(), nullable=False),
        sa.Column("drawn_by", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_lot_stage_id_stage")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_lot")),
    )
    op.create_table(
        "team",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("captain_mid", sa.String(length=20), nullable=True),
        sa.Column("newcomer", sa.Boolean(), nullable=False),
        sa.Column("entry_fee_paid_on", sa.Date(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["captain_mid"], ["player.mid"], name=op.f("fk_team_captain_mid_player")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_team")),
    )
    op.create_table(
        "dispensation",
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("mid", sa.String(length=20), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("granted_on", sa.Date(), nullable=True),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_dispensation_team_id_team")),
        sa.PrimaryKeyConstraint("team_id", "mid", "kind", name=op.f("pk_dispensation")),
    )
    op.create_table(
        "exclusion",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("on", sa.Date(), nullable=True),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_exclusion_stage_id_stage")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_exclusion_team_id_team")),
        sa.PrimaryKeyConstraint("stage_id", "team_id", name=op.f("pk_exclusion")),
    )
    op.create_table(
        "round",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("date", sa.Date(), nullable=True),
        sa.Column("start", sa.String(length=5), nullable=True),
        sa.Column("bye_team_id", sa.String(length=40), nullable=True),
        sa.ForeignKeyConstraint(["bye_team_id"], ["team.id"], name=op.f("fk_round_bye_team_id_team")),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_round_stage_id_stage")),
        sa.PrimaryKeyConstraint("stage_id", "number", name=op.f("pk_round")),
    )
    op.create_table(
        "stage_team",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_stage_team_stage_id_stage")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_stage_team_team_id_team")),
        sa.PrimaryKeyConstraint("stage_id", "team_id", name=op.f("pk_stage_team")),
    )
    op.create_table(
        "table_fee_payment",
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("paid_on", sa.Date(), nullable=True),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_table_fee_payment_stage_id_stage")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_table_fee_payment_team_id_team")),
        sa.PrimaryKeyConstraint("stage_id", "team_id", "round_number", name=op.f("pk_table_fee_payment")),
    )
    op.create_table(
        "team_member",
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("mid", sa.String(length=20), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["mid"], ["player.mid"], name=op.f("fk_team_member_mid_player")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_team_member_team_id_team")),
        sa.PrimaryKeyConstraint("team_id", "mid", name=op.f("pk_team_member")),
        sa.UniqueConstraint("mid", name=op.f("uq_team_member_mid")),
    )
    op.create_table(
        "match",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("home_team_id", sa.String(length=40), nullable=False),
        sa.Column("away_team_id", sa.String(length=40), nullable=False),
        sa.Column("date", sa.Date(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["away_team_id"], ["team.id"], name=op.f("fk_match_away_team_id_team")),
        sa.ForeignKeyConstraint(["home_team_id"], ["team.id"], name=op.f("fk_match_home_team_id_team")),
        sa.ForeignKeyConstraint(
            ["stage_id", "round_number"], ["round.stage_id", "round.number"], name=op.f("fk_match_stage_id_round")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_match")),
    )
    op.create_table(
        "half_result",
        sa.Column("match_id", sa.String(length=40), nullable=False),
        sa.Column("half", sa.Integer(), nullable=False),
        sa.Column("home_imps", sa.Integer(), nullable=True),
        sa.Column("away_imps", sa.Integer(), nullable=True),
        sa.CheckConstraint("home_imps >= 0 AND away_imps >= 0", name=op.f("ck_half_result_imps_not_negative")),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], name=op.f("fk_half_result_match_id_match")),
        sa.PrimaryKeyConstraint("match_id", "half", name=op.f("pk_half_result")),
    )
    op.create_table(
        "lineup_seat",
        sa.Column("match_id", sa.String(length=40), nullable=False),
        sa.Column("half", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(length=4), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("mid", sa.String(length=20), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], name=op.f("fk_lineup_seat_match_id_match")),
        sa.ForeignKeyConstraint(["mid"], ["player.mid"], name=op.f("fk_lineup_seat_mid_player")),
        sa.PrimaryKeyConstraint("match_id", "half", "side", "seat", name=op.f("pk_lineup_seat")),
    )
    op.create_table(
        "penalty",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("match_id", sa.String(length=40), nullable=True),
        sa.Column("team_id", sa.String(length=40), nullable=False),
        sa.Column("kind", sa.String(length=30), nullable=False),
        sa.Column("minutes", sa.Integer(), nullable=True),
        sa.Column("share", sa.String(length=32), nullable=True),
        sa.Column("mid", sa.String(length=20), nullable=True),
        sa.Column("vp", sa.String(length=32), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], name=op.f("fk_penalty_match_id_match")),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_penalty_stage_id_stage")),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], name=op.f("fk_penalty_team_id_team")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_penalty")),
    )
    op.create_table(
        "walkover",
        sa.Column("match_id", sa.String(length=40), nullable=False),
        sa.Column("stage_id", sa.String(length=40), nullable=False),
        sa.Column("by_team_id", sa.String(length=40), nullable=False),
        sa.Column("ruled_on", sa.Date(), nullable=True),
        sa.ForeignKeyConstraint(["by_team_id"], ["team.id"], name=op.f("fk_walkover_by_team_id_team")),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], name=op.f("fk_walkover_match_id_match")),
        sa.ForeignKeyConstraint(["stage_id"], ["stage.id"], name=op.f("fk_walkover_stage_id_stage")),
        sa.PrimaryKeyConstraint("match_id", name=op.f("pk_walkover")),
    )


def downgrade() -> None:
    op.drop_table("walkover")
    op.drop_table("penalty")
    op.drop_table("lineup_seat")
    op.drop_table("half_result")
    op.drop_table("match")
    op.drop_table("team_member")
    op.drop_table("table_fee_payment")
    op.drop_table("stage_team")
    op.drop_table("round")
    op.drop_table("exclusion")
    op.drop_table("dispensation")
    op.drop_table("team")
    op.drop_table("lot")
    op.drop_table("stage")
    op.drop_table("player")
    op.drop_table("club")
    op.drop_table("championship")
    op.drop_table("audit")
