"""Choosing the language: --lang, the remembered choice, the locale, English."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from shared.cli import choose_language
from shared.i18n import (
    CardRef,
    Msg,
    SuitRef,
    _,
    format_number,
    language,
    language_from_environment,
    ngettext,
    resolve_language,
    set_language,
    translate,
)
from shared.persistence.preferences import (
    PREFERENCES_FILE,
    read_preferences,
    remember_language,
)


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_CH.UTF-8"}, ("de", "de_CH")),
        ({"LANG": "de_DE.UTF-8"}, ("de", "de_DE")),
        ({"LANG": "de"}, ("de", "de_CH")),
        ({"LC_ALL": "de_AT.UTF-8", "LANG": "en_US.UTF-8"}, ("de", "de_AT")),
        ({"LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"}, ("de", "de_CH")),
        ({"LC_ALL": "C", "LANG": "de_CH.UTF-8"}, None),
        ({"LANG": "C.UTF-8"}, None),
        ({}, None),
    ],
)
def test_the_locale_names_the_language(
    environ: dict[str, str], expected: tuple[str, str] | None
) -> None:
    assert language_from_environment(environ) == expected


def test_lang_beats_the_remembered_choice_which_beats_the_locale() -> None:
    env = {"LANG": "de_CH.UTF-8"}
    assert resolve_language("en", "de", env) == ("en", "en_US")
    assert resolve_language(None, "en", env) == ("en", "en_US")
    assert resolve_language(None, None, env) == ("de", "de_CH")
    assert resolve_language(None, "xx", {}) == ("en", "en_US")
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        resolve_language("fr")


def test_german_is_spoken_once_chosen_and_english_again_after() -> None:
    set_language("de")
    assert language() == "de" and _("New game") == "Neue Partie"
    assert format_number(2500) == "2'500"
    set_language("en")
    assert _("New game") == "New game" and format_number(2500) == "2,500"


def test_a_message_is_its_english_text_and_translates_with_its_arguments() -> None:
    reason = Msg("{rank} of {suit}", rank=Msg("jack"), suit=SuitRef("H"))
    assert reason == "jack of hearts" and isinstance(reason, str)
    set_language("de")
    assert translate(reason) == "Herz-Bube"
    assert translate(Msg("{card}", card=CardRef("SQ"))) == "Pik-Dame"
    assert translate("hearts") == "Herz"
    assert str(reason) == "jack of hearts"


def test_a_message_survives_pickling_with_its_template() -> None:
    reason = Msg("{card} {x}", card=CardRef("HA"), x="{not a template}")
    again = pickle.loads(pickle.dumps(reason))
    assert again == reason == "ace of hearts {not a template}"
    assert again.template == "{card} {x}" and again.args == reason.args


def test_plural_messages_follow_the_count() -> None:
    assert Msg.plural("{n} card", "{n} cards", 1) == "1 card"
    assert Msg.plural("{n} card", "{n} cards", 3) == "3 cards"
    assert ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cards"


def test_the_remembered_language_lives_in_the_saves_folder(tmp_path: Path) -> None:
    assert read_preferences(tmp_path).language is None
    remember_language(tmp_path, "de")
    assert read_preferences(tmp_path).language == "de"
    assert (tmp_path / PREFERENCES_FILE).exists()
    (tmp_path / PREFERENCES_FILE).write_text("{not json", encoding="utf-8")
    assert read_preferences(tmp_path).language is None


def test_the_command_line_chooses_before_anything_is_shown(tmp_path: Path) -> None:
    assert choose_language(["--lang", "de"]) is None and language() == "de"
    assert choose_language(["--saves", str(tmp_path)]) is None and language() == "en"
    remember_language(tmp_path, "de")
    assert choose_language(["--saves", str(tmp_path)]) is None and language() == "de"
    problem = choose_language(["--lang", "xx"])
    assert problem is not None and "unknown language 'xx'" in problem


def test_help_is_in_german_with_lang_de(capsys: pytest.CaptureFixture[str]) -> None:
    from shared.cli import main

    assert main("jass", ["--lang", "de", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: jass")
