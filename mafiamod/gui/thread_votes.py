"""Read votes from the thread: the day's votes found in the forum thread, settled, entered.

The dialog reads the thread by its URL (in a worker thread, with progress and a stop
button), from saved pages or from pasted text, lists the votes of the posts after the
last read (post, author, the words as written, the matched target; an uncertain one offers
its candidates), and on OK enters them as the day's votes in posting order, each with its
post number: a vote already entered for its post is skipped, and one posted before a vote
already entered is inserted before it. The URL, how far the thread was read and the
nicknames the moderator settled are kept with the game (the phase data ``thread``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import urljoin

from PySide6.QtCore import QObject, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QPushButton,
    QTableWidgetItem,
    QWidget,
)

from ..engine.errors import KnownError
from ..events import Event
from ..thread.fetch import POLITE_DELAY, ThreadFetcher
from ..thread.model import Post
from ..thread.names import NameMatcher
from ..thread.reader import NO_LYNCH, ThreadVote, learned_aliases, read_votes
from ..thread.sources import read_pasted, read_sources
from ..thread.syntax import SYNTAXES
from . import engine_text
from .forms.thread_votes_dialog_ui import Ui_ThreadVotesDialog
from .session import GameSession

THREAD_KEY = "thread"

POST, AUTHOR, WRITTEN, MATCH, TARGET = range(5)
SKIP = "\x00skip"


def thread_memory(session: GameSession) -> dict[str, Any]:
    """What the game remembers of its thread: url, read_to, resume, aliases (latest entry)."""
    game = session.game
    if game is None:
        return {}
    for inp in reversed(game.inputs()):
        value = inp.data.get(THREAD_KEY)
        if isinstance(value, dict):
            return dict(value)
    return {}


def replacements(session: GameSession) -> dict[str, str]:
    """The game's replacements so far, old name -> new name."""
    game = session.game
    found: dict[str, str] = {}
    for inp in game.inputs() if game else []:
        for entry in inp.moderator:
            if "replace" in entry and "by" in entry:
                found[str(entry["replace"])] = str(entry["by"])
    return found


def game_matcher(session: GameSession) -> NameMatcher:
    """A name matcher over the game's players, its replacements and its learned nicknames."""
    game = session.game
    players = game.state.names() if game else []
    aliases = learned_aliases(thread_memory(session).get("aliases"))
    known = {k: v for k, v in aliases.items() if v in players}
    return NameMatcher(players, aliases=known, replacements=replacements(session))


def plan_entries(
    found: Sequence[ThreadVote], existing: Sequence[Event]
) -> list[tuple[ThreadVote, int | None]]:
    """The votes to enter, each with the seq of the vote it goes before (None: at the end).

    A vote already entered for the same post (same voter and target) is left out; a vote
    posted before an entered vote with a post number goes just before the first such vote.
    """
    entered = set()
    numbered: list[tuple[int, int]] = []
    for event in existing:
        p = event.payload
        post = p.get("extra", {}).get("post")
        entered.add((p.get("voter"), p.get("target") or "", post))
        if isinstance(post, int):
            numbered.append((post, event.seq))
    plan: list[tuple[ThreadVote, int | None]] = []
    for vote in found:
        if (vote.voter, vote.target, vote.post) in entered:
            continue
        later = next((seq for post, seq in numbered if post > vote.post), None)
        plan.append((vote, later))
    return plan


class ReadWorker(QObject):
    """Fetches the thread in a worker thread; reports progress, the posts or the failure."""

    progress = Signal(int, int)
    done = Signal(object, object)
    failed = Signal(str)

    def __init__(self, url: str, known: int, resume: tuple[str, int] | None, delay: float) -> None:
        super().__init__()
        self.url, self.known, self.resume, self.delay = url, known, resume, delay
        self.stop = False

    def run(self) -> None:
        fetcher = ThreadFetcher(
            delay=self.delay,
            cancelled=lambda: self.stop,
            progress=lambda done, total: self.progress.emit(done, total or 0),
        )
        try:
            try:
                posts, resume = fetcher.read(self.url, self.known, self.resume)
            finally:
                fetcher.client.close()
        except KnownError as exc:
            self.failed.emit(engine_text.error(exc))
        except Exception as exc:  # a network library's surprise: say it, change nothing
            self.failed.emit(f"{self.url}: {exc}")
        else:
            self.done.emit(posts, resume)


