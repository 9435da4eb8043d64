"""A setup from a stranger (issue 11 item 5): a setup folder is data. Every hostile or
malformed folder gives a clear error naming the file, the key and the problem — never a
traceback, a hang or code run — through ``check-setup``, replay and the window's list of
the moderator's own setups; the other setups are still listed."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from mafiamod import paths
from mafiamod.cli import main
from mafiamod.render import Renderer, TemplateFailure, environment
from mafiamod.setup_check import check_folder
from mafiamod.setups import SetupError, build_ruleset, list_setups, read_setup, user_setup_problems


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return paths.user_setups_dir(create=True)


def mountain(folder: Path, old: str = "", new: str = "") -> Path:
    shutil.copytree(paths.setups_dir() / "mountainous", folder)
    if old:
        toml = folder / "setup.toml"
        text = toml.read_text(encoding="utf-8")
        assert old in text
        toml.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def problems_of(folder: Path) -> str:
    return "\n".join(str(p) for p in check_folder(folder))


def test_a_table_that_is_a_value_is_named(user_dir: Path) -> None:
    folder = user_dir / "scalar-setup"
    folder.mkdir()
    (folder / "setup.toml").write_text("setup = 3\n[players]\nmin = 5\nmax = 6\n")
    with pytest.raises(SetupError, match=r"setup\.toml: \[setup\]: expected a table"):
        read_setup(folder)
    assert "[setup]" in problems_of(folder)
    assert any("scalar-setup" in p for p in user_setup_problems())
    assert "mountainous" in [s.id for s in list_setups()]


def test_toml_nested_too_deeply_is_named(user_dir: Path) -> None:
    folder = user_dir / "deep"
    folder.mkdir()
    (folder / "setup.toml").write_text("x = " + "[" * 50000 + "]" * 50000 + "\n")
    with pytest.raises(SetupError, match="setup.toml: not valid TOML: nested too deeply"):
        read_setup(folder)
    assert "nested too deeply" in problems_of(folder)
    assert any("nested too deeply" in p for p in user_setup_problems())


def test_an_enormous_setup_file_is_refused_unread(user_dir: Path) -> None:
    folder = mountain(user_dir / "huge")
    with (folder / "setup.toml").open("a", encoding="utf-8") as out:
        out.write("# " + "x" * (2 * 1024 * 1024) + "\n")
    with pytest.raises(SetupError, match="larger than a setup file may be"):
        read_setup(folder)
    assert "larger than a setup file may be" in problems_of(folder)


def test_a_byte_order_mark_is_not_part_of_the_text(tmp_path: Path) -> None:
    folder = mountain(tmp_path / "notepad")
    toml = folder / "setup.toml"
    toml.write_bytes(b"\xef\xbb\xbf" + toml.read_bytes())
    assert read_setup(folder).name == "Mountainous"
    assert problems_of(folder) == ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_never_read(user_dir: Path) -> None:
    folder = user_dir / "fifo"
    folder.mkdir()
    os.mkfifo(folder / "setup.toml")
    started = time.monotonic()
    assert "not a plain file" in problems_of(folder)
    with pytest.raises(SetupError, match="not a plain file"):
        read_setup(folder)
    folder2 = mountain(user_dir / "fifo-note")
    os.mkfifo(folder2 / "notes.md")
    assert read_setup(folder2).id == "fifo-note"  # hashed without reading the FIFO
    assert time.monotonic() - started < 30


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_symbolic_link_in_a_setup_folder_is_refused(user_dir: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("my private key", encoding="utf-8")
    folder = mountain(user_dir / "linked")
    (folder / "templates").mkdir()
    (folder / "templates" / "flip.bbcode").symlink_to(secret)
    with pytest.raises(SetupError, match="flip.bbcode: a symbolic link"):
        read_setup(folder)
    assert "templates/flip.bbcode: a symbolic link" in problems_of(folder)
    folder2 = mountain(user_dir / "linked-dir")
    (folder2 / "everything").symlink_to("/")
    with pytest.raises(SetupError, match="everything: a symbolic link"):
        read_setup(folder2)
    assert "everything: a symbolic link" in problems_of(folder2)
    (user_dir / "whole-link").mkdir()
    (user_dir / "whole-link" / "setup.toml").symlink_to(secret)
    assert "a symbolic link" in problems_of(user_dir / "whole-link")
    assert "my private key" not in "\n".join(user_setup_problems())


def test_a_template_folder_is_a_name_never_a_path(tmp_path: Path) -> None:
    for bad in ('"../../../../etc"', '"/etc"', "7", '"classic/../x"'):
        folder = mountain(
            tmp_path / f"t{len(list(tmp_path.iterdir()))}", 'folder = ""', f"folder = {bad}"
        )
        with pytest.raises(SetupError, match=r"setup\.toml: \[templates\] folder"):
            build_ruleset(read_setup(folder))
        assert "[templates] folder" in problems_of(folder)


def test_fixed_switches_are_checked(tmp_path: Path) -> None:
    cases = {
        'fixed = { start = "day",': ("fixed = { start = 3,", "start = 3: not a legal value"),
        "fixed = { start": ('fixed = "x"\nunused = { start', "[library] fixed"),
        'fixed = { start = "day", majority': (
            'fixed = { colour = 1, start = "day", majority',
            "colour: no such switch",
        ),
    }
    for i, (old, (new, said)) in enumerate(cases.items()):
        folder = mountain(tmp_path / f"fixed{i}", old, new)
        with pytest.raises(SetupError, match="setup.toml: ") as caught:
            build_ruleset(read_setup(folder))
        assert said in str(caught.value)
        assert said in problems_of(folder)


BOMBS = {
    "{{ 'x' * 10**10 }}": "characters",
    "{{ 10 ** 100000000 }}": "too large a number",
    "{{ '%999999999s' % 'x' }}": "format width",
    "{{ '{0:>999999999}'.format(1) }}": "format width",
    "{{ 'x'.ljust(10**9) }}": "wider than",
    "{% set a = 'xxxxxxxxxx' %}" + "{% set a = a ~ a %}" * 40 + "{{ a }}": "characters",
    "{% set a = 'xxxxxxxxxx' %}" + "{% set a = a + a %}" * 40 + "{{ a }}": "characters",
    "{% for i in range(100000) %}{{ 'x' * 900 }}{% endfor %}": "characters of output",
    "{{ (['x' * 900000] * 100000)|join }}": "characters",
    "{{ ('x' * 900000)|replace('x', 'x' * 1000) }}": "characters",
    "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}": "seconds",
}


@pytest.mark.parametrize("source", list(BOMBS))
def test_a_template_bomb_stops_with_a_clear_error(
    tmp_path: Path, source: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(environment, "MAX_SECONDS", 1.0)
    (tmp_path / "bomb.bbcode").write_text(source, encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(TemplateFailure, match="bomb.bbcode.*too much") as caught:
        Renderer(tmp_path).render("bomb", {})
    assert BOMBS[source] in str(caught.value)
    assert time.monotonic() - started < 20


def test_ordinary_templates_still_render(tmp_path: Path) -> None:
    (tmp_path / "fine.bbcode").write_text(
        "{{ '-' * 20 }} {{ 'a' ~ 'b' }} {{ '%5s' % 'x' }} {{ ['a', 'b']|join(', ') }} "
        "{{ 2 ** 10 }} {{ 'a-b'|replace('-', '+') }} {{ '{0:>3}'.format(1) }}",
        encoding="utf-8",
    )
    assert Renderer(tmp_path).render("fine", {}) == "-" * 20 + " ab     x a, b 1024 a+b   1\n"


def test_a_bomb_in_a_setup_is_caught_by_check_setup_in_time(tmp_path: Path) -> None:
    folder = mountain(tmp_path / "bomb")
    (folder / "templates").mkdir()
    (folder / "templates" / "role-pm.bbcode").write_text("{{ 'x' * 10**10 }}", encoding="utf-8")
    started = time.monotonic()
    assert "role-pm.bbcode: fails to render: a value of 10000000000 characters" in problems_of(
        folder
    )
    assert time.monotonic() - started < 30


def test_check_setup_and_replay_say_one_line(
    tmp_path: Path, user_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = user_dir / "scalar"
    folder.mkdir()
    (folder / "setup.toml").write_text("setup = 3\n", encoding="utf-8")
    assert main(["check-setup", str(folder)]) == 2
    script = tmp_path / "s.toml"
    script.write_text('setup = "scalar"\nseed = 1\nplayers = ["A", "B", "C", "D", "E"]\n')
    assert main(["replay", str(script)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err
    assert "setup.toml: [setup]" in err
