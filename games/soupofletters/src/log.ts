import type { Ctx } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import { resultOf } from './result';
import { isFinished } from './rules';
import type { Seat, SoupState } from './types';

/** "Ana found CAT": a word is public once found (where it lies is drawn on the grid then too). */
export const logFound = (G: SoupState, seat: Seat, word: string) => addLogLine(G, { key: 'found', seat, values: { word } });

export const logPass = (G: SoupState, seat: Seat) => addLogLine(G, { key: 'passed', seat });

export const logTimeOut = (G: SoupState, seat: Seat) => addLogLine(G, { key: 'timeOut', seat });

/**
 * Once the game is over by its own rules, why, then every seat in play by its placing with its
 * words: "Ana wins with 8 words", "Bea shares the win with 5 words", "Cy: 2 words".
 */
export function logEndIfOver(G: SoupState, ctx: Pick<Ctx, 'numPlayers'>): void {
  if (!isFinished(G, ctx)) return;
  const { scores = {}, placings = {}, reason } = resultOf(G, ctx);
  addLogLine(G, { key: `over.${reason}` });
  const seats = Object.keys(scores).sort((a, b) => placings[a]! - placings[b]! || Number(a) - Number(b));
  const firsts = seats.filter((seat) => placings[seat] === 1).length;
  for (const seat of seats) {
    const key = placings[seat] !== 1 ? 'score' : firsts > 1 ? 'sharedWin' : 'winner';
    addLogLine(G, { key, seat, values: { count: scores[seat]! } });
  }
}
