import { completedLine, LINES } from './lines';
import { PLAIN_CARD } from './testTable';

// PLAIN_CARD: row 0 is 1 16 31 46 61, row 2 is 3 18 (free) 48 63; the diagonal is 1 17 (free) 49 65.
const ROW_0 = [0, 1, 2, 3, 4];
const DIAGONAL = [0, 6, 12, 18, 24];

describe('a completed line', () => {
  it('is one of twelve: five rows, five columns, two diagonals', () => {
    expect(LINES).toHaveLength(12);
    expect(new Set(LINES.map((line) => line.join())).size).toBe(12);
  });

  it('needs every square marked and called', () => {
    expect(completedLine(PLAIN_CARD, ROW_0, [1, 16, 31, 46, 61])).toEqual(ROW_0);
    expect(completedLine(PLAIN_CARD, ROW_0.slice(0, 4), [1, 16, 31, 46, 61])).toBeNull();
  });

  it('does not count a marked number that has not been called', () => {
    expect(completedLine(PLAIN_CARD, ROW_0, [1, 16, 31, 46])).toBeNull();
  });

  it('does not count a called number that is not marked', () => {
    expect(completedLine(PLAIN_CARD, [0, 1, 2, 3], [1, 16, 31, 46, 61])).toBeNull();
  });

  it('through the free centre needs only four called numbers', () => {
    expect(completedLine(PLAIN_CARD, [0, 6, 18, 24], [1, 17, 49, 65])).toEqual(DIAGONAL);
    expect(completedLine(PLAIN_CARD, [10, 11, 13, 14], [3, 18, 48, 63])).toEqual([10, 11, 12, 13, 14]);
    expect(completedLine(PLAIN_CARD, [2, 7, 17, 22], [31, 32, 34, 35])).toEqual([2, 7, 12, 17, 22]);
  });

  it('counts the anti-diagonal and the columns', () => {
    expect(completedLine(PLAIN_CARD, [4, 8, 16, 20], [61, 47, 19, 5])).toEqual([4, 8, 12, 16, 20]);
    expect(completedLine(PLAIN_CARD, [0, 5, 10, 15, 20], [1, 2, 3, 4, 5])).toEqual([0, 5, 10, 15, 20]);
  });
});
