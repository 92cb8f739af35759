import type { Ctx, PlayerID } from 'boardgame.io';
import { SEATS } from './rules';
import type { SeaBattleState, Seat, Ship } from './types';

/** A seat's fleet reaches its owner, and everyone once the game is over. */
export function seesFleet(ctx: Pick<Ctx, 'gameover'>, owner: Seat, viewer: PlayerID | null): boolean {
  return viewer === owner || ctx.gameover !== undefined;
}

/**
 * What a seat (or a spectator, `null`) receives: its own fleet, the other's only as its sunk ships
 * (in `sunk`), and every shot as a cell and a result. No shot names the ship it hit.
 */
export function playerView({ G, ctx, playerID }: { G: SeaBattleState; ctx: Ctx; playerID: PlayerID | null }): SeaBattleState {
  const viewer = playerID ?? null;
  const fleets = Object.fromEntries(SEATS.map((owner) => [owner, seesFleet(ctx, owner, viewer) ? G.fleets[owner] : []]));
  return { ...G, fleets: fleets as Record<Seat, Ship[]> };
}
