import { pointMoveText, type Translate } from '@tabula/boards/ui';
import type { GameResult, PlayerInfo } from '@tabula/game-kit';
import { seatTextOptions } from '@tabula/game-kit/ui';
import { POINT_NAMES } from '../geometry';
import { otherSeat } from '../rules';
import type { LastMove, Seat } from '../types';

/** "Point a1". */
export function pointName(t: Translate, point: number): string {
  return t('board.point', { name: POINT_NAMES[point] });
}

/** "Last move: Ana placed a piece (…)", or "Last move: you placed…" for the seat named "You". */
export function lastMoveText(t: Translate, lastMove: LastMove, players: PlayerInfo[], language: string): string {
  const mover = seatTextOptions(players, lastMove.seat, language);
  // pointMoveText fills in the mover's name; the context picks the mover's own wording (board.lastPlaced_you).
  const aboutMover: Translate = (key, options) => t(key, { ...options, context: mover.context });
  const moved = pointMoveText(aboutMover, lastMove, mover.player, (point) => pointName(t, point));
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
