import type { Ctx, Game, PlayerID } from 'boardgame.io';

/**
 * What a game declares secret: for a full state and a viewer (a seat, or null for a spectator),
 * the values that viewer must not receive. Make them distinctive (a card as a unique string or
 * id in an object, a secret word), since a leak is any appearance of their JSON inside what the
 * viewer received.
 */
export type SecretsFor<G> = (G: G, ctx: Ctx, viewer: PlayerID | null) => unknown[];

/** The secrets a game declares (its `secrets` field), if it has any. */
export function declaredSecrets<G>(game: Game<G>): SecretsFor<G> | undefined {
  return (game as Game<G> & { secrets?: SecretsFor<G> }).secrets;
}

/**
 * A game keeps secrets when it filters what each seat sees. boardgame.io gives every game it
 * processes a playerView that returns G itself, so that one does not count.
 */
export function keepsSecrets(game: Game): boolean {
  if (typeof game.playerView !== 'function') return false;
  const probe = {};
  try {
    return game.playerView({ G: probe, ctx: {} as Ctx, playerID: '0' } as never) !== probe;
  } catch {
    // A real view that expects a real state.
    return true;
  }
}

/** The JSON of every secret found in what a viewer received. */
export function secretsSeenIn(received: unknown, secrets: unknown[]): string[] {
  const text = JSON.stringify(received) ?? '';
  return secrets.map((secret) => JSON.stringify(secret)).filter((json): json is string => json !== undefined && text.includes(json));
}
