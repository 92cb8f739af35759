import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import { cellsOf } from './fleet';
import { opponentOf, SEATS } from './rules';
import type { Cell, SeaBattleState, Seat, Ship } from './types';

// Fields that would tie a shot to the ship it hit.
const SHIP_KEYS = /ship|^id$|index/i;

const sameCells = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((cell, i) => cell === b[i]);

function someValue(received: unknown, found: (value: object) => boolean): boolean {
  if (typeof received !== 'object' || received === null) return false;
  if (found(received)) return true;
  return Object.values(received).some((child) => someValue(child, found));
}

/** The cells a received value describes as a ship: a list of cells, or a start, length and direction. */
function shipCellsIn(value: object): number[] | null {
  if (Array.isArray(value)) return value.length > 1 && value.every((item) => typeof item === 'number') ? value : null;
  const { start, length, vertical } = value as { start?: unknown; length?: unknown; vertical?: unknown };
  if (typeof start === 'number' && typeof length === 'number' && typeof vertical === 'boolean') {
    return cellsOf({ start, length, vertical });
  }
  return null;
}

/**
 * An unsunk enemy ship: found when what a viewer received lists its cells, as a list or as a
 * placement. A ship lying exactly where a ship the viewer may see lies (one of its own, or a sunk
 * one) cannot be told apart from that one, so such a match is not counted.
 */
export function secretShip(owner: Seat, ship: Ship, knownShips: readonly Ship[]): SecretMatcher {
  const own = (cells: number[]) => knownShips.some((known) => sameCells(cells, known.cells));
  return {
    label: `seat ${owner}'s unsunk ship at ${ship.cells.join(',')}`,
    seenIn: (received) =>
      someValue(received, (value) => {
        const cells = shipCellsIn(value);
        return cells !== null && sameCells(cells, ship.cells) && !own(cells);
      }),
  };
}

/** Which unsunk ship a hit struck: found when a shot at one of its hit cells carries a ship's id or index. */
export function secretHitShip(owner: Seat, hitCells: readonly Cell[]): SecretMatcher {
  return {
    label: `the ship of seat ${owner} hit at ${hitCells.join(',')}`,
    seenIn: (received) =>
      someValue(received, (value) => {
        const { cell } = value as { cell?: unknown };
        return typeof cell === 'number' && hitCells.includes(cell) && Object.keys(value).some((key) => SHIP_KEYS.test(key));
      }),
  };
}

/**
 * For the leak harness, from the rules: until the game is over, no viewer but the owner may receive
 * an unsunk ship, nor anything tying the hits on it to it.
 */
export function secretsFor(G: SeaBattleState, ctx: Ctx, viewer: PlayerID | null): unknown[] {
  if (ctx.gameover !== undefined) return [];
  const knownShips = [...(viewer === '0' || viewer === '1' ? G.fleets[viewer] : []), ...G.sunk['0'], ...G.sunk['1']];
  return SEATS.filter((owner) => owner !== viewer).flatMap((owner) => {
    const sunk = G.sunk[owner];
    const hits = new Set(G.shots.filter((shot) => shot.by === opponentOf(owner) && shot.result !== 'miss').map((s) => s.cell));
    return G.fleets[owner]
      .filter((ship) => !sunk.some((gone) => sameCells(gone.cells, ship.cells)))
      .flatMap((ship) => {
        const hitCells = ship.cells.filter((cell) => hits.has(cell));
        const matchers = [secretShip(owner, ship, knownShips)];
        if (hitCells.length > 0) matchers.push(secretHitShip(owner, hitCells));
        return matchers;
      });
  });
}
