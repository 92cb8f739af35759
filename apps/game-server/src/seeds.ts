import { randomBytes } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';

/** 128 bits from the operating system's cryptographic source. */
export const newSeed = () => randomBytes(16).toString('base64url');

/**
 * The game as boardgame.io's server will use it, with a fresh unguessable seed for every match.
 * boardgame.io's random plugin reads `game.seed` once, when a match is created, and otherwise
 * seeds with the creation time in base 36, which a player can guess to within a few tries.
 * The game is processed here so that the server keeps this very object (it does not process a
 * processed game again) and the getter is not flattened into a copy.
 */
export function withUnguessableSeeds(game: Game): Game {
  const processed = ProcessGameConfig(game) as Game;
  Object.defineProperty(processed, 'seed', { get: newSeed, enumerable: false, configurable: true });
  return processed;
}
