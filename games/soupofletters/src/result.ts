import type { Ctx } from 'boardgame.io';
import { placingsFromScores, type GameResult } from '@tabula/game-kit';
import { allFound, standingScores } from './rules';
import type { SoupState } from './types';

/**
 * The result once the game is over: the seat with the most words wins; seats tied for the most
 * share the win, whatever their number, all seats included (never a draw). Conceded seats are
 * left out.
 */
export function resultOf(G: SoupState, ctx: Pick<Ctx, 'numPlayers'>): GameResult {
  const scores = standingScores(G, ctx);
  const placings = placingsFromScores(scores);
  const winners = Object.keys(scores).filter((seat) => placings[seat] === 1);
  const details = { scores, placings, reason: allFound(G) ? 'allFound' : 'noFinds' };
  return winners.length === 1 ? { winner: winners[0]!, ...details } : { winners, ...details };
}
