import type { PlayerID } from 'boardgame.io';

/**
 * The one shape every game's `ctx.gameover` takes, so the shared GameOver screen can read any game.
 * `reason` is a key in the game's own locale namespace (e.g. "threefold").
 */
export type GameResult =
  | { winner: PlayerID; reason?: string }
  | { winners: PlayerID[]; reason?: string }
  | { draw: true; reason?: string };

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
