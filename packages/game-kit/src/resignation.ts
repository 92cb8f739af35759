import type { Game, PlayerID } from 'boardgame.io';
import type { GameResult } from './result';

/** The move a player calls to concede. */
export const RESIGN_MOVE = 'resign';
/** `reason` of the result when a player conceded (text: `reasons.resigned` in game-kit's locales). */
export const RESIGNED_REASON = 'resigned';

interface ResignedState {
  resignedBy?: PlayerID;
}

/**
 * A two-player game in which the player to move may concede: the other player wins, with the
 * reason RESIGNED_REASON. Conceding is a way out of the game rather than a move of it, so
 * `ai.enumerate` does not list it: bots and random playouts never concede.
 */
export function withResignation<G extends object>(game: Game<G>): Game<G> {
  if (game.maxPlayers !== 2) throw new Error(`${game.name}: resignation is for two-player games`);
  const endIf = game.endIf;
  return {
    ...game,
    moves: {
      ...game.moves,
      [RESIGN_MOVE]: ({ G, playerID }) => ({ ...G, resignedBy: playerID }),
    },
    endIf: (context) => {
      const resignedBy = (context.G as ResignedState).resignedBy;
      if (resignedBy !== undefined) return { winner: resignedBy === '0' ? '1' : '0', reason: RESIGNED_REASON } satisfies GameResult;
      return endIf?.(context);
    },
  };
}
