import { cardOf, type CardId, type FrenchSuit, type Trick } from '@tabula/cards';
import { addLogLine, totalsOf } from '@tabula/game-kit';
import type { PlayerID } from 'boardgame.io';
import { DECK } from './cards';
import { MATCH_TARGET, otherSeat, SEATS } from './rules';
import type { RoundOutcome, SixtySixState } from './types';

// What both players see and hear at the table, as `log.<key>` lines. Never a card drawn from the
// stock or a hand: only the face-up trump card, the cards played, and what is shown or said.

/**
 * The values naming `cards` in order, `rank1`/`suit1`, `rank2`/`suit2`: the `log.cards.c<n>` texts
 * turn them into the card names of @tabula/cards ("Queen of hearts", "Herz-Dame").
 */
export function cardValues(cards: readonly CardId[]): Record<string, string> {
  const values: Record<string, string> = {};
  cards.forEach((id, index) => {
    const card = cardOf(DECK, id);
    values[`rank${index + 1}`] = card.rank;
    values[`suit${index + 1}`] = card.suit;
  });
  return values;
}

/** "Round 2: Bob deals; the trump card turned up is the Queen of hearts." */
export function logRoundStarted(G: SixtySixState): void {
  const trumpCard = G.trumpCard === null ? [] : [G.trumpCard];
  addLogLine(G, { key: 'roundStarted', seat: G.dealer, values: { number: G.round, ...cardValues(trumpCard) } });
}

/** "Ana takes the trick: Ten of spades, Ace of spades", in play order. */
export const logTrick = (G: SixtySixState, trick: Trick, winner: PlayerID) =>
  addLogLine(G, { key: 'trick', seat: winner, values: cardValues(trick.cards.map((played) => played.card)) });

/** "Ana announces 40 in hearts": the king and queen shown, named by their suit. */
export const logMarriage = (G: SixtySixState, seat: PlayerID, suit: FrenchSuit, points: number) =>
  addLogLine(G, { key: 'marriage', seat, values: { suit, points } });

/** The 9 of trumps put under the stock and the face-up trump card taken: both seen by everyone. */
export const logExchange = (G: SixtySixState, seat: PlayerID, nine: CardId, taken: CardId) =>
  addLogLine(G, { key: 'exchange', seat, values: cardValues([nine, taken]) });

export const logClose = (G: SixtySixState, seat: PlayerID) => addLogLine(G, { key: 'close', seat });

/** "Out!" and whether it was right, with the points the claimant had. */
export function logOut(G: SixtySixState, outcome: RoundOutcome): void {
  const claimant = outcome.claimant!;
  const right = outcome.reason !== 'falseOut';
  addLogLine(G, { key: right ? 'outRight' : 'outWrong', seat: claimant, values: { points: outcome.points[claimant] ?? 0 } });
}

/** The round's result (game points, how it ended, each side's points) and, when it decides the match, the match's. */
export function logRoundResult(G: SixtySixState, outcome: RoundOutcome): void {
  const winner = outcome.winner;
  if (winner === null) {
    addLogLine(G, { key: 'roundTied', values: { points: outcome.points[SEATS[0]!] ?? 0 } });
  } else {
    addLogLine(G, {
      key: 'roundWon',
      seat: winner,
      // count: the game points, which the texts put in the singular or plural.
      values: {
        count: outcome.gamePoints,
        reason: outcome.reason,
        winnerPoints: outcome.points[winner] ?? 0,
        loserPoints: outcome.points[otherSeat(winner)] ?? 0,
      },
    });
  }
  const totals = totalsOf(G.rounds, [...SEATS]);
  if (SEATS.some((seat) => (totals[seat] ?? 0) >= MATCH_TARGET)) logMatchResult(G);
}

/** Who won the match on the game points, or a draw (after a quit with equal totals). */
export function logMatchResult(G: SixtySixState): void {
  const totals = totalsOf(G.rounds, [...SEATS]);
  const [first, second] = SEATS.map((seat) => totals[seat] ?? 0) as [number, number];
  if (first === second) {
    addLogLine(G, { key: 'matchDrawn', values: { total: first } });
    return;
  }
  const winner = first > second ? SEATS[0]! : SEATS[1]!;
  addLogLine(G, {
    key: 'matchWon',
    seat: winner,
    values: { winnerTotal: Math.max(first, second), loserTotal: Math.min(first, second) },
  });
}

export const logReady = (G: SixtySixState, seat: PlayerID) => addLogLine(G, { key: 'ready', seat });

export const logQuit = (G: SixtySixState, seat: PlayerID) => addLogLine(G, { key: 'quit', seat });
