import type { Ctx, PlayerID } from 'boardgame.io';
import type { GameArgs } from './contract';

export interface SeatView {
  /** Whose eyes the board shows: own seat online or against the AI; null on a shared device or for a spectator. */
  viewer: PlayerID | null;
  /** Seats whose input the board accepts right now. */
  canAct: (seat: PlayerID) => boolean;
  /** True when the board should take input at all. */
  interactive: boolean;
}

export function actingPlayers(ctx: Ctx): PlayerID[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/**
 * One rule for every board about who may click: online only your own seat on your turn;
 * on a shared device whoever's turn it is; against the AI the human seats only.
 */
export function seatView(ctx: Ctx, playerID: PlayerID | null | undefined, gameArgs: GameArgs): SeatView {
  const acting = actingPlayers(ctx);
  const over = ctx.gameover !== undefined;
  let viewer: PlayerID | null = null;
  let allowed: (seat: PlayerID) => boolean;
  if (gameArgs.mode === 'OnlineFriend') {
    viewer = playerID ?? null;
    allowed = (seat) => seat === viewer;
  } else if (gameArgs.mode === 'AI') {
    const ai = new Set(gameArgs.aiSeats ?? []);
    viewer = gameArgs.players.find((p) => !ai.has(p.playerID))?.playerID ?? null;
    allowed = (seat) => !ai.has(seat);
  } else {
    allowed = () => true;
  }
  const canAct = (seat: PlayerID) => !over && acting.includes(seat) && allowed(seat);
  return { viewer, canAct, interactive: acting.some(canAct) };
}
