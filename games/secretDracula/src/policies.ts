import type { DefaultPluginAPIs } from 'boardgame.io';
import { logReshuffled } from './log';
import type { Policy, PolicyCounts, SecretDraculaState } from './types';

export type Shuffle = Pick<DefaultPluginAPIs['random'], 'Shuffle'>;

export const countsOf = (policies: readonly Policy[]): PolicyCounts => ({
  garlic: policies.filter((policy) => policy === 'garlic').length,
  blood: policies.filter((policy) => policy === 'blood').length,
});

export const sizeOf = (hand: PolicyCounts): number => hand.garlic + hand.blood;

/** The hand less one card of `kind`. */
export const without = (hand: PolicyCounts, kind: Policy): PolicyCounts => ({ ...hand, [kind]: hand[kind] - 1 });

/** Whether `value` names a kind of policy the hand holds. */
export function holds(hand: PolicyCounts | null, value: unknown): value is Policy {
  return hand !== null && (value === 'garlic' || value === 'blood') && hand[value] > 0;
}

/** The published rule: when fewer than three policies remain, the discards are shuffled back in. */
export function refillIfLow(G: SecretDraculaState, random: Shuffle): void {
  if (G.drawPile.length >= 3) return;
  G.drawPile = random.Shuffle([...G.drawPile, ...G.discardPile]);
  G.discardPile = [];
  logReshuffled(G);
}

/** Draws `count` policies off the top (refilling first if the deck is short). */
export function draw(G: SecretDraculaState, random: Shuffle, count: number): Policy[] {
  refillIfLow(G, random);
  return G.drawPile.splice(0, count);
}

export function discard(G: SecretDraculaState, hand: PolicyCounts): void {
  for (const kind of ['garlic', 'blood'] as const) for (let i = 0; i < hand[kind]; i += 1) G.discardPile.push(kind);
}
