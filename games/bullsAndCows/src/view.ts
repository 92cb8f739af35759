import type { Ctx } from 'boardgame.io';
import { openCode } from './code';
import { codeLetters } from './log';
import type { BullsAndCowsState } from './types';

/** The code stays with the server until the game is over; then everyone may see it. */
export function playerView({ G, ctx }: { G: BullsAndCowsState; ctx: Ctx }): BullsAndCowsState {
  return ctx.gameover === undefined ? { ...G, secret: null } : G;
}

/**
 * What no viewer may receive before the end: the code, as stored and as the log writes a code
 * ("A D F B", a whole value). A guess logged before the end is never the code: it would have won.
 */
export function hiddenCode(G: BullsAndCowsState, ctx: Ctx): string[] {
  return ctx.gameover === undefined && G.secret !== null ? [G.secret, codeLetters(openCode(G.secret))] : [];
}
