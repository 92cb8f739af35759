import { placingsFromScores, resultFromScores } from './placings';

describe('placingsFromScores', () => {
  it('places the highest score first, equal scores sharing a place', () => {
    expect(placingsFromScores({ '0': 12, '1': 30, '2': 12, '3': 4 })).toEqual({ '0': 2, '1': 1, '2': 2, '3': 4 });
  });

  it('places the lowest score first in a penalty game', () => {
    expect(placingsFromScores({ '0': 12, '1': 30, '2': 12 }, 'lowestWins')).toEqual({ '0': 1, '1': 3, '2': 1 });
  });
});

describe('resultFromScores', () => {
  it('gives the win to the best score, with scores and placings', () => {
    expect(resultFromScores({ '0': 3, '1': 7 })).toEqual({
      winner: '1',
      scores: { '0': 3, '1': 7 },
      placings: { '0': 2, '1': 1 },
    });
  });

  it('shares the win between tied best scores, and keeps a reason', () => {
    expect(resultFromScores({ '0': 7, '1': 7, '2': 1, '3': 0 }, { reason: 'timeUp' })).toEqual({
      winners: ['0', '1'],
      scores: { '0': 7, '1': 7, '2': 1, '3': 0 },
      placings: { '0': 1, '1': 1, '2': 3, '3': 4 },
      reason: 'timeUp',
    });
  });

  it('is a draw when everyone has the same score, and a win for a seat playing alone', () => {
    expect(resultFromScores({ '0': 5, '1': 5 })).toMatchObject({ draw: true });
    expect(resultFromScores({ '0': 5 })).toMatchObject({ winner: '0', placings: { '0': 1 } });
  });

  it('ranks 30 seats', () => {
    const scores = Object.fromEntries(Array.from({ length: 30 }, (_, seat) => [String(seat), seat % 10]));
    const result = resultFromScores(scores);
    expect(result).toMatchObject({ winners: ['9', '19', '29'] });
    expect(result.placings!['0']).toBe(28);
  });
});
