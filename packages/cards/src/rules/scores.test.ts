import { totalsOf } from '@tabula/game-kit';
import { roundScore, zeroSumPayments } from './scores';

describe('roundScore', () => {
  const seats = ['0', '1', '2'];

  it('gives every seat its points, 0 for those not named, and keeps the metadata', () => {
    const row = roundScore(seats, { round: 2, dealer: '1', declarer: '2', contract: 'contracts.grand', points: { '2': 48 } });
    expect(row).toEqual({
      round: 2,
      dealer: '1',
      declarer: '2',
      contract: 'contracts.grand',
      points: { '0': 0, '1': 0, '2': 48 },
    });
  });

  it('keeps the breakdown in order and drops entries that did not happen', () => {
    const schneider = false;
    const row = roundScore(seats, {
      round: 1,
      points: { '0': -48 },
      breakdown: { 'score.basicValue': 24, 'score.schneider': schneider && 1, 'score.tops': 'with 1', 'score.extra': undefined },
    });
    expect(Object.entries(row.breakdown ?? {})).toEqual([
      ['score.basicValue', 24],
      ['score.tops', 'with 1'],
    ]);
    expect(roundScore(seats, { round: 1, points: {}, breakdown: { a: null } }).breakdown).toBeUndefined();
  });
});

describe('zeroSumPayments', () => {
  const seats = ['0', '1', '2', '3'];

  it('has a soloist who wins receive what each of the three opponents pays', () => {
    expect(zeroSumPayments(seats, ['2'], 5)).toEqual({ '0': -5, '1': -5, '2': 15, '3': -5 });
  });

  it('has two partners who lose pay one each, the points adding up to nothing', () => {
    const points = zeroSumPayments(seats, ['0', '3'], -2);
    expect(points).toEqual({ '0': -2, '1': 2, '2': 2, '3': -2 });
    const rounds = [roundScore(seats, { round: 1, points })];
    expect(Object.values(totalsOf(rounds, seats)).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('refuses a deal without two sides', () => {
    expect(() => zeroSumPayments(seats, [], 1)).toThrow();
    expect(() => zeroSumPayments(seats, seats, 1)).toThrow();
  });
});
