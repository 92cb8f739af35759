import { legalActions, lineOf, otherSeat, pointsAfter } from './rules';
import { wheel } from './testPositions';
import type { PointContent, Seat } from './types';
import { CENTRE, LINES, POINT_COUNT } from './wheel';

describe('Rota lines', () => {
  it.each(LINES.map((line) => [line.join('-'), line] as const))('detects the line %s', (_, line) => {
    const points: PointContent[] = Array(POINT_COUNT).fill(null);
    for (const point of line) points[point] = '1';
    expect(lineOf(points, '1')).toEqual(line);
    expect(lineOf(points, '0')).toBeNull();
  });

  it('does not count three circle points that are not neighbours', () => {
    expect(lineOf(wheel('R.R.R....'), '0')).toBeNull(); // every other point
    expect(lineOf(wheel('RR.R.....'), '0')).toBeNull();
    expect(lineOf(wheel('R.....RR.'), '0')).toEqual([6, 7, 0]); // the arc wraps round past point 1
  });

  it('does not count two pieces and the centre held by the other side', () => {
    expect(lineOf(wheel('R...R...B'), '0')).toBeNull();
  });
});

describe('Rota legal actions', () => {
  it('offers every empty point while placing', () => {
    expect(legalActions(wheel('RB.......'), '0').map((a) => a.args)).toEqual([[2], [3], [4], [5], [6], [7], [8]]);
  });

  it('offers steps to neighbouring empty points only once all six pieces are placed', () => {
    const points = wheel('R.BRB..BR');
    const steps = legalActions(points, '0').map((a) => a.args);
    // Red on 0 -> 1 (7 is Blue, 8 is Red); Red on 3 is hemmed in by Blue on 2 and 4; the centre -> 1, 5, 6.
    expect(steps.sort()).toEqual([
      [0, 1],
      [8, 1],
      [8, 5],
      [8, 6],
    ]);
    expect(legalActions(points, '0').every((a) => a.move === 'movePiece')).toBe(true);
  });

  it('moves the piece, leaving its point empty', () => {
    expect(pointsAfter(wheel('R.BRB..BR'), '0', { move: 'movePiece', args: [CENTRE, 5] })).toEqual(wheel('R.BRBR.B.'));
  });

  // With three pieces each, a player could be left without a move only by the opponent holding the
  // centre and every empty neighbour of their pieces, which takes more than three pieces. Checked
  // over every position without a line, so the game needs no rule for a blocked player.
  it('never leaves a player to move without a legal move', () => {
    let positions = 0;
    for (let code = 0; code < 3 ** POINT_COUNT; code += 1) {
      const points = Array.from({ length: POINT_COUNT }, (_, i): PointContent => {
        const digit = Math.floor(code / 3 ** i) % 3;
        return digit === 0 ? null : digit === 1 ? '0' : '1';
      });
      if (points.filter((p) => p === '0').length !== 3 || points.filter((p) => p === '1').length !== 3) continue;
      if (lineOf(points, '0') || lineOf(points, '1')) continue;
      positions += 1;
      for (const seat of ['0', '1'] as Seat[]) {
        expect({ points: points.join(), seat, moves: legalActions(points, seat).length > 0 }).toEqual({
          points: points.join(),
          seat,
          moves: true,
        });
      }
    }
    expect(positions).toBe(1240);
    expect(otherSeat('0')).toBe('1');
  });
});
