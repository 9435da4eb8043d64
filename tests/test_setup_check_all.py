"""``check-setup`` exercises every template a setup's rules can render (issue: a broken
flip, night-result, game-over, modkill, replacement or role-PM template passed the check and
failed at the first death of a live game): a short scripted game is played headlessly on the
setup, and every template file compiles and includes only templates that exist."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from mafiamod import paths
from mafiamod.cli import main
from mafiamod.setup_check import check_folder

BUILTIN = sorted(p.name for p in paths.setups_dir().iterdir() if (p / "setup.toml").is_file())

UNDEFINED = "{{ nosuch_variable }}\n"
SYNTAX = "{% if %}\n"
BOMB = "{% for i in range(99999) %}{{ 'x' * 99999 }}{% endfor %}\n"
MISSING_INCLUDE = '{% include "no-such-part.bbcode" %}\n'


def problems_of(folder: Path) -> str:
    return "\n".join(str(p) for p in check_folder(folder))


def copy_with(tmp_path: Path, setup: str, template: str, text: str) -> Path:
    """A copy of the built-in ``setup`` whose own ``templates/<template>`` is ``text``."""
    folder = tmp_path / setup
    shutil.copytree(paths.setups_dir() / setup, folder)
    target = folder / "templates" / template
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize("setup", BUILTIN)
def test_every_builtin_setup_passes(setup: str) -> None:
    assert problems_of(paths.setups_dir() / setup) == ""


@pytest.mark.parametrize(
    ("setup", "template"),
    [
        ("mountainous", "flip.bbcode"),
        ("x-shots", "night-result.bbcode"),
        ("charge-me-up", "game-over.bbcode"),
        ("cop-9", "classic/modkill.bbcode"),
        ("cop-9", "classic/replacement.bbcode"),
        ("mountainous", "replacement-pm.bbcode"),
        ("ghoul-duel", "role-pm.bbcode"),
        ("vig-10", "classic/night-result.bbcode"),
        ("democrabilities", "flip.bbcode"),
        ("peaky-blinders", "turn-result.bbcode"),
    ],
)
def test_an_undefined_variable_past_the_first_phase_is_named(
    tmp_path: Path, setup: str, template: str
) -> None:
    folder = copy_with(tmp_path, setup, template, UNDEFINED)
    assert (
        f"{folder}/templates/{template}: fails to render: 'nosuch_variable' is undefined"
        in problems_of(folder)
    )


def test_a_broken_role_pm_included_by_the_replacement_pm_names_the_role_pm(
    tmp_path: Path,
) -> None:
    folder = copy_with(tmp_path, "mountainous", "role-pm.bbcode", UNDEFINED)
    assert problems_of(folder) == (
        f"{folder}/templates/role-pm.bbcode: fails to render: 'nosuch_variable' is undefined"
    )


def test_a_syntax_error_in_a_late_template_is_named_with_its_line(tmp_path: Path) -> None:
    folder = copy_with(tmp_path, "x-shots", "night-result.bbcode", "fine\n" + SYNTAX)
    said = problems_of(folder)
    assert said.startswith(f"{folder}/templates/night-result.bbcode: line 2: ")


def test_a_template_bomb_in_the_game_over_post_is_stopped_and_named(tmp_path: Path) -> None:
    folder = copy_with(tmp_path, "mountainous", "game-over.bbcode", BOMB)
    said = problems_of(folder)
    assert f"{folder}/templates/game-over.bbcode: fails to render: " in said
    assert "more than 2000000 characters of output" in said


def test_a_missing_include_is_named(tmp_path: Path) -> None:
    folder = copy_with(tmp_path, "cop-9", "classic/modkill.bbcode", MISSING_INCLUDE)
    said = problems_of(folder)
    assert (
        f"{folder}/templates/classic/modkill.bbcode: includes 'no-such-part.bbcode', "
        "a template that does not exist"
    ) in said


def test_an_included_part_the_setup_has_is_fine(tmp_path: Path) -> None:
    folder = copy_with(tmp_path, "cop-9", "classic/modkill.bbcode", '{% include "part.bbcode" %}\n')
    (folder / "templates" / "part.bbcode").write_text("{{ player }} was modkilled.\n")
    assert problems_of(folder) == ""


def test_check_setup_names_the_late_template_and_never_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = copy_with(tmp_path, "cop-9", "classic/night-result.bbcode", UNDEFINED)
    assert main(["check-setup", str(folder)]) != 0
    err = capsys.readouterr()
    said = err.out + err.err
    assert "Traceback" not in said and "internal error" not in said
    assert "templates/classic/night-result.bbcode: fails to render" in said


def test_a_slow_role_pm_is_rendered_once_not_once_a_player(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafiamod.render import environment

    monkeypatch.setattr(environment, "MAX_SECONDS", 0.2)
    slow = "{% for i in range(99999) %}{% for j in range(99999) %}{% endfor %}{% endfor %}\n"
    folder = copy_with(tmp_path, "mountainous", "role-pm.bbcode", slow)
    started = time.monotonic()
    said = problems_of(folder)
    assert f"{folder}/templates/role-pm.bbcode: fails to render: " in said
    assert "still running after 0.2 seconds" in said
    assert time.monotonic() - started < 5


def test_a_script_the_rules_refuse_is_named_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafiamod import setup_check
    from mafiamod.engine.errors import ScriptError

    def refused(*args: object, **kwargs: object) -> None:
        raise ScriptError("replace: {old!r} is not a living player", old="Player9")

    monkeypatch.setattr(setup_check, "_scripted_phase", refused)
    folder = paths.setups_dir() / "cop-9"
    assert problems_of(folder) == (
        f"{folder}/setup.toml: [players] min = 9: a scripted game stops in phase D1: "
        "replace: 'Player9' is not a living player"
    )


def own_templates_of(setup: str) -> list[str]:
    base = paths.setups_dir() / setup / "templates"
    return sorted(p.relative_to(base).as_posix() for p in base.rglob("*.bbcode"))


OWN_TEMPLATES = [(setup, t) for setup in BUILTIN for t in own_templates_of(setup)]


@pytest.mark.parametrize(("setup", "template"), OWN_TEMPLATES)
def test_every_template_a_setup_ships_is_rendered_by_check_setup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], setup: str, template: str
) -> None:
    """Each of a setup's own templates, broken, is named: the scripted games reach every
    one (Charge Me Up's PR and result PMs through the pre-game's choices, Democrabilities'
    Inform result, Ghoul Duel's conversion PM and no-elimination post through the variants)."""
    folder = copy_with(tmp_path, setup, template, UNDEFINED)
    assert main(["check-setup", str(folder)]) != 0
    err = capsys.readouterr()
    said = err.out + err.err
    assert f"{folder}/templates/{template}: fails to render: 'nosuch_variable' is undefined" in said


@pytest.mark.parametrize(
    ("setup", "template"),
    [
        ("charge-me-up", "power-role-pm.bbcode"),
        ("charge-me-up", "night-pm.bbcode"),
        ("democrabilities", "dem-inform-result.bbcode"),
        ("ghoul-duel", "conversion-pm.bbcode"),
        ("ghoul-duel", "no-elimination.bbcode"),
    ],
)
def test_the_templates_the_first_script_missed_are_in_the_list(setup: str, template: str) -> None:
    assert (setup, template) in OWN_TEMPLATES


def test_more_scripted_games_only_while_a_template_is_unrendered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A setup whose templates the first game renders plays one game a player count; one
    that needs the variants plays no more than it needs (check-setup's time)."""
    from mafiamod import setup_check

    played: list[int] = []
    rehearse = setup_check.rehearse

    def counted(*args: object) -> object:
        played.append(int(args[3]))  # type: ignore[call-overload]
        return rehearse(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(setup_check, "rehearse", counted)
    assert problems_of(paths.setups_dir() / "cop-9") == ""
    assert played == [0]  # one player count, no templates of its own
    played.clear()
    assert problems_of(paths.setups_dir() / "ghoul-duel") == ""
    assert 1 < len(played) < setup_check.REHEARSAL_VARIANTS
