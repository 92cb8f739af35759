import type { Ctx, Game } from 'boardgame.io';
import type { SecretsFor } from './contract';

/** The secrets a game declares (its `secrets` field), if it has any. */
export function declaredSecrets<G>(game: Game<G>): SecretsFor<G> | undefined {
  return (game as Game<G> & { secrets?: SecretsFor<G> }).secrets;
}

/**
 * A game keeps secrets when it filters what each seat sees. boardgame.io gives every game it
 * processes (any Client or server that runs it) a playerView that returns G itself, in place, so
 * the mere presence of one says nothing: that one does not count.
 */
export function keepsSecrets(game: Game<any>): boolean {
  if (typeof game.playerView !== 'function') return false;
  const probe = {};
  try {
    return game.playerView({ G: probe, ctx: {} as Ctx, playerID: '0' } as never) !== probe;
  } catch {
    // A real view that expects a real state.
    return true;
  }
}

/**
 * A game whose hidden information is hidden from every seat alike (face-down cards nobody has
 * seen) declares `sharedView: true`: every seat's view is the same, so on one device no hand-over
 * is needed between seats.
 */
export function hasSeatSecrets(game: Game<any>): boolean {
  return keepsSecrets(game) && (game as Game<any> & { sharedView?: boolean }).sharedView !== true;
}
