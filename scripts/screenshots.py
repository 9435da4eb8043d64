"""Render the main screens offscreen to docs/screenshots/*.png (and the app icon's PNGs
from resources/icons/mafiamod.svg).

Usage: QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [--lang ru]
(``--lang ru``: the window in Russian, into docs/screenshots/ru/)
Games are built through the same Game calls the window makes; sizes are those of a
1366×768 laptop screen (the window's client area).
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import traceback
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import shiboken6  # noqa: E402

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QWidget  # noqa: E402

from mafiamod.game import Game  # noqa: E402
from mafiamod.gui.app import install_translation, make_app  # noqa: E402
from mafiamod.gui.entry_dialogs import DeadlineDialog, DrawDialog, PlayerDialog, VoteDialog  # noqa: E402
from mafiamod.gui.preferences import PreferencesDialog  # noqa: E402
from mafiamod.gui.resources import render_pngs  # noqa: E402
from mafiamod.gui.window import MainWindow  # noqa: E402
from mafiamod.gui.wizard import NewGameWizard  # noqa: E402

LANGUAGE = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
OUT = ROOT / "docs" / "screenshots" / ("" if LANGUAGE == "en" else LANGUAGE)
SIZE = (1366, 768)
MOUNTAIN = [
    "Androsynth",
    "Arilou",
    "Chmmr",
    "Druuge",
    "Ilwrath",
    "Melnorme",
    "Mycon",
    "Orz",
    "Pkunk",
    "Slylandro",
    "Spathi",
    "Supox",
    "Syreen",
    "Umgah",
    "Utwig",
    "VUX",
    "Yehat",
    "Zoq-Fot",
]
CMU = [
    "Androsynth",
    "Ariloulaleelay",
    "Chmmr",
    "Ilwrath",
    "Melnorme",
    "Mycon",
    "Orz",
    "Pkunk",
    "Slylandro",
    "Supox",
    "Syreen",
    "Umgah",
    "VUX",
    "Yehat",
]
GHOUL = ["Mac", "Mab", "Moe", "Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Kit"]
PEAKY = [
    "Томас",
    "Артур",
    "Джон",
    "Полли",
    "Ада",
    "Майкл",
    "Грейс",
    "Элфи",
    "Лука",
    "Алфи",
    "Эсме",
    "Линда",
    "Кэмпбелл",
    "Чарли",
    "Джонни",
    "Иса",
    "Финн",
    "Лиззи",
]


#: every window and dialog made, deleted newest first by :func:`finish`
MADE: list[QWidget] = []


def keep(widget: Any) -> Any:
    MADE.append(widget)
    return widget


def finish(status: int = 0) -> None:
    """Delete every window and dialog made, newest first (a dialog before the window it
    belongs to), quit the application, and exit. Left to the interpreter's exit, Python
    deleted them in whatever order it met them and sometimes crashed (a segmentation fault
    after the last screenshot)."""
    for widget in reversed(MADE):
        if shiboken6.isValid(widget):
            widget.close()
            shiboken6.delete(widget)
    MADE.clear()
    app = make_app()
    app.processEvents()
    app.quit()
    # Every file is written. The interpreter's own clean-up would now collect PySide6's
    # leftover wrappers (signal lambdas, models) after Qt is gone, and shiboken has crashed
    # there ("bool_dealloc: deallocating True or False", a segfault): leave without it.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


def window_for(game: Game, file: str = "") -> MainWindow:
    """The window on ``game``, saved (as it shows in the title) under a name from its title."""
    file = file or re.sub(r"\W+", "-", (game.opening.title or game.info.name).lower()).strip("-")
    file = file if file.endswith(".mafia") else f"{file}.mafia"
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("confirm/end_phase", False)  # the question has its own screenshot
    win = keep(MainWindow(settings))
    win.resize(*SIZE)
    win.open_game(game, Path(file))
    win.show()
    return win


def save(widget, name: str) -> None:
    for _ in range(3):  # re-laid-out rows reach their parents one event turn later
        make_app().processEvents()
    widget.grab().save(str(OUT / f"{name}.png"))
    print(f"wrote {(OUT / name).relative_to(ROOT)}.png")


def mountainous_day() -> Game:
    game = Game.create("mountainous", MOUNTAIN, seed=12, title="Mountainous #12")
    for voter, target, post in [
        ("Arilou", "Orz", 14),
        ("Chmmr", "Orz", 17),
        ("Spathi", "VUX", 20),
        ("Orz", "Spathi", 23),
        ("Utwig", "Orz", 31),
        ("Yehat", "VUX", 35),
        ("Pkunk", "Orz", 40),
        ("Chmmr", "", 41),
        ("Chmmr", "Spathi", 41),
    ]:
        game.vote(voter, target, post=post)
    game.note("Spathi", "defensive about the vote count; check D1 posts 18-25")
    game.note("Druuge", "replacement in: was Kohr-Ah")
    deadline = datetime.now().replace(minute=0, second=0) + timedelta(days=1, hours=6)
    game.set_data("deadline", f"{deadline:%Y-%m-%d %H:%M}")
    return game


def ghoul_duel_day() -> None:
    """Ghoul Duel: N1's duel choice being entered, then D2, the duel day, with its votes."""
    roles = {**{n: "mafia-goon" for n in GHOUL[:3]}, **{n: "one-shot-ghoul" for n in GHOUL[3:]}}
    game = Game.create("ghoul-duel", GHOUL, seed=3, roles=roles, title="Ghoul Duel")
    for voter in GHOUL[3:10]:
        game.vote(voter, "Ben")
    game.end_phase()
    game.act("Mac", "factional-kill", ["Ann"])
    game.act("Ann", "ghoul", ["Moe"])
    win = window_for(game)
    mac = win.night.row("Mac")
    mac.choose("duel-choice")
    for key, name in (("mafia", "Mac"), ("town", "Cal"), ("mafia_backup", "Mab")):
        mac.fields[key].set_value(name)
    save(win, "night-ghoul-duel")
    win.close()
    game.act("Mac", "duel-choice", mafia="Mac", town="Cal", mafia_backup="Mab", town_backup="Dee")
    game.end_phase()
    for voter, target in [
        ("Dee", "Mac"),
        ("Eve", "Cal"),
        ("Fay", "Mac"),
        ("Gus", "Mac"),
        ("Mab", "Cal"),
    ]:
        game.vote(voter, target, post=40 + len(game.events))
    win = window_for(game)
    win.posts.select("duel-announcement")
    save(win, "day-ghoul-duel-duel")
    win.close()


