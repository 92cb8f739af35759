import type { PlayerID } from 'boardgame.io';
import type { CardId, Trick } from '@tabula/cards';
import { EXCUSE, isTrump, strengthOf, suitOf } from './cards';
import type { CompletedTrick, TarotState } from './types';

/** The card that sets the trick's suit: the first one that is not the Excuse. */
export const ledCard = (trick: Trick): CardId | undefined => trick.cards.find((played) => played.card !== EXCUSE)?.card;

/**
 * The one legality rule of play: follow the suit led; unable to, trump; playing a trump to a
 * trick that holds one, beat the highest if able; with neither, any card. The Excuse may always
 * be played, and after an Excuse lead the next card sets the suit.
 */
export function legalPlays(hand: readonly CardId[], trick: Trick): CardId[] {
  const led = ledCard(trick);
  if (led === undefined) return [...hand];
  const excuse = hand.filter((card) => card === EXCUSE);
  const ledSuit = suitOf(led);
  if (ledSuit !== 'trumps') {
    const following = hand.filter((card) => suitOf(card) === ledSuit && card !== EXCUSE);
    if (following.length > 0) return [...following, ...excuse];
  }
  const trumps = hand.filter(isTrump);
  if (trumps.length === 0) return [...hand];
  const highest = Math.max(0, ...trick.cards.filter((played) => isTrump(played.card)).map((played) => strengthOf(played.card)));
  const higher = trumps.filter((card) => strengthOf(card) > highest);
  return [...(higher.length > 0 ? higher : trumps), ...excuse];
}

/**
 * Who takes a complete trick: the highest trump, else the highest card of the suit led. The Excuse
 * never takes a trick, but when it leads the last trick for a side that has taken every trick so
 * far (a slam), it takes that trick.
 */
export function trickWinner(trick: Trick, slamLead: boolean): PlayerID {
  const first = trick.cards[0]!;
  if (slamLead && first.card === EXCUSE) return first.seat;
  const led = ledCard(trick)!;
  const contenders = trick.cards.filter((played) => played.card !== EXCUSE);
  const trumps = contenders.filter((played) => isTrump(played.card));
  const pool = trumps.length > 0 ? trumps : contenders.filter((played) => suitOf(played.card) === suitOf(led));
  return pool.reduce((best, played) => (strengthOf(played.card) > strengthOf(best.card) ? played : best)).seat;
}

/** The seats on the taker's side as far as the state knows (the partner may still be secret in a view). */
export function takerSide(G: Pick<TarotState, 'contract' | 'partner'>): PlayerID[] {
  const taker = G.contract?.taker;
  if (taker === undefined) return [];
  return G.partner !== null && G.partner !== taker ? [taker, G.partner] : [taker];
}

/** Whether the seat's side has taken every completed trick (a slam in the making). */
export function sideTookEveryTrick(tricks: readonly CompletedTrick[], side: readonly PlayerID[]): boolean {
  return tricks.every(
    (trick) => side.includes(trick.winner) || trick.cards.some((p) => p.card === EXCUSE && side.includes(p.seat)),
  );
}

/** The cards `seat` may play now (none when it is not that seat's turn to play). */
export function legalCards(G: TarotState, phase: string | undefined, seat: PlayerID): CardId[] {
  if (phase !== 'play' || G.revealed || G.toAct !== seat) return [];
  return legalPlays(G.hands[seat] ?? [], G.trick);
}
