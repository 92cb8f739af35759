import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../languages';
import { localeKeys, missingLocaleKeys } from '../testing/localeKeys';

const read = (lang: string) => JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', `${lang}.json`), 'utf8'));

describe('game-kit texts', () => {
  it.each(LANGUAGES)('has every English key in %s, and no other', (lang) => {
    const en = read('en');
    const other = read(lang);
    expect(missingLocaleKeys(en, other)).toEqual([]);
    expect(localeKeys(other).filter((key) => !localeKeys(en).includes(key))).toEqual([]);
  });

  it.each(LANGUAGES)('keeps the placeholders of every %s text', (lang) => {
    const en = read('en');
    const other = read(lang);
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const at = (root: unknown, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], root) as string;
    for (const key of localeKeys(en)) expect({ key, placeholders: placeholders(at(other, key)) }).toEqual({ key, placeholders: placeholders(at(en, key)) });
  });
});
