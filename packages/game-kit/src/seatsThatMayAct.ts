import type { Ctx, PlayerID } from 'boardgame.io';

type TurnCtx = Pick<Ctx, 'activePlayers' | 'currentPlayer' | 'gameover'>;

/**
 * The stage of seats that may make a move at any moment while others are to act (Doppelkopf's
 * announcements during the play): boardgame.io lets them move, but nobody waits for them. They get
 * no turn clock, no "your turn", no computer move, and an away seat in it holds up nobody.
 */
export const ASIDE_STAGE = 'aside';

/**
 * The seats the match waits on now, as boardgame.io decides it: every seat in `ctx.activePlayers`
 * when a stage is set (choices made at the same time) except those aside, else the current player.
 * None once the game is over. Everything that follows "the player to move" (turn indicator, who
 * may click, bots, clocks, resignation, test playouts) follows this list.
 */
export function seatsThatMayAct(ctx: TurnCtx): PlayerID[] {
  if (ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) return Object.keys(ctx.activePlayers).filter((seat) => ctx.activePlayers![seat] !== ASIDE_STAGE);
  return [ctx.currentPlayer];
}

/** The seats boardgame.io accepts a move from now: those the match waits on and those aside. */
export function seatsThatMayMove(ctx: TurnCtx): PlayerID[] {
  if (ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) return Object.keys(ctx.activePlayers);
  return [ctx.currentPlayer];
}
