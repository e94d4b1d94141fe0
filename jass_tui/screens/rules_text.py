"""The short rules summary shown by the help screen (the rule book is RULES.md)."""

RULES_SUMMARY = """\
Schieber: four players, partners sit opposite (you and the player at the top). 36 cards,
9 each; play goes to the right (counter-clockwise).

Contract: forehand names a trump suit, Obenabe (no trump, high wins) or Undenufe (no
trump, low wins), or pushes (schieben) to the partner, who must then choose. Forehand
leads the first trick either way. Some presets multiply the points of a contract.

Trumps rank J (Puur, 20) 9 (Nell, 14) A K Q 10 8 7 6. Follow the led suit or play a trump;
if you cannot follow, play anything. No undertrumping, unless you hold only trumps.
The Puur never has to be played to a trump lead.

Weis: on your first card you may declare sequences (3 = 20, 4 = 50, 5 = 100…) and four of
a kind (jacks 200, nines 150, others 100). Only the team with the best Weis scores them.
Stöck: king and queen of trumps in one hand score 20 when the second is played.

Every hand is worth 157 (5 of them for the last trick); all nine tricks (Match) 257.
The first team to reach the target wins at once, counted as Stöck, then Weis, then tricks
("Stöck, Wys, Stich").

Table marks: ▶ whose turn · D dealer · F forehand · ▸ led the trick · ★ won it ·
· over a card: that card may not be played now (press it to hear why).
"""
