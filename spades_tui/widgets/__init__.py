"""Widgets of the Spades table: the bid picker and the score pad."""
