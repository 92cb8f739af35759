import { foldWord } from '../wordText';
import { WORD_LISTS } from '.';

describe.each(Object.entries(WORD_LISTS))('the %s word list', (_language, words) => {
  it('has at least 400 words, each one word without spaces or digits', () => {
    expect(words.length).toBeGreaterThanOrEqual(400);
    expect(words.filter((word) => !/^\p{L}+$/u.test(word))).toEqual([]);
  });

  it('repeats no word (accents and case ignored)', () => {
    const folded = words.map(foldWord);
    expect(folded.filter((word, index) => folded.indexOf(word) !== index)).toEqual([]);
  });
});
