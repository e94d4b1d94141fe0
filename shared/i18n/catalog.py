"""Keeping the catalogues in step with the source (Babel): extract, update, compile, check.

For the people who change words, not for the tables (which read only the compiled
``.mo`` with the standard library):

    python -m shared.i18n.catalog update     # source → every cards.po (new entries empty)
    python -m shared.i18n.catalog compile    # every cards.po → cards.mo
    python -m shared.i18n.catalog check      # what is missing or stale, exit 1 if any
    python -m shared.i18n.catalog init fr    # a new language's catalogue

Run ``update``, translate the new or fuzzy entries in each ``.po``, then ``compile``.
``tests/i18n`` runs the same checks, so a message without a translation fails the suite.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from shared.i18n import DOMAIN, LANGUAGES, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("shared", "jass_tui", "spades_tui")
KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "_": None,
    "gettext": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "Msg": None,
    "plural": (1, 2),
}
"""The call names whose string arguments are messages (``Msg.plural`` is ``plural``)."""
CREATED = datetime(2026, 12, 1, tzinfo=UTC)
"""A fixed creation date, so that a catalogue changes only where its messages do."""
EXTRA_MESSAGES = LOCALE_DIR / "argparse.txt"
"""The standard library's argparse messages the command line shows, one msgid a line."""


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def translated_languages() -> list[str]:
    return [code for code in LANGUAGES if po_path(code).exists()]


def extract() -> Catalog:
    """Every message of the source, with where it stands."""
    catalog = Catalog(
        project="terminal-card-tables",
        domain=DOMAIN,
        fuzzy=False,
        creation_date=CREATED,
        revision_date=CREATED,
    )
    for package in PACKAGES:
        found = extract_from_dir(
            ROOT / package,
            method_map=[("**/catalog.py", "ignore"), ("**.py", "python")],
            keywords=KEYWORDS,
            comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True,
        )
        for filename, lineno, message, comments, context in found:
            if not message or (isinstance(message, tuple) and not message[0]):
                continue
            catalog.add(
                message,
                locations=[(f"{package}/{filename}", lineno)],
                auto_comments=comments,
                context=context,
            )
    for line in _extra_messages():
        catalog.add(line, locations=[("argparse", 0)])
    return catalog


def _extra_messages() -> Iterable[str]:
    if not EXTRA_MESSAGES.exists():
        return []
    lines = EXTRA_MESSAGES.read_text(encoding="utf-8").splitlines()
    return [line.replace("\\n", "\n") for line in lines if line and not line.startswith("#")]


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=locale, domain=DOMAIN)


def write(path: Path, catalog: Catalog) -> None:
    buffer = io.BytesIO()
    # Sorted and without line numbers: an edit elsewhere in the source leaves it alone.
    write_po(buffer, catalog, width=100, sort_output=True, no_location=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def update() -> None:
    """Bring every language's catalogue up to the source: new messages, none left over."""
    template = extract()
    for code in translated_languages():
        catalog = read(po_path(code), code)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        write(po_path(code), catalog)


def compiled(code: str) -> bytes:
    """The ``.mo`` bytes of ``code``'s catalogue (fuzzy entries left out, as msgfmt does)."""
    buffer = io.BytesIO()
    write_mo(buffer, read(po_path(code), code), use_fuzzy=False)
    return buffer.getvalue()


def compile_all() -> None:
    for code in translated_languages():
        mo_path(code).write_bytes(compiled(code))


def init(code: str) -> None:
    path = po_path(code)
    if path.exists():
        raise SystemExit(f"{path} exists already")
    catalog = extract()
    catalog.locale = code
    write(path, catalog)


def _key(message: Message) -> tuple[str, str | None]:
    msgid = message.id[0] if isinstance(message.id, tuple | list) else message.id
    return str(msgid), message.context


def problems(code: str) -> list[str]:
    """What keeps ``code``'s catalogue from covering the source: one line each."""
    source = extract()
    catalog = read(po_path(code), code)
    have = {_key(m): m for m in catalog if m.id}
    out: list[str] = []
    for message in source:
        if not message.id:
            continue
        key = _key(message)
        where = ", ".join(f"{f}:{n}" for f, n in message.locations[:2])
        found = have.get(key)
        if found is None:
            out.append(f"{code}: not in the catalogue: {key[0]!r} ({where})")
        elif found.fuzzy:
            out.append(f"{code}: fuzzy: {key[0]!r} ({where})")
        elif not _translated(found):
            out.append(f"{code}: no translation: {key[0]!r} ({where})")
    if mo_path(code).read_bytes() != compiled(code):
        out.append(f"{code}: {mo_path(code).name} is older than its .po: run compile")
    return out


def _translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else [message.string]
    return all(strings)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "init" and len(argv) == 2:
        init(argv[1])
    elif command == "check":
        lines = [line for code in translated_languages() for line in problems(code)]
        print("\n".join(lines) or "every message is translated")
        return 1 if lines else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
