import { rewardsOf } from './rewards';

const two = ['0', '1'];
const four = ['0', '1', '2', '3'];

describe('rewardsOf', () => {
  it('gives a win 1, a loss 0 and a draw half to each of two seats', () => {
    expect(rewardsOf({ winner: '1' }, two)).toEqual({ '0': 0, '1': 1 });
    expect(rewardsOf({ draw: true }, two)).toEqual({ '0': 0.5, '1': 0.5 });
  });

  it('ranks every seat by its placings, tied seats sharing the ranks they cover', () => {
    expect(rewardsOf({ winner: '2', placings: { '0': 2, '1': 2, '2': 1, '3': 4 } }, four)).toEqual({
      '0': 0.5,
      '1': 0.5,
      '2': 1,
      '3': 0,
    });
  });

  it('puts the winners first and everyone else after them without placings', () => {
    expect(rewardsOf({ winners: ['0', '3'] }, four)).toEqual({ '0': 5 / 6, '1': 1 / 6, '2': 1 / 6, '3': 5 / 6 });
    expect(rewardsOf({ winner: '1' }, four)['1']).toBe(1);
  });

  it('counts a result with no winner (a cooperative loss) as nothing for anyone', () => {
    expect(rewardsOf({ winners: [] }, two)).toEqual({ '0': 0, '1': 0 });
  });

  it('places seats a placing leaves out last', () => {
    expect(rewardsOf({ winner: '0', placings: { '0': 1, '1': 2 } }, ['0', '1', '2'])).toEqual({ '0': 1, '1': 0.5, '2': 0 });
  });
});
