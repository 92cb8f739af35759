import type { PlayerID } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import type { PlacementProblem } from '../bitboard';
import { turnCycle } from '../turnOrder';
import type { Colour } from '../types';

/** The translate function of the cornerus namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const colourName = (t: Translate, colour: Colour): string => t(`colours.${colour}`);

/** Who plays a colour: a player's name, or every player for the shared Green of a three-player game. */
export function controllerOf(t: Translate, gameArgs: GameArgs, numPlayers: number, colour: Colour, seat?: PlayerID): string {
  if (seat !== undefined) return nameOf(gameArgs.players, seat);
  const seats = [
    ...new Set(
      turnCycle(numPlayers)
        .filter((slot) => slot.colour === colour)
        .map((slot) => slot.seat),
    ),
  ];
  if (seats.length > 1) return t('board.shared');
  return nameOf(gameArgs.players, seats[0] ?? '0');
}

/** "Blue (Anna)". */
export const colourWithPlayer = (t: Translate, colour: Colour, player: string): string =>
  t('board.colourPlayer', { colour: colourName(t, colour), player });

export const problemText = (t: Translate, problem: PlacementProblem): string => t(`problems.${problem}`);

/** "row 3, column 5", counted from 1 at the top-left. */
export const cellName = (t: Translate, x: number, y: number): string => t('board.cell', { row: y + 1, column: x + 1 });
