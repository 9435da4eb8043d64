"""The first game file schema: game, players, events, posts.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("setup_id", sa.String(64), nullable=False),
        sa.Column("setup_hash", sa.String(64), nullable=False),
        sa.Column("seed", sa.Integer, nullable=False),
        sa.Column("app_version", sa.String(32), nullable=False),
        sa.Column("schema_version", sa.Integer, nullable=False),
        sa.Column("created", sa.String(32), nullable=False),
        sa.Column("opening", sa.Text, nullable=False),
    )
    op.create_table(
        "players",
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
    )
    op.create_table(
        "events",
        sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("phase", sa.String(32), nullable=True),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("created", sa.String(32), nullable=False),
        sa.Column("status", sa.String(16), nullable=False, server_default="active"),
    )
    op.create_index("ix_events_status", "events", ["status"])
    op.create_table(
        "posts",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("phase", sa.String(32), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("recipient", sa.Text, nullable=True),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("game_id", sa.Integer, sa.ForeignKey("game.id"), nullable=True),
    )
    op.create_index("ix_posts_phase", "posts", ["phase"])


def downgrade() -> None:
    op.drop_table("posts")
    op.drop_table("events")
    op.drop_table("players")
    op.drop_table("game")
