import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADDRESS_CHECKS, otherFormOfAddress } from './formOfAddress';
import { localeFiles, localeTexts, REPOSITORY_ROOT } from './localeFiles';

/**
 * Texts that keep a plural address because they truly speak to several players at once. Each names
 * the word it may keep, so any other word of the wrong form in the same text is still found.
 */
const GROUP_ADDRESSES = [
  // "Everyone else, please look away": the other players at the table, not the one holding the device.
  { file: 'packages/game-kit/locales/fr.json', key: 'passDevice.text', word: 'regardez' },
];

const allowed = (file: string, key: string, word: string) =>
  GROUP_ADDRESSES.some((entry) => entry.file === file && entry.key === key && entry.word === word.toLowerCase());

const findingsIn = (file: string, lang: string) =>
  localeTexts(file).flatMap(([key, text]) =>
    otherFormOfAddress(lang, text)
      .filter(({ word }) => !allowed(file, key, word))
      .map(({ word, context }) => `${key}: "${word}" in "${context}"`),
  );

const checkedLanguages = Object.keys(ADDRESS_CHECKS);
const files = localeFiles().filter(({ lang }) => checkedLanguages.includes(lang));

describe('one form of address per language', () => {
  describe.each(checkedLanguages)('%s', (lang) => {
    it.each(files.filter((file) => file.lang === lang).map(({ path }) => path))('%s', (path) => {
      expect(findingsIn(path, lang)).toEqual([]);
    });
  });

  it('checks the site, the shared packages and every game, in every language but English', () => {
    const games = readdirSync(join(REPOSITORY_ROOT, 'games')).filter((name) =>
      existsSync(join(REPOSITORY_ROOT, 'games', name, 'package.json')),
    );
    const paths = files.map(({ path }) => path);
    expect([...checkedLanguages].sort()).toEqual(['de', 'fr', 'it', 'pt']);
    for (const lang of checkedLanguages) {
      expect(paths).toEqual(
        expect.arrayContaining([`apps/web/locales/${lang}/common.json`, `apps/web/locales/${lang}/online.json`]),
      );
      expect(paths).toEqual(expect.arrayContaining(['game-kit', 'cards'].map((name) => `packages/${name}/locales/${lang}.json`)));
      expect(paths).toEqual(expect.arrayContaining(games.map((game) => `games/${game}/locales/${lang}.json`)));
    }
  });

  it('keeps each group address it allows, and only where that text still has it', () => {
    for (const { file, key, word } of GROUP_ADDRESSES) {
      const lang = files.find(({ path }) => path === file)?.lang ?? '';
      const text = localeTexts(file).find(([k]) => k === key)?.[1] ?? '';
      expect({ file, key, words: otherFormOfAddress(lang, text).map((f) => f.word.toLowerCase()) }).toEqual({
        file,
        key,
        words: expect.arrayContaining([word]),
      });
    }
  });
});

describe('the form-of-address checks', () => {
  const words = (lang: string, text: string) => otherFormOfAddress(lang, text).map(({ word }) => word);

  it('find "vous", its possessives and verbs in the second person plural in French', () => {
    expect(words('fr', 'Choisissez comment jouer')).toEqual(['Choisissez']);
    expect(words('fr', 'Vous avez gagné ! Votre main, vos cartes.')).toEqual(['Vous', 'Votre', 'vos', 'avez']);
    expect(words('fr', 'Lobby. Rejoignez-en un ou créez un salon.')).toEqual(['Rejoignez', 'créez']);
    expect(words('fr', 'Faites-leur scanner le code.')).toEqual(['Faites']);
    expect(words('fr', 'Choisis comment jouer. À toi de jouer : tu as assez de cartes chez toi.')).toEqual([]);
    expect(words('fr', 'Les annonces faites au premier pli comptent.')).toEqual([]);
  });

  it('find the formal "Sie" inside a German sentence, not "sie" or a sentence that begins with "Sie"', () => {
    expect(words('de', 'Wählen Sie, wie Sie spielen möchten, und legen Sie Ihre Karten ab.')).toEqual([
      'Sie',
      'Sie',
      'Sie',
      'Ihre',
    ]);
    expect(words('de', 'Ein Stein wird zur Dame. Sie zieht in alle Richtungen, wenn sie frei ist.')).toEqual([]);
    expect(words('de', 'Wähle, wie du spielen willst.')).toEqual([]);
  });

  it('find the formal "Lei" inside an Italian sentence', () => {
    expect(words('it', 'Scelga come vuole giocare, Lei inizia con la Sua mano.')).toEqual(['Lei', 'Sua']);
    expect(words('it', 'Scegli come giocare: tocca a te.')).toEqual([]);
  });

  it('find "tu" and its forms among Portuguese texts in the "você" form', () => {
    expect(words('pt', 'Clica numa das tuas peças e desloca-te com as setas.')).toEqual(['tuas', '-te']);
    expect(words('pt', 'Clique numa das suas peças e mova-se com as setas; na sua vez, pode desistir.')).toEqual([]);
  });

  it('leave English and the placeholders alone', () => {
    expect(words('en', 'Choose how you play')).toEqual([]);
    expect(words('fr', '{{vous}} a gagné')).toEqual([]);
  });
});
