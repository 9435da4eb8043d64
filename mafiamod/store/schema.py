"""The game file's format numbers, importable without SQLAlchemy (opening and reading a game
file use plain :mod:`sqlite3`; SQLAlchemy is imported for the first write)."""

from __future__ import annotations

#: bump with every migration; a file with a higher number is refused
SCHEMA_VERSION = 1
#: the application id stamped in the SQLite header ("MMOD"), so foreign files are told apart
APPLICATION_ID = 0x4D4D4F44
