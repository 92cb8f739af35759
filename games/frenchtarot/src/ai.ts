import { cardSearchPlayer, type CardSearchLevel } from '@tabula/cards';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalBids } from './bidding';
import { sampleAtRandom, sampleInformed } from './determinize';
import { chooseCard, type Sampler } from './cardSearch';
import { enumerateMoves } from './enumerate';
import { bidFor, cardToCall, cardToDiscard, slamWorth } from './handValue';
import { legalCalls, legalDiscards } from './moves';
import { legalPoignees, POIGNEE_SIZES, poigneeCards } from './poignee';
import type { TarotView } from './view';

/** The levels: how many samples of the unseen cards the card search may try, and for how long. */
export const LEVELS: readonly CardSearchLevel[] = [
  { key: 'easy', labelKey: 'ai.easy', samples: 40, timeMs: 150 },
  { key: 'medium', labelKey: 'ai.medium', samples: 600, timeMs: 350 },
  { key: 'hard', labelKey: 'ai.hard', samples: 4000, timeMs: 1500 },
];
const DEFAULT_LEVEL = 'medium';

/** Decisions before the play, and the poignée, by rules of thumb on the hand (handValue.ts). */
function byHand(view: TarotView, ctx: Ctx, seat: PlayerID): AiMove | null {
  const hand = view.hands[seat] ?? [];
  switch (ctx.phase) {
    case 'bidding':
      return { move: 'bid', args: [bidFor(hand, legalBids(view, seat))] };
    case 'call':
      return legalCalls(view, ctx.phase, seat).length > 0 ? { move: 'callCard', args: [{ card: cardToCall(hand) }] } : null;
    case 'discard': {
      const legal = legalDiscards(view, ctx.phase, seat);
      return legal.length > 0 ? { move: 'discard', args: [{ card: cardToDiscard(hand, legal) }] } : null;
    }
    case 'slam':
      return { move: 'slam', args: [slamWorth(hand)] };
    case 'play': {
      // The taker's side shows its poignée (its points go to whoever wins, most often the taker).
      // It shows its lowest trumps, keeping the high ones out of sight.
      const levels = legalPoignees(view, ctx.phase, seat);
      const takerSide = seat === view.contract?.taker || seat === view.partner;
      const level = levels[levels.length - 1];
      if (level === undefined || !takerSide) return null;
      return { move: 'poignee', args: [{ level, cards: poigneeCards(hand, POIGNEE_SIZES[view.seats.length]![level]) }] };
    }
    default:
      return null;
  }
}

/** A computer player whose card search samples the unseen cards with `sample` (the bench compares two). */
export function computerPlayer(sample: Sampler): AiConfig<TarotView> {
  return cardSearchPlayer({
    levels: LEVELS,
    defaultLevel: DEFAULT_LEVEL,
    // Between deals it always asks for the next one, never ending the match for the others.
    first: (_view, ctx) => (ctx.phase === 'roundEnd' ? { move: 'nextRound', args: [] } : null),
    options: enumerateMoves,
    byHand,
    // The search decides the cards only: a poignée left unshown is not searched.
    chooseCard: (view, ctx, seat, budget, random) => chooseCard(view, ctx, seat, budget, random, sample).card,
  });
}

/** The computer player: bids, calls, discards and announces by its hand, searches its cards, and always asks for the next deal. */
export const aiConfig = computerPlayer(sampleInformed);

/** The same player sampling the unseen cards at random (hand sizes only): the bench's yardstick. */
export const aiAtRandom = computerPlayer(sampleAtRandom);

export default aiConfig;
