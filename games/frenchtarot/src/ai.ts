import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalBids } from './bidding';
import { sampleAtRandom, sampleInformed } from './determinize';
import { type CardSearchBudget, chooseCard, type Sampler } from './cardSearch';
import { enumerateMoves } from './enumerate';
import { bidFor, cardToCall, cardToDiscard, slamWorth } from './handValue';
import { legalCalls, legalDiscards } from './moves';
import { legalPoignees, POIGNEE_SIZES, poigneeCards } from './poignee';
import type { TarotView } from './view';

/** The levels: how many samples of the unseen cards the card search may try, and for how long. */
export const LEVELS: ReadonlyArray<{ key: string; labelKey: string } & CardSearchBudget> = [
  { key: 'easy', labelKey: 'ai.easy', samples: 40, timeMs: 150 },
  { key: 'medium', labelKey: 'ai.medium', samples: 600, timeMs: 350 },
  { key: 'hard', labelKey: 'ai.hard', samples: 4000, timeMs: 1500 },
];
const DEFAULT_LEVEL = 'medium';
const budgetOf = (level: string) => LEVELS.find((l) => l.key === level) ?? LEVELS.find((l) => l.key === DEFAULT_LEVEL)!;

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
  return {
    levels: LEVELS.map(({ key, labelKey }) => ({ key, labelKey })),
    defaultLevel: DEFAULT_LEVEL,
    chooseMove: (request) => {
      const { view, ctx, playerID, level, random } = request;
      // Between deals it always asks for the next one, never ending the match for the others.
      if (ctx.phase === 'roundEnd') return { move: 'nextRound', args: [] };
      const options = enumerateMoves(view, ctx, playerID);
      if (options.length === 1) return options[0]!;
      const ruled = byHand(view, ctx, playerID);
      if (ruled) return ruled;
      // The search decides the cards only: a poignée left unshown is not searched.
      const { card } = chooseCard(view, ctx, playerID, budgetOf(level), random, sample);
      return { move: 'play', args: [{ card }] };
    },
  };
}

/** The computer player: bids, calls, discards and announces by its hand, searches its cards, and always asks for the next deal. */
export const aiConfig = computerPlayer(sampleInformed);

/** The same player sampling the unseen cards at random (hand sizes only): the bench's yardstick. */
export const aiAtRandom = computerPlayer(sampleAtRandom);

export default aiConfig;
