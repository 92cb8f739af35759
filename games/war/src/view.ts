import { shownPlays } from './battle';
import type { WarState, WarView } from './types';

/**
 * What every seat and a spectator see, alike: the piles as counts, the face-down cards of a war as
 * counts, the face-up cards. Nobody, not even the pile's owner, learns the order of a pile.
 */
export function playerView(G: WarState): WarView {
  const { pileCards, table, ...rest } = G;
  return { ...rest, table: shownPlays(table) };
}

/** Cards that are in a pile or face down on the table: hidden from every viewer. */
export function hiddenCards(G: WarState): number[] {
  const shown = new Set([
    ...Object.values(G.table).flatMap((plays) => plays.map((play) => play.upCard)),
    ...Object.values(G.lastBattle?.plays ?? {}).flatMap((plays) => plays.map((play) => play.upCard)),
  ]);
  const inPiles = Object.values(G.pileCards).flat();
  const faceDown = Object.values(G.table).flatMap((plays) => plays.flatMap((play) => play.downCards));
  // A face-up card just taken into a pile is still shown with the battle it decided: everyone saw it.
  return [...inPiles.filter((card) => !shown.has(card)), ...faceDown];
}
