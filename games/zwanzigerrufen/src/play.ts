import type { PlayerID } from 'boardgame.io';
import { legalPlays, trickWinner as plainTrickWinner, TRUMP, type CardId, type Trick } from '@tabula/cards';
import { pointsOfCards, MOND, PAGAT, RULES, SKUS } from './cards';
import type { ZwanzigerrufenState } from './types';

/**
 * The one legality function: the cards `seat` may play now. Follow suit (a tarock lead calls for a
 * tarock), else play a tarock if holding one, else anything. In a Suit Solo the leader must lead a
 * suit card while holding one. The last card always goes.
 */
export function legalCards(G: ZwanzigerrufenState, phase: string, seat: PlayerID): CardId[] {
  if (phase !== 'play' || G.revealed || G.toAct !== seat) return [];
  const hand = G.hands[seat] ?? [];
  const legal = legalPlays(hand, G.trick, RULES);
  if (G.contract?.kind === 'suitSolo' && G.trick.cards.length === 0) {
    const suitCards = legal.filter((card) => RULES.suitOf(card) !== TRUMP);
    if (suitCards.length > 0) return suitCards;
  }
  return legal;
}

/** Sküs, XXI and I in one trick: the Pagat takes it (the Emperor's trick). */
export const isEmperorsTrick = (trick: Trick) => [SKUS, MOND, PAGAT].every((card) => trick.cards.some((p) => p.card === card));

/**
 * Who takes the trick: the highest tarock, else the highest card of the suit led; the Pagat in the
 * Emperor's trick. In a Suit Solo a suit lead is won by the suit's highest card: tarocks played to it do not win.
 */
export function trickWinner(G: Pick<ZwanzigerrufenState, 'contract'>, trick: Trick): PlayerID {
  if (isEmperorsTrick(trick)) return trick.cards.find((p) => p.card === PAGAT)!.seat;
  const led = trick.cards[0]!;
  if (G.contract?.kind === 'suitSolo' && RULES.suitOf(led.card) !== TRUMP) {
    const suit = RULES.suitOf(led.card);
    return trick.cards
      .filter((p) => RULES.suitOf(p.card) === suit)
      .reduce((best, p) => (RULES.strength(p.card) > RULES.strength(best.card) ? p : best)).seat;
  }
  return plainTrickWinner(trick, RULES);
}

/** The seats on the taker's side as far as the state knows it (the partner may still be secret in a view). */
export function takerSide(G: Pick<ZwanzigerrufenState, 'contract' | 'partner'>): PlayerID[] {
  const taker = G.contract?.taker;
  if (taker === undefined) return [];
  return G.partner !== null && G.partner !== taker ? [taker, G.partner] : [taker];
}

export function cardPointsWon(G: Pick<ZwanzigerrufenState, 'tricks'>, seats: readonly PlayerID[]): number {
  return pointsOfCards(G.tricks.filter((t) => seats.includes(t.winner)).flatMap((t) => t.cards.map((p) => p.card)));
}

export const TRICKS_PER_DEAL = 10;
