"""Names, file names and summaries are data, never markup or terminal commands.

Everything a person typed (a player's name, a save's name) or a file holds (a summary,
an error naming a file) is shown through this module:

- :func:`clean` makes control characters visible (``ESC`` becomes ``␛``, a newline
  ``␊``…), so nothing a name holds can reach the terminal as an escape sequence;
- :func:`plain` wraps the cleaned text in a :class:`rich.text.Text`, which Textual and
  Rich never parse as markup (``[/]`` stays two brackets and a slash);
- :func:`shorten` cuts a long name to a width, with an ellipsis.

    Static(plain(player.name))                  # a widget
    table.add_row(plain(info.name), ...)        # a DataTable cell (str cells are markup!)
    app.notify(clean(message), markup=False)     # a toast
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text

_DEL = 0x7F


def _visible(char: str) -> str:
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)  # the Unicode "control pictures": ␀ … ␟
    if code == _DEL:
        return "␡"
    if 0x80 <= code < 0xA0:
        return "�"  # C1 controls (a one-byte CSI…) have no picture
    if char in "\u2028\u2029":
        return "␤"  # line and paragraph separators would break a one-line label
    return char


def clean(text: object, *, keep_newlines: bool = False) -> str:
    """``text`` as a string with every control character made visible.

    ``keep_newlines`` keeps ``\\n`` (for texts of several lines that the app wrote).
    """
    value = str(text)
    if value.isprintable():
        return value
    return "".join(
        "\n"
        if keep_newlines and char == "\n"
        else _visible(char)
        if not char.isprintable()
        else char
        for char in value
    )


def plain(text: object, style: str = "", *, keep_newlines: bool = False) -> Text:
    """``text`` as a Rich ``Text``: never markup, control characters visible."""
    return Text(clean(text, keep_newlines=keep_newlines), style=style)


def shorten(text: str, width: int) -> str:
    """``text`` cut to at most ``width`` terminal cells, ending in "…" when cut."""
    value = clean(text)
    if cell_len(value) <= width:
        return value
    out = ""
    for char in value:
        if cell_len(out + char) > width - 1:
            break
        out += char
    return out + "…"


__all__ = ["clean", "plain", "shorten"]
