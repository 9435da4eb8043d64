"""SQLAlchemy models of the game file (``.mafia``, SQLite)."""

from __future__ import annotations

from sqlalchemy import ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from .schema import APPLICATION_ID, SCHEMA_VERSION

__all__ = [
    "APPLICATION_ID",
    "SCHEMA_VERSION",
    "Base",
    "EventRow",
    "GameRow",
    "PlayerRow",
    "PostRow",
]


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    """The one row describing the game: setup, seed, opening (players, roles, config)."""

    __tablename__ = "game"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    setup_id: Mapped[str] = mapped_column(String(64))
    setup_hash: Mapped[str] = mapped_column(String(64))
    seed: Mapped[int] = mapped_column(Integer)
    app_version: Mapped[str] = mapped_column(String(32))
    schema_version: Mapped[int] = mapped_column(Integer)
    created: Mapped[str] = mapped_column(String(32))
    opening: Mapped[str] = mapped_column(Text)  # JSON


class PlayerRow(Base):
    """Sign-up order, for people and tools reading the file without the app."""

    __tablename__ = "players"

    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(Text)


class EventRow(Base):
    """One moderator input. ``status``: active, undone (redo-able) or discarded."""

    __tablename__ = "events"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String(32))
    phase: Mapped[str | None] = mapped_column(String(32), nullable=True)
    payload: Mapped[str] = mapped_column(Text)  # JSON
    created: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16), default="active", index=True)


class PostRow(Base):
    """Posts and PMs as last rendered for a closed phase (what the moderator copied)."""

    __tablename__ = "posts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    phase: Mapped[str] = mapped_column(String(32), index=True)
    kind: Mapped[str] = mapped_column(String(32))
    recipient: Mapped[str | None] = mapped_column(Text, nullable=True)
    text: Mapped[str] = mapped_column(Text)
    game_id: Mapped[int | None] = mapped_column(ForeignKey("game.id"), nullable=True)
