"""Words that came from elsewhere (the engine, a save, an exception), said to the player.

The engine and the saves speak in :class:`~shared.i18n.Msg` (English that carries its
template); the table says them in the current language with :func:`shared.i18n.translate`.
An exception carries its message as ``exc.args[0]``; :func:`exception_text` says it.

    exception_text(IllegalAction(Msg("you must follow {suit}", suit=SuitRef("H"))), style)
    sentence("du musst Rosen angeben")   # "Du musst Rosen angeben"

No Textual here.
"""

from __future__ import annotations

from shared.i18n import Names, translate


def exception_text(exc: BaseException, names: Names | None = None) -> str:
    """What ``exc`` tells the player, in the current language (its ``Msg`` translated).

    A single message argument is translated (a :class:`~shared.i18n.Msg` from its
    template, a plain string as a msgid); anything else is ``str(exc)``.
    """
    if len(exc.args) == 1 and isinstance(exc.args[0], str):
        return translate(exc.args[0], names)
    return str(exc)


def sentence(text: str) -> str:
    """``text`` with its first letter capitalised (an engine reason starts lower-case)."""
    return text[:1].upper() + text[1:]


__all__ = ["exception_text", "sentence"]
