import { isTrickComplete, newTrick, seatToPlay, trickWinner, type CardId } from '@tabula/cards';
import { cardPoints, rulesFor } from './cards';
import { SEATS } from './dealing';
import { logDealEnd, logTrick } from './log';
import { passedRow, playedRow } from './roundRows';
import { scoreDeal } from './scoring';
import type { SkatState } from './types';

/** The cards the declarer owns at the end: the dealt hand and the skat (for the matadors). */
function declarerCards(G: SkatState): CardId[] {
  return [...G.dealtHands[G.declarer!]!, ...G.skat];
}

/** The skat as it counts for the declarer: the cards laid away, or the untouched skat of a hand game. */
export function skatPile(G: SkatState): CardId[] {
  return G.pickedUp ? G.discards : G.skat;
}

/** Puts a card (already checked legal) on the trick; completes the trick and the deal when due. */
export function playCard(G: SkatState, card: CardId): void {
  const seat = G.toAct!;
  G.hands[seat] = G.hands[seat]!.filter((c) => c !== card);
  G.trick.cards.push({ seat, card });
  if (!isTrickComplete(G.trick, SEATS)) {
    G.toAct = seatToPlay(G.trick, SEATS);
    return;
  }
  const winner = trickWinner(G.trick, rulesFor(G.contract!.kind));
  G.tricks.push({ winner, trick: G.trick });
  logTrick(
    G,
    winner,
    G.trick.cards.map((p) => p.card),
  );
  G.trick = newTrick(winner);
  G.toAct = winner;
  // A null game is lost with the declarer's first trick: the deal stops there.
  const nullLost = G.contract!.kind === 'null' && winner === G.declarer;
  if (nullLost || G.hands[winner]!.length === 0) finishDeal(G);
}

/** Scores the deal and opens the round end. */
export function finishDeal(G: SkatState): void {
  const declarer = G.declarer!;
  const won = G.tricks.filter((t) => t.winner === declarer);
  const outcome = scoreDeal({
    declarer,
    contract: G.contract!,
    bid: G.bid!,
    declarerCards: declarerCards(G),
    declarerPoints: cardPoints(won.flatMap((t) => t.trick.cards.map((p) => p.card))) + cardPoints(skatPile(G)),
    declarerTricks: won.length,
  });
  G.outcome = outcome;
  logDealEnd(G, outcome, G.skat);
  G.playedDeals += 1;
  G.rounds.push(playedRow(G.playedDeals, G.dealer, outcome));
  G.stage = 'roundEnd';
  G.toAct = null;
}

/**
 * Everyone passed: a row with no score, numbered as the deal that is dealt again ("Deal 1 of 6"
 * stays deal 1); the caller deals again (a thrown-in deal is not one of the match's deals).
 */
export function passIn(G: SkatState): void {
  G.rounds.push(passedRow(G.playedDeals + 1, G.dealer));
}

export const matchOver = (G: SkatState) => G.quitBy !== null || (G.stage === 'roundEnd' && G.playedDeals >= G.settings.deals);

/** The number of the deal being played among the match's deals ("Deal 2 of 6"); thrown-in deals do not count. */
export const dealOrdinal = (G: Pick<SkatState, 'stage' | 'playedDeals'>) =>
  G.stage === 'roundEnd' ? G.playedDeals : G.playedDeals + 1;
