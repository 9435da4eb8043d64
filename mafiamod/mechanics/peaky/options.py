"""What the action form offers during a turn: only the entries the rules would accept now.

A field's value tuple lists its legal values; ``()`` means free text and is used only for
the fields in :data:`FREE_TEXT_FIELDS` (a letter's ``text``). An option with a choice field
that has no legal value now (Just the Facts before any letter is published) is not offered.
"""

from __future__ import annotations

from ...engine.model import GameState
from ...engine.options import EntryOption
from .ids import (
    ABILITIES,
    ACTIVE,
    FACTIONAL_KILL,
    GRACE,
    LEE,
    LETTER,
    PUB,
    SHELBY,
    SMALL_HEATH,
    WITCH,
)

LABELS = {
    "persuasive-request": "АС «Убедительная просьба»",
    "lewis-gun": "УС «Пулемёт Льюиса»",
    "stuff-ballot": "АС «Я всё устрою»",
    "train-ticket": "УС «Билет на поезд»",
    "beat-half-to-death": "АС «Избить до полусмерти»",
    "fatal-beating": "УС «Смертельные побои»",
    "licence": "АС «Лицензия»",
    "legal-business": "УС «Легальный бизнес»",
    "weapons-search": "АС «Поиск оружия»",
    "let-the-dogs": "УС «Пусть псы пожрут друг друга»",
    "newspaper-feature": "АС «Очерк в газете»",
    "just-the-facts": "УС «Только факты»",
    "undercover-agent": "АС «Тайный агент»",
    "the-barmaid": "УС «Барменша, которая не в счёт»",
    "patrol": "АС «Патруль»",
    "interrogation": "УС «Допрос»",
    "everyone-works-for-me": "АС «Все работают на меня»",
    "three-shots": "УС «3 выстрела»",
    FACTIONAL_KILL: "Мафкилл",
    LEE: "«Союз с Ли» (3 балла)",
    WITCH: "«Китайская ведьма» (1 балл)",
    SMALL_HEATH: "«Смолл Хит» (2 балла)",
    PUB: "Визит в «Гарнизон»",
    LETTER: "Анонимка",
    "sharp-hearing": "ПС «Острый слух»",
    "points": "Баллы «Гарнизона»",
}


#: fields the player words freely: their value tuple is ``()`` (any text)
FREE_TEXT_FIELDS = frozenset({"text"})


def offerable(option: EntryOption) -> bool:
    """Every choice field of ``option`` has at least one legal value."""
    return all(values or key in FREE_TEXT_FIELDS for key, values in option.fields.items())


def _role_options(state: GameState, name: str, k: int, roles: tuple[str, ...]) -> list[EntryOption]:
    p = state.player(name)
    living = tuple(state.living_names())
    out: list[EntryOption] = []
    for aid, spec in ABILITIES.items():
        if spec.role != p.role or (spec.needs_vote and k == 1):
            continue
        if spec.kind == ACTIVE and p.fields.get("as_nullified"):
            continue
        # a spent УС can still come back this turn through the pub (never Grace's)
        if spec.kind != ACTIVE and not (
            p.fields.get("ult_uses_left") or (not p.fields.get("pub_used") and p.role != GRACE)
        ):
            continue
        cands = tuple(n for n in living if spec.kind != ACTIVE or spec.self_ok or n != name)
        fields: dict[str, tuple[str, ...]] = {}
        if spec.targets == 0:
            cands = ()
        if aid == "interrogation":
            cands = tuple(state.data.get("moss_patrolled", []))
        elif aid == "fatal-beating":
            cands = tuple(n for n in state.data.get("arthur_blocked", []) if n in living)
        elif aid == "let-the-dogs":
            fields["role"] = roles
        elif aid == "just-the-facts":
            fields["letter"] = tuple(str(x["n"]) for x in state.data.get("letters", []))
        elif aid == "persuasive-request":
            fields["vote_for"] = living
        elif aid == "everyone-works-for-me":
            fields["redirect_to"] = living
        out.append(EntryOption(name, aid, LABELS[aid], spec.targets, cands, fields))
    return [o for o in out if offerable(o)]


def entry_options(state: GameState, phase_id: str, roles: tuple[str, ...]) -> list[EntryOption]:
    """Every entry a living player may send this turn (ballots are entered as votes)."""
    k = int(phase_id[1:]) if phase_id[1:].isdigit() else 1
    living = tuple(state.living_names())
    shelbys = tuple(p.name for p in state.living() if p.alignment == SHELBY)
    out: list[EntryOption] = []
    for p in state.living():
        out += _role_options(state, p.name, k, roles)
        if p.alignment == SHELBY:
            out.append(
                EntryOption(
                    p.name,
                    FACTIONAL_KILL,
                    LABELS[FACTIONAL_KILL],
                    1,
                    living,
                    {"executor": shelbys, "backup": living},
                )
            )
            out.append(EntryOption(p.name, LEE, LABELS[LEE], 1, shelbys))
            witch = tuple(s for s in shelbys if s not in state.data.get("witch_used", []))
            out.append(EntryOption(p.name, WITCH, LABELS[WITCH], 1, witch))
            out.append(EntryOption(p.name, SMALL_HEATH, LABELS[SMALL_HEATH], 1, living))
        elif not p.fields.get("pub_used"):
            out.append(EntryOption(p.name, PUB, LABELS[PUB], 0))
        if int(p.fields.get("letters_left") or 0) > 0:
            out.append(EntryOption(p.name, LETTER, LABELS[LETTER], 0, (), {"text": ()}))
    return out
