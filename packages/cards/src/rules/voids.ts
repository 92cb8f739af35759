import type { PlayerID } from 'boardgame.io';
import { TRUMP, type Trick, type TrickRules } from './trick';

/** Each seat's suits (as `rules.suitOf` names them, 'trump' included) it showed it no longer holds. */
export type Voids = Record<PlayerID, ReadonlySet<string>>;

/**
 * The suits each seat showed out of by not following: a seat that did not follow the suit led holds
 * none of it, and where `rules.mustTrump` holds, one that played neither that suit nor a trump holds
 * no trump either. Tricks played with `freePlay` show nothing. Seats that never showed out are absent.
 * `rules` is one contract for every trick, or a function giving each trick's own (Sixty-Six: free
 * while the stock is open, strict after).
 */
export function voidsOf(tricks: readonly Trick[], rules: TrickRules | ((trick: Trick) => TrickRules)): Voids {
  const voids: Record<PlayerID, Set<string>> = {};
  const note = (seat: PlayerID, suit: string) => {
    voids[seat] ??= new Set();
    voids[seat].add(suit);
  };
  for (const trick of tricks) {
    const [led, ...followers] = trick.cards;
    if (led === undefined) continue;
    const trickRules = typeof rules === 'function' ? rules(trick) : rules;
    if (trickRules.freePlay) continue;
    const ledSuit = trickRules.suitOf(led.card);
    for (const { seat, card } of followers) {
      const suit = trickRules.suitOf(card);
      if (suit === ledSuit) continue;
      note(seat, ledSuit);
      if (trickRules.mustTrump && trickRules.hasTrumps && suit !== TRUMP) note(seat, TRUMP);
    }
  }
  return voids;
}

/** Whether the seat showed out of the card's suit (as `rules.suitOf` names it). */
export function showedOutOf(voids: Voids, seat: PlayerID, suit: string): boolean {
  return voids[seat]?.has(suit) ?? false;
}