class ThreadVotesDialog(QDialog):
    """Read, settle and enter the votes of the thread (see the module docstring)."""

    # seconds between requests (tests against a local server lower it)
    delay = POLITE_DELAY

    def __init__(self, session: GameSession, vote: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ui = Ui_ThreadVotesDialog()
        self.ui.setupUi(self)
        self.memory = thread_memory(session)
        self.read_to = int(self.memory.get("read_to", 0) or 0)
        self.matcher = game_matcher(session)
        self.found: list[ThreadVote] = []
        self.last_post = self.read_to
        self.resume: tuple[str, int] | None = None
        self.thread: QThread | None = None
        self.worker: ReadWorker | None = None
        self._texts()
        self._vote_choice(vote)
        self.ui.urlEdit.setText(str(self.memory.get("url", "")))
        for syntax in SYNTAXES:  # the forums by their names; "auto" in the window's language
            label = self.tr("auto (any forum)") if syntax == "auto" else syntax
            self.ui.syntaxBox.addItem(label, syntax)
        remembered = self.ui.syntaxBox.findData(str(self.memory.get("syntax", "auto")))
        self.ui.syntaxBox.setCurrentIndex(max(remembered, self.ui.syntaxBox.findData("auto")))
        self.ui.progress.hide()
        self.ui.cancelReadButton.hide()
        table = self.ui.foundTable
        table.setColumnCount(5)
        table.setHorizontalHeaderLabels(
            [self.tr("Post"), self.tr("Author"), self.tr("Written"), self.tr("Match"),
             self.tr("Target")]
        )  # fmt: skip
        table.horizontalHeader().setSectionResizeMode(WRITTEN, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(
            TARGET, QHeaderView.ResizeMode.ResizeToContents
        )
        table.verticalHeader().hide()
        self.ui.readButton.clicked.connect(self.read_url)
        self.ui.openButton.clicked.connect(self.open_pages)
        self.ui.pasteButton.clicked.connect(self.read_pasted)
        self.ui.cancelReadButton.clicked.connect(self.stop_reading)
        self.ui.buttonBox.accepted.connect(self.enter_votes)
        self._ok().setEnabled(False)

    def _texts(self) -> None:
        since = (
            self.tr("Posts after #%1, the last read, are listed.").replace("%1", str(self.read_to))
            if self.read_to
            else self.tr("Every post of the thread is read.")
        )
        self.ui.intro.setText(
            self.tr(
                "Votes found in the thread become the day's votes in posting order, with their "
                "post numbers. Quotes, spoilers and signatures are skipped; the host and "
                "spectators cast no votes; a name the reader is not sure of is asked, never "
                "guessed."
            )
            + " "
            + since
        )
        self._ok().setText(self.tr("Enter votes"))

    def syntax(self) -> str:
        """The chosen forum's vote syntax (a key of ``SYNTAXES``)."""
        return str(self.ui.syntaxBox.currentData() or "auto")

    def match_word(self, vote: ThreadVote) -> str:
        """How the written name was matched, in the window's language (with its score when
        the match is a close spelling)."""
        words = {
            "exact": self.tr("exact"),
            "alias": self.tr("nickname"),
            "fuzzy": self.tr("close spelling"),
            "uncertain": self.tr("uncertain"),
        }
        word = words.get(vote.match, vote.match)
        return word if vote.score is None else f"{word} {vote.score:.2f}"

    def _ok(self) -> QPushButton:
        return self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)

    def _vote_choice(self, vote: str) -> None:
        game = self.session.game
        names = list(game.ruleset.vote_names) if game else []
        box = self.ui.voteBox
        if len(names) > 1:
            box.addItem(self.tr("— which vote? —"), "")
            for name in names:
                box.addItem(engine_text.vote(name), name)
        else:
            box.addItem(vote, vote)
        self.ui.voteBox.setVisible(len(names) > 1)
        self.ui.voteLabel.setVisible(len(names) > 1)

    # -- reading -------------------------------------------------------------------
    def read_url(self) -> None:
        url = self.ui.urlEdit.text().strip()
        if not url.startswith(("http://", "https://")):
            self._fail(self.tr("Give the thread's address (http:// or https://)."))
            return
        resume = self.memory.get("resume")
        same = url == self.memory.get("url")
        start = (
            (str(resume[0]), int(resume[1]))
            if same and isinstance(resume, list) and len(resume) == 2
            else None
        )
        self.worker = ReadWorker(url, self.read_to, start, self.delay)
        self.thread = QThread(self)
        self.worker.moveToThread(self.thread)
        self.thread.started.connect(self.worker.run)
        self.worker.progress.connect(self._progress)
        self.worker.done.connect(self._fetched)
        self.worker.failed.connect(self._fetch_failed)
        self._busy(True)
        self.ui.status.setText(self.tr("Reading %1…").replace("%1", url))
        self.thread.start()

    def stop_reading(self) -> None:
        if self.worker is not None:
            self.worker.stop = True
            self.ui.status.setText(self.tr("Stopping…"))

    def _busy(self, busy: bool) -> None:
        for w in (self.ui.readButton, self.ui.openButton, self.ui.pasteButton):
            w.setEnabled(not busy)
        self.ui.progress.setVisible(busy)
        self.ui.cancelReadButton.setVisible(busy)
        self.ui.progress.setRange(0, 0)
        if busy:
            self._ok().setEnabled(False)

    def _progress(self, done: int, total: int) -> None:
        if total:
            self.ui.progress.setRange(0, total)
            self.ui.progress.setValue(done)
        self.ui.status.setText(self.tr("Read %1 page(s)…").replace("%1", str(done)))

    def _finish_thread(self) -> None:
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
        self.thread, self.worker = None, None
        self._busy(False)

    def _fetched(self, posts: list[Post], resume: tuple[str, int]) -> None:
        self._finish_thread()
        self.resume = resume
        self.show_posts(posts)

    def _fetch_failed(self, message: str) -> None:
        self._finish_thread()
        if message == "cancelled":
            message = self.tr("Stopped: nothing was read.")
        self._fail(message)
        self._ok().setEnabled(bool(self.found))

    def open_pages(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Open saved thread pages"),
            "",
            self.tr("Thread pages (*.html *.htm *.jsonl)"),
        )
        if files:
            self.read_files(files)

    def read_files(self, files: Sequence[str]) -> None:
        """Read saved pages or posts files, in the order given."""
        try:
            posts = read_sources(list(files), lambda: "", lambda url: [])
        except KnownError as exc:
            self._fail(engine_text.error(exc))
            return
        self.show_posts(posts)

    def read_pasted(self) -> None:
        try:
            posts = read_pasted(self.ui.pasteEdit.toPlainText(), self.tr("the pasted text"))
        except KnownError as exc:
            self._fail(engine_text.error(exc))
            return
        self.show_posts(posts)

    def _fail(self, message: str) -> None:
        self.ui.problem.setText(message)
        self.ui.status.setText("")

    # -- the votes found -----------------------------------------------------------
    def show_posts(self, posts: Sequence[Post]) -> None:
        """List the votes of the posts after the last read."""
        fresh = [p for p in posts if p.number > self.read_to]
        reading = read_votes(fresh, self.matcher, self.syntax())
        self.found = reading.votes
        self.last_post = max([self.read_to, *(p.number for p in posts)])
        self.ui.problem.setText("")
        uncertain = sum(1 for v in self.found if v.uncertain)
        self.ui.status.setText(
            self.tr("%1 new post(s) read up to #%2: %3 vote(s), %4 to settle.")
            .replace("%1", str(len(fresh)))
            .replace("%2", str(self.last_post))
            .replace("%3", str(len(self.found)))
            .replace("%4", str(uncertain))
        )
        self._fill_table()
        self._ok().setEnabled(bool(fresh))

    def _fill_table(self) -> None:
        table = self.ui.foundTable
        table.setRowCount(len(self.found))
        targets = [*self.matcher.players, NO_LYNCH]
        for row, vote in enumerate(self.found):
            author = vote.author if vote.author == vote.voter else f"{vote.author} ({vote.voter})"
            match = self.match_word(vote)
            for column, text in ((POST, f"#{vote.post}"), (AUTHOR, author),
                                 (WRITTEN, vote.raw), (MATCH, match)):  # fmt: skip
                item = QTableWidgetItem(text)
                if vote.uncertain:
                    item.setForeground(Qt.GlobalColor.darkRed)
                table.setItem(row, column, item)
            table.setCellWidget(row, TARGET, self._target_box(vote, targets))
        table.resizeColumnsToContents()

    def _target_box(self, vote: ThreadVote, targets: list[str]) -> QComboBox:
        box = QComboBox(self.ui.foundTable)
        if vote.uncertain:
            box.addItem(self.tr("— who? —"), "")
            for name in vote.candidates:
                box.addItem(name, name)
            box.insertSeparator(box.count())
            for name in targets:
                if name not in vote.candidates:
                    box.addItem(name, name)
        elif not vote.target:
            box.addItem(self.tr("(unvote)"), "")
        else:
            box.addItem(vote.target, vote.target)
            for name in targets:
                if name != vote.target:
                    box.addItem(name, name)
        box.addItem(self.tr("not a vote"), SKIP)
        box.setAccessibleName(
            self.tr("Target of the vote in post #%1").replace("%1", str(vote.post))
        )
        return box

    def target_box(self, row: int) -> QComboBox:
        """The target chooser of a listed vote."""
        box = self.ui.foundTable.cellWidget(row, TARGET)
        assert isinstance(box, QComboBox)
        return box

    def settled(self) -> list[ThreadVote] | None:
        """The votes as the moderator settled them (None, with a message, if one is open)."""
        out: list[ThreadVote] = []
        for row, vote in enumerate(self.found):
            chosen = self.target_box(row).currentData()
            if chosen == SKIP:
                continue
            if vote.uncertain and not chosen:
                self._fail(
                    self.tr("Say whom the vote in post #%1 (“%2”) is for, or mark it “not a vote”.")
                    .replace("%1", str(vote.post))
                    .replace("%2", vote.raw)
                )
                return None
            if chosen != vote.target:
                if vote.written and chosen and chosen != NO_LYNCH:
                    self.matcher.learn(vote.written, chosen)
                vote = vote.settled(chosen)
            out.append(vote)
        return out

    def enter_votes(self) -> None:
        """Enter the settled votes into the day, remember how far the thread was read."""
        game = self.session.game
        vote_name = self.ui.voteBox.currentData()
        if game is None:
            return
        if not vote_name:
            self._fail(self.tr("Choose which of the day's votes these votes belong to."))
            return
        votes = self.settled()
        if votes is None:
            return
        from .day_panel import phase_votes

        existing = [e for e in phase_votes(self.session) if e.payload.get("vote") == vote_name]
        thread_url = self.ui.urlEdit.text().strip()
        entered = 0
        for vote, before in plan_entries(votes, existing):
            extra: dict[str, Any] = {"post": vote.post}
            link = urljoin(thread_url, vote.link) if vote.link and thread_url else vote.link
            if link and link.startswith(("http://", "https://")):
                extra["url"] = link
            if before is not None:
                extra["before"] = before
            if not self.session.call("vote", vote.voter, vote.target, vote_name, **extra):
                self._fail(self.ui.problem.text() or self.tr("A vote was refused."))
                return
            entered += 1
        memory = dict(self.memory)
        memory.update(
            url=self.ui.urlEdit.text().strip() or memory.get("url", ""),
            read_to=self.last_post,
            syntax=self.syntax(),
            aliases={**learned_aliases(memory.get("aliases")), **self.matcher.learned()},
        )
        if self.resume is not None:
            memory["resume"] = list(self.resume)
        if memory != self.memory:
            self.session.call("set_data", THREAD_KEY, memory)
        self.session.succeeded.emit(
            self.tr("%1 vote(s) entered from the thread, read up to post #%2.")
            .replace("%1", str(entered))
            .replace("%2", str(self.last_post))
        )
        self.accept()

    def reject(self) -> None:
        self.stop_reading()
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
        super().reject()


def read_thread_votes(panel: Any) -> bool:
    """Open the dialog for the panel's day; True when votes were entered."""
    if not panel.read_thread_action.isEnabled():
        panel.session.failed.emit(panel.read_thread_action.toolTip())
        return False
    vote = panel.vote_name.currentData() or "elimination"
    dialog = ThreadVotesDialog(panel.session, vote, panel.window())
    return dialog.exec() == QDialog.DialogCode.Accepted
