import type { PlayerID } from 'boardgame.io';
import { DECKS, cardOf, legalPlays, type CardId, type TrickRules } from '@tabula/cards';
import { calledAceOf, contractRulesOf } from './contracts';
import type { SchafkopfState } from './types';

export const rulesOfDeal = (G: SchafkopfState): TrickRules => contractRulesOf(G.deckName, G.contract);

/** Whether the called suit has been led in a completed trick: from then on the called ace's restrictions lapse. */
export function calledSuitLedBefore(G: SchafkopfState): boolean {
  const suit = G.contract?.calledSuit;
  if (!suit) return false;
  const rules = rulesOfDeal(G);
  return G.tricks.some((trick) => rules.suitOf(trick.cards[0]!.card) === suit);
}

/**
 * The Rufspiel's rules for the holder of the called ace, until the called suit has been led: when
 * the called suit is led they must play the ace; they may not discard it on another suit; and they
 * may lead the called suit only with the ace, unless they hold four or more cards of it (running
 * away). In the last trick any card goes.
 */
function calledAceRules(G: SchafkopfState, hand: readonly CardId[], legal: CardId[], rules: TrickRules): CardId[] {
  const ace = calledAceOf(G.deckName, G.contract);
  if (ace === null || !hand.includes(ace) || hand.length <= 1 || calledSuitLedBefore(G)) return legal;
  const suit = G.contract!.calledSuit!;
  const led = G.trick.cards[0];
  if (led === undefined) {
    const ofCalledSuit = hand.filter((card) => rules.suitOf(card) === suit);
    if (ofCalledSuit.length >= 4) return legal;
    return legal.filter((card) => card === ace || rules.suitOf(card) !== suit);
  }
  if (rules.suitOf(led.card) === suit) return [ace];
  const withoutAce = legal.filter((card) => card !== ace);
  return withoutAce.length > 0 ? withoutAce : legal;
}

/** The one legality function: the cards `seat` may play now (none when it is not its turn to play). */
export function legalCards(G: SchafkopfState, phase: string, seat: PlayerID): CardId[] {
  if (phase !== 'play' || G.revealed || G.toAct !== seat) return [];
  const hand = G.hands[seat] ?? [];
  const rules = rulesOfDeal(G);
  return calledAceRules(G, hand, legalPlays(hand, G.trick, rules), rules);
}

/** The seats on the taker's side as far as the state knows it (the partner may still be secret in a view). */
export function takerSide(G: SchafkopfState): PlayerID[] {
  const taker = G.contract?.taker;
  if (taker === undefined) return [];
  return G.partner !== null && G.partner !== taker ? [taker, G.partner] : [taker];
}

export function tricksWonBy(G: SchafkopfState, seats: readonly PlayerID[]) {
  return G.tricks.filter((trick) => seats.includes(trick.winner));
}

export function cardPointsOf(G: SchafkopfState, seats: readonly PlayerID[]): number {
  const deck = DECKS[G.deckName];
  return tricksWonBy(G, seats)
    .flatMap((trick) => trick.cards)
    .reduce((sum, played) => sum + cardOf(deck, played.card).points, 0);
}

/** The deal is decided: all tricks played, a Bettel taker won a trick, or a Tout taker lost one. */
export function dealIsOver(G: SchafkopfState): boolean {
  const contract = G.contract;
  if (!contract) return false;
  if (G.tricks.length === G.dealtHands[contract.taker]!.length) return true;
  const takers = takerSide(G);
  if (contract.kind === 'bettel') return G.tricks.some((trick) => takers.includes(trick.winner));
  if (contract.tout) return G.tricks.some((trick) => !takers.includes(trick.winner));
  return false;
}
