import { pointMoveText, type Translate } from '@tabula/boards/ui';
import type { GameResult, PlayerInfo } from '@tabula/game-kit';
import { seatTextOptions } from '@tabula/game-kit/ui';
import type { LastMove } from '../types';
import { CENTRE } from '../wheel';

/** "Point 3" (circle points are numbered 1-8 clockwise from the top) or "Centre". */
export function pointName(t: Translate, point: number): string {
  return point === CENTRE ? t('board.centre') : t('board.point', { number: point + 1 });
}

/** "Last move: Ana placed a piece (…)", or "Last move: you placed…" for the seat named "You". */
export function lastMoveText(t: Translate, lastMove: LastMove, players: PlayerInfo[], language: string): string {
  const mover = seatTextOptions(players, lastMove.seat, language);
  // pointMoveText fills in the mover's name; the context picks the mover's own wording (board.lastPlaced_you).
  const aboutMover: Translate = (key, options) => t(key, { ...options, context: mover.context });
  return pointMoveText(aboutMover, lastMove, mover.player, (point) => pointName(t, point));
}

/** The line under the board once the game is over: who made a line, or the draw by repetition. */
export function outcomeText(t: Translate, result: GameResult | undefined): string | undefined {
  if (!result) return undefined;
  if ('winner' in result) return t('status.won', { colour: t(`seats.${result.winner}`) });
  if ('draw' in result) return t('status.draw');
  return undefined;
}
