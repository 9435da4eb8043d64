"""The day's vote history for the vote-count post: every vote in posting order, struck when
it no longer stands, with its post number (a link when the thread is known)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.model import Vote
from ..engine.votes import Tally

#: a link is kept only when it cannot break a BBCode tag
_SAFE_URL = re.compile(r"^https?://[^\s\[\]\"']+$")


def vote_history(votes: Sequence[Vote], tally: Tally, thread: Any = None) -> dict[str, Any]:
    """``history`` rows (voter, target, post, url, withdrawn, refused) and ``up_to``.

    ``withdrawn``: the vote no longer stands (a later vote or unvote by the same voter, an
    unvote itself, or a vote the rules refused). ``up_to``: the last post counted — the
    highest post number among the votes, or how far the thread was read when that is later.
    """
    refused = {index for index, _ in tally.rejected}
    standing: dict[str, int] = {}
    for index, vote in enumerate(votes):
        if index not in refused:
            standing[vote.voter] = index
    rows = []
    posts: list[int] = []
    for index, vote in enumerate(votes):
        post = vote.get("post")
        post = post if isinstance(post, int) and not isinstance(post, bool) else None
        if post is not None:
            posts.append(post)
        url = vote.get("url")
        rows.append(
            {
                "voter": vote.voter,
                "target": vote.target,
                "post": post,
                "url": url if isinstance(url, str) and _SAFE_URL.match(url) else None,
                "withdrawn": index in refused
                or standing.get(vote.voter) != index
                or not vote.target,
                "refused": index in refused,
            }
        )
    read_to = thread.get("read_to") if isinstance(thread, Mapping) else None
    up_to = max([*posts, *([read_to] if isinstance(read_to, int) else [])], default=None)
    return {"history": rows, "up_to": up_to}
