import type { PlayerID } from 'boardgame.io';

/** What a result may tell beyond who won; every field is optional. */
export interface ResultDetails {
  /** A key in the game's own locale namespace, `reasons.<reason>` (e.g. "threefold"). */
  reason?: string;
  /** Points per seat at the end, for games that keep score. */
  scores?: Record<PlayerID, number>;
  /**
   * Final place per seat: 1 is first, seats that tie share a place (1, 2, 2, 4). The winners hold
   * place 1. A seat left out has no place. Without placings only the winners are placed.
   */
  placings?: Record<PlayerID, number>;
}

/**
 * The one shape every game's `ctx.gameover` takes, so the shared GameOver screen can read any game:
 * one winner, several (a shared win; none for a cooperative loss) or a draw, with optional details.
 */
export type GameResult = ({ winner: PlayerID } | { winners: PlayerID[] } | { draw: true }) & ResultDetails;

export type Outcome = 'won' | 'lost' | 'draw' | 'spectator';

export function winnersOf(result: GameResult): PlayerID[] {
  if ('winner' in result) return [result.winner];
  if ('winners' in result) return result.winners;
  return [];
}

export function isDraw(result: GameResult): boolean {
  return 'draw' in result && result.draw === true;
}

/** What the result means for one seat; `null` is a spectator (or a shared device with no own seat). */
export function outcomeFor(result: GameResult, playerID: PlayerID | null | undefined): Outcome {
  if (isDraw(result)) return 'draw';
  if (playerID === null || playerID === undefined) return 'spectator';
  return winnersOf(result).includes(playerID) ? 'won' : 'lost';
}
