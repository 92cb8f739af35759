import { pointMoveText, type Translate } from '@tabula/boards/ui';
import type { GameResult, PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import type { LastMove } from '../types';
import { CENTRE } from '../wheel';

/** "Point 3" (circle points are numbered 1-8 clockwise from the top) or "Centre". */
export function pointName(t: Translate, point: number): string {
  return point === CENTRE ? t('board.centre') : t('board.point', { number: point + 1 });
}

export function lastMoveText(t: Translate, lastMove: LastMove, players: PlayerInfo[]): string {
  return pointMoveText(t, lastMove, nameOf(players, lastMove.seat), (point) => pointName(t, point));
}

/** The line under the board once the game is over: who made a line, or the draw by repetition. */
export function outcomeText(t: Translate, result: GameResult | undefined): string | undefined {
  if (!result) return undefined;
  if ('winner' in result) return t('status.won', { colour: t(`seats.${result.winner}`) });
  if ('draw' in result) return t('status.draw');
  return undefined;
}
