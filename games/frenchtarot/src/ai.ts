import { searchPlayer } from '@tabula/game-kit';
import type { AiConfig, AiMove, SearchLevel } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalBids } from './bidding';
import { determinize, determinizeAtRandom } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { bidFor, cardToCall, cardToDiscard, slamWorth } from './handValue';
import { legalCalls, legalDiscards } from './moves';
import { legalPoignees } from './poignee';
import type { TarotState } from './types';
import type { TarotView } from './view';

const LEVELS: SearchLevel[] = [
  { key: 'easy', labelKey: 'ai.easy', iterations: 60, timeMs: 200 },
  { key: 'medium', labelKey: 'ai.medium', iterations: 1200, timeMs: 350 },
  { key: 'hard', labelKey: 'ai.hard', iterations: 5000, timeMs: 1500 },
];

/**
 * Information-set Monte Carlo tree search over this game's own rules: each iteration deals the
 * cards the seat cannot see consistently with what it has seen and heard, and plays the deal out.
 */
export const search = searchPlayer<TarotState, TarotView>({ game, levels: LEVELS, defaultLevel: 'medium', determinize });
/** The same search sampling the unseen cards at random (hand sizes only): the bench's yardstick. */
export const searchAtRandom = searchPlayer<TarotState, TarotView>({
  game,
  levels: LEVELS,
  defaultLevel: 'medium',
  determinize: determinizeAtRandom,
});

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
      const levels = legalPoignees(view, ctx.phase, seat);
      const takerSide = seat === view.contract?.taker || seat === view.partner;
      return levels.length > 0 && takerSide ? { move: 'poignee', args: [levels[levels.length - 1]] } : null;
    }
    default:
      return null;
  }
}

function chooseWith(player: typeof search): AiConfig<TarotView>['chooseMove'] {
  return (request) => {
    const { view, ctx, playerID } = request;
    if (ctx.phase === 'roundEnd') return { move: 'nextRound', args: [] };
    const options = enumerateMoves(view, ctx, playerID);
    if (options.length === 1) return options[0]!;
    const ruled = byHand(view, ctx, playerID);
    if (ruled) return ruled;
    // The search decides the cards only: a poignée left unshown is not searched.
    const cards = options.filter((option) => option.move === 'play');
    if (cards.length === 1) return cards[0]!;
    return player.chooseMove(request);
  };
}

/** The computer player: bids, calls, discards and announces by its hand, searches its cards, and always asks for the next deal. */
export const aiConfig: AiConfig<TarotView> = {
  levels: search.levels,
  defaultLevel: search.defaultLevel,
  chooseMove: chooseWith(search),
};

/** The same player sampling the unseen cards at random, for the bench. */
export const aiAtRandom: AiConfig<TarotView> = { ...aiConfig, chooseMove: chooseWith(searchAtRandom) };

export default aiConfig;
