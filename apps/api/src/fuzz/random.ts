// A seeded random source for the fuzzer: the same FUZZ_SEED replays the same inputs.
import { seededRandom } from '@tabula/game-kit';

export class Rng {
  private readonly source: () => number;

  constructor(readonly seed: number) {
    this.source = seededRandom(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** A whole number in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** A string of `length` characters drawn from `alphabet`. */
  string(length: number, alphabet: string): string {
    const chars = [...alphabet];
    let out = '';
    for (let i = 0; i < length; i += 1) out += this.pick(chars);
    return out;
  }
}

/** FUZZ_SEED from the environment (to replay a failure), else a fresh one. */
export function fuzzSeed(): number {
  const raw = process.env.FUZZ_SEED;
  if (raw !== undefined && raw.trim() !== '') {
    const seed = Number(raw);
    if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, got "${raw}"`);
    return seed >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}
