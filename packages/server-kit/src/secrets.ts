import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The file in DATA_DIR holding the secret the API sends to the game servers' lobby routes. */
export const GAME_SERVER_SECRET_FILE = 'game-server-secret';

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Returns the secret stored in `file`, creating it with fresh random bytes on first use. Another
 * process (a second API, the game server) may create it at the same moment, so the secret is
 * written to a private name and hard-linked into place: whoever links first wins, and nobody ever
 * reads a half-written file.
 */
export function readOrCreateSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} is empty: delete it or set the secret in the environment`);
  return secret;
}
