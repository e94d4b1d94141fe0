"""Screens of the Jass table; the generic ones come from ``shared.ui.screens``."""
