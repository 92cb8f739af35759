import type { PlayerID } from 'boardgame.io';
import { cardOf, type CardId } from '@tabula/cards';
import { addLogLine } from '@tabula/game-kit';
import type { AnnounceCall } from './announcements';
import { DECK } from './cards';
import { contractKey } from './scoring';
import type { BidCall, CompletedTrick, DealResult, ZwanzigerrufenState } from './types';

// What the table hears and sees, as `log.<key>` lines: only what is public when the line is
// written, never a hand, and the partner only once the called tarock is played or the partner announces.

/** The values naming `cards` in order, `rank1`/`suit1`...: the `log.cards.c<n>` texts name them as the table does. */
export function cardValues(cards: readonly CardId[]): Record<string, string> {
  const values: Record<string, string> = {};
  cards.forEach((id, index) => {
    const card = cardOf(DECK, id);
    values[`rank${index + 1}`] = card.rank;
    values[`suit${index + 1}`] = card.suit;
  });
  return values;
}

/** A tarock's number as printed on it: 20 -> XX. */
export function roman(rank: string): string {
  let n = Number(rank);
  let out = '';
  for (const [value, letters] of [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ] as const) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

export function logDealStarted(G: ZwanzigerrufenState): void {
  const number = G.rounds.length + 1;
  addLogLine(
    G,
    G.settings.deals === null
      ? { key: 'dealStarted', seat: G.dealer, values: { number } }
      : { key: 'dealOfStarted', seat: G.dealer, values: { number, total: G.settings.deals } },
  );
}

/** A hand without a tarock, or with a lone Trull card: dealt again (whose hand it was is not told). */
export const logRedeal = (G: ZwanzigerrufenState) => addLogLine(G, { key: 'redeal' });

/** "Anna: Normal game, XX called", "Bob: Pass". */
export function logBid(G: ZwanzigerrufenState, seat: PlayerID, call: BidCall, calledRank: string | null): void {
  if (call === 'normal' && calledRank !== null) addLogLine(G, { key: 'bidNormal', seat, values: { tarock: roman(calledRank) } });
  else addLogLine(G, { key: 'bid', seat, values: { call } });
}

export const logContract = (G: ZwanzigerrufenState) =>
  addLogLine(G, { key: 'contract', seat: G.contract!.taker, values: { contract: contractKey(G.contract!.kind) } });

/** "Anna: Absolut", "Bob: Contra on the game", "Cy: Pass". */
export function logAnnouncement(G: ZwanzigerrufenState, seat: PlayerID, call: AnnounceCall, level: number): void {
  if (call === 'pass') {
    addLogLine(G, { key: 'announcePass', seat });
    return;
  }
  const [kind, ...rest] = call.split(':');
  if (kind === 'announce') addLogLine(G, { key: 'announce', seat, values: { item: rest[0]! } });
  else addLogLine(G, { key: 'raise', seat, values: { item: rest[1]!, level } });
}

export const logPartnerKnown = (G: ZwanzigerrufenState, seat: PlayerID) => addLogLine(G, { key: 'partnerKnown', seat });

export function logTrick(G: ZwanzigerrufenState, trick: CompletedTrick): void {
  const cards = trick.cards.map((played) => played.card);
  addLogLine(G, { key: 'trick', seat: trick.winner, values: cardValues(cards) });
}

export function logDealResult(G: ZwanzigerrufenState, result: DealResult): void {
  addLogLine(G, {
    key: result.value >= 0 ? 'takersWin' : 'takersLose',
    seat: G.contract!.taker,
    values: { points: result.takerPoints, needed: result.takerNeeded, value: Math.abs(result.value) },
  });
}

export const logNextDeal = (G: ZwanzigerrufenState, seat: PlayerID) => addLogLine(G, { key: 'readyForNextDeal', seat });
export const logQuit = (G: ZwanzigerrufenState, seat: PlayerID) => addLogLine(G, { key: 'quit', seat });
