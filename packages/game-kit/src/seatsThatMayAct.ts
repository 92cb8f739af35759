import type { Ctx, PlayerID } from 'boardgame.io';

/**
 * The seats that may act now, as boardgame.io decides it: every seat in `ctx.activePlayers` when
 * a stage is set (choices made at the same time), else the current player. None once the game is over.
 * Everything that follows "the player to move" (turn indicator, who may click, bots, resignation,
 * test playouts) follows this list.
 */
export function seatsThatMayAct(ctx: Pick<Ctx, 'activePlayers' | 'currentPlayer' | 'gameover'>): PlayerID[] {
  if (ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) return Object.keys(ctx.activePlayers);
  return [ctx.currentPlayer];
}
