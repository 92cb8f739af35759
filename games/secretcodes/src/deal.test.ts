import { startedFour } from './testMatch';

describe('the deal', () => {
  it('comes from the cryptographic source: the same match seed and the same moves give another grid and key', () => {
    const dealt = () => {
      const { G } = startedFour(undefined, 'same seed', true).state();
      return { words: G.words, key: G.key, startingTeam: G.startingTeam };
    };
    // From boardgame.io's seeded stream both matches would deal alike, and a seat could compute the key.
    expect(dealt()).not.toEqual(dealt());
  });

  it('deals alike with the seeded stand-in tests use, so that the check above can fail', () => {
    const dealt = () => startedFour(undefined, 'same seed').state().G.key;
    expect(dealt()).toEqual(dealt());
  });
});
