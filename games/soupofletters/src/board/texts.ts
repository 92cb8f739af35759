import type { PlayerID } from 'boardgame.io';
import type { PlayerInfo } from '@tabula/game-kit';
import { seatTextOptions } from '@tabula/game-kit/ui';
import type { LastTurn } from '../types';

/** The translate function of the soupofletters namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the last turn did, announced to screen readers and shown under the grid. */
export function lastTurnText(t: Translate, last: LastTurn, players: PlayerInfo[], language: string): string {
  const seat = seatTextOptions(players, last.seat, language);
  if (last.kind === 'found') return t('lastTurn.found', { ...seat, word: last.word });
  return t(last.kind === 'pass' ? 'lastTurn.pass' : 'lastTurn.timeOut', seat);
}

/** "found by Ana", "found by you". */
export function foundByText(t: Translate, players: PlayerInfo[], seat: PlayerID, language: string): string {
  return t('board.foundBy', seatTextOptions(players, seat, language));
}

/** A cell's accessible name: its letter and place, and what it is part of (`foundBy`: "found by Ana"). */
export function cellLabel(
  t: Translate,
  {
    letter,
    row,
    column,
    selected,
    foundBy,
  }: { letter: string; row: number; column: number; selected: boolean; foundBy?: string },
): string {
  const parts = [t('board.cell', { letter, row: row + 1, column: column + 1 })];
  if (foundBy !== undefined) parts.push(foundBy);
  if (selected) parts.push(t('board.selected'));
  return parts.join(', ');
}
