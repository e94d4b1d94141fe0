"""The German catalogue covers the source: every message translated, the .mo up to date."""

from __future__ import annotations

import re

import pytest

from shared.i18n import LANGUAGES, catalog

PLACEHOLDER = re.compile(r"\{(\w*)[^}]*\}")
PERCENT = re.compile(r"%\((\w+)\)[sdr]|%[sdr]")


def test_every_message_of_the_source_has_a_german_translation() -> None:
    assert catalog.problems("de") == []


def test_every_language_we_offer_has_a_compiled_catalogue() -> None:
    for code in LANGUAGES:
        if code != "en":
            assert catalog.mo_path(code).exists(), code


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_translations_keep_every_placeholder(code: str) -> None:
    for message in catalog.read(catalog.po_path(code), code):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = {name for msgid in ids for name in PLACEHOLDER.findall(msgid)}
        wanted_pct = sorted(PERCENT.findall(ids[0]))
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) <= wanted | {"n"}, (message.id, text)
            assert wanted - {"n"} <= set(PLACEHOLDER.findall(text)), (message.id, text)
            assert sorted(PERCENT.findall(text)) == wanted_pct, (message.id, text)


def test_the_extractor_finds_marked_messages_of_every_kind() -> None:
    found = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog.extract()}
    assert {"New game", "hearts", "{rank} of {suit}", "usage: "} <= found
