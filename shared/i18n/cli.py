"""The standard library's argparse, speaking the current language.

argparse words its help and errors with ``gettext`` of the standard library's default
domain, which knows nothing of our catalogue; :func:`speak_argparse` points its module
names ``_`` and ``ngettext`` at ours (its messages are in the catalogue, listed in
``locale/argparse.txt``). Called once the language is chosen, before a parser is built.
"""

from __future__ import annotations

import argparse

from shared.i18n import gettext, ngettext


def speak_argparse() -> None:
    argparse._ = gettext  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


__all__ = ["speak_argparse"]
