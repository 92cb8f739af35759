import type { PlayerID } from 'boardgame.io';
import { seatHistory } from './history';
import { handCount, lostCount, unflippedCount } from './table';
import type { Table } from './table';

/** Every seat starts with four cards, one of them its bomb. */
const CARDS_AT_START = 4;

/** How much a seat that bet this round is trusted to have no bomb down (it would have to flip it first). */
const BIDDER_TRUST = 0.6;

/**
 * How much more (or less) often than by chance a seat seems to put its bomb down, from the cards of
 * its stacks flipped in earlier rounds: one card in four is a bomb by chance; a few flips move the
 * estimate only a little.
 */
function bombHabit(G: Table, seat: PlayerID): number {
  const { bombsShown, bunniesShown } = seatHistory(G, seat);
  const shown = bombsShown + bunniesShown;
  const rate = (bombsShown + 1) / (shown + CARDS_AT_START);
  return Math.min(2, Math.max(0.6, rate * CARDS_AT_START));
}

/**
 * The chance that `seat`'s face-down cards hide its bomb, as another seat judges from what is
 * public: whether it may still hold its bomb (a lost card was it one time in four), how many of its
 * cards are down rather than in hand, its habit, and whether it bet this round.
 */
export function stackBombChance(G: Table, seat: PlayerID): number {
  const down = unflippedCount(G, seat);
  if (down <= 0) return 0;
  const held = handCount(G, seat);
  const stillHasBomb = (CARDS_AT_START - lostCount(G, seat)) / CARDS_AT_START;
  const trust = seatHistory(G, seat).betThisRound ? BIDDER_TRUST : 1;
  return Math.min(0.95, stillHasBomb * Math.min(1, (bombHabit(G, seat) * down) / (down + held)) * trust);
}

/** The chance that the top face-down card of `seat`'s stack is its bomb. */
export function bombChance(G: Table, seat: PlayerID): number {
  const down = unflippedCount(G, seat);
  return down <= 0 ? 0 : stackBombChance(G, seat) / down;
}

/**
 * The chance that `seat`, holding only bunnies on its own stack, flips `amount` cards without a bomb:
 * its own stack first, then the other stacks, those least likely to hide a bomb first, top down
 * (a stack hides one bomb at most).
 */
export function successChance(G: Table, seat: PlayerID, amount: number): number {
  let needed = amount - unflippedCount(G, seat);
  if (needed <= 0) return 1;
  const others = G.seats
    .filter((other) => other !== seat && unflippedCount(G, other) > 0)
    .map((other) => ({ cards: unflippedCount(G, other), risk: bombChance(G, other) }))
    .sort((a, b) => a.risk - b.risk);
  let chance = 1;
  for (const { cards, risk } of others) {
    const taken = Math.min(needed, cards);
    chance *= Math.max(0, 1 - risk * taken);
    needed -= taken;
    if (needed === 0) return chance;
  }
  return needed > 0 ? 0 : chance;
}
