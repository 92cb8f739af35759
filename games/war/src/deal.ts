import { allCards, dealPackets, type Shuffler } from '@tabula/cards';
import { DECK } from './cards';
import { logDealt } from './log';
import type { WarState } from './types';

const PILE_SIZE = 26;

/** The state before the deal: nothing secret in it (it goes out as boardgame.io's initial state). */
export function emptyState(): WarState {
  return {
    toAct: '0',
    pileCards: { '0': [], '1': [] },
    pileCounts: { '0': 0, '1': 0 },
    table: { '0': [], '1': [] },
    battles: 0,
    war: false,
    lastBattle: null,
    result: null,
    log: [],
  };
}

/**
 * Shuffles the 52 cards with the match's secret random and splits them into two face-down piles
 * of 26 (in place). Runs as the second phase begins, never in setup.
 */
export function dealPiles(G: WarState, random: Shuffler): void {
  const [first = [], second = []] = dealPackets(random, allCards(DECK), [PILE_SIZE, PILE_SIZE]);
  G.pileCards = { '0': first, '1': second };
  G.pileCounts = { '0': first.length, '1': second.length };
  logDealt(G, PILE_SIZE);
}
