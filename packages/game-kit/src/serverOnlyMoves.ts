import type { Game } from 'boardgame.io';
import { moveMaps } from './moveArity';

/**
 * A move only the game server makes (Bingo's call of the next number, made by its clock): no
 * client may send it, whatever it names. It runs on the server only (`client: false`); the game
 * server's socket guard refuses it from every client, as it refuses a move the game does not have,
 * and the turn clock or a server route makes it through the match's master.
 */
export function serverOnlyMove<Move>(move: Move) {
  return { move, client: false as const, serverOnly: true as const };
}

/** Whether a move (as a game declares it) is one only the server makes (serverOnlyMove). */
export function isServerOnlyMove(move: unknown): boolean {
  return typeof move === 'object' && move !== null && (move as { serverOnly?: unknown }).serverOnly === true;
}

/** The names of the moves a game declares server-only in any phase or stage. */
export function serverOnlyMoveNames(game: Game): Set<string> {
  const names = new Set<string>();
  for (const moves of moveMaps(game)) {
    for (const [name, move] of Object.entries(moves)) {
      if (Object.hasOwn(moves, name) && isServerOnlyMove(move)) names.add(name);
    }
  }
  return names;
}
