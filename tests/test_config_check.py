"""The one shared ``[config]`` check (:mod:`mafiamod.engine.config`): every declared switch of
every setup enforces its type, choices, min and max, in a script, ``mafiamod new`` and
``check-setup`` alike; the errors name the key and quote the value as TOML."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from mafiamod.cli import main
from mafiamod.engine.config import ConfigOption, declaration_problems, options
from mafiamod.engine.errors import ScriptError, toml_literal
from mafiamod.engine.ruleset import Ruleset
from mafiamod.paths import setups_dir
from mafiamod.setup_check import check_folder
from mafiamod.setups import build_ruleset, list_setups

SETUPS = list_setups()
SWITCHES = [
    pytest.param(info.id, key, id=f"{info.id}:{key}")
    for info in SETUPS
    for key in options(info.data.get("config", {}))
]


def _ruleset(setup_id: str) -> Ruleset:
    return build_ruleset(next(s for s in SETUPS if s.id == setup_id))


def _option(setup_id: str, key: str) -> ConfigOption:
    info = next(s for s in SETUPS if s.id == setup_id)
    return ConfigOption.from_spec(key, info.data["config"][key])


def legal(option: ConfigOption) -> list[Any]:
    """Values the declaration allows (its choices, its bounds, its type's samples)."""
    if option.choices is not None:
        return list(option.choices)
    if option.kind == "bool":
        return [True, False]
    if option.kind == "count":
        low = option.minimum if option.minimum is not None else 0
        high = option.maximum if option.maximum is not None else low + 7
        return [low, high]
    if option.kind == "day-or-off":
        return [0, False, "off", option.minimum or 1]
    if option.kind == "roles":
        return [{}, {"cop": 1}, "cop=1, doctor=1"]
    if option.kind == "text":
        return [str(option.default), ""]
    return [option.default]


def illegal(option: ConfigOption) -> list[Any]:
    """Values the declaration refuses: outside the choices, the bounds or the type."""
    if option.choices is not None:
        wrong: list[Any] = ["no-such-choice", 17, 1.5]
        if all(isinstance(c, bool) for c in option.choices):
            wrong += [int(not c) for c in option.choices]  # 1 is not true in TOML
            wrong += [not c for c in [option.choices[0]] if len(option.choices) == 1]
        return wrong
    if option.kind == "bool":
        return [1, 0, "yes", "true"]
    if option.kind == "count":
        out: list[Any] = ["two", 1.5, True, [1]]
        if option.minimum is not None:
            out.append(option.minimum - 1)
        if option.maximum is not None:
            out.append(option.maximum + 1)
        return out
    if option.kind == "day-or-off":
        out = ["two", -1, 1.5, True]
        if option.minimum is not None and option.minimum > 1:
            out.append(option.minimum - 1)
        return out
    if option.kind == "roles":
        return [5, "cop=x", {"cop": "one"}, {"cop": -1}]
    if option.kind == "text":
        return [5, True, ["a"]]
    return []


def test_every_setup_has_switches_to_check() -> None:
    kinds = {_option(p.values[0], p.values[1]).kind for p in SWITCHES}  # type: ignore[arg-type]
    assert {"bool", "count", "day-or-off", "roles", "text"} <= kinds


@pytest.mark.parametrize(("setup_id", "key"), SWITCHES)
def test_the_declaration_of_every_built_in_switch_is_sound(setup_id: str, key: str) -> None:
    info = next(s for s in SETUPS if s.id == setup_id)
    assert declaration_problems(key, info.data["config"][key]) == []


@pytest.mark.parametrize("info", SETUPS, ids=[s.id for s in SETUPS])
def test_the_defaults_of_every_setup_are_accepted(info: Any) -> None:
    build_ruleset(info).effective_config({})


@pytest.mark.parametrize(("setup_id", "key"), SWITCHES)
def test_every_legal_value_is_accepted(setup_id: str, key: str) -> None:
    ruleset = _ruleset(setup_id)
    for value in legal(_option(setup_id, key)):
        ruleset.effective_config({key: value})


@pytest.mark.parametrize(("setup_id", "key"), SWITCHES)
def test_every_illegal_value_is_refused_naming_key_value_and_problem(
    setup_id: str, key: str
) -> None:
    ruleset = _ruleset(setup_id)
    option = _option(setup_id, key)
    for value in illegal(option):
        with pytest.raises(ScriptError) as caught:
            ruleset.effective_config({key: value})
        text = str(caught.value)
        assert text.startswith(f"[config] {key} = {toml_literal(value)}: expected "), text
        if option.choices is not None:
            assert all(toml_literal(c) in text for c in option.choices), text
        if option.kind == "count" and option.maximum is not None:
            assert f"from {option.minimum or 0} to {option.maximum}" in text, text


def test_peaky_letters_per_player_is_bounded_by_its_declaration() -> None:
    ruleset = _ruleset("peaky-blinders")
    assert ruleset.effective_config({"letters_per_player": 5})["letters_per_player"] == 5
    with pytest.raises(ScriptError, match=r"letters_per_player = 7: .* from 0 to 5"):
        ruleset.effective_config({"letters_per_player": 7})


def test_a_default_its_declaration_refuses_is_an_error_in_a_game() -> None:
    option = ConfigOption.from_spec("n", {"default": 7, "min": 0, "max": 5})
    with pytest.raises(ScriptError, match=r"\[config.n\] default = 7: .*from 0 to 5"):
        from mafiamod.engine.config import check_config

        check_config("x", {"n": option}, {})


def _copy_setup(tmp_path: Path, setup_id: str, key: str, **spec: Any) -> Path:
    folder = tmp_path / setup_id
    shutil.copytree(setups_dir() / setup_id, folder)
    data = tomllib.loads((folder / "setup.toml").read_text(encoding="utf-8"))
    data["config"][key].update(spec)
    (folder / "setup.toml").write_text(tomli_w.dumps(data), encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("key", "spec", "where", "words"),
    [
        ("letters_per_player", {"default": 7}, "default", "7 is refused by its own declaration"),
        ("letters_per_player", {"default": "one"}, "default", "expected a whole number"),
        ("letters_per_player", {"min": 6}, "max", "5 is below min = 6"),
        ("letters_per_player", {"max": "five"}, "max", 'expected a whole number, found "five"'),
        ("malachi", {"default": True}, "default", "true is not one of the choices (false)"),
        ("deadline", {"default": 21, "kind": "text"}, "default", "expected text in quotes"),
        ("deadline", {"kind": "clock"}, "kind", '"clock" is not a kind'),
        ("control", {"choices": []}, "choices", "expected a non-empty list"),
    ],
)
def test_check_setup_names_a_declaration_its_default_breaks(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    key: str,
    spec: dict[str, Any],
    where: str,
    words: str,
) -> None:
    folder = _copy_setup(tmp_path, "peaky-blinders", key, **spec)
    found = [str(p) for p in check_folder(folder)]
    assert any(f"[config.{key}] {where}: " in line and words in line for line in found), found
    assert main(["check-setup", str(folder)]) == 2
    assert words in capsys.readouterr().err


def test_replay_refuses_an_out_of_range_switch(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = Path("tests/scenarios/peaky-blinders/pb-audit-12-config-variants.toml")
    text = source.read_text(encoding="utf-8")
    assert "letters_per_player = 2" in text
    file = tmp_path / "s.toml"
    file.write_text(text.replace("letters_per_player = 2", "letters_per_player = 7"))
    assert main(["replay", str(file)]) == 2
    err = capsys.readouterr().err
    assert err == (
        "mafiamod: error: [config] letters_per_player = 7: expected a whole number from 0 to 5\n"
    )


def test_day_or_off_bounds_and_never() -> None:
    option = ConfigOption.from_spec("majority", {"default": 2, "kind": "day-or-off", "min": 1})
    assert option.check(False) == 0 and option.check("off") == 0 and option.check(3) == 3
    assert option.bounds() == (0, 99)
    bounded = ConfigOption.from_spec("m", {"default": 2, "kind": "day-or-off", "min": 2, "max": 4})
    assert bounded.problem(1) is not None and bounded.problem(5) is not None
    assert bounded.problem(0) is None and bounded.problem(4) is None
