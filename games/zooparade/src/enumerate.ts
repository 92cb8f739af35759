import type { Ctx, PlayerID } from 'boardgame.io';
import { COLOURS, VALUES } from './cards';
import { clueTouches } from './knowledge';
import { mayAct, mayDiscard } from './moves';
import type { ZooParadeState } from './types';
import type { ZooParadeView } from './view';

export type EnumeratedMove =
  | { move: 'play' | 'discard'; args: [number] }
  | { move: 'hint'; args: [PlayerID, 'colour' | 'value', number] };

/**
 * Exactly the legal moves of `seat` now, from the state or from the seat's own view (a hint's
 * touching is judged on the receiver's cards, which the giver sees).
 */
export function enumerateMoves(G: ZooParadeState | ZooParadeView, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || !mayAct(G, ctx, seat)) return [];
  const own = G.hands[seat] ?? [];
  const moves: EnumeratedMove[] = own.map((card) => ({ move: 'play', args: [card.id] }));
  if (mayDiscard(G)) for (const card of own) moves.push({ move: 'discard', args: [card.id] });
  if (G.treats === 0) return moves;
  for (const receiver of G.seats) {
    if (receiver === seat) continue;
    const hand = G.hands[receiver] ?? [];
    const clues = [
      ...COLOURS.map((index) => ({ kind: 'colour' as const, index })),
      ...VALUES.map((index) => ({ kind: 'value' as const, index })),
    ];
    for (const clue of clues) {
      const touches = hand.some(
        (card) => card.colour !== undefined && clueTouches(clue, card as { colour: number; value: number }),
      );
      if (touches || G.settings.emptyHints === 'allowed') moves.push({ move: 'hint', args: [receiver, clue.kind, clue.index] });
    }
  }
  return moves;
}
