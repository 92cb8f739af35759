import { LANGUAGES } from '@tabula/game-kit';
import { gridWordsFor, WORD_LISTS } from '.';
import { gridWord, isGridWord } from './normalize';

describe('soupofletters word lists', () => {
  it.each(LANGUAGES)('%s: at least 150 distinct words, each 3 to 11 letters A-Z on the grid', (language) => {
    const raw = WORD_LISTS[language];
    const onGrid = raw.map(gridWord);
    expect(onGrid.filter((word) => !isGridWord(word))).toEqual([]);
    expect(new Set(onGrid).size).toBe(raw.length);
    expect(gridWordsFor(language).length).toBeGreaterThanOrEqual(150);
  });

  it('writes words upper case without accents: ß as SS, Œ as OE', () => {
    expect(['café', 'Straße', 'coração', 'œuf', 'Käse', 'caffè'].map(gridWord)).toEqual([
      'CAFE',
      'STRASSE',
      'CORACAO',
      'OEUF',
      'KASE',
      'CAFFE',
    ]);
  });
});
