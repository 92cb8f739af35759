import type { PlayerID } from 'boardgame.io';
import { firstCardsPlaced, handOf, kindsIn, seatsStillIn, totalOnStacks, unflippedCount } from './table';
import type { Table } from './table';
import type { CardKind } from './types';

// One legality function per move, used by the move, the board and ai.enumerate alike.

const onTurn = (G: Table, seat: PlayerID) => G.winner === null && G.toAct === seat && seatsStillIn(G).includes(seat);

/** The kinds of card the seat may put on its stack now. */
export function placeableKinds(G: Table, seat: PlayerID): CardKind[] {
  if (!onTurn(G, seat) || G.step !== 'placing') return [];
  return kindsIn(handOf(G, seat));
}

/** The bets the seat may make now: an opening bet once every first card is down, or a raise. */
export function betAmounts(G: Table, seat: PlayerID): number[] {
  if (!onTurn(G, seat)) return [];
  const total = totalOnStacks(G);
  let lowest: number;
  if (G.step === 'placing' && firstCardsPlaced(G)) lowest = 1;
  else if (G.step === 'betting' && G.bet !== null && G.bet.seat !== seat && !G.passed.includes(seat)) lowest = G.bet.amount + 1;
  else return [];
  return Array.from({ length: Math.max(0, total - lowest + 1) }, (_, i) => lowest + i);
}

/** Passing: in the betting, by a seat that does not hold the highest bet. */
export function mayPass(G: Table, seat: PlayerID): boolean {
  return onTurn(G, seat) && G.step === 'betting' && G.bet !== null && G.bet.seat !== seat && !G.passed.includes(seat);
}

/** The stacks the challenger may flip the top card of: its own until it is all flipped, then any other with a card face down. */
export function flippableSeats(G: Table, seat: PlayerID): PlayerID[] {
  if (G.winner !== null || G.step !== 'revealing' || G.toAct !== seat || G.bet?.seat !== seat) return [];
  if (unflippedCount(G, seat) > 0) return [seat];
  return G.seats.filter((other) => other !== seat && unflippedCount(G, other) > 0);
}

/** The kinds the challenger may give up after flipping its own bomb (it sees its hand and chooses). */
export function discardableKinds(G: Table, seat: PlayerID): CardKind[] {
  if (G.winner !== null || G.step !== 'penalty' || G.toAct !== seat || G.penalty === null) return [];
  if (G.penalty.bombOwner !== seat || G.penalty.challenger !== seat) return [];
  return kindsIn(handOf(G, seat));
}

/** Drawing the challenger's lost card at random, unseen: only by the owner of the bomb it flipped. */
export function mayDiscardAtRandom(G: Table, seat: PlayerID): boolean {
  if (G.winner !== null || G.step !== 'penalty' || G.toAct !== seat || G.penalty === null) return false;
  return G.penalty.bombOwner === seat && G.penalty.challenger !== seat;
}
