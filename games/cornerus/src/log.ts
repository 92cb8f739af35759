import type { PlayerID } from 'boardgame.io';
import { addLogLine, isDraw } from '@tabula/game-kit';
import type { PlacementChoice } from './bitboard';
import { xOf, yOf } from './geometry';
import { pieceSize } from './pieces';
import { cellsOf, resultOf } from './rules';
import { turnCycle } from './turnOrder';
import type { Colour, CornerusState } from './types';

/**
 * "Ana placed Blue piece 12 (5 squares) at row 3, column 4": the piece numbered as the tray names
 * it, and its top-left square (the first in reading order) as the board's squares are named.
 * The colour is part of the key (`log.placed.<colour>`), so each language words it naturally.
 */
export function logPlaced(G: CornerusState, seat: PlayerID, colour: Colour, choice: PlacementChoice): void {
  const first = Math.min(...cellsOf(choice));
  addLogLine(G, {
    key: `placed.${colour}`,
    seat,
    values: { number: choice.piece + 1, count: pieceSize(choice.piece), row: yOf(first) + 1, column: xOf(first) + 1 },
  });
}

export function logEnded(G: CornerusState, seat: PlayerID, colour: Colour): void {
  addLogLine(G, { key: `ended.${colour}`, seat });
}

/** The one seat that plays a colour, or undefined for the shared Green of a three-player game. */
function soleSeatOf(numPlayers: number, colour: Colour): PlayerID | undefined {
  const seats = new Set(turnCycle(numPlayers).flatMap((slot) => (slot.colour === colour ? [slot.seat] : [])));
  return seats.size === 1 ? [...seats][0] : undefined;
}

/**
 * After a move: the colours just passed over for good ("Cy cannot place any Red piece any more"),
 * then, when no colour plays any more, the end (a draw said as such) and every seat by its
 * placing with its points.
 */
export function logAfterMove(G: CornerusState, numPlayers: number): void {
  for (const { colour } of G.skipped) {
    const seat = soleSeatOf(numPlayers, colour);
    addLogLine(G, seat === undefined ? { key: 'blockedShared' } : { key: `blocked.${colour}`, seat });
  }
  const result = resultOf(G, numPlayers);
  if (result === undefined) return;
  addLogLine(G, { key: 'over' });
  const draw = isDraw(result);
  if (draw) addLogLine(G, { key: 'draw' });
  const { scores = {}, placings = {} } = result;
  const seats = Object.keys(scores).sort((a, b) => placings[a]! - placings[b]! || Number(a) - Number(b));
  const firsts = seats.filter((seat) => placings[seat] === 1).length;
  for (const seat of seats) {
    const key = draw || placings[seat] !== 1 ? 'score' : firsts > 1 ? 'sharedWin' : 'winner';
    addLogLine(G, { key, seat, values: { count: scores[seat]! } });
  }
}
