import type { Ctx, PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { searchPlayer, type AiConfig, type AiMove, type SearchLevel } from '@tabula/game-kit';
import { announcementOf, announcingSide, legalAnnouncements, otherSide } from './announcements';
import { legalBids } from './bidding';
import { determinizeWith, type Sampling } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { rulesOfRound } from './play';
import { sensibleCards } from './sensibleCards';
import { bidByHand, levelByHand, replyIsWorthIt } from './handValue';
import type { DoppelkopfState } from './types';
import type { DoppelkopfView } from './view';

export const LEVELS: SearchLevel[] = [
  { key: 'easy', labelKey: 'ai.easy', iterations: 60, timeMs: 150 },
  { key: 'medium', labelKey: 'ai.medium', iterations: 700, timeMs: 450 },
  { key: 'hard', labelKey: 'ai.hard', iterations: 4000, timeMs: 2000 },
];

// The search plays cards only, and of those the few a player would consider (sensibleCards.ts):
// announcements are the hand's business (rules of thumb below), and random playouts announcing at
// random would only add noise.
const cardsOnly = {
  ...game,
  ai: {
    enumerate: (G: DoppelkopfState, ctx: Ctx, seat: PlayerID) => {
      const moves = enumerateMoves(G, ctx, seat);
      const plays = moves.filter((move) => move.move === 'play');
      if (plays.length === 0) return moves.filter((move) => move.move !== 'announce');
      const legal = plays.map((move) => (move.args[0] as { card: CardId }).card);
      return sensibleCards(legal, G.trick, seat, rulesOfRound(G)).map((card) => ({ move: 'play', args: [{ card }] }));
    },
  },
};

/** Information-set Monte Carlo tree search over the cards, sampling the unseen hands as `sampling` says. */
export function searchWith(sampling: Sampling) {
  return searchPlayer<DoppelkopfState, DoppelkopfView>({
    game: cardsOnly,
    levels: LEVELS,
    defaultLevel: 'medium',
    determinize: determinizeWith(sampling),
  });
}

/** An announcement the hand is worth, on the seat's turn; null to play on in silence. */
export function announcementByHand(view: DoppelkopfView, ctx: Ctx, seat: PlayerID): AiMove | null {
  const legal = legalAnnouncements(view, ctx.phase, seat);
  const side = announcingSide(view, seat);
  if (legal.length === 0 || side === null) return null;
  const hand = view.hands[seat] ?? [];
  const alone = view.contract?.declarer === seat && view.contract.partner === null && view.contract.kind !== 'normal';
  if (replyIsWorthIt(view.contract!.kind, hand, view.levels[side], view.levels[otherSide(side)]) && legal.includes(side))
    return { move: 'announce', args: [side] };
  const wanted = levelByHand(view.contract!.kind, hand, alone, hand.length);
  if (wanted <= view.levels[side]) return null;
  const call = announcementOf(side, wanted);
  return legal.includes(call) ? { move: 'announce', args: [call] } : null;
}

/** The computer player with the given sampling of hidden hands (informed by default; random for the bench). */
export function doppelkopfAi(sampling: Sampling = 'informed'): AiConfig<DoppelkopfView> {
  const search = searchWith(sampling);
  return {
    levels: search.levels,
    defaultLevel: search.defaultLevel,
    chooseMove: (request) => {
      const { view, ctx, playerID } = request;
      // Between rounds it always asks for the next one: it never ends the match for the others.
      if (ctx.phase === 'roundEnd') return { move: 'nextRound', args: [] };
      const options = enumerateMoves(view, ctx, playerID);
      if (options.length === 1) return options[0]!;
      if (ctx.phase === 'bidding') {
        const round = view.bidding.round === 'name' ? 'name' : 'health';
        return { move: 'bid', args: [bidByHand(view.hands[playerID] ?? [], legalBids(view, playerID), round)] };
      }
      return announcementByHand(view, ctx, playerID) ?? search.chooseMove(request);
    },
  };
}

export const aiConfig = doppelkopfAi();

export default aiConfig;
