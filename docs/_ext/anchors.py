"""A build that fails on a broken internal anchor.

After the HTML builder has written the site, every link from one of its pages to a page of
the same site with a ``#fragment`` (``api/core.html#islands_rules.play``, ``#rules``) must
name an ``id`` (or an ``<a name>``) of the page it goes to. Sphinx checks its own
cross-references while it builds, but not the links other extensions write out (viewcode's
"[source]" and "[docs]" links, raw HTML); a broken one is a warning here, so ``-W`` fails
the build. Links to other sites are not followed.

It also mends viewcode's "[docs]" links. Viewcode links every object of a source module back
under one module name, the first it met; where a module's objects are documented under two
names (``islands_rules.read_record`` beside ``islands_rules.records.iter_checks``, both from
``islands_rules/records/read.py``) the others' links went to ids that do not exist. Each link
now goes to the id the object's own description has.

Run by hand over a built site: ``python docs/_ext/anchors.py docs/_build/html``.
"""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.ext.viewcode import OUTPUT_DIRNAME
from sphinx.util import logging
from sphinx.util.typing import ExtensionMetadata

logger = logging.getLogger(__name__)


class _Page(HTMLParser):
    """The ids a page defines and the hrefs it links to."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (tag == "a" and name == "name"):
                self.ids.add(value)
            elif tag == "a" and name == "href":
                self.hrefs.append(value)


def broken_anchors(site: Path) -> list[str]:
    """Every link of the built HTML ``site`` whose ``#fragment`` names no id of its target page,
    as ``"page.html: href"`` lines (empty when every anchor resolves).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     site = Path(folder)
    ...     _ = (site / "a.html").write_text('<p id="x"><a href="b.html#y">b</a> <a href="#x">x</a></p>')
    ...     _ = (site / "b.html").write_text('<a href="a.html#z">a</a> <a href="https://e.org/#q">e</a>')
    ...     broken_anchors(site)
    ['a.html: b.html#y (no id "y" in b.html)', 'b.html: a.html#z (no id "z" in a.html)']
    """
    pages: dict[PurePosixPath, _Page] = {}
    for path in sorted(site.rglob("*.html")):
        page = _Page()
        page.feed(path.read_text(encoding="utf-8", errors="replace"))
        pages[PurePosixPath(path.relative_to(site).as_posix())] = page
    found = []
    for name, page in pages.items():
        for href in page.hrefs:
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or not parts.fragment:
                continue
            target = _resolve(name, unquote(parts.path)) if parts.path else name
            if target is None or target not in pages:
                continue  # a file the site does not build (an image, a download), or outside it
            fragment = unquote(parts.fragment)
            if fragment not in pages[target].ids:
                found.append(f'{name}: {href} (no id "{fragment}" in {target})')
    return found


def _resolve(page: PurePosixPath, path: str) -> PurePosixPath | None:
    """The site path a relative link of ``page`` goes to (``None`` if it leaves the site)."""
    parts: list[str] = []
    for part in (*page.parent.parts, *PurePosixPath(path).parts):
        if part == "..":
            if not parts:
                return None
            parts.pop()
        elif part not in (".", ""):
            parts.append(part)
    target = PurePosixPath(*parts) if parts else PurePosixPath("index.html")
    return target / "index.html" if path.endswith("/") else target


# (source module, name in it) -> (page, id) of the object's description, for viewcode's links;
# no id for a description without an index entry (``:no-index:``).
Targets = dict[tuple[str, str], tuple[str, str | None]]


def _targets(env: BuildEnvironment) -> Targets:
    if not hasattr(env, "ir_object_targets"):
        env.ir_object_targets = {}  # type: ignore[attr-defined]
    targets: Targets = env.ir_object_targets  # type: ignore[attr-defined]
    return targets


def note_targets(app: Sphinx, doctree: nodes.document) -> None:
    """Where each Python object of the page is described: its source module, name and id."""
    targets = _targets(app.env)
    for signature in doctree.findall(addnodes.desc_signature):
        module, name, ids = signature.get("module"), signature.get("fullname"), signature.get("ids")
        if not (module and name):
            continue
        obj: object = sys.modules.get(module)
        for part in name.split("."):
            obj = getattr(obj, part, None)
        source = getattr(obj, "__module__", None) if callable(obj) else None
        key = (source or module, name)
        if ids or key not in targets:
            targets[key] = (app.env.current_document.docname, ids[0] if ids else None)


def purge_targets(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    targets = _targets(env)
    for key in [key for key, (page, _) in targets.items() if page == docname]:
        del targets[key]


def merge_targets(app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment) -> None:
    _targets(env).update((k, v) for k, v in _targets(other).items() if v[0] in docnames)


_BACKLINK = re.compile(
    r'(<div class="viewcode-block" id="([^"]+)">\s*<a class="viewcode-back" href=")([^"]*)"'
)


def mend_backlinks(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, object], doctree: object
) -> None:
    """Point each "[docs]" link of a viewcode page at the id its object is described under."""
    if not pagename.startswith(OUTPUT_DIRNAME + "/") or not isinstance(context.get("body"), str):
        return
    module = pagename.removeprefix(OUTPUT_DIRNAME + "/").replace("/", ".")
    targets = _targets(app.env)

    def mend(match: re.Match[str]) -> str:
        found = targets.get((module, match[2]))
        if found is None:
            return match[0]
        page, anchor = found
        fragment = "" if anchor is None else f"#{anchor}"  # no id: the page that describes it
        return f'{match[1]}{app.builder.get_relative_uri(pagename, page)}{fragment}"'

    context["body"] = _BACKLINK.sub(mend, str(context["body"]))


def check_anchors(app: Sphinx, error: Exception | None) -> None:
    """Warn about every broken internal anchor once the HTML site is written."""
    if error is not None or app.builder.format != "html":
        return
    for line in broken_anchors(Path(app.outdir)):
        logger.warning("broken internal anchor: %s", line, type="anchors", subtype="internal")


def setup(app: Sphinx) -> ExtensionMetadata:
    app.connect("doctree-read", note_targets)
    app.connect("env-purge-doc", purge_targets)
    app.connect("env-merge-info", merge_targets)
    app.connect("html-page-context", mend_backlinks)
    app.connect("build-finished", check_anchors)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}


if __name__ == "__main__":
    broken = broken_anchors(Path(sys.argv[1]))
    print("\n".join(broken) or "every internal anchor resolves")
    sys.exit(1 if broken else 0)
