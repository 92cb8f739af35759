import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@tabula/game-kit';
import { localeKeys, missingLocaleKeys, missingPluralForms } from '@tabula/game-kit/testing';
import segments from '../i18n/segments.json';

const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(__dirname, lang, `${ns}.json`), 'utf8'));
const namespaces = readdirSync(join(__dirname, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

describe.each(namespaces)('site texts: %s', (ns) => {
  it.each(LANGUAGES)('has every English key in %s', (lang) => {
    expect(missingLocaleKeys(read('en', ns), read(lang, ns))).toEqual([]);
  });

  it.each(LANGUAGES)('has every plural form %s needs', (lang) => {
    expect(missingPluralForms(read('en', ns), read(lang, ns), lang)).toEqual([]);
  });

  it.each(LANGUAGES)('keeps the placeholders of every %s text', (lang) => {
    const en = read('en', ns);
    const other = read(lang, ns);
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const at = (root: unknown, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], root);
    for (const key of localeKeys(en))
      expect({ key, placeholders: placeholders(at(other, key)) }).toEqual({ key, placeholders: placeholders(at(en, key)) });
  });
});

describe('common texts', () => {
  it('has the play labels the SPEC names', () => {
    const labels = Object.fromEntries(LANGUAGES.map((lang) => [lang, read(lang, 'common').catalogue.play]));
    expect(labels).toEqual({ en: 'play', pt: 'jogar', de: 'spiele', fr: 'jouer', it: 'gioca' });
  });

  it.each(LANGUAGES)('calls the lobby by one word in %s: in links, its title and the texts that mention it', (lang) => {
    const word: string = read(lang, 'common').site.lobby;
    const online = read(lang, 'online');
    expect(online.lobby.title).toBe(word);
    for (const text of [online.room.lobby, online.newRoom.public]) expect(text.toLowerCase()).toContain(word.toLowerCase());
  });

  it('names a translated play segment for every language', () => {
    expect(Object.keys(segments.play).sort()).toEqual([...LANGUAGES].sort());
  });
});
