import type { PlayerInfo } from '@tabula/game-kit';
import { seatTextOptions } from '@tabula/game-kit/ui';
import type { Shot, ShotResult } from '../types';
import { cellName } from '../coordinates';

/** The translate function of the seabattle namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CellFacts {
  cell: number;
  /** One of the grid owner's ships lies here, as far as the viewer can see. */
  ship: boolean;
  shot: ShotResult | null;
  last: boolean;
}

/** A cell's accessible name: "B5", then what lies there and what a shot did ("B5, ship, hit"). */
export function cellLabel(t: Translate, { cell, ship, shot, last }: CellFacts): string {
  const parts = [cellName(cell)];
  if (ship) parts.push(t('cell.ship'));
  parts.push(shot ? t(`results.${shot}`) : t('cell.open'));
  if (last) parts.push(t('cell.last'));
  return parts.join(', ');
}

/** "Ana fired at B5: HIT.", "You fired at B5: HIT." */
export function shotText(t: Translate, shot: Shot, players: PlayerInfo[], language: string): string {
  return t('battle.lastShot', {
    ...seatTextOptions(players, shot.by, language),
    cell: cellName(shot.cell),
    result: t(`results.${shot.result}`),
  });
}
