import { legalPlays } from '@tabula/cards';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalBids } from './bidding';
import { rulesFor } from './cards';
import { legalDeclarations } from './contract';
import type { SkatState } from './types';

export type SkatMove =
  | { move: 'bid'; args: [number] }
  | { move: 'hold' | 'pass' | 'pickUpSkat' | 'playHand' | 'nextRound' | 'quit'; args: [] }
  | { move: 'discard'; args: [{ cards: number[] }] }
  | { move: 'declare'; args: [{ kind: string; announcement: string }] }
  | { move: 'play'; args: [{ card: number }] };

/** Every pair of cards of the hand, for the discard. */
function pairs(hand: readonly number[]): number[][] {
  return hand.flatMap((a, i) => hand.slice(i + 1).map((b) => [a, b]));
}

/** Exactly the legal moves of a seat that may act (works on a seat's view as on the full state). */
export function enumerate(G: SkatState, ctx: Ctx, playerID: PlayerID): SkatMove[] {
  if (G.stage === 'roundEnd') {
    if (ctx.activePlayers?.[playerID] === undefined || G.confirmed.includes(playerID)) return [];
    return [
      { move: 'nextRound', args: [] },
      { move: 'quit', args: [] },
    ];
  }
  if (playerID !== G.toAct) return [];
  const hand = G.hands[playerID] ?? [];
  switch (G.stage) {
    case 'bidding': {
      const moves: SkatMove[] = legalBids(G.auction).map((value) => ({ move: 'bid', args: [value] }));
      if (G.auction.awaiting === 'holder' && G.auction.bidder !== null) moves.push({ move: 'hold', args: [] });
      moves.push({ move: 'pass', args: [] });
      return moves;
    }
    case 'skat':
      return [
        { move: 'pickUpSkat', args: [] },
        { move: 'playHand', args: [] },
      ];
    case 'discarding':
      return pairs(hand).map((cards) => ({ move: 'discard', args: [{ cards }] }));
    case 'declaring':
      return legalDeclarations(!G.pickedUp, G.bid!).map(({ kind, announcement }) => ({
        move: 'declare',
        args: [{ kind, announcement }],
      }));
    case 'playing':
      return legalPlays(hand, G.trick, rulesFor(G.contract!.kind)).map((card) => ({ move: 'play', args: [{ card }] }));
  }
}
