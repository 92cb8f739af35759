import type { PlayerInfo } from '@tabula/game-kit';
import { seatTextOptions } from '@tabula/game-kit/ui';
import { pitOf, sideOf } from '../holes';
import type { Sowing } from '../sowing';
import type { LastSowing } from '../types';
import type { HoleMarks } from './Pit';

/** The translate function of the mancala namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Ana sowed 4 seeds from pit 3. Captured 7 seeds." and so on, for the last move ("you sowed" for the seat named "You"). */
export function lastMoveText(t: Translate, move: LastSowing, players: PlayerInfo[], language: string): string {
  const sowed = { ...seatTextOptions(players, move.seat, language), count: move.path.length, number: move.pit + 1 };
  const parts = [t('lastMove.sowed', sowed)];
  if (move.captured > 0) parts.push(t('lastMove.captured', { count: move.captured }));
  if (move.extraTurn) parts.push(t('lastMove.extraTurn'));
  if (move.swept) parts.push(t('lastMove.swept'));
  return parts.join(' ');
}

/** What sowing the aimed pit would do, for the player about to choose. */
export function sowingHint(t: Translate, sowing: Sowing): string {
  const number = sowing.move.pit + 1;
  if (sowing.move.extraTurn) return t('hint.extraTurn', { number });
  if (sowing.move.captured > 0) return t('hint.capture', { number, count: sowing.move.captured });
  return t('hint.plain', { number, count: sowing.move.path.length });
}

/** A pit's accessible name ("Pit 3 of Ana", "Your pit 3"): whose pit, its number, its seeds, and what the last move and the hints say about it. */
export function pitLabel(
  t: Translate,
  {
    hole,
    count,
    players,
    playable,
    marks,
    language,
  }: { hole: number; count: number; players: PlayerInfo[]; playable: boolean; marks: HoleMarks; language: string },
): string {
  const notes = [
    playable ? t('board.canSow') : null,
    marks.from ? t('board.lastFrom') : null,
    marks.lastSeed ? t('board.lastSeed') : null,
    marks.captured ? t('board.captured') : null,
  ].filter((note): note is string => note !== null);
  const pit = t('board.pit', { ...seatTextOptions(players, sideOf(hole), language), number: pitOf(hole) + 1, count });
  return [pit, ...notes].join(', ');
}
