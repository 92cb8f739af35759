/**
 * Pure helpers for biddings, called by a game's moves (to refuse an illegal call) and by its board
 * (to offer only the legal ones).
 */

/** Rising values (Skat's bids): those strictly above the highest so far, in the list's order; all of them before any bid. */
export function nextLegalValues(values: readonly number[], highest: number | null): number[] {
  return values.filter((value) => highest === null || value > highest);
}

/** Ranked declarations, lowest first (Schafkopf: Rufspiel < Bettel < Wenz < Solo): those above the highest named so far. */
export function higherDeclarations<D extends string>(order: readonly D[], highest: D | null): D[] {
  if (highest === null) return [...order];
  const index = order.indexOf(highest);
  if (index < 0) throw new Error(`${highest} is not a declaration of ${order.join(', ')}`);
  return order.slice(index + 1);
}
