"""Screens both card tables use: start, setup base, table base, hand-over, load, save,
confirm and help. Each module's docstring says how to use its screen."""
