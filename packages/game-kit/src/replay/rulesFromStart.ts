import type { Game, State } from 'boardgame.io';

/**
 * The rules set up to the first state of a match as the server holds it (a copy of its G), so a
 * client replays an online match from where it really began whatever settings (setupData) the
 * match was created with, without knowing them.
 */
export function rulesFromStart<G>(game: Game<G>, initialState: Pick<State<G>, 'G'>): Game<G> {
  const start = JSON.stringify(initialState.G);
  return { ...game, setup: () => JSON.parse(start) as G };
}
