"""MafiaMod: a workbench for forum Mafia moderators."""

__version__ = "0.1.0"
APP_NAME = "MafiaMod"
