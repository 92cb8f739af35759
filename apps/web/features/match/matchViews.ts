/**
 * What shows a loaded match (boardgame.io's client, the chat, rematch offers): fetched in parallel
 * with the game's rules and board, since nothing shows it before they arrive.
 */
export async function loadMatchViews() {
  const [{ PlayerMatch }, { SpectatorMatch }] = await Promise.all([import('./PlayerMatch'), import('./SpectatorMatch')]);
  return { PlayerMatch, SpectatorMatch };
}

export type MatchViews = Awaited<ReturnType<typeof loadMatchViews>>;
