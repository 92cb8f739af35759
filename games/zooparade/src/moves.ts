import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { isColour, isValue } from './cards';
import { type Clue, type ClueKind, clueTouches, withClue } from './knowledge';
import { logDiscard, logHint, logPlay } from './log';
import { endOfAction, isComplete, isPlayable, MAX_TREATS, takeFromHand } from './table';
import type { ZooParadeState } from './types';

type Context = MoveContext<ZooParadeState>;

/** Whether the seat is the one to act now. */
export const mayAct = (
  G: Pick<ZooParadeState, 'dealt' | 'finished'>,
  ctx: { currentPlayer: PlayerID; phase: string },
  seat: PlayerID,
) => G.dealt && !G.finished && ctx.phase === 'play' && ctx.currentPlayer === seat;

/** The slot of the seat's card with that id, or -1. */
const slotOf = (G: ZooParadeState, seat: PlayerID, cardId: unknown) =>
  Number.isInteger(cardId) ? (G.hands[seat] ?? []).findIndex((card) => card.id === cardId) : -1;

/** `play(cardId)`: one of your cards goes on its pile if it is the next one there, else to the trash with a life. */
export function play({ G, ctx, playerID }: Context, cardId: number) {
  const slot = slotOf(G, playerID, cardId);
  if (!mayAct(G, ctx, playerID) || slot < 0) return INVALID_MOVE;
  const card = takeFromHand(G, playerID, slot);
  const success = isPlayable(G.piles, card);
  if (success) {
    G.piles[card.colour] = card.value;
    if (isComplete(G.piles, card.colour)) G.treats = Math.min(MAX_TREATS, G.treats + 1);
  } else {
    G.trash.push({ id: card.id, colour: card.colour, value: card.value });
    G.lives -= 1;
  }
  G.lastAction = { kind: 'play', seat: playerID, card: { id: card.id, colour: card.colour, value: card.value }, success };
  logPlay(G, playerID, card, success);
  endOfAction(G);
  return undefined;
}

/** Whether discarding is allowed: not with every treat available (the published rule). */
export const mayDiscard = (G: Pick<ZooParadeState, 'treats'>) => G.treats < MAX_TREATS;

/** `discard(cardId)`: one of your cards goes to the trash and the team gets a treat back. */
export function discard({ G, ctx, playerID }: Context, cardId: number) {
  const slot = slotOf(G, playerID, cardId);
  if (!mayAct(G, ctx, playerID) || slot < 0 || !mayDiscard(G)) return INVALID_MOVE;
  const card = takeFromHand(G, playerID, slot);
  const trashed = { id: card.id, colour: card.colour, value: card.value };
  G.trash.push(trashed);
  G.treats += 1;
  G.lastAction = { kind: 'discard', seat: playerID, card: trashed };
  logDiscard(G, playerID, card);
  endOfAction(G);
  return undefined;
}

/** A well-formed hint: a colour 0-4 or a value 1-5. */
export function clueFrom(kind: unknown, index: unknown): Clue | null {
  if (kind === 'colour' && isColour(index)) return { kind, index };
  if (kind === 'value' && isValue(index)) return { kind, index };
  return null;
}

/** Whether the hint may be given: a treat, another seat, and (unless the room allows it) a card it points at. */
export function hintAllowed(G: ZooParadeState, giver: PlayerID, receiver: PlayerID, clue: Clue): boolean {
  const hand = G.hands[receiver];
  if (G.treats === 0 || receiver === giver || hand === undefined) return false;
  return G.settings.emptyHints === 'allowed' || hand.some((card) => clueTouches(clue, card));
}

/** `hint(receiver, kind, index)`: tells another seat which of its cards are of a colour (0-4) or a value (1-5), for a treat. */
export function hint({ G, ctx, playerID }: Context, receiver: PlayerID, kind: ClueKind, index: number) {
  const clue = clueFrom(kind, index);
  if (!mayAct(G, ctx, playerID) || typeof receiver !== 'string' || clue === null) return INVALID_MOVE;
  if (!G.seats.includes(receiver) || !hintAllowed(G, playerID, receiver, clue)) return INVALID_MOVE;
  const hand = G.hands[receiver]!;
  const touchedIds = hand.filter((card) => clueTouches(clue, card)).map((card) => card.id);
  for (const card of hand) {
    const touched = touchedIds.includes(card.id);
    card.knowledge = withClue(card.knowledge, clue, touched);
    if (touched) card.clued = true;
  }
  const record = { giver: playerID, receiver, ...clue, handIds: hand.map((card) => card.id), touchedIds, piles: [...G.piles] };
  G.clues.push(record);
  G.treats -= 1;
  G.lastAction = { kind: 'hint', seat: playerID, clue: record };
  logHint(G, record);
  endOfAction(G);
  return undefined;
}

// Every move draws from the secret deck or reads the hands a client does not have: the server runs them.
export const MOVES = {
  play: { move: play, client: false as const },
  discard: { move: discard, client: false as const },
  hint: { move: hint, client: false as const },
};
