import { standingsOf } from './standings';

const seats = ['0', '1', '2', '3'];
const places = (result: Parameters<typeof standingsOf>[0], of = seats) =>
  standingsOf(result, of).map((row) => [row.playerID, row.place]);

describe('standingsOf', () => {
  it('orders seats by their placings, ties in seat order, with scores', () => {
    const rows = standingsOf(
      { winner: '1', scores: { '0': 12, '1': 30, '2': 12, '3': 4 }, placings: { '0': 2, '1': 1, '2': 2, '3': 4 } },
      seats,
    );
    expect(rows).toEqual([
      { playerID: '1', place: 1, winner: true, score: 30 },
      { playerID: '0', place: 2, winner: false, score: 12 },
      { playerID: '2', place: 2, winner: false, score: 12 },
      { playerID: '3', place: 4, winner: false, score: 4 },
    ]);
  });

  it('without placings places the winners first and the others unordered', () => {
    expect(places({ winners: ['2', '3'] })).toEqual([
      ['2', 1],
      ['3', 1],
      ['0', null],
      ['1', null],
    ]);
  });

  it('places the only loser second, and everyone first in a draw', () => {
    expect(places({ winner: '1' }, ['0', '1'])).toEqual([
      ['1', 1],
      ['0', 2],
    ]);
    expect(places({ draw: true }, ['0', '1'])).toEqual([
      ['0', 1],
      ['1', 1],
    ]);
  });

  it('leaves seats the placings omit at the end, and no winner when nobody won', () => {
    expect(places({ winners: [], placings: { '2': 1, '0': 2 } })).toEqual([
      ['2', 1],
      ['0', 2],
      ['1', null],
      ['3', null],
    ]);
    expect(standingsOf({ winners: [] }, ['0']).map((row) => row.winner)).toEqual([false]);
  });
});
