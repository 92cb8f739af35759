import type { PlayerID } from 'boardgame.io';
import { handCount, lostCount, seatsStillIn, stackCount, unflippedCount } from './table';
import type { Table } from './table';

/**
 * The chance that a face-down card of `seat`'s stack is its bomb, as a seat that cannot see it
 * judges: a seat holds one bomb among its cards (unless lost), is as likely to have put it down as any
 * other card, and bids only rarely with its own bomb down (it would have to flip it first).
 */
export function bombChance(G: Table, seat: PlayerID): number {
  const cards = handCount(G, seat) + stackCount(G, seat);
  if (cards === 0) return 0;
  // A lost card was the bomb one time in four.
  const stillHasBomb = lostCount(G, seat) === 0 ? 1 : 0.75;
  const bidder = G.bet?.seat === seat || (G.step === 'betting' && !G.passed.includes(seat) && G.bet !== null);
  return Math.min(0.9, (stillHasBomb / cards) * (bidder ? 0.4 : 1.2));
}

/**
 * The chance that `seat`, holding only bunnies on its own stack, flips `amount` cards without a bomb:
 * its own stack first, then the safest other stacks top down (each stack's cards are alike to it).
 */
export function successChance(G: Table, seat: PlayerID, amount: number): number {
  let needed = amount - unflippedCount(G, seat);
  if (needed <= 0) return 1;
  const others = seatsStillIn(G)
    .filter((other) => other !== seat)
    .map((other) => ({ cards: unflippedCount(G, other), risk: bombChance(G, other) }))
    .sort((a, b) => a.risk - b.risk);
  let chance = 1;
  for (const { cards, risk } of others) {
    const taken = Math.min(needed, cards);
    // A stack holds one bomb at most: the first `taken` cards are all bunnies with this chance.
    chance *= Math.max(0, 1 - risk * taken);
    needed -= taken;
    if (needed === 0) return chance;
  }
  return needed > 0 ? 0 : chance;
}
