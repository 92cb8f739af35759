import type { Game } from 'boardgame.io';

export interface SecretState {
  /** Each seat's private number: only that seat may see it. */
  secrets: Record<string, number>;
  start: number;
}

/** A tiny game for server tests: validates its setupData and hides each seat's secret from the others. */
export const secretGame: Game<SecretState, Record<string, unknown>, { start: number } | undefined> = {
  name: 'secrettest',
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx }, setupData) => {
    const start = setupData?.start ?? 100;
    return { start, secrets: Object.fromEntries(ctx.playOrder.map((seat, i) => [seat, start + i])) };
  },
  validateSetupData: (setupData) => {
    if (setupData === undefined) return undefined;
    const start = (setupData as { start?: unknown } | null)?.start;
    return Number.isInteger(start) ? undefined : 'start must be an integer';
  },
  playerView: ({ G, playerID }) => ({
    ...G,
    secrets: playerID != null && playerID in G.secrets ? { [playerID]: G.secrets[playerID]! } : {},
  }),
  moves: {
    pass: () => undefined,
  },
};
