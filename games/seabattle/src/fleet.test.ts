import { cellsOf, fleetFrom, overlappingCells, randomFleet, shipsOf } from './fleet';
import { seededRandom } from '@tabula/game-kit/random';
import { FLEET_0 } from './testMatch';

const withShip = (index: number, cells: number[]) => FLEET_0.map((ship, i) => (i === index ? { cells } : ship));

describe('seabattle fleet', () => {
  it('accepts a legal fleet whose ships touch, side by side and end to end', () => {
    expect(fleetFrom(FLEET_0)?.map((ship) => ship.cells.length)).toEqual([5, 4, 3, 3, 2]);
  });

  it('rebuilds ships from their cells only, in an order that says nothing of how they were sent', () => {
    const sent = [...FLEET_0].reverse().map((ship, id) => ({ id, sunk: true, hits: [1], cells: [...ship.cells].reverse() }));
    expect(fleetFrom(sent)).toEqual(fleetFrom(FLEET_0));
    expect(fleetFrom(sent)!.every((ship) => Object.keys(ship).join() === 'cells')).toBe(true);
  });

  it.each([
    ['a ship too few', FLEET_0.slice(0, 4)],
    ['a ship too many', [...FLEET_0, { cells: [60, 61] }]],
    ['a wrong length', withShip(4, [89, 99, 79])],
    ['a diagonal ship', withShip(4, [88, 99])],
    ['a ship with a gap', withShip(2, [20, 21, 23])],
    ['a ship wrapping round the edge', withShip(2, [68, 69, 70])],
    ['a ship off the grid', withShip(4, [99, 100])],
    ['a negative cell', withShip(4, [-10, 0])],
    ['a cell that is not a whole number', withShip(4, [88.5, 89.5])],
    ['overlapping ships', withShip(4, [4, 14])],
    ['one cell twice', withShip(4, [89, 89])],
    ['no cells', withShip(4, [])],
    ['a ship that is not an object', withShip(4, null as never)],
  ])('refuses %s', (_name, fleet) => {
    expect(fleetFrom(fleet)).toBeNull();
  });

  it('refuses what is not a list of ships', () => {
    expect(fleetFrom(undefined)).toBeNull();
    expect(fleetFrom({ ships: FLEET_0 })).toBeNull();
  });

  it('lays out a placement from its start along a row or down a column, never off the grid', () => {
    expect(cellsOf({ start: 7, length: 3, vertical: false })).toEqual([7, 8, 9]);
    expect(cellsOf({ start: 8, length: 3, vertical: false })).toBeNull();
    expect(cellsOf({ start: 71, length: 3, vertical: true })).toEqual([71, 81, 91]);
    expect(cellsOf({ start: 81, length: 3, vertical: true })).toBeNull();
  });

  it('finds the cells where placements overlap', () => {
    const placements = [
      { start: 0, length: 3, vertical: false },
      { start: 1, length: 2, vertical: true },
    ];
    expect([...overlappingCells(placements)]).toEqual([1]);
  });

  it('draws random fleets that are always legal', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      expect(fleetFrom(shipsOf(randomFleet(seededRandom(seed))))).not.toBeNull();
    }
  });
});
