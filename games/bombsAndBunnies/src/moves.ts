import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { betAmounts, discardableKinds, flippableSeats, mayDiscardAtRandom, mayPass, placeableKinds } from './legal';
import { logBet, logPassed, logPlaced } from './log';
import { continueBetting, flipTop, loseCard, loseRandomCard } from './round';
import { nextSeatAfter, totalOnStacks } from './table';
import type { BombsAndBunniesState, CardKind } from './types';

type Context = MoveContext<BombsAndBunniesState>;

// Every move runs on the server only: each reads cards the client's view does not hold.

/** `place(kind)`: a card of that kind from the hand goes face down on the seat's stack (the kind is redacted). */
export function place({ G, playerID }: Context, kind: CardKind) {
  if (!placeableKinds(G, playerID).includes(kind)) return INVALID_MOVE;
  const hand = G.hands[playerID]!;
  hand.splice(hand.indexOf(kind), 1);
  G.stacks[playerID]!.push(kind);
  logPlaced(G, playerID);
  G.toAct = nextSeatAfter(G, playerID) ?? playerID;
  return undefined;
}

/** `bet(amount)`: opens the betting or raises it; a bet of every card on the table goes straight to the reveal. */
export function bet({ G, playerID }: Context, amount: number) {
  if (!betAmounts(G, playerID).includes(amount)) return INVALID_MOVE;
  if (G.step === 'placing') {
    G.step = 'betting';
    G.passed = [];
  }
  G.bet = { seat: playerID, amount };
  logBet(G, playerID, amount);
  continueBetting(G, playerID, totalOnStacks(G));
  return undefined;
}

/** `pass()`: the seat leaves this round's betting for good. */
export function pass({ G, playerID }: Context) {
  if (!mayPass(G, playerID)) return INVALID_MOVE;
  G.passed.push(playerID);
  logPassed(G, playerID);
  continueBetting(G, playerID, totalOnStacks(G));
  return undefined;
}

/** `flip(owner)`: the challenger turns the top face-down card of that seat's stack. */
export function flip({ G, playerID }: Context, owner: string) {
  if (!flippableSeats(G, playerID).includes(owner)) return INVALID_MOVE;
  flipTop(G, owner);
  return undefined;
}

/** `discard(kind)`: after flipping its own bomb, the challenger gives up a card of its choice (redacted). */
export function discard({ G, playerID }: Context, kind: CardKind) {
  if (!discardableKinds(G, playerID).includes(kind)) return INVALID_MOVE;
  loseCard(G, G.hands[playerID]!.indexOf(kind));
  return undefined;
}

/** `discardAtRandom()`: the bomb's owner takes one of the challenger's cards without seeing it. */
export function discardAtRandom({ G, playerID, random }: Context) {
  if (!mayDiscardAtRandom(G, playerID)) return INVALID_MOVE;
  loseRandomCard(G, random);
  return undefined;
}

export const MOVES = {
  place: { move: place, client: false as const, redact: true },
  bet: { move: bet, client: false as const },
  pass: { move: pass, client: false as const },
  flip: { move: flip, client: false as const },
  discard: { move: discard, client: false as const, redact: true },
  discardAtRandom: { move: discardAtRandom, client: false as const },
};
