"""Packaging beyond pyproject.toml: the top-level ``setups/`` and ``resources/`` (the source of
truth in the repository) go into the wheel as ``mafiamod/_setups`` and ``mafiamod/_resources``,
where :mod:`mafiamod.paths` finds them once installed."""

from setuptools import find_packages, setup

DATA = {"mafiamod._setups": "setups", "mafiamod._resources": "resources"}

setup(
    packages=find_packages(include=["mafiamod", "mafiamod.*"]) + list(DATA),
    package_dir=DATA,
    package_data={
        **{package: ["**/*"] for package in DATA},
        "mafiamod": ["py.typed"],
        "mafiamod.store": ["migrations/*.py", "migrations/*.mako", "migrations/versions/*.py"],
    },
    exclude_package_data={package: ["**/__pycache__/*", "**/*.pyc"] for package in DATA},
)