def democrabilities_day() -> None:
    """D1 of Democrabilities: the ability vote and the elimination vote side by side."""
    town = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Gina"]
    roles = {
        **{n: "vanilla-townie" for n in town},
        "Mallory": "mafia-goon",
        "Moriarty": "mafia-goon",
    }
    game = Game.create(
        "democrabilities",
        [*town, "Mallory", "Moriarty"],
        seed=1,
        roles=roles,
        title="Democrabilities",
    )
    game.act("Mallory", "send-effect", effect="track")
    game.act("Mallory", "plan-kill", ["Alice"], killer="Mallory")
    game.end_phase()
    for voter in ["Bob", "Carol", "Dave"]:
        game.vote(voter, "Mallory", "ability")
    for voter, target in [
        ("Gina", "Bob"),
        ("Alice", "Bob"),
        ("Moriarty", "Carol"),
        ("Erin", "Moriarty"),
    ]:
        game.vote(voter, target, "elimination")
    win = window_for(game)
    win.posts.select("vote-count")
    save(win, "day-democrabilities-two-votes")
    win.close()


def cmu_pasted_night() -> None:
    """Charge Me Up N1 (benchmarks/cmu-night1.toml): the players' PMs pasted on the quick
    line, read one by one; a refused line explained; then the question before resolving."""
    from mafiamod.gui.confirm_end import question_box
    from mafiamod.script import parse_script

    bench = ROOT / "benchmarks"
    game = Game.from_script(parse_script((bench / "cmu-night1.toml").read_text()))
    game.live = True
    win = window_for(game)
    night = win.night
    night.read_pasted((bench / "cmu-night1-pms.txt").read_text())
    for _ in range(5):
        night.submit_quick()
    save(win, "night-charge-me-up-pasted-pms")
    night.skip_reading()
    night.quick.setText("Mycon heal myself")
    night.submit_quick()
    save(win, "night-charge-me-up-refusal")
    box, _ok, _again = question_box(None, win.session)  # the window's own question
    dialog_shot(box, "dialog-end-phase")
    # D2: votes the rules refused (a dead voter, a dead target) in the day's Refused list
    while night.reading is not None:
        night.submit_quick() or night.skip_reading()
    win.session.call("end_phase")
    dead = [p.name for p in game.open_state().players if not p.alive]
    day = win.day
    for voter, target in ((dead[0], "Orz"), ("Yehat", dead[0]), ("Pkunk", "Orz")):
        day.voter.setEditText(voter)
        day.target.setEditText(target)
        day.submit()
    day.lists.setCurrentIndex(1)
    save(win, "day-charge-me-up-refused")
    win.close()


