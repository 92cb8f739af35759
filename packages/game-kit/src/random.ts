/**
 * mulberry32: a small deterministic generator of floats in [0, 1) for tests, fuzzers, bots and
 * fixed tables (the same seed gives the same sequence in every process and on every machine).
 * Not for secrets.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = nextMulberry32State(a);
    return mulberry32Output(a) / 4294967296;
  };
}

/** The state that follows `state` in mulberry32. */
export const nextMulberry32State = (state: number) => (state + 0x6d2b79f5) >>> 0;

/** mulberry32's 32-bit output for a state. */
export function mulberry32Output(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}
