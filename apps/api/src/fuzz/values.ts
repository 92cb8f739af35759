// Boundary and hostile values for each GraphQL input type, plus the world's real ids so that
// some inputs reach deep into the rules instead of stopping at "not found".
import type { Rng } from './random';

const x = (n: number, char = 'x') => char.repeat(n);

/** Strings a client could send for any String argument. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   ',
  '\t\n\r',
  '\u00a0',
  'a',
  x(24),
  x(25),
  x(36),
  x(37),
  x(500),
  x(501),
  x(24, 'é'),
  x(25, 'é'),
  'e\u0301'.repeat(13),
  '名前',
  'José Luís',
  'Zoë_x-1',
  x(24, '😀'),
  x(25, '😀'),
  '🏳️‍🌈',
  '\u202eevil',
  'zero\u200bwidth',
  'nul\u0000byte',
  '\u0000',
  'lone\ud800surrogate',
  '\udfff',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '" OR ""="',
  '\\',
  '%00',
  '<script>alert(1)</script>',
  '<b>bold</b>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '{"a":1}',
  '[]',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  'true',
  '__proto__',
  'constructor',
  'match',
  'MATCH',
  ' match',
  'room',
  'tictactoe',
  ' tictactoe ',
  'TicTacToe',
  'chess',
  'fourinarow',
  'nosuchgame',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  x(20_000, 'w'),
];

export const INT_VALUES: readonly unknown[] = [
  0,
  -1,
  1,
  2,
  3,
  4,
  8,
  99,
  2147483647,
  -2147483648,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1.5,
  2.0,
  -0.5,
  1e100,
  '2',
  '',
  true,
  null,
  [],
  {},
  [2],
];

export const BOOLEAN_VALUES: readonly unknown[] = [true, false, null, 0, 1, 'true', '', [], {}];

/** Ids that exist in the world (rooms, matches, users) mixed in with hostile ones. */
export interface KnownIds {
  strings: string[];
  ints: number[];
}

export function randomString(rng: Rng, known: KnownIds): unknown {
  const roll = rng.next();
  if (roll < 0.55) return rng.pick(HOSTILE_STRINGS);
  if (roll < 0.75 && known.strings.length > 0) {
    const id = rng.pick(known.strings);
    // Near misses of real ids: case, padding, truncation.
    return rng.pick([id, id, id.toUpperCase(), ` ${id}`, id.slice(0, -1), `${id}0`]);
  }
  if (roll < 0.85) return rng.string(1 + rng.int(40), 'abcXYZ019 _-ßø名😀\'"<>;\\%');
  if (roll < 0.9) return uuidLike(rng);
  return rng.pick<unknown>([null, 5, true, [], {}, ['a'], 1.5]);
}

export function randomInt(rng: Rng, known: KnownIds): unknown {
  if (known.ints.length > 0 && rng.chance(0.3)) return rng.pick(known.ints);
  return rng.pick(INT_VALUES);
}

export function randomBoolean(rng: Rng): unknown {
  return rng.chance(0.8) ? rng.pick([true, false]) : rng.pick(BOOLEAN_VALUES);
}

/** A well-formed id that no row has. */
export function uuidLike(rng: Rng): string {
  const hex = (n: number) => rng.string(n, '0123456789abcdef');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}
