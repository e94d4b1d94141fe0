"""What both card games share: cards, seats, tricks, the engine contract, saves and bots.

Nothing in this package outside ``shared.ui`` may import Textual.
"""
