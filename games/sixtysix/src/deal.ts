import { allCards, dealPackets, newTrick, type Shuffler } from '@tabula/cards';
import { DECK, suitOf } from './cards';
import { logRoundStarted } from './log';
import { HAND_SIZE, otherSeat } from './rules';
import type { SixtySixState } from './types';

const STOCK_SIZE = 12;

/**
 * Deals a round (in place): six cards each, twelve to the stock whose bottom card, turned face up,
 * makes trumps. The deal alternates; the non-dealer leads. Runs on the server only (the second
 * phase's onBegin), never in setup.
 */
export function dealRound(G: SixtySixState, random: Shuffler): void {
  const dealer = G.round === 0 ? G.dealer : otherSeat(G.dealer);
  const [first = [], second = [], stock = []] = dealPackets(random, allCards(DECK), [HAND_SIZE, HAND_SIZE, STOCK_SIZE]);
  const trumpCard = stock[stock.length - 1]!;
  G.round += 1;
  G.dealer = dealer;
  G.trumpSuit = suitOf(trumpCard);
  G.hands = { '0': first, '1': second };
  G.stock = stock;
  G.stockCount = stock.length;
  G.trumpCard = trumpCard;
  G.trick = newTrick(otherSeat(dealer));
  G.lastTrick = null;
  G.lastTrickWinner = null;
  G.wonCards = { '0': [], '1': [] };
  G.trickCounts = { '0': 0, '1': 0 };
  G.marriages = [];
  G.pendingMarriage = null;
  G.closing = null;
  G.voids = { '0': [], '1': [] };
  G.announcement = null;
  G.exchangedTrump = null;
  G.deal = { hands: { '0': [...first], '1': [...second] }, stock: [...stock] };
  G.outcome = null;
  G.confirmed = [];
  logRoundStarted(G);
}

/** The state before the first deal: nothing secret in it (it goes out as boardgame.io's initial state). */
export function emptyState(): SixtySixState {
  return {
    round: 0,
    dealer: '0',
    trumpSuit: null,
    hands: { '0': [], '1': [] },
    stock: [],
    stockCount: 0,
    trumpCard: null,
    trick: newTrick('1'),
    lastTrick: null,
    lastTrickWinner: null,
    wonCards: { '0': [], '1': [] },
    trickCounts: { '0': 0, '1': 0 },
    marriages: [],
    pendingMarriage: null,
    closing: null,
    voids: { '0': [], '1': [] },
    announcement: null,
    exchangedTrump: null,
    deal: { hands: { '0': [], '1': [] }, stock: [] },
    outcome: null,
    rounds: [],
    confirmed: [],
    quitBy: null,
    log: [],
  };
}
