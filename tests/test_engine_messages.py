"""Engine messages: English template literals the window translates (mafiamod/engine/messages.py)."""

from __future__ import annotations

import copy
import pickle
import sys
from pathlib import Path

import pytest

from mafiamod.engine.errors import IllegalEntry, KnownError, ScriptError, describe_reason
from mafiamod.engine.messages import Message, message, of_error
from mafiamod.engine.model import PhaseRecord

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_i18n  # noqa: E402

sys.path.pop(0)

#: files still writing f-strings (their owners convert them; remove a file once it is done)
NOT_YET_CONVERTED: frozenset[str] = frozenset()


def test_converted_code_writes_template_literals() -> None:
    """Every note()/trace()/error call outside the files above passes a plain string literal
    (with ``{name}`` fields) as its template: no f-string, no variable, no concatenation."""
    bad = [
        line
        for line in build_i18n.nonliteral_templates()
        if line.split(":", 1)[0] not in NOT_YET_CONVERTED
    ]
    assert not bad, "templates that are not string literals:\n" + "\n".join(bad)


def test_not_yet_converted_lists_only_files_that_need_it() -> None:
    """A converted file leaves the list (so it stays converted)."""
    still = {line.split(":", 1)[0] for line in build_i18n.nonliteral_templates()}
    assert sorted(NOT_YET_CONVERTED - still) == []


def test_the_check_sees_an_f_string_and_a_variable(tmp_path: Path) -> None:
    source = tmp_path / "rules.py"
    source.write_text(
        "from mafiamod.engine.errors import IllegalEntry, KnownError\n"
        "def f(record, name, text):\n"
        "    record.note(f'{name} dies')\n"
        "    record.note(text)\n"
        "    record.note('{name} dies', name=name)\n"
        "    raise IllegalEntry('actor-dead', 'dead: ' + name)\n"
        "class Mine(KnownError):\n"
        "    pass\n"
        "def g(name):\n"
        "    raise Mine(f'no {name}')\n",
        encoding="utf-8",
    )
    bad = build_i18n.nonliteral_templates([source])
    assert [b.split(":")[1] for b in bad] == ["3", "4", "6", "10"], bad


def test_templates_are_collected_and_russian_modules_are_not(tmp_path: Path) -> None:
    english = tmp_path / "english.py"
    english.write_text(
        "from mafiamod.engine.errors import ScriptError\n"
        "def f(record, name):\n"
        "    record.note('{name} is seated', name=name)\n"
        "    raise ScriptError('No player named {name}', name=name)\n",
        encoding="utf-8",
    )
    russian = tmp_path / "russian.py"
    russian.write_text(
        'MESSAGES_LANGUAGE = "ru"\n'
        "def f(record, name):\n"
        "    record.note('{name} садится', name=name)\n",
        encoding="utf-8",
    )
    assert build_i18n.engine_templates([english, russian]) == [
        "No player named {name}",
        "{name} is seated",
    ]


def test_a_message_is_its_english_text() -> None:
    m = message("{actor}'s {ability} fails: blocked by {by}", actor="Ann", ability="kill", by="Bo")
    assert m == "Ann's kill fails: blocked by Bo"
    assert isinstance(m, str) and m.template.startswith("{actor}'s") and m.params["by"] == "Bo"
    assert Message("50% {not a field}") == "50% {not a field}"  # no params: as it is
    for copied in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert copied == m and copied.template == m.template and copied.params == m.params


def test_a_note_keeps_the_english_trace_and_its_template() -> None:
    record = PhaseRecord("D1")
    record.note("{name} dies ({cause})", name="Ann", cause="lynch")
    assert record.trace == ["Ann dies (lynch)"]
    assert record.export()["trace"] == ["Ann dies (lynch)"]
    assert record.trace[0].template == "{name} dies ({cause})"


def test_errors_keep_their_english_text() -> None:
    err = ScriptError("No player named {name}", name="Zed")
    assert str(err) == "No player named Zed" and err.message.params == {"name": "Zed"}
    assert isinstance(err, KnownError) and of_error(err) is err.message
    assert str(KnownError("plain")) == "plain" and of_error(ValueError("x")) == "x"
    refused = IllegalEntry("actor-dead")
    assert str(refused) == "the player is dead" and refused.reason == "actor-dead"
    worded = IllegalEntry("no-shots", "{name} has no shots left", name="Bo")
    assert str(worded) == "Bo has no shots left" and worded.message.template.startswith("{name}")
    assert describe_reason("made-up-reason") == "made up reason"
    with pytest.raises(KnownError, match="Zed"):
        raise err


def test_every_template_field_has_its_param() -> None:
    """A template's ``{fields}`` are exactly the keywords its call passes (a missing one would
    raise KeyError when the rules write the line)."""
    assert build_i18n.mismatched_fields() == []


def test_the_field_check_sees_a_missing_param(tmp_path: Path) -> None:
    source = tmp_path / "rules.py"
    source.write_text(
        "def f(ctx, a, t):\n"
        "    ctx.trace('{actor} recharges {target}', actor=a, name=t)\n"
        "    ctx.trace('{actor} recharges {target}', actor=a, target=t)\n",
        encoding="utf-8",
    )
    bad = build_i18n.mismatched_fields([source])
    assert len(bad) == 1 and ":2:" in bad[0] and "['name'" not in bad[0], bad
