import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@tabula/game-kit';

const read = (language: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', language, 'online.json'), 'utf8')) as unknown;

/** Dotted paths of the non-empty text leaves. */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [prefix] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('online texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key of the online namespace', (language) => {
    const have = new Set(leaves(read(language)));
    expect(leaves(read('en')).filter((key) => !have.has(key))).toEqual([]);
  });
});
