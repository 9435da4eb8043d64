"""The jinja2 environment: resources/templates, overridden by a setup's templates/."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.errors import KnownError
from ..engine.model import PhaseRecord, RenderRequest
from ..paths import resource
from .bbcode import bb

if TYPE_CHECKING:
    import jinja2

# jinja2 is imported when the first post is rendered, not with this module: opening a game
# renders nothing until a post is read (issue 12: start + open a small game)


class TemplateFailure(KnownError):
    """A template that is missing or fails to render; names the template."""


def post_words(kind: str) -> str:
    """A post's kind id in English words ("vote-count" → "vote count", "role-pm" → "role PM");
    the window says them in its language (``gui/engine_text.py``, a ``post_kind`` param)."""
    return " ".join("PM" if part == "pm" else part for part in kind.split("-"))


def _naming_the_post(exc: TemplateFailure, phase: str, request: RenderRequest) -> TemplateFailure:
    """The failure of one post's template, saying which post of which phase it is: a
    moderator whose entry it refuses must know which template to correct."""
    if request.to is None:
        return TemplateFailure(
            "{phase}'s {post_kind}: {problem}",
            phase=phase,
            post_kind=post_words(request.kind),
            problem=exc.message,
        )
    return TemplateFailure(
        "{phase}'s {post_kind} to {to}: {problem}",
        phase=phase,
        post_kind=post_words(request.kind),
        to=request.to,
        problem=exc.message,
    )


def _join_names(names: Any, sep: str = ", ") -> str:
    return sep.join(bb(n) for n in names)


#: the only filters a template may use (jinja2's own, pure ones the templates need, plus ours):
#: a setup folder is data, so nothing here reaches files, the network or Python internals
ALLOWED_FILTERS: tuple[str, ...] = ("length", "join", "replace", "string", "default", "upper")
ALLOWED_FILTERS += ("lower", "first", "trim")
SAFE_TESTS = {"defined", "undefined", "none", "number", "string", "sequence", "mapping"}
SAFE_TESTS |= {"even", "odd", "eq", "ne", "lt", "gt", "le", "ge", "in", "sameas", "true", "false"}


_DICT_ATTRIBUTES = frozenset(dir(dict))
_sandbox: type[jinja2.Environment] | None = None


def _sandbox_class() -> type[jinja2.Environment]:
    """jinja2's immutable sandbox, reading a plain dict's keys without a detour."""
    global _sandbox
    if _sandbox is None:
        from jinja2.sandbox import ImmutableSandboxedEnvironment

        class Sandbox(ImmutableSandboxedEnvironment):
            def getattr(self, obj: Any, attribute: str) -> Any:
                # ``w.target`` of a plain dict: the sandbox tries the attribute first, fails
                # (a dict has no attribute of that name) and reads the key; a template reads
                # thousands of them (a vote count's history), so go to the key at once. A
                # name dict has as an attribute (``items``) goes the sandbox's own way.
                if type(obj) is dict and attribute not in _DICT_ATTRIBUTES:
                    try:
                        return obj[attribute]
                    except KeyError:
                        pass
                return super().getattr(obj, attribute)

        _sandbox = Sandbox
    return _sandbox


def sandboxed_environment(folders: list[str]) -> jinja2.Environment:
    """The one environment every template renders in: jinja2's immutable sandbox (no attribute
    of Python internals, no mutation of the context), ``StrictUndefined``, few filters."""
    import jinja2

    env = _sandbox_class()(
        loader=jinja2.FileSystemLoader(folders),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
    )
    filters = {name: env.filters[name] for name in ALLOWED_FILTERS}
    env.filters.clear()
    env.filters.update(filters)
    env.filters["bb"] = bb
    env.filters["names"] = _join_names
    env.tests = {k: v for k, v in env.tests.items() if k in SAFE_TESTS}
    kept = {name: env.globals[name] for name in ("range", "dict", "namespace")}
    env.globals.clear()
    env.globals.update(kept)  # the sandbox bounds range(); no cycler, joiner or lipsum
    return env


class Renderer:
    """Renders templates for one setup (its own templates win over the generic ones)."""

    def __init__(self, setup_templates: Path | None = None) -> None:
        folders = [str(setup_templates)] if setup_templates and setup_templates.is_dir() else []
        folders.append(str(resource("templates")))
        self._folders = folders
        self._env: jinja2.Environment | None = None

    @property
    def env(self) -> jinja2.Environment:
        """The sandboxed environment (made, and jinja2 imported, when first needed)."""
        if self._env is None:
            self._env = sandboxed_environment(self._folders)
        return self._env

    @env.setter
    def env(self, env: jinja2.Environment) -> None:
        self._env = env

    def render(self, template: str, context: Mapping[str, Any]) -> str:
        """Render ``template`` (an id; ``.bbcode`` is added) with ``context``."""
        env = self.env
        import jinja2

        name = template if template.endswith(".bbcode") else f"{template}.bbcode"
        try:
            return env.get_template(name).render(**context).strip() + "\n"
        except jinja2.TemplateNotFound:
            raise TemplateFailure("template {name!r} not found", name=name) from None
        except jinja2.TemplateError as exc:  # SecurityError is one: the sandbox said no
            raise TemplateFailure(
                "template {name!r} failed: {error}", name=name, error=exc
            ) from None
        except (TypeError, ValueError, ArithmeticError, LookupError, RecursionError) as exc:
            raise TemplateFailure(
                "template {name!r} failed: {error}", name=name, error=exc
            ) from None

    def render_record(self, record: PhaseRecord) -> None:
        """Fill ``record.pms`` and ``record.posts`` from its render requests."""
        record.pending = None
        pms: list[dict[str, str]] = []
        posts: list[dict[str, str]] = []
        for request in record.requests:
            try:
                text = self.render(request.template, request.context)
            except TemplateFailure as exc:
                raise _naming_the_post(exc, record.id, request) from None
            if request.to is None:
                posts.append({"kind": request.kind, "text": text})
            else:
                pms.append({"to": request.to, "kind": request.kind, "text": text})
        record.pms = pms
        record.posts = posts