def x_shots_night() -> None:
    """X-SHOTS N1: rolled roles, JOAT declarations, the entries list."""
    names = ["Ash", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Gum", "Hazel", "Ivy"]
    names += ["Juniper", "Kapok", "Larch", "Maple"]
    fixed = {
        "Ash": {"alignment": "town", "role": "cop"},
        "Birch": {"alignment": "town", "role": "cop"},
        "Cedar": {"alignment": "town", "role": "vigilante"},
        "Kapok": {"alignment": "mafia", "role": "shot-changer"},
        "Larch": {"alignment": "mafia", "role": "roleblocker"},
        "Maple": "mafia-goon",
    }
    roles = {n: fixed.get(n, "vanilla-townie") for n in names}
    game = Game.create("x-shots", names, seed=214, roles=roles, title="X-SHOTS")
    game.set_data("rolls", [1, 1, 2])
    game.end_phase()
    game.end_phase()
    game.act("Maple", "factional-kill", ["Fir"], joat="strongman")
    game.act("Ash", "investigate", ["Larch"])
    game.act("Cedar", "vig-kill", ["Kapok"])
    win = window_for(game)
    save(win, "night-x-shots")
    win.close()


def setup_builder_dialog() -> None:
    """File → Build a setup…: a 10-player classic setup composed, a Mafia Roleblocker added as a
    variant and a two-shot Ninja Vigilante selected, ready to save."""
    from mafiamod.gui.setup_builder import SetupBuilderDialog

    dialog = SetupBuilderDialog(Path(tempfile.mkdtemp()))
    dialog.resize(*SIZE)
    counts = {"cop": 1, "doctor": 1, "godfather": 1, "vigilante": 1, "vanilla-townie": 5}
    for role_id, count in counts.items():
        dialog.set_count(role_id, count)
    dialog.select_role("roleblocker")
    dialog.add_variant()  # a Mafia Roleblocker
    dialog.select_role("vigilante")
    dialog.modifier_boxes["ninja"].setChecked(True)
    dialog.ui.shotsSpin.setValue(2)
    dialog.ui.nameEdit.setText("Blocked 10")
    dialog.ui.nameEdit.textEdited.emit("Blocked 10")
    dialog.ui.designerEdit.setText("A. Moderator")
    dialog.ui.descriptionEdit.setPlainText(
        "A Cop, a Doctor and a two-shot Ninja Vigilante against a Godfather and his Roleblocker."
    )
    dialog.switch_widgets["majority"].setValue(3)
    dialog.revalidate()
    dialog_shot(dialog, "dialog-setup-builder")


def classic_family() -> None:
    """The classic library's setups (open Classic, Cop 9, Cop 13, Vig 10): Night 1 with the
    first abilities entered, after a Day 1 of a few votes where the game opens on a day."""
    names = MOUNTAIN[:13]
    for setup, count, config in (
        ("classic", 10, {"roles": {"cop": 1, "doctor": 1, "mafia-goon": 2}}),
        ("cop-9", 9, {}),
        ("cop-13", 13, {}),
        ("vig-10", 10, {}),
    ):
        game = Game.create(setup, names[:count], seed=7, config=config, title=f"{setup} #7")
        if game.ruleset.phase_kind(game.current_phase_id() or "") == "day":
            living = game.open_state().living_names()
            for voter, target in zip(living[:3], living[3:6], strict=True):
                game.vote(voter, target)
            game.end_phase()
        phase = game.current_phase_id() or ""
        state = game.open_state()
        done: set[str] = set()
        for option in game.ruleset.entry_options(state, phase):
            if option.ability in done:
                continue  # one entry of each ability, on a player of another faction
            side = state.player(option.actor).alignment
            others = [c for c in option.candidates if state.player(c).alignment != side]
            game.act(option.actor, option.ability, others[: option.targets])
            done.add(option.ability)
        win = window_for(game)
        save(win, f"night-{setup}")
        win.close()


def message_shots(names: dict[str, str]):
    """Let ``QMessageBox.question``/``information`` show their box, save it (``names``: the
    function's name → the screenshot's) and answer Yes, so a modal flow can be pictured."""
    from PySide6.QtWidgets import QMessageBox

    def shoot(kind: str, icon: QMessageBox.Icon, buttons: QMessageBox.StandardButton):
        def show(parent, title, text, *_args, **_kwargs):
            box = QMessageBox(icon, title, text, buttons, parent)
            box.show()
            save(box, names[kind])
            box.close()
            return QMessageBox.StandardButton.Yes

        return show

    yes_no = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    return {
        "question": shoot("question", QMessageBox.Icon.Question, yes_no),
        "information": shoot(
            "information", QMessageBox.Icon.Information, QMessageBox.StandardButton.Ok
        ),
    }


def backups_and_commitment() -> None:
    """The guide's §6: a game file opened a second time (read-only, Save a copy…), an
    override that would change the committed deal (the public re-deal), the reveal."""
    from unittest import mock

    from PySide6.QtWidgets import QApplication, QMessageBox

    from mafiamod.gui.entry_dialogs import DrawDialog

    folder = Path(tempfile.mkdtemp())
    game = Game.create("mountainous", MOUNTAIN[:9], seed=7, title="Mountainous #7")
    game = game.save_as(folder / "mountainous-7.mafia")
    win = window_for(game)
    second = MainWindow(QSettings(str(folder / "s2.ini"), QSettings.Format.IniFormat))
    second.resize(*SIZE)
    second.show()
    second.files.open_path(folder / "mountainous-7.mafia")
    for _ in range(3):
        make_app().processEvents()
    box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox))
    save(box, "dialog-read-only")
    box.close()
    second.close()
    deal = next(d for d in game.records()[0].draws if d["draw"] == "deal")
    dialog = DrawDialog(win.session, game.records()[0].id, deal, win)
    dialog.show()
    save(dialog, "dialog-override-deal")
    value = list(deal["value"])  # the mafia players: one of them swapped for a townie
    value[0] = next(name for name in MOUNTAIN[:9] if name not in value)
    shots = message_shots({"question": "dialog-redeal", "information": "dialog-redeal-announce"})
    with (
        mock.patch.object(QMessageBox, "question", shots["question"]),
        mock.patch.object(QMessageBox, "information", shots["information"]),
    ):
        dialog._redeal(value)
    dialog.close()
    win.close()
    game.close()


