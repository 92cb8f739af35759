import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import { type CardId, cardInfo } from './cards';
import type { PicnicGoState } from './types';

// The public log: cards only once revealed, named by their kind and value (never by id, which the
// next round's deck reuses); never a hand, a pick before the reveal or an undealt card.

export const logRoundStarted = (G: PicnicGoState, handSize: number) =>
  addLogLine(G, { key: 'roundStarted', values: { number: G.roundNumber, handSize } });

export const logRevealed = (G: PicnicGoState) => addLogLine(G, { key: 'revealed' });

const TOOK_KEYS = {
  sandwich: 'tookSandwich',
  chips: 'tookChips',
  eggs: 'tookEggs',
  chicken: 'tookChicken',
  pizza: 'tookPizza',
  cupcake: 'tookCupcake',
  mayo: 'tookMayo',
  fork: 'tookFork',
} as const;

/** "Ana takes a beef sandwich with mayo: +9". */
export function logTook(G: PicnicGoState, seat: PlayerID, card: CardId, points: number, tripled: boolean): void {
  const { kind, value } = cardInfo(card);
  const key = kind === 'sandwich' && tripled ? 'tookSandwichMayo' : TOOK_KEYS[kind];
  // Each text shows only what it needs: a sandwich its value and points, chips their count, eggs, chicken and pizza their points.
  if (kind === 'sandwich') addLogLine(G, { key, seat, values: { value, points } });
  else if (kind === 'chips') addLogLine(G, { key, seat, values: { value } });
  else if (kind === 'eggs' || kind === 'chicken' || kind === 'pizza') addLogLine(G, { key, seat, values: { points } });
  else addLogLine(G, { key, seat });
}

export const logUsedFork = (G: PicnicGoState, seat: PlayerID) => addLogLine(G, { key: 'usedFork', seat });

export const logChipsScored = (G: PicnicGoState, seat: PlayerID, chips: number, points: number) =>
  addLogLine(G, { key: 'chipsScored', seat, values: { chips, points } });

export const logCupcakesScored = (G: PicnicGoState, seat: PlayerID, cupcakes: number, points: number) =>
  addLogLine(G, {
    key: points >= 0 ? 'cupcakesScored' : 'cupcakesPenalty',
    seat,
    values: { cupcakes, points: Math.abs(points) },
  });

export const logRoundOver = (G: PicnicGoState) => addLogLine(G, { key: 'roundOver', values: { number: G.roundNumber } });

export const logReady = (G: PicnicGoState, seat: PlayerID) => addLogLine(G, { key: 'ready', seat });
