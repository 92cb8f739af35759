import type { Game } from 'boardgame.io';
import { withTurnClock } from '@tabula/game-kit';

export interface ClockTestState {
  /** Who did what, in order. */
  history: string[];
}

/** Two seats take turns; a seat whose time runs out skips its turn. */
export function clockGame(limitMs: number, firstTurnGraceMs = 0): Game<ClockTestState> {
  const game: Game<ClockTestState> = {
    name: 'clocktest',
    minPlayers: 2,
    maxPlayers: 2,
    setup: () => ({ history: [] }),
    moves: {
      act: ({ G, playerID, events }) => {
        G.history.push(`${playerID} acted`);
        events.endTurn();
      },
      skip: ({ G, playerID, events }) => {
        G.history.push(`${playerID} skipped`);
        events.endTurn();
      },
    },
    endIf: ({ G }) => (G.history.length >= 6 ? { draw: true } : undefined),
    ai: { enumerate: () => [{ move: 'act', args: [] }] },
  };
  return withTurnClock<ClockTestState>(game, { limitMs, firstTurnGraceMs, onTimeout: () => ({ move: 'skip', args: [] }) });
}
