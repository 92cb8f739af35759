import type { Ctx, PlayerID } from 'boardgame.io';
import { legalAnnouncements } from './announcements';
import { legalBids } from './bidding';
import { legalCards } from './play';
import type { DoppelkopfState } from './types';

export type EnumeratedMove = { move: string; args: unknown[] };

/** Exactly the legal moves of `seat` now (none for a seat that may not act). */
export function enumerateMoves(G: DoppelkopfState, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined) return [];
  const active = ctx.activePlayers ? ctx.activePlayers[seat] !== undefined : ctx.currentPlayer === seat;
  if (!active) return [];
  switch (ctx.phase) {
    case 'bidding':
      return legalBids(G, seat).map((call) => ({ move: 'bid', args: [call] }));
    case 'play':
      return [
        ...legalCards(G, ctx.phase, seat).map((card) => ({ move: 'play', args: [{ card }] })),
        ...legalAnnouncements(G, ctx.phase, seat).map((call) => ({ move: 'announce', args: [call] })),
      ];
    case 'roundEnd':
      return G.confirmed.includes(seat)
        ? []
        : [
            { move: 'nextRound', args: [] },
            { move: 'quit', args: [] },
          ];
    default:
      return [];
  }
}
