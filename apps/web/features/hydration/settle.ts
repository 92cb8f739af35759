/**
 * Parts of a page that hydrate after the rest (lazy panels inside Suspense): the replay of what the
 * visitor did before the page was alive waits for them, or a click would reach a control React does
 * not yet listen to. Browser only: the server renders them but never waits.
 */
const pending = new Set<string>();
let waiters: (() => void)[] = [];

/** A part named `key` is on the page and will call `partSettled(key)` once it has mounted. */
export function expectPart(key: string): void {
  if (typeof window === 'undefined') return;
  pending.add(key);
}

export function partSettled(key: string): void {
  pending.delete(key);
  if (pending.size > 0) return;
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/** Resolves once every expected part has mounted (at once when none is pending). */
export function whenPartsSettled(): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}
