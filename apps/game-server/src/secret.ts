import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'game-server-secret';

/**
 * The secret shared with the API: read from `<dataDir>/game-server-secret`, created on first use.
 * The API and the game server may start at the same moment, so the file is written under a
 * temporary name and hard-linked into place, which fails if the other one won the race; both then
 * read the same complete file.
 */
export function readOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
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
  if (!secret) throw new Error(`${file} is empty: delete it or set GAME_SERVER_SECRET`);
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
