"""The jinja2 environment: resources/templates, overridden by a setup's templates/."""

from __future__ import annotations

import ctypes
import math
import re
import threading
import time
from collections.abc import Iterable, Mapping
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

#: a template is a stranger's data: what one render may build (characters of one value, and of
#: the whole post; a real post is a few kilobytes) and how long it may take
MAX_VALUE = 1_000_000
MAX_OUTPUT = 2_000_000
MAX_SECONDS = 5.0
#: the widest field a format (``"%9s"``, ``"{:>9}"``) or a padding method may ask for
MAX_WIDTH = 10_000
_WIDTH = re.compile(r"(\d{5,})")
#: the str methods whose result grows with an argument
_PADDING = frozenset({"center", "ljust", "rjust", "zfill", "expandtabs"})


class RenderBudget(Exception):
    """A template asked for more than one render may build or take (:data:`MAX_VALUE`,
    :data:`MAX_OUTPUT`, :data:`MAX_SECONDS`)."""


def _too_big(size: int) -> None:
    if size > MAX_VALUE:
        raise RenderBudget(f"a value of {size} characters (at most {MAX_VALUE})")


def _size(value: Any) -> int | None:
    return len(value) if isinstance(value, (str, list, tuple)) else None


def bounded_binop(operator: str, left: Any, right: Any) -> None:
    """Refuse ``*``, ``**``, ``%`` and ``+`` whose result would be too large, before it is
    computed (``'x' * 10**10``, ``10 ** 10 ** 10``, ``'%999999999s' % x``, doubling)."""
    if operator == "*":
        for seq, times in ((left, right), (right, left)):
            size = _size(seq)
            if size is not None and isinstance(times, int):
                _too_big(size * max(times, 0))
    elif operator == "**":
        if isinstance(left, (int, float)) and isinstance(right, (int, float)):
            base = abs(float(left)) if not isinstance(left, int) else abs(left)
            if base > 1 and right > 0 and float(right) * math.log2(base) > 4096:
                raise RenderBudget(f"{left!r} ** {right!r} is too large a number")
    elif operator == "%" and isinstance(left, str):
        if any(int(w) > MAX_WIDTH for w in _WIDTH.findall(left)):
            raise RenderBudget("a format width above " + str(MAX_WIDTH))
    elif operator == "+":
        a, b = _size(left), _size(right)
        if a is not None and b is not None:
            _too_big(a + b)


