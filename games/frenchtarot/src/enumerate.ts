import type { Ctx, PlayerID } from 'boardgame.io';
import { legalBids } from './bidding';
import { legalCalls, legalDiscards, legalSlams } from './moves';
import { legalCards } from './play';
import { legalPoignees, POIGNEE_SIZES, poigneeChoices } from './poignee';
import type { TarotState } from './types';

export type EnumeratedMove = { move: string; args: unknown[] };

/** Exactly the legal moves of `seat` now (none for a seat that may not act). */
export function enumerateMoves(G: TarotState, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined) return [];
  const active = ctx.activePlayers ? ctx.activePlayers[seat] !== undefined : ctx.currentPlayer === seat;
  if (!active) return [];
  switch (ctx.phase) {
    case 'bidding':
      return legalBids(G, seat).map((call) => ({ move: 'bid', args: [call] }));
    case 'call':
      return legalCalls(G, ctx.phase, seat).map((card) => ({ move: 'callCard', args: [{ card }] }));
    case 'discard':
      return legalDiscards(G, ctx.phase, seat).map((card) => ({ move: 'discard', args: [{ card }] }));
    case 'slam':
      return legalSlams(G, ctx.phase, seat).map((say) => ({ move: 'slam', args: [say] }));
    case 'play':
      return [
        ...legalPoignees(G, ctx.phase, seat).flatMap((level) =>
          poigneeChoices(G.hands[seat] ?? [], POIGNEE_SIZES[G.seats.length]![level]).map((cards) => ({
            move: 'poignee',
            args: [{ level, cards }],
          })),
        ),
        ...legalCards(G, ctx.phase, seat).map((card) => ({ move: 'play', args: [{ card }] })),
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
