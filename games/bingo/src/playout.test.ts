import { playBingo } from './testPlayout';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function expectPlayedOut(numPlayers: number, seed: number) {
  const summary = playBingo(numPlayers, seed);
  expect({ numPlayers, seed, refused: summary.refused }).toEqual({ numPlayers, seed, refused: [] });
  expect(summary.gameover).toBeDefined();
  expect(summary.calls).toBeLessThanOrEqual(76);
  if (summary.winningNumbersCalled !== null) expect(summary.winningNumbersCalled).toBe(true);
  return summary;
}

describe.each([2, 10, 30])('seeded matches of %i players, the calls made as the clock makes them', (numPlayers) => {
  it('play to the end, every offered move taken, every refused move not offered, a winner only on called numbers', () => {
    const results = [1, 2, 3].map((seed) => expectPlayedOut(numPlayers, seed).gameover);
    expect(results.some((result) => typeof result === 'object' && result !== null && 'winner' in result)).toBe(true);
  });
});

it('plays one seeded match to the end at every player count from 2 to 30', () => {
  for (let numPlayers = 2; numPlayers <= 30; numPlayers += 1) expectPlayedOut(numPlayers, 100 + numPlayers);
});
