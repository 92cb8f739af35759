import type { Ctx, PlayerID } from 'boardgame.io';
import type { GameArgs } from './contract';
import { ASIDE_STAGE, seatsThatMayAct } from './seatsThatMayAct';

export interface SeatView {
  /** Whose eyes the board shows: own seat online or against the AI; null on a shared device or for a spectator. */
  viewer: PlayerID | null;
  /** Seats whose input the board accepts right now. */
  canAct: (seat: PlayerID) => boolean;
  /** True when the board should take input at all. */
  interactive: boolean;
  /** Seats whose input the board accepts although nobody waits for them (an announcement at any moment: `ASIDE_STAGE`). */
  canActAside: (seat: PlayerID) => boolean;
}

/**
 * One rule for every board about who may click, among the seats that may act: online only your
 * own seat; on a shared device any of them; against the AI the human seats only.
 */
export function seatView(ctx: Ctx, playerID: PlayerID | null | undefined, gameArgs: GameArgs): SeatView {
  const acting = seatsThatMayAct(ctx);
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
  const canAct = (seat: PlayerID) => acting.includes(seat) && allowed(seat);
  const canActAside = (seat: PlayerID) => ctx.activePlayers?.[seat] === ASIDE_STAGE && allowed(seat);
  return { viewer, canAct, interactive: acting.some(canAct), canActAside };
}
