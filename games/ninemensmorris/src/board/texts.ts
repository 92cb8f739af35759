import type { GameResult, PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import { POINT_NAMES } from '../geometry';
import { otherSeat } from '../rules';
import type { LastMove, Seat } from '../types';

/** The translation function of the ninemensmorris namespace, as the board helpers use it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Point a1". */
export function pointName(t: Translate, point: number): string {
  return t('board.point', { name: POINT_NAMES[point] });
}

export function lastMoveText(t: Translate, lastMove: LastMove, players: PlayerInfo[]): string {
  const player = nameOf(players, lastMove.seat);
  const to = pointName(t, lastMove.to);
  const moved =
    lastMove.from === null
      ? t('board.lastPlaced', { player, to })
      : t('board.lastMoved', { player, from: pointName(t, lastMove.from), to });
  return lastMove.removed === null ? moved : `${moved} ${t('board.lastRemoved', { point: pointName(t, lastMove.removed) })}`;
}

/** The line under the board once the game is over. */
export function outcomeText(t: Translate, result: GameResult | undefined): string | undefined {
  if (!result) return undefined;
  if ('winner' in result) {
    const winner = result.winner as Seat;
    const names = { winner: t(`seats.${winner}`), loser: t(`seats.${otherSeat(winner)}`) };
    if (result.reason === 'twoLeft') return t('status.wonTwoLeft', names);
    if (result.reason === 'blocked') return t('status.wonBlocked', names);
    return undefined;
  }
  if (result.reason === 'threefold') return t('status.drawThreefold');
  if (result.reason === 'noMill') return t('status.drawNoMill');
  return undefined;
}
