"""Screens of the Spades table; the generic ones come from ``shared.ui.screens``."""
