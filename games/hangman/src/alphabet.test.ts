import { normaliseGuess, normaliseHint, normaliseWord } from './alphabet';

describe('hangman word and guess checks', () => {
  it('stores words in lower case with their accents, from any of the five languages', () => {
    expect(normaliseWord('Banana')).toBe('banana');
    expect(normaliseWord(' Éclair ')).toBe('éclair');
    expect(normaliseWord('CORAÇÃO')).toBe('coração');
    expect(normaliseWord('Perché')).toBe('perché');
    expect(normaliseWord('Müller')).toBe('müller');
  });

  it('writes out ß, œ and æ, which have no base letter to guess', () => {
    expect(normaliseWord('Straße')).toBe('strasse');
    expect(normaliseWord('cœur')).toBe('coeur');
  });

  it('refuses non-letters, spaces, empty words, words over 16 letters and non-text', () => {
    for (const bad of ['ice cream', 'r2d2', "l'eau", '', '   ', 'a'.repeat(17), 'straßeeeeeeeeeee', 'ñandú', 42, null]) {
      expect(normaliseWord(bad)).toBeNull();
    }
    expect(normaliseWord('a'.repeat(16))).toBe('a'.repeat(16));
  });

  it('takes an optional hint of at most 120 characters, on one line', () => {
    expect(normaliseHint(undefined)).toBe('');
    expect(normaliseHint('  a  fruit\n ')).toBe('a fruit');
    expect(normaliseHint('x'.repeat(120))).toHaveLength(120);
    expect(normaliseHint('x'.repeat(121))).toBeNull();
    expect(normaliseHint(7)).toBeNull();
  });

  it('reads a guess as one base letter, case and accent ignored', () => {
    expect(normaliseGuess('E')).toBe('e');
    expect(normaliseGuess('é')).toBe('e');
    expect(normaliseGuess('Ç')).toBe('c');
    for (const bad of ['ab', '', '1', ' ', 'ß', 5]) expect(normaliseGuess(bad)).toBeNull();
  });
});
