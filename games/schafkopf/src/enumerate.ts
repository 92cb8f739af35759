import type { Ctx, PlayerID } from 'boardgame.io';
import { legalBids } from './bidding';
import { legalContra, legalDeclarations, legalRe } from './moves';
import { legalCards } from './play';
import type { SchafkopfState } from './types';

export type EnumeratedMove = { move: string; args: unknown[] };

/** Exactly the legal moves of `seat` now (none for a seat that may not act). */
export function enumerateMoves(G: SchafkopfState, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined) return [];
  const active = ctx.activePlayers ? ctx.activePlayers[seat] !== undefined : ctx.currentPlayer === seat;
  if (!active) return [];
  switch (ctx.phase) {
    case 'bidding':
      return legalBids(G, seat).map((call) => ({ move: 'bid', args: [call] }));
    case 'declare':
      return legalDeclarations(G, seat).map((declaration) => ({ move: 'declare', args: [declaration] }));
    case 'contra':
      return legalContra(G, seat).map((say) => ({ move: 'contra', args: [say] }));
    case 're':
      return legalRe(G, seat).map((say) => ({ move: 're', args: [say] }));
    case 'play':
      return legalCards(G, ctx.phase, seat).map((card) => ({ move: 'play', args: [{ card }] }));
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
