import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@tabula/game-kit';
import { missingLocaleKeys } from '@tabula/game-kit/testing';

const read = (language: string) => JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', language, 'online.json'), 'utf8')) as unknown;

describe('online texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key of the online namespace', (language) => {
    expect(missingLocaleKeys(read('en'), read(language))).toEqual([]);
  });
});
