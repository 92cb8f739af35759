import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import { bullheadsIn } from './cards';
import type { Placement, TakeSixState } from './types';

// The public log: only cards once revealed, rows and bullheads; never a hand or a pick before the reveal.

export const logDealStarted = (G: TakeSixState) => addLogLine(G, { key: 'dealStarted', values: { number: G.dealNumber } });

/**
 * At a new deal, the lines of the earlier deals name their cards as text. Every deal reuses the
 * numbers 1-104: a card of an earlier deal, still a number under a card key, would read as one of
 * the new hands to the leak checks, which tell cards apart by number alone. The lines read the same.
 */
export function settleEarlierDeals(G: TakeSixState): void {
  for (const line of G.log) {
    if (typeof line.values?.card === 'number') line.values.card = String(line.values.card);
  }
}

export const logAllPicked = (G: TakeSixState) => addLogLine(G, { key: 'revealed' });

/** One line per placement: added to a row, the sixth card, or a row chosen by a card lower than every end. */
export function logPlacement(G: TakeSixState, placement: Placement): void {
  const { seat, card } = placement;
  const row = placement.row + 1;
  if (placement.takenCards.length === 0) {
    addLogLine(G, { key: 'placed', seat, values: { card, row } });
    return;
  }
  const bullheads = bullheadsIn(placement.takenCards);
  addLogLine(G, { key: placement.chosen ? 'choseRow' : 'sixthCard', seat, values: { card, row, bullheads } });
}

export const logDealScored = (G: TakeSixState) => addLogLine(G, { key: 'dealOver', values: { number: G.dealNumber } });

export const logNextDeal = (G: TakeSixState, seat: PlayerID) => addLogLine(G, { key: 'nextDeal', seat });
