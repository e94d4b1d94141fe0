"""Spades at the terminal: the rules engine (pure) and, in its screens, the Textual table."""
