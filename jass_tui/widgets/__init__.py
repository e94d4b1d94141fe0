"""Widgets of the Jass table: deck styles, contract badge, score bar, Jassteppich."""
