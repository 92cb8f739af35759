import type { Ctx, PlayerID } from 'boardgame.io';
import { betAmounts, discardableKinds, flippableSeats, mayDiscardAtRandom, mayPass, placeableKinds } from './legal';
import type { Table } from './table';

export type EnumeratedMove = { move: string; args: unknown[] };

/** Exactly the legal moves of `seat` now, from the whole state or that seat's own view. */
export function enumerateMoves(G: Table, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || G.winner !== null) return [];
  return [
    ...placeableKinds(G, seat).map((kind) => ({ move: 'place', args: [kind] })),
    ...betAmounts(G, seat).map((amount) => ({ move: 'bet', args: [amount] })),
    ...(mayPass(G, seat) ? [{ move: 'pass', args: [] }] : []),
    ...flippableSeats(G, seat).map((owner) => ({ move: 'flip', args: [owner] })),
    ...discardableKinds(G, seat).map((kind) => ({ move: 'discard', args: [kind] })),
    ...(mayDiscardAtRandom(G, seat) ? [{ move: 'discardAtRandom', args: [] }] : []),
  ];
}
