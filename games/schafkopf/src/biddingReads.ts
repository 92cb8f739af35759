import { DECKS, cardOf, type CardId } from '@tabula/cards';
import type { PlayerID } from 'boardgame.io';
import { contractWorth, contraWorth, reWorth, trumpHand } from './handValue';
import { CONTRACT_KINDS, type Contract, type SchafkopfState } from './types';

// What a seat's words say about its hand, by the computer's own rules of thumb (handValue.ts): how
// far a sampled hand is from them, for the determinizer's weighted rejection.

const rankOf = (G: SchafkopfState, id: CardId) => cardOf(DECKS[G.deckName], id).rank;
const countRank = (G: SchafkopfState, hand: readonly CardId[], rank: string) =>
  hand.filter((id) => rankOf(G, id) === rank).length;

/**
 * How far the taker's cards are from the contract it named: a Rufspiel wants four trumps worth an
 * Ober and an Unter, a Solo six trumps with the top ones, a Wenz three Unters and two aces, a Bettel
 * low cards (each short trump or Unter counts one, the rest of the worth less).
 */
export function contractMisfit(G: SchafkopfState, contract: Contract, hand: readonly CardId[]): number {
  const short = G.deckName === 'german24';
  if (contract.kind === 'bettel') return (countRank(G, hand, 'A') + countRank(G, hand, 'K')) / 2;
  if (contract.kind === 'wenz') return Math.max(0, 3 - countRank(G, hand, 'U')) + Math.max(0, 2 - countRank(G, hand, 'A')) / 2;
  if (contract.kind === 'rufspiel') {
    const h = trumpHand(G.deckName, hand, 'hearts');
    return Math.max(0, 4 - h.trumps) + Math.max(0, 7 - h.worth) / 3;
  }
  const h = trumpHand(G.deckName, hand, contract.trumpSuit ?? 'hearts');
  return Math.max(0, (short ? 5 : 6) - h.trumps) + Math.max(0, (short ? 11 : 12.5) - h.worth) / 3;
}

/** Contra and Re, said to double the stakes, weigh more than a pass or the contract's rule of thumb. */
const SAID_ALOUD = 2;

/** The contracts from lowest to highest, for comparing what a seat named with what its hand is worth. */
const rank = (kind: string | null) => (kind === null ? -1 : (CONTRACT_KINDS as readonly string[]).indexOf(kind));

/**
 * How far a seat's sampled hand (as dealt, 8 cards) is from what it said: "Pass" in round one
 * with a hand worth a contract, "I'm playing" or a contract named with a hand worth less, the
 * contract it took, Contra or Re without the hand for it, no Contra with a hand that would say it.
 */
export function seatMisfit(
  G: SchafkopfState,
  seat: PlayerID,
  hand: readonly CardId[],
  asked: { contra: boolean; partner: PlayerID | null },
): number {
  const worth = contractWorth(G.deckName, hand, G.seats.length);
  const answer = G.bidding.answers[seat];
  let misfit = 0;
  if (answer === 'pass' && worth !== null) misfit += 1;
  const named = G.bidding.calls.filter((c) => c.seat === seat && c.call !== 'pass' && c.call !== 'play').map((c) => rank(c.call));
  if (answer === 'play' && rank(worth) < Math.max(0, ...named)) misfit += 1;
  const contract = G.contract;
  if (!contract) return misfit;
  if (seat === contract.taker) misfit += contractMisfit(G, contract, hand);
  if (G.contra.includes(seat) && !contraWorth(G.deckName, hand, contract)) misfit += SAID_ALOUD;
  // The partner may only say no: its silence says nothing.
  else if (asked.contra && seat !== contract.taker && seat !== asked.partner && contraWorth(G.deckName, hand, contract))
    misfit += 0.5;
  if (G.re.includes(seat) && !reWorth(G.deckName, hand, contract, seat === contract.taker)) misfit += SAID_ALOUD;
  return misfit;
}
