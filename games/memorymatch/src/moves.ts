import { INVALID_MOVE } from 'boardgame.io/core';
import { addLogLine, type MoveContext } from '@tabula/game-kit';
import { cardNumber } from './grid';
import { pictureOf } from './pictures';
import { allMatched, canFlip, mismatchShowing } from './rules';
import type { MemoryState, Seat } from './types';

/**
 * Turns over the card in `cell` (0-24, row by row, not the centre). The first card of a try stays
 * face up; the second either makes a pair with it (both stay up, the pair counts for the mover, who
 * goes on when "stay in turn on a match" is set) or not (both stay up for everyone to see, and the
 * turn passes; they turn back when the next seat turns its first card). Runs on the server only:
 * it reads faces no client holds.
 */
export function flipCard({ G, playerID, events }: MoveContext<MemoryState>, cell: number) {
  if (!canFlip(G, cell)) return INVALID_MOVE;
  if (mismatchShowing(G)) G.faceUp = [];
  G.faceUp.push(cell);
  if (G.faceUp.length < 2) return;

  const [first, second] = G.faceUp as [number, number];
  const seat = playerID as Seat;
  const matched = pictureOf(G.cells[first]!.face!) === pictureOf(G.cells[second]!.face!);
  G.lastTry = { seat, cells: [first, second], matched, number: (G.lastTry?.number ?? 0) + 1 };
  addLogLine(G, { key: matched ? 'pair' : 'miss', seat, values: { first: cardNumber(first), second: cardNumber(second) } });
  if (matched) {
    G.cells[first]!.matchedBy = seat;
    G.cells[second]!.matchedBy = seat;
    G.pairs[seat] += 1;
    G.faceUp = [];
    if (!G.settings.stayOnMatch && !allMatched(G)) events.endTurn();
  } else {
    events.endTurn();
  }
}
