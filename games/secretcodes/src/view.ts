import type { Ctx, PlayerID } from 'boardgame.io';
import { GUESS_STAGE } from './stages';
import type { SecretCodesState } from './types';

/** A seat's or a spectator's view: the whole state, with `key` null for anyone who may not see it. */
export type SecretCodesView = SecretCodesState;

/**
 * Who sees the key: the spymasters during play, except a spymaster alone on its team while it
 * guesses (on one device, the screen the team guesses on), and everyone once the game is over.
 * Guessers and spectators never see it before then.
 */
export function seesKey(G: SecretCodesState, ctx: Pick<Ctx, 'activePlayers'>, viewer: PlayerID | null): boolean {
  if (G.key === null) return false;
  if (G.winner !== null) return true;
  if (viewer === null || (G.spymasters.blue !== viewer && G.spymasters.red !== viewer)) return false;
  return ctx.activePlayers?.[viewer] !== GUESS_STAGE;
}

export function playerView({ G, ctx, playerID }: { G: SecretCodesState; ctx: Ctx; playerID: PlayerID | null }): SecretCodesView {
  return seesKey(G, ctx, playerID ?? null) ? G : { ...G, key: null };
}
