"""The short rules summary shown by the help screen (the rule book is RULES.md)."""

from shared.i18n import N_

# TRANSLATORS: the help screen's rules; blank lines part paragraphs, lines are reflowed.
RULES_SUMMARY = N_("""\
Spades: four players; in the standard preset partners sit opposite (you and the player at the
top), in bicycle everyone plays for himself. 52 cards, 13 each; bidding and play go to
the left (clockwise). Spades are always trump.

Bidding: starting left of the dealer, everyone bids once how many tricks he will take,
0 to 13. Bid 0 is Nil: a promise to take no trick at all (+100 if kept, -100 if not); a
Nil bidder's tricks never help his partner. The two other bids of a team add up to its
contract. In bicycle there is no Nil: the lowest bid is 1.

Play: follow the led suit if you can; if you cannot, play anything (a spade trumps).
The highest spade wins, else the highest card of the led suit. You may not lead a spade
until spades are broken (one was played) unless you hold nothing else.

Scoring: contract made: 10 per trick bid, +1 per extra trick (a bag). Set (too few
tricks): -10 per trick bid (0 in bicycle). With the bag penalty on, every 10 bags
cost 100 points. The game ends
after a hand in which someone reached the target (or fell to the loss limit); the higher
total wins.

Table marks: ▶ whose turn · D dealer · "bid 3 · took 1" under each name · ▸ led the
trick · ★ won it · a · over a card: that card may not be played now (press it to hear
why).
""")
