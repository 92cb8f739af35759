import { resultFromScores, type DefinedGame } from '@tabula/game-kit';
import type { Game } from 'boardgame.io';
import { SEATS } from './rules';
import type { SixtySixState } from './types';

/**
 * The rules of one round, for the search: the match ends with the round, the round's winner
 * winning (its game points as the score) and a tie drawn. A search that played on to 7 game points
 * would blur this round's choices with later deals it cannot know.
 */
export function roundGame<Moves>(game: DefinedGame<SixtySixState, Moves>): Game<SixtySixState> {
  return {
    ...(game as unknown as Game<SixtySixState>),
    endIf: ({ G }) => {
      const outcome = G.outcome;
      if (outcome === null) return undefined;
      return resultFromScores(Object.fromEntries(SEATS.map((seat) => [seat, seat === outcome.winner ? outcome.gamePoints : 0])));
    },
  };
}
