"""The short rules summary shown by the help screen (the rule book is RULES.md).

Each summary is one catalogue message (marked with ``N_``); the app shows it with ``_``.
"""

from shared.i18n import N_

RULES_SUMMARY = N_(
    """\
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
)

COIFFEUR_SUMMARY = N_(
    """\
Coiffeur: Schieber's cards, partners and play, but every team plays every contract of
the board exactly once: ♠ ×1, ♣ ×2, ♦ ×3, ♥ ×4, Obenabe ×5, Undenufe ×6, then two Jokers
(coiffeur-8: ×7, ×8) or Slalom ×7, Guschti ×8 and the Jokers ×9, ×10 (coiffeur-10).

Choosing: forehand picks one of his team's open cells, or pushes. With "push to next"
the choice goes round the table (an opponent may choose for his own team); when all have
pushed it is back with the first, who must choose. With "push to partner" once, as in
Schieber. Whoever chose leads. A Joker is played as a suit, Obenabe or Undenufe;
Slalom alternates Obenabe and Undenufe trick by trick, Guschti plays five tricks of one
and four of the other (the chooser says which comes first).

Only the choosing team's card points count: written raw into its cell and multiplied.
No Weis, no Stöck; a Match is 257. The game ends when every cell is filled; the higher
total wins, equal totals are a draw. Press t for the board.

Table marks: ▶ whose turn · D dealer · F forehand · ▸ led the trick · ★ won it.
"""
)

DIFFERENZLER_SUMMARY = N_(
    """\
Differenzler: four players, each for himself. Schieber's cards and turn order.

Each hand a trump suit is drawn and shown first. Then every player, forehand first,
predicts how many card points he will take (0–157, the last trick counts 5). The
predictions stay hidden until the hand ends. Play: follow suit or play a trump (the
Puur need not follow a trump lead); undertrumping is allowed. No Weis, no Stöck.

Your penalty is the difference between what you took and what you predicted. The
lowest total after the last hand wins; equal totals share a place. Press t for the
sheet: prediction, taken and difference for every player and hand.

Table marks: ▶ whose turn · D dealer · F forehand · ▸ led the trick · ★ won it.
"""
)

MOLOTOW_SUMMARY = N_(
    """\
Molotow: four players, each for himself, and points are bad.

A hand starts without trump: tricks are won as in Obenabe. The first player who cannot
follow suit makes the suit of the card he plays trump for the rest of the hand (that
card already counts as a trump); undertrumping is allowed.

Each player scores the card points of his own tricks, counted with the final trump
(157 in all). Weis declared with the first card and Stöck are taken off your score; a
trick whose four cards form a Weis (table Weis) adds its value to the trick's winner.
Fewest points after the last hand wins; equal totals share a place. Press t for the
sheet: hand Weis, table Weis and points for every player and hand.

Table marks: ▶ whose turn · D dealer · F forehand · ▸ led the trick · ★ won it.
"""
)
