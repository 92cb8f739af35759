import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { CELLS, FREE_CELL, letterOf, pickBelow, uncalledNumbers } from './card';
import { completedLine } from './lines';
import { logAllCalled, logCall, logClaim } from './log';
import type { BingoState } from './types';

type Context = MoveContext<BingoState>;

/** A seat of the table, dealt its card, while nobody has won. */
function mayPlay(G: BingoState, playerID: string): boolean {
  return G.winner === null && !G.allCalled && G.cards[playerID]?.length === CELLS;
}

const isSquare = (cell: unknown): cell is number =>
  typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < CELLS && cell !== FREE_CELL;

/** Marks a square of the seat's own card (any square but the free centre, called or not). */
export function mark({ G, playerID }: Context, cell: number) {
  const marks = G.marks[playerID];
  if (!mayPlay(G, playerID) || !marks || !isSquare(cell) || marks.includes(cell)) return INVALID_MOVE;
  marks.push(cell);
  marks.sort((a, b) => a - b);
}

/** Takes a mark off a square of the seat's own card. */
export function unmark({ G, playerID }: Context, cell: number) {
  const marks = G.marks[playerID];
  if (!mayPlay(G, playerID) || !marks || !isSquare(cell) || !marks.includes(cell)) return INVALID_MOVE;
  marks.splice(marks.indexOf(cell), 1);
}

/**
 * "Bingo!": wins if a line of the seat's card is complete (every square the free centre or marked
 * with a number already called), else spends one of the seat's claims. The seat names how many
 * claims it has left as it sees them, so the same claim sent twice spends one claim only.
 */
export function claim({ G, playerID }: Context, claimsLeft: number) {
  const left = G.claimsLeft[playerID];
  if (!mayPlay(G, playerID) || left === undefined || left <= 0 || claimsLeft !== left) return INVALID_MOVE;
  const card = G.cards[playerID]!;
  const line = completedLine(card, G.marks[playerID] ?? [], G.called);
  if (line) {
    G.winner = { seat: playerID, cells: line, numbers: line.map((cell) => card[cell]!) };
  } else {
    G.claimsLeft[playerID] = left - 1;
  }
  logClaim(G, playerID, line !== null);
}

/**
 * Calls the next number, drawn now from the numbers not yet called with the move's random (the
 * platform's cryptographic source on the game server): no order of future calls exists anywhere.
 * Made by the game server's clock only (serverOnlyMove). Called once every number is out, it ends
 * the game in a draw: the last number called is given its full time to be claimed.
 */
export function callNumber({ G, random, events }: Context) {
  if (G.winner !== null || G.allCalled || G.seats.some((seat) => G.cards[seat]?.length !== CELLS)) return INVALID_MOVE;
  const uncalled = uncalledNumbers(G.called);
  if (uncalled.length === 0) {
    G.allCalled = true;
    logAllCalled(G);
  } else {
    const number = uncalled[pickBelow(uncalled.length, () => random.Number())]!;
    G.called.push(number);
    logCall(G, number, letterOf(number));
  }
  // A new turn restarts the clock: the next call comes a whole interval later.
  events.endTurn();
}
