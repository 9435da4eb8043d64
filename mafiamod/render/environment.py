"""The jinja2 environment: resources/templates, overridden by a setup's templates/."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jinja2

from ..engine.errors import KnownError
from ..engine.model import PhaseRecord
from ..paths import resource
from .bbcode import bb


class TemplateFailure(KnownError):
    """A template that is missing or fails to render; names the template."""


def _join_names(names: Any, sep: str = ", ") -> str:
    return sep.join(bb(n) for n in names)


class Renderer:
    """Renders templates for one setup (its own templates win over the generic ones)."""

    def __init__(self, setup_templates: Path | None = None) -> None:
        folders = [str(setup_templates)] if setup_templates and setup_templates.is_dir() else []
        folders.append(str(resource("templates")))
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(folders),
            undefined=jinja2.StrictUndefined,
            autoescape=False,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=False,
        )
        self.env.filters["bb"] = bb
        self.env.filters["names"] = _join_names

    def render(self, template: str, context: Mapping[str, Any]) -> str:
        """Render ``template`` (an id; ``.bbcode`` is added) with ``context``."""
        name = template if template.endswith(".bbcode") else f"{template}.bbcode"
        try:
            return self.env.get_template(name).render(**context).strip() + "\n"
        except jinja2.TemplateNotFound:
            raise TemplateFailure(f"template {name!r} not found") from None
        except jinja2.TemplateError as exc:
            raise TemplateFailure(f"template {name!r} failed: {exc}") from None

    def render_record(self, record: PhaseRecord) -> None:
        """Fill ``record.pms`` and ``record.posts`` from its render requests."""
        record.pms = []
        record.posts = []
        for request in record.requests:
            text = self.render(request.template, request.context)
            if request.to is None:
                record.posts.append({"kind": request.kind, "text": text})
            else:
                record.pms.append({"to": request.to, "kind": request.kind, "text": text})
