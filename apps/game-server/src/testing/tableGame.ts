import type { Game } from 'boardgame.io';
import { withResignation } from '@tabula/game-kit';

export interface TableTestState {
  /** Which seat acted, in order. */
  acts: string[];
}

/** Two seats take turns acting; the match ends after 40 acts. Every seat may resign. */
function tableGame(name: string): Game<TableTestState> {
  return withResignation<TableTestState>({
    name,
    minPlayers: 2,
    maxPlayers: 2,
    setup: () => ({ acts: [] }),
    moves: {
      act: ({ G, playerID, events }) => {
        G.acts.push(playerID);
        events.endTurn();
      },
    },
    endIf: ({ G }) => (G.acts.length >= 40 ? { draw: true } : undefined),
    ai: { enumerate: () => [{ move: 'act', args: [] }] },
  });
}

/** A game the tests' server gives a computer player. */
export const tableTestGame = tableGame('tabletest');
/** The same game without one. */
export const tableTestGameWithoutAi = tableGame('tabletestnoai');