def dialog_shot(dialog, name: str) -> None:
    keep(dialog)
    dialog.show()
    save(dialog, name)
    dialog.close()


def shots() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    make_app()
    install_translation(LANGUAGE)  # English too: its plural forms ("1 draw", "2 draws")
    if LANGUAGE == "en":
        render_pngs()
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(
        "recent",
        [
            str(Path.home() / "games" / n)
            for n in ("mountainous-12.mafia", "charge-me-up-autumn.mafia", "peaky-3.mafia")
        ],
    )
    empty = keep(MainWindow(settings))
    empty.resize(*SIZE)
    empty.show()
    save(empty, "welcome")
    empty.close()
    dialog_shot(PreferencesDialog(settings), "dialog-preferences")
    game = mountainous_day()
    win = window_for(game)
    win.posts.refresh(select_phase="D1")
    win.posts.select("vote-count")
    save(win, "day")
    late = game.entries("D1")[4]
    dialog = VoteDialog(win.session, late, win)
    dialog.ui.voterBox.setCurrentText("Syreen")
    dialog.ui.targetBox.setCurrentText("Orz")
    dialog.ui.postEdit.setText("29")
    dialog_shot(dialog, "dialog-insert-vote")
    dialog = PlayerDialog(win.session, "replace", "Druuge", win)
    dialog.ui.newNameEdit.setText("Kohr-Ah")
    dialog_shot(dialog, "dialog-replace")
    dialog_shot(DeadlineDialog(win.session, win), "dialog-deadline")
    game.end_phase()
    mafia = [p.name for p in game.state.players if p.alignment == "mafia" and p.alive]
    win.refresh_all()
    game.act(mafia[1], "factional-kill", ["Melnorme"])
    game.act(mafia[0], "factional-kill", ["Supox"])
    win.refresh_all()
    win.night.row(mafia[0]).pickers[0].setEditText("Syreen")
    win.night.quick.setText(f"{mafia[-1]} fact")
    win.refresh_all()
    save(win, "night")
    game.end_phase()
    win.refresh_all()
    win.view.centerTabs.setCurrentIndex(1)
    win.timeline.refresh(select="N1")
    win.posts.refresh(select_phase="N1")
    win.posts.select("night-result")
    save(win, "timeline")
    tie = next((d for r in game.records() for d in r.draws if r.id == "D1"), None)
    if tie is not None:
        dialog_shot(DrawDialog(win.session, "D1", tie, win), "dialog-override-draw")
    win.view.centerTabs.setCurrentIndex(2)
    save(win, "log")
    win.close()
    short = Game.create("mountainous", MOUNTAIN[:7], seed=5, title="Mountainous mini")
    mafia = next(p.name for p in short.state.players if p.alignment == "mafia")
    for voter in [n for n in MOUNTAIN[:7] if n != mafia][:4]:
        short.vote(voter, mafia)
    win = window_for(short)
    win.end_phase()
    win.view.centerTabs.setCurrentIndex(0)
    win.posts.refresh()
    win.posts.select("game-over")
    save(win, "game-over")
    win.close()

    cmu = Game.create("charge-me-up", CMU, seed=1, title="Charge Me Up")
    cmu.set_data(
        "choices",
        [
            {"player": "Androsynth", "role": "rolecop", "vote": "Ariloulaleelay"},
            {"player": "Chmmr", "role": "jailkeeper", "vote": "Supox"},
            {"player": "VUX", "role": "jailkeeper", "vote": "Chmmr"},
            {"player": "Supox", "role": "doctor", "vote": "VUX"},
        ],
    )
    win = window_for(cmu)
    save(win, "pregame")
    cmu.end_phase()
    cmu.vote("Androsynth", "Orz")
    cmu.end_phase()
    cmu.act("VUX", "jailkeep", ["Supox"])
    cmu.act("Syreen", "factional-kill", ["Melnorme"])
    win.refresh_all()
    save(win, "night-charge-me-up")
    cmu.act("Supox", "protect", ["Melnorme"])
    cmu.act("Chmmr", "jailkeep", ["Pkunk"])
    win.end_phase()
    win.posts.select("night-result")
    save(win, "timeline-charge-me-up")
    win.close()

    peaky = Game.create("peaky-blinders", PEAKY, seed=3, title="Острые Козырьки")
    win = window_for(peaky)
    win.posts.select("role-pm", "Томас")
    shelby = next(p.name for p in peaky.state.players if p.alignment == "shelby")
    win.turn_actions.row(shelby).choose("factional-kill")
    peaky.act("Томас", "pub-visit")
    peaky.act("Кэмпбелл", "pub-visit")
    win.refresh_all()
    save(win, "turn-peaky-blinders-18")
    win.close()
    backups_and_commitment()
    ghoul_duel_day()
    democrabilities_day()
    cmu_pasted_night()
    x_shots_night()
    setup_builder_dialog()
    classic_family()

    wizard = keep(NewGameWizard(win))
    wizard.show()
    ids = [s.id for s in wizard.setups]
    wizard.ui.setupList.setCurrentRow(ids.index("charge-me-up"))
    save(wizard, "wizard-setup")
    wizard.next()
    wizard.ui.titleEdit.setText("Charge Me Up — autumn game")
    wizard.ui.playersEdit.setPlainText("\n".join(CMU[:-1] + ["Androsynth"]))
    wizard.next()
    save(wizard, "wizard-players")
    wizard.ui.playersEdit.setPlainText("\n".join(CMU))
    wizard.next()
    wizard.ui.seedSpin.setValue(1)
    wizard.ui.fileEdit.setText("")
    save(wizard, "wizard-deal")
    wizard.next()
    for player, role, vote in [
        ("Androsynth", "rolecop", "Ariloulaleelay"),
        ("Chmmr", "jailkeeper", "Supox"),
        ("VUX", "jailkeeper", "Chmmr"),
        ("Supox", "doctor", "VUX"),
    ]:
        wizard.pregame.set_choice(player, role, vote)
    wizard.pregame.enter_choices()
    save(wizard, "wizard-commitment")


if __name__ == "__main__":
    try:
        shots()
    except BaseException:
        traceback.print_exc()
        finish(1)
    finish(0)
