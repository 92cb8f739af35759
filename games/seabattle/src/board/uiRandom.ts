/**
 * A number in [0, 1) from the browser's cryptographic source, for the board's "Random" layout: the
 * layout is the player's own secret, so nobody should be able to guess it from a seed.
 */
export function uiRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! / 4294967296;
}
