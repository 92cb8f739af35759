import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../languages';
import { extraLocaleKeys, localeKeyBase, localeKeys, missingLocaleKeys, missingPluralForms } from '../testing/localeKeys';

const read = (lang: string) => JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', `${lang}.json`), 'utf8'));
const at = (root: unknown, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], root) as string;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('game-kit texts', () => {
  it.each(LANGUAGES)('has every English key in %s, and no other apart from its own plural forms and contexts', (lang) => {
    const en = read('en');
    const other = read(lang);
    expect(missingLocaleKeys(en, other)).toEqual([]);
    expect(extraLocaleKeys(en, other)).toEqual([]);
  });

  it.each(LANGUAGES)('has every plural form %s needs', (lang) => {
    expect(missingPluralForms(read('en'), read(lang), lang)).toEqual([]);
  });

  it.each(LANGUAGES)('keeps the placeholders of every %s text', (lang) => {
    const en = read('en');
    const other = read(lang);
    for (const key of localeKeys(en))
      expect({ key, placeholders: placeholders(at(other, key)) }).toEqual({ key, placeholders: placeholders(at(en, key)) });
    // A language's own forms keep the placeholders of the English text they stand for.
    const english = new Map(localeKeys(en).map((key) => [localeKeyBase(key), key]));
    for (const key of localeKeys(other).filter((k) => !english.has(k) && at(en, k) === undefined)) {
      const base = english.get(localeKeyBase(key))!;
      expect({ key, placeholders: placeholders(at(other, key)) }).toEqual({ key, placeholders: placeholders(at(en, base)) });
    }
  });
});
