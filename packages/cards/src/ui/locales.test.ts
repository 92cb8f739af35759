import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extraLocaleKeys, localeKeyBase, localeKeys, missingLocaleKeys, missingPluralForms } from '@tabula/game-kit/testing';

const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'];
const read = (lang: string) => JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', `${lang}.json`), 'utf8'));
const at = (root: unknown, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], root) as string;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('card texts', () => {
  it.each(LANGUAGES)('has every English key in %s and no other, with every plural form it needs', (lang) => {
    expect(missingLocaleKeys(read('en'), read(lang))).toEqual([]);
    expect(extraLocaleKeys(read('en'), read(lang))).toEqual([]);
    expect(missingPluralForms(read('en'), read(lang), lang)).toEqual([]);
  });

  it.each(LANGUAGES)('keeps the placeholders of every English text in %s', (lang) => {
    const en = read('en');
    const other = read(lang);
    for (const key of localeKeys(other)) {
      const english = at(en, key) ?? at(en, `${localeKeyBase(key)}_other`);
      expect({ key, placeholders: placeholders(at(other, key)) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });
});
