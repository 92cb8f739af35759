import { cellIndex, emptyGrid, landingRow, openColumns, winningCells } from './grid';

describe('fourinarow grid', () => {
  it('finds the landing row from the bottom up and null for a full column', () => {
    const cells = emptyGrid();
    expect(landingRow(cells, 3)).toBe(5);
    cells[cellIndex(3, 5)] = '0';
    cells[cellIndex(3, 4)] = '1';
    expect(landingRow(cells, 3)).toBe(3);
    for (let row = 0; row < 6; row += 1) cells[cellIndex(6, row)] = '1';
    expect(landingRow(cells, 6)).toBeNull();
    expect(openColumns(cells)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('returns every disc of a run longer than four when a gap is filled', () => {
    const cells = emptyGrid();
    for (const column of [0, 1, 2, 4, 5]) cells[cellIndex(column, 5)] = '0';
    expect(winningCells(cells, { column: 1, row: 5 })).toEqual([]);
    cells[cellIndex(3, 5)] = '0';
    expect(winningCells(cells, { column: 3, row: 5 })).toEqual([0, 1, 2, 3, 4, 5].map((c) => cellIndex(c, 5)));
  });

  it('returns both lines when one disc completes two at once', () => {
    const cells = emptyGrid();
    for (const column of [0, 1, 2]) cells[cellIndex(column, 5)] = '1';
    for (const row of [2, 3, 4]) cells[cellIndex(3, row)] = '1';
    cells[cellIndex(3, 5)] = '1';
    expect(winningCells(cells, { column: 3, row: 5 })).toHaveLength(7);
  });

  it('does not count three in a row or a line broken by the other colour', () => {
    const cells = emptyGrid();
    for (const column of [0, 1, 3, 4]) cells[cellIndex(column, 5)] = '0';
    cells[cellIndex(2, 5)] = '1';
    expect(winningCells(cells, { column: 1, row: 5 })).toEqual([]);
    expect(winningCells(cells, { column: 4, row: 5 })).toEqual([]);
  });
});