def bounded_call(obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Refuse a str method call whose result would be too large, before it runs."""
    # the sandbox wraps ``str.format`` (``functools.update_wrapper``: ``__wrapped__``)
    owner = getattr(getattr(obj, "__wrapped__", obj), "__self__", None)
    if not isinstance(owner, str):
        return
    name = getattr(getattr(obj, "__wrapped__", obj), "__name__", "")
    values = [*args, *kwargs.values()]
    if name in _PADDING and any(isinstance(v, int) and v > MAX_WIDTH for v in values):
        raise RenderBudget(f"{name}() wider than {MAX_WIDTH}")
    if name in ("format", "format_map") and any(int(w) > MAX_WIDTH for w in _WIDTH.findall(owner)):
        raise RenderBudget("a format width above " + str(MAX_WIDTH))
    if name == "replace" and len(args) >= 2 and isinstance(args[0], str):
        new = args[1]
        if isinstance(new, str):
            hits = owner.count(args[0]) if args[0] else len(owner) + 1
            _too_big(len(owner) + hits * len(new))
    if name == "join" and args and isinstance(args[0], (list, tuple)):
        parts = args[0]
        _too_big(sum(len(p) for p in parts if isinstance(p, str)) + len(owner) * len(parts))


def bounded_concat(parts: Iterable[Any]) -> str:
    """``a ~ b``: the joined text, refused when it would be too large."""
    texts = [str(p) for p in parts]
    _too_big(sum(len(t) for t in texts))
    return "".join(texts)


def _sandbox_class() -> type[jinja2.Environment]:
    """jinja2's immutable sandbox, reading a plain dict's keys without a detour, and bounding
    what a template may build (:func:`bounded_binop`, :func:`bounded_call`, ``~``)."""
    global _sandbox
    if _sandbox is None:
        from jinja2.compiler import CodeGenerator, Frame
        from jinja2.nodes import Concat
        from jinja2.runtime import Context
        from jinja2.sandbox import ImmutableSandboxedEnvironment

        class BoundedCodeGenerator(CodeGenerator):
            def visit_Concat(self, node: Concat, frame: Frame) -> None:
                # ``a ~ b`` through the environment, which refuses a text too large
                self.write("environment.concat_bounded((")
                for arg in node.nodes:
                    self.visit(arg, frame)
                    self.write(", ")
                self.write("))")

        class Sandbox(ImmutableSandboxedEnvironment):
            code_generator_class = BoundedCodeGenerator
            intercepted_binops = frozenset({"*", "**", "%", "+"})

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

            def call_binop(self, context: Context, operator: str, left: Any, right: Any) -> Any:
                bounded_binop(operator, left, right)
                return super().call_binop(context, operator, left, right)

            def call(__self, __context: Context, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805
                bounded_call(__obj, args, kwargs)
                return super().call(__context, __obj, *args, **kwargs)

            @staticmethod
            def concat_bounded(parts: Iterable[Any]) -> str:
                return bounded_concat(parts)

        _sandbox = Sandbox
    return _sandbox


def _bounded_join(join: Any) -> Any:
    """jinja2's ``join`` filter, refusing a text too large before it is built."""
    from jinja2 import pass_eval_context

    @pass_eval_context
    def bounded(eval_ctx: Any, value: Any, d: str = "", attribute: Any = None) -> Any:
        if attribute is None and isinstance(value, (list, tuple)):
            _too_big(sum(len(str(v)) for v in value) + len(str(d)) * len(value))
        return join(eval_ctx, value, d, attribute)

    return bounded


def _bounded_replace(replace: Any) -> Any:
    """jinja2's ``replace`` filter, refusing a text too large before it is built."""
    from jinja2 import pass_eval_context

    @pass_eval_context
    def bounded(eval_ctx: Any, s: Any, old: Any, new: Any, count: Any = None) -> Any:
        text, old_text = str(s), str(old)
        hits = text.count(old_text) if old_text else len(text) + 1
        _too_big(len(text) + hits * len(str(new)))
        return replace(eval_ctx, s, old, new, count)

    return bounded


class _Watchdog:
    """One daemon thread that stops renders running past their deadline: a render registers
    its thread and deadline (cheap), the thread checks every :data:`WATCH_INTERVAL` seconds.
    A timer thread per render cost ~0.5 ms each, and a fold renders every post again."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.deadlines: dict[int, float] = {}  # thread id -> time.monotonic() deadline
        self.late: set[int] = set()
        self.thread: threading.Thread | None = None

    def watch(self, thread: int, seconds: float) -> None:
        with self.lock:
            self.deadlines[thread] = time.monotonic() + seconds
            self.late.discard(thread)
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="render-watchdog")
                self.thread.daemon = True
                self.thread.start()

    def release(self, thread: int) -> bool:
        """Stop watching ``thread``; whether it was stopped for running late."""
        with self.lock:
            self.deadlines.pop(thread, None)
            late = thread in self.late
            self.late.discard(thread)
            return late

    def _run(self) -> None:
        while True:
            time.sleep(WATCH_INTERVAL)
            now = time.monotonic()
            with self.lock:
                for thread, deadline in list(self.deadlines.items()):
                    if now >= deadline:
                        # raise RenderBudget in that thread at its next bytecode: a template
                        # loop has no other place to stop; it is still inside its render,
                        # since release() takes this lock before it returns
                        del self.deadlines[thread]
                        self.late.add(thread)
                        ctypes.pythonapi.PyThreadState_SetAsyncExc(
                            ctypes.c_ulong(thread), ctypes.py_object(RenderBudget)
                        )


WATCH_INTERVAL = 0.25
_WATCHDOG = _Watchdog()


def render_bounded(template: jinja2.Template, context: Mapping[str, Any]) -> str:
    """``template`` rendered with ``context``, stopped (:class:`RenderBudget`) when its output
    passes :data:`MAX_OUTPUT` characters or it runs longer than :data:`MAX_SECONDS`: a
    template's loops (``range`` nested in ``range``) could otherwise run for hours."""
    thread = threading.get_ident()
    out: list[str] = []
    size = 0
    late = False
    try:
        _WATCHDOG.watch(thread, MAX_SECONDS)
        try:
            for chunk in template.generate(**context):
                size += len(chunk)
                if size > MAX_OUTPUT:
                    raise RenderBudget(f"more than {MAX_OUTPUT} characters of output")
                out.append(chunk)
        finally:
            late = _WATCHDOG.release(thread)
    except RenderBudget as exc:
        if late:
            raise RenderBudget(f"still running after {MAX_SECONDS:g} seconds") from None
        raise RenderBudget(str(exc)) from None
    return "".join(out)


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
    env.filters["join"] = _bounded_join(filters["join"])
    env.filters["replace"] = _bounded_replace(filters["replace"])
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
            return render_bounded(env.get_template(name), context).strip() + "\n"
        except RenderBudget as exc:
            raise TemplateFailure(
                "template {name!r} failed: it asks for too much: {error}", name=name, error=exc
            ) from None
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
