import type { PlayerID } from 'boardgame.io';
import type { Shuffler } from '@tabula/cards';
import { type Card, handSize, type Identity, MAX_VALUE, shuffledDeck } from './cards';
import { unknownKnowledge } from './knowledge';
import { logEnded, logFinalRound } from './log';
import type { HandCard, ZooParadeState } from './types';

export const MAX_TREATS = 8;
export const START_LIVES = 3;
export const PERFECT_SCORE = 25;

/** The cards on the piles: the team's score (0-25). */
export const scoreOf = (piles: readonly number[]) => piles.reduce((sum, top) => sum + top, 0);

/** Whether the card is the next one its colour's pile takes. */
export const isPlayable = (piles: readonly number[], card: Identity) => piles[card.colour] === card.value - 1;

const inHand = (card: Card): HandCard => ({ ...card, knowledge: unknownKnowledge(), clued: false });

/** Shuffles and deals: run on the server in the first play phase, never in setup. */
export function dealTable(G: ZooParadeState, random: Shuffler): void {
  G.deck = shuffledDeck(random);
  const size = handSize(G.seats.length);
  for (const seat of G.seats) G.hands[seat] = G.deck.splice(0, size).map(inHand);
  G.dealt = true;
}

/**
 * Takes the card out of the seat's hand and draws its replacement into the same slot; with the deck
 * empty the slot goes. Drawing the last card starts the final round: every seat gets one more turn.
 */
export function takeFromHand(G: ZooParadeState, seat: PlayerID, slot: number): HandCard {
  const hand = G.hands[seat]!;
  const [taken] = hand.splice(slot, 1);
  const drawn = G.deck.shift();
  if (drawn !== undefined) {
    hand.splice(slot, 0, inHand(drawn));
    if (G.deck.length === 0) G.finalTurnsLeft = G.seats.length + 1;
  }
  return taken!;
}

/** After every action: the end of the final round, a perfect score, or the last life lost. */
export function endOfAction(G: ZooParadeState): void {
  if (G.finalTurnsLeft === G.seats.length + 1) logFinalRound(G);
  if (G.finalTurnsLeft !== null) G.finalTurnsLeft -= 1;
  if (G.lives > 0 && scoreOf(G.piles) < PERFECT_SCORE && G.finalTurnsLeft !== 0) return;
  G.finished = true;
  logEnded(G, scoreOf(G.piles));
}

export const isComplete = (piles: readonly number[], colour: number) => piles[colour] === MAX_VALUE;
